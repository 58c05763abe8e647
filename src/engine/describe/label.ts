// A Workato step in the description's own words, as plain text for a place that is not Markdown (a diagram node, a
// flow step's name): "<App>: <operation>", so a step without a title of its own is not shown by its Activepieces
// action name.
import { translator, type Lang } from '../../i18n/index.js';
import { describeMessages } from '../../i18n/messages/describe.js';
import { workatoSteps } from '../tree.js';
import type { WorkatoStep } from '../types.js';
import { operationWords, type StepsContext } from './steps.js';
import { knownTriggerWhen } from './trigger.js';
import { appName, indexSteps, triggerWords } from './words.js';

export interface RecipeLabels {
  /** an action's "<App>: <operation>", or undefined when it has a title, comment or description of its own */
  action(step: WorkatoStep): string | undefined;
  /** the trigger's "<App>: when …" when the words know its event and it has no title, comment or description */
  trigger(): string | undefined;
  /** the trigger's "<App>: <operation>" whatever its event, or undefined when it is not shaped like a Workato key */
  triggerOperation(): string | undefined;
  /** a step's app and operation in words, whatever its own title: how a message names an operation it could not carry */
  operation(step: WorkatoStep): { app: string; words: string };
}

/** The labels of one recipe's steps in `lang`; the recipe is indexed on the first label only. */
export function recipeLabels(trigger: WorkatoStep, lang: Lang): RecipeLabels {
  let ctx: StepsContext | undefined;
  const context = () => (ctx ??= { t: translator(describeMessages, lang), lang, index: indexSteps(trigger), ops: new Map() });
  return {
    action(step) {
      if (step.keyword !== 'action' || ownLabel(step)) return undefined;
      const c = context();
      return plain(`${appName(step.provider, c.t)}: ${operationWords(step, c)}`);
    },
    trigger() {
      if (ownLabel(trigger)) return undefined;
      const c = context();
      const when = knownTriggerWhen(trigger, c.t);
      return when ? plain(`${appName(trigger.provider, c.t)}: ${when}`) : undefined;
    },
    triggerOperation() {
      return triggerWords(`${String(trigger.provider ?? '')}/${String(trigger.name ?? '')}`, context().t);
    },
    operation(step) {
      const c = context();
      const { title: _title, description: _description, ...bare } = step;
      return { app: appName(step.provider, c.t), words: plain(operationWords(bare as WorkatoStep, c)) };
    },
  };
}

/**
 * The words of the Workato action a flow step was made from (`stepNumbers`: flow step name -> Workato number),
 * or undefined when the step is not an action's own step or the action has a title, comment or description of
 * its own (the flow step is named by it then). `labels`: the recipe's labels the compile named the steps with.
 */
export function actionLabeller(labels: RecipeLabels, trigger: WorkatoStep, stepNumbers: ReadonlyMap<string, number>): (stepName: string) => string | undefined {
  let byNumber: Map<number, WorkatoStep> | undefined;
  return (stepName) => {
    const number = stepNumbers.get(stepName);
    if (number === undefined || stepName !== `step_${number}`) return undefined;
    if (!byNumber) {
      byNumber = new Map();
      for (const { step } of workatoSteps(trigger)) if (typeof step.number === 'number' && !byNumber.has(step.number)) byNumber.set(step.number, step);
    }
    const step = byNumber.get(number);
    return step ? labels.action(step) : undefined;
  };
}

function ownLabel(step: WorkatoStep): boolean {
  return [step.comment, step.title, step.description].some((value) => typeof value === 'string' && value.trim() !== '');
}

/** Markdown of the description's words (escapes, code spans) back to plain text. */
function plain(markdown: string): string {
  return markdown.replace(/`([^`]*)`/g, '$1').replace(/\\([\\`*[\]<>|_#])/g, '$1');
}
