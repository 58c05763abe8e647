// Generated trigger data for running written flows through the Activepieces runtime model: every trigger path the
// flow reads gets a sample value, and a path a loop iterates over gets a list of two items.
import { parsePath } from '../../src/verify/activepieces/references.js';
import { allSteps, strings } from './flow-check.js';

type Tree = Record<string, unknown>;

/** A leaf that passes text and number props alike (Pipefy ids are numbers given as text). */
const SAMPLE = '101';

function triggerPaths(text: string): Array<Array<string | number>> {
  const out: Array<Array<string | number>> = [];
  for (const m of text.matchAll(/\{\{(.*?)\}\}/g)) {
    const path = parsePath(m[1]!.trim());
    if (path?.root === 'trigger') out.push(path.keys);
  }
  return out;
}

function place(tree: Tree, keys: Array<string | number>, leaf: unknown): void {
  let cur: Tree = tree;
  keys.forEach((key, i) => {
    const last = i === keys.length - 1;
    const existing = cur[key];
    if (last) {
      if (existing === undefined || (leaf !== SAMPLE && typeof existing !== 'object')) cur[key] = leaf;
      return;
    }
    if (existing === null || typeof existing !== 'object') cur[key] = typeof keys[i + 1] === 'number' ? [] : {};
    cur = cur[key] as Tree;
  });
}

/** The trigger output a flow's own references expect, with sample leaves. */
export function eventFromReferences(template: { flows: Array<{ trigger: unknown }> }): Tree {
  const tree: Tree = {};
  const loopPaths: Array<Array<string | number>> = [];
  for (const { step } of allSteps(template.flows[0]!.trigger as Record<string, any>)) {
    for (const text of strings(step.settings ?? {})) for (const keys of triggerPaths(text)) place(tree, keys, SAMPLE);
    if (step.type === 'LOOP_ON_ITEMS') loopPaths.push(...triggerPaths(String(step.settings?.items ?? '')));
  }
  for (const keys of loopPaths) place(tree, keys, [{ id: 'item-1' }, { id: 'item-2' }]);
  return tree;
}
