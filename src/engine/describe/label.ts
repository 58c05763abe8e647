// A Workato action in the description's own words, as plain text for a place that is not Markdown (a diagram node):
// "<App>: <operation>", so a step without a title of its own is not shown by its Activepieces action name.
import { translator, type Lang } from '../../i18n/index.js';
import { describeMessages } from '../../i18n/messages/describe.js';
import { workatoSteps } from '../tree.js';
import type { WorkatoStep } from '../types.js';
import { operationWords, type StepsContext } from './steps.js';
import { appName, indexSteps } from './words.js';

/**
 * The words of the Workato action a flow step was made from (`stepNumbers`: flow step name -> Workato number),
 * or undefined when the step is not an action's own step or the action has a title, comment or description of
 * its own (the flow step is named by it then). The recipe is indexed on the first call only.
 */
export function actionLabeller(trigger: WorkatoStep, stepNumbers: ReadonlyMap<string, number>, lang: Lang): (stepName: string) => string | undefined {
  let byNumber: Map<number, WorkatoStep> | undefined;
  let ctx: StepsContext | undefined;
  return (stepName) => {
    const number = stepNumbers.get(stepName);
    if (number === undefined || stepName !== `step_${number}`) return undefined;
    if (!byNumber) {
      byNumber = new Map();
      for (const { step } of workatoSteps(trigger)) if (typeof step.number === 'number' && !byNumber.has(step.number)) byNumber.set(step.number, step);
    }
    const step = byNumber.get(number);
    if (!step || step.keyword !== 'action' || [step.comment, step.title, step.description].some(present)) return undefined;
    ctx ??= { t: translator(describeMessages, lang), lang, index: indexSteps(trigger), ops: new Map() };
    return plain(`${appName(step.provider, ctx.t)}: ${operationWords(step, ctx)}`);
  };
}

function present(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** Markdown of the description's words (escapes, code spans) back to plain text. */
function plain(markdown: string): string {
  return markdown.replace(/`([^`]*)`/g, '$1').replace(/\\([\\`*[\]<>|_#])/g, '$1');
}
