// Stand-in values for the project variables a flow reads. The translation turns Workato project and account
// properties and recipe parameters into Activepieces project variables of the same name (src/engine/flow/resolve.ts)
// and tells the admin to create them; Pipefy's instance then resolves `{{variables['NAME']}}` to the value created
// (shared/research/activepieces.md, "Project variables (new AP)"). The check assumes each one is created with
// the value the recipe had, and feeds both runtimes the same stand-in text for it.
import { parsePath } from '../activepieces/references.js';

const TOKEN = /\{\{(.*?)\}\}/g;

export interface ProjectVariableStandIns {
  /** name -> stand-in value, for the flow's `variables` */
  variables: Record<string, string>;
  /** the same, for Workato's project/account properties and the job's recipe parameters */
  workato: { projectProperties: Record<string, string>; accountProperties: Record<string, string>; jobContext: { parameters: Record<string, string> } };
}

export function projectVariableStandIns(template: unknown): ProjectVariableStandIns {
  const variables: Record<string, string> = Object.create(null) as Record<string, string>;
  visitStrings(template, (text) => {
    for (const [, body] of text.matchAll(TOKEN)) {
      const path = parsePath(body!.trim());
      const name = path?.root === 'variables' ? path.keys[0] : undefined;
      if (typeof name === 'string') variables[name] = `stand-in value of ${name}`;
    }
  });
  const table = { ...variables };
  return { variables: table, workato: { projectProperties: table, accountProperties: table, jobContext: { parameters: table } } };
}

function visitStrings(value: unknown, visit: (text: string) => void): void {
  if (typeof value === 'string') visit(value);
  else if (Array.isArray(value)) for (const v of value) visitStrings(v, visit);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) visitStrings(v, visit);
}
