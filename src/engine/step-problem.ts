// A step of a recipe that is not a valid Workato step, told in the user's language: which step (the trigger, or its
// Workato step number) and which field is missing or of the wrong kind.
import { UserError } from '../errors.js';
import { translator, type Lang } from '../i18n/index.js';
import { recipeMessages } from '../i18n/messages/recipe.js';
import type { StepProblem } from './step-fields.js';

export class StepShapeError extends UserError<typeof recipeMessages.en> {
  /** `number`: the step's number as Workato shows it (0 is the trigger) */
  constructor(
    readonly origin: string,
    readonly number: number,
    readonly problem: StepProblem,
  ) {
    super('bad_trigger', recipeMessages, 'bad_trigger', { origin });
    this.message = this.render('en');
  }

  override render(lang: Lang): string {
    const t = translator(recipeMessages, lang);
    const { field, expected, received } = this.problem;
    const words = { field, expected: t(`expected_${expected}`), received: t(`received_${received}`) };
    const problem = field === undefined ? t('problem_step', words) : received === 'missing' ? t('problem_missing', words) : t('problem_field', words);
    const where = this.number === 0 ? t('where_trigger') : t('where_step', { number: this.number });
    return t('bad_trigger', { origin: this.origin, where, problem });
  }
}
