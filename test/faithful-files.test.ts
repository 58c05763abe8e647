// Operations the catalog has a target for (SFTP list/search, download, remove; S3 list objects; ServiceNow create
// record): each is mapped, its inputs reach the piece, and a later step that reads its output reads what the piece
// really returns (src/engine/mapping/outputs/apps.ts), so the run-time check proves the flow or names the difference.
import { describe, expect, it } from 'vitest';
import { translateRecipe } from '../src/engine/index.js';
import { checkTemplate } from './support/flow-check.js';
import { action, callableTrigger, recipe, type Step } from './support/recipes.js';

const params = [{ name: 'folder', type: 'string' }, { name: 'name', type: 'string' }];
const param = (name: string) => `#{_dp('${JSON.stringify({ pill_type: 'output', provider: 'workato_recipe_function', line: 'trg', path: ['parameters', name] })}')}`;
const itemPill = (path: string[]) => `#{_dp('${JSON.stringify({ pill_type: 'output', provider: 'foreach', line: 'item', path })}')}`;
const out = (provider: string, line: string, path: string[]) => `#{_dp('${JSON.stringify({ pill_type: 'output', provider, line, path })}')}`;
const post = (as: string, text: string) => action('slack', 'post_message', as, { channel: 'C123', text });
const fileList = (key: string) => [{ name: key, type: 'array', of: 'object', properties: [{ name: 'name', type: 'string' }, { name: 'size', type: 'integer' }] }];

function verified(block: Step[]) {
  const result = translateRecipe(recipe('Fragment', callableTrigger(block, params)), { lang: 'en' });
  expect(checkTemplate(result.template).errors).toEqual([]);
  const steps = JSON.stringify(result.template);
  return { result, verification: result.routing.verification!, steps, op: (n: number) => result.routing.operations.find((o) => o.step === n)! };
}

/** A loop over `source` that posts each item's name. */
const postEach = (source: string): Step => ({ keyword: 'foreach', as: 'item', source, input: {}, block: [post('each', `File ${itemPill(['name'])}`)] });

describe('SFTP', () => {
  it.each(['search_files', 'list_files'])('%s lists the folder given, and a loop over its files posts each name', (name) => {
    const { verification, op, steps } = verified([
      action('sftp', name, 'ls', { path: param('folder') }, { extended_output_schema: fileList('files') }),
      postEach(out('sftp', 'ls', ['files'])),
    ]);
    expect(op(1)).toMatchObject({ status: 'mapped' });
    expect(steps).toContain('"actionName":"listFolderContents"');
    expect(steps).toContain("['contents']");
    expect(verification.differences).toEqual([]);
    expect(verification.not_proven).toEqual([]);
    expect(verification.verdict).toBe('equivalent');
  });

  it('remove_file (mapped already) deletes the path given, equivalent on every event', () => {
    const { verification, op, steps, result } = verified([
      action('sftp', 'remove_file', 'rm', { file_path: param('name') }, { extended_output_schema: [{ name: 'status', type: 'string' }] }),
      post('after', `Removed ${param('name')}`),
    ]);
    expect(op(1)).toMatchObject({ status: 'mapped' });
    expect(steps).toContain('"actionName":"deleteFile"');
    expect(steps).toContain('"filePath":"{{trigger[\'data\'][\'name\']}}"');
    expect(verification.verdict).toBe('equivalent');
    expect(result.routing.routing).toBe('ipaas_ready');
  });

  it('download_file reads the path given; its content becomes a file reference, so a message quoting it is a difference named in the checklist', () => {
    const download = action('sftp', 'download_file', 'dl', { file_path: param('name') }, { extended_output_schema: [{ name: 'content', type: 'string' }] });
    const alone = verified([download]);
    expect(alone.op(1)).toMatchObject({ status: 'approximated', codes: expect.arrayContaining(['sftp_file_reference']) });
    expect(alone.steps).toContain('"filePath":"{{trigger[\'data\'][\'name\']}}"');
    expect(alone.verification.verdict).toBe('equivalent');

    const quoted = verified([structuredClone(download), post('show', `Content: ${out('sftp', 'dl', ['content'])}`)]);
    // the reference resolves (to the stored file), never to nothing, and the check says the text differs
    expect(quoted.steps).toContain("{{step_1['file']}}");
    expect(quoted.verification.verdict).toBe('different');
    const difference = quoted.verification.differences.find((d) => d.step === 2)!;
    expect(String(difference.flow)).toMatch(/^Content: memory:\/\//);
    expect(quoted.result.routing.routing).toBe('manual_revision');
    expect(quoted.result.routing.blocked_reason).toContain(difference.text);
  });
});

describe('Amazon S3', () => {
  it('list_objects lists under the prefix given, and a loop over the objects posts each name', () => {
    const { verification, op, steps } = verified([
      action('amazon_s3', 'list_objects', 'ls', { bucket: 'invoices', prefix: param('folder') }, { extended_output_schema: fileList('objects') }),
      postEach(out('amazon_s3', 'ls', ['objects'])),
    ]);
    expect(op(1)).toMatchObject({ status: 'approximated', codes: expect.arrayContaining(['s3_bucket']) });
    expect(steps).toContain('"actionName":"list-files"');
    expect(steps).toContain('"prefix":"{{trigger[\'data\'][\'folder\']}}"');
    expect(steps).toContain("['files']");
    expect(verification.not_proven).toEqual([]);
    expect(verification.verdict).toBe('equivalent');
  });
});

describe('ServiceNow', () => {
  it('create_record creates the record in the table given with the fields given, and a later step reads its sys_id', () => {
    const { verification, op, steps, result } = verified([
      action('service_now', 'create_record', 'inc', { table: 'incident', short_description: param('name'), urgency: '2' }, { extended_output_schema: [{ name: 'sys_id', type: 'string' }, { name: 'number', type: 'string' }] }),
      post('after', `Created ${out('service_now', 'inc', ['number'])} (${out('service_now', 'inc', ['sys_id'])})`),
    ]);
    expect(op(1)).toMatchObject({ status: 'mapped' });
    expect(steps).toContain('"actionName":"create_record"');
    expect(steps).toContain('"fields":{"short_description":"{{trigger[\'data\'][\'name\']}}","urgency":"2"}');
    expect(verification.not_proven).toEqual([]);
    expect(verification.verdict).toBe('equivalent');
    expect(result.routing.routing).toBe('ipaas_ready');
  });
});
