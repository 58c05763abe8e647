// What the Activepieces dashboard's Import does with several templates at once (the flows of a .zip), since PR #10820
// ("keep flow connections intact when importing multiple flows"): react-ui `flowHooks.importFlowsFromTemplates`
// creates one flow per template flow, each with a new externalId minted by the server; maps each template's
// `metadata.externalId` (when it has one) to its new flow's externalId; then replaces every mapped id, as text, in
// every flow's trigger before the IMPORT_FLOW operation. Modelled here (not copied) so tests can check that a call
// step written by pipe-migrate points at its callee's new flow after such an import.

export interface ImportedFlow {
  /** the externalId the server gave the new flow */
  externalId: string;
  displayName: string;
  trigger: Record<string, unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function importTemplates(templates: any[], mint: (n: number) => string = (n) => `srv${String(n).padStart(18, '0')}`): ImportedFlow[] {
  const created: Array<{ externalId: string; oldId: string; flow: { displayName: string; trigger: unknown } }> = [];
  for (const template of templates) {
    for (const flow of template.flows ?? []) {
      const externalId = mint(created.length);
      const declared = template.metadata?.externalId;
      created.push({ externalId, oldId: declared === undefined || declared === null ? externalId : String(declared), flow });
    }
  }
  const map = new Map(created.map((c) => [c.oldId, c.externalId]));
  return created.map(({ externalId, flow }) => {
    let text = JSON.stringify(flow.trigger);
    for (const [oldId, newId] of map) text = text.split(oldId).join(newId);
    return { externalId, displayName: flow.displayName, trigger: JSON.parse(text) };
  });
}
