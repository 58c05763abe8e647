// A small recipe whose diagram uses every colour and arrow the legend can explain: translated steps, a step with no
// equivalent (red), an approximated one (amber), a disabled one (grey), a monitor block with a condition inside
// (red error arrows, and the gate emit/try.ts adds after the condition) and a loop (its dotted loop-back arrow).
import { PIPEFY, action, cond, dp, ifStep, pipefyCardMoved, recipe, type Step } from './recipes.js';

const title = dp(PIPEFY, 'trg', ['card', 'title']);
const post = (as: string, message = 'x') => action('slack', 'post_message', as, { channel: 'C1', message });

export function legendRecipe(): Record<string, unknown> {
  const monitored: Step = {
    keyword: 'try',
    as: 'try1',
    block: [
      ifStep([cond('present', title)], [post('in_if')]),
      post('after_if'),
      { keyword: 'catch', as: 'c1', block: [post('on_error', 'failed')] },
    ],
  };
  const loop: Step = { keyword: 'foreach', as: 'each', source: dp(PIPEFY, 'trg', ['card', 'labels']), block: [post('per_label')] };
  return recipe(
    'Every colour',
    pipefyCardMoved([
      monitored,
      loop,
      action('acme_legacy_erp', 'sync_record', 'erp'),
      action('teams', 'post_card', 'card', { team_id: 'T1', channel_id: 'C2', text: 'hello' }),
      { ...post('off'), skip: true },
    ]),
  );
}

/** The lines of the legend subgraph and the class and style lines for its nodes: a diagram of the legend alone. */
export function legendOnly(mermaid: string): string {
  const lines = mermaid.split('\n');
  const start = lines.findIndex((l) => /^ {2}subgraph legend\b/.test(l));
  const end = lines.findIndex((l, i) => i > start && l === '  end');
  const ids = lines.slice(start + 1, end).map((l) => /^\s+(legend_\w+)\[/.exec(l)?.[1]).filter(Boolean) as string[];
  const classLines = lines
    .filter((l) => /^ {2}class /.test(l))
    .map((l) => {
      const [, list, name] = /^ {2}class (\S+) (\w+)$/.exec(l)!;
      const mine = list!.split(',').filter((id) => ids.includes(id));
      return mine.length > 0 ? `  class ${mine.join(',')} ${name}` : '';
    })
    .filter(Boolean);
  return ['flowchart TD', ...lines.slice(start, end + 1), ...lines.filter((l) => /^ {2}classDef /.test(l)), ...classLines].join('\n') + '\n';
}
