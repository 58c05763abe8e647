// Size limits of a recipe, checked before anything walks its step tree recursively, so an oversized recipe is
// refused with a clear message instead of exhausting the stack or the memory.
import { UserError } from '../errors.js';
import { recipeMessages } from '../i18n/messages/recipe.js';

/**
 * Workato's own quota: at most 1,000 steps in a recipe's code (docs.workato.com/limits, "Recipe code size
 * limits"). Activepieces imports a flow by walking its nextAction chain recursively, so much longer flows do not
 * import there either.
 */
export const MAX_RECIPE_STEPS = 1_000;
/** Blocks nested inside blocks (if, loops, error handlers); far beyond any real recipe. */
export const MAX_RECIPE_DEPTH = 100;
/**
 * Arrays and objects nested inside one step input value. Deeper values are left out of the flow (a placeholder,
 * reported on the field): the flow's later readers (the run-time check, JSON.stringify, the Activepieces engine)
 * walk values recursively.
 */
export const MAX_VALUE_DEPTH = 100;

/** Throws a UserError when the step tree under `code` is larger or deeper than the limits. Walks without recursion. */
export function checkRecipeSize(code: unknown, origin: string): void {
  let steps = -1; // the trigger is not counted
  const stack: Array<[unknown, number]> = [[code, 0]];
  while (stack.length) {
    const [step, depth] = stack.pop()!;
    if (!step || typeof step !== 'object') continue;
    if (++steps > MAX_RECIPE_STEPS) throw new UserError('recipe_too_large', recipeMessages, 'too_many_steps', { origin, max: MAX_RECIPE_STEPS });
    if (depth > MAX_RECIPE_DEPTH) throw new UserError('recipe_too_deep', recipeMessages, 'too_deep', { origin, max: MAX_RECIPE_DEPTH });
    const block = (step as { block?: unknown }).block;
    if (Array.isArray(block)) for (const child of block) stack.push([child, depth + 1]);
  }
}
