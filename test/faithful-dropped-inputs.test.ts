// Inputs the step says it maps must reach the flow: the folder a Drive trigger watches, an HTTP request's query
// parameters, a file storage key and an S3 object name built from a folder and a file name. An input no prop
// carries is reported (the step is not `mapped`), and the equivalence check lists it with the value Workato used.
import { describe, expect, it } from 'vitest';
import { action, callableTrigger, dp, type Step } from './support/recipes.js';
import { runTranslated, translate } from './support/faithful.js';

type Any = Record<string, any>;

const param = (name: string) => dp('workato_recipe_function', 'trg', ['parameters', name]);
const params = (...names: string[]) => names.map((name) => ({ name, type: 'string' }));
const op = (t: ReturnType<typeof translate>, step = 1) => t.result.routing.operations.find((o) => o.step === step)!;
const called = (t: ReturnType<typeof translate>, event: Record<string, unknown>, name = 'step_1') => runTranslated(t, event).steps.find((s) => s.name === name)!.input as Any;
const log = (as: string): Step => action('logger', 'log_message', as, { message: 'seen' });

describe('the folder a Drive trigger watches', () => {
  const driveTrigger = (input: Record<string, unknown>): Step => ({ keyword: 'trigger', provider: 'google_drive', name: 'new_file_in_folder', as: 'trg', input, block: [log('l')] });

  it('a folder picked with its shared drive reaches the trigger as the folder id, shared drives on', () => {
    const t = translate(driveTrigger({ folder_id: { folder_id: '1FolderAbc', drive_id: '0DriveXyz' } }));
    const input = (t.template.flows[0]!.trigger as Any).settings.input;
    expect(input.parentFolder).toBe('1FolderAbc');
    expect(input.include_team_drives).toBe(true);
    expect(op(t, 0).status).toBe('mapped');
    expect(t.result.routing.verification!.differences).toEqual([]);
  });

  it('a trigger input no prop carries is reported, the trigger is not `mapped`', () => {
    const t = translate(driveTrigger({ folder_id: '1FolderAbc', file_type: 'pdf' }));
    expect((t.template.flows[0]!.trigger as Any).settings.input.parentFolder).toBe('1FolderAbc');
    expect(op(t, 0).status).toBe('approximated');
    expect(op(t, 0).codes).toContain('field_dropped');
    expect(op(t, 0).reason).toContain('file_type');
    // the check compares the trigger's own inputs too: the dropped one is listed with Workato's value
    const listed = t.result.routing.verification!.approximations.find((a) => a.step === 0)!;
    expect(listed).toMatchObject({ field: '(dropped).file_type', workato: 'pdf' });
    expect(listed.text).toContain('"pdf"');
  });
});

describe('HTTP query parameters', () => {
  const get = (request: Record<string, unknown>) => action('rest', 'make_request_v2', 'r', { request_name: 'List items', request: { method: 'GET', url: 'https://api.example.com/items', ...request } });

  it('request_params reach the HTTP piece as its queryParams', () => {
    const t = translate(callableTrigger([get({ request_params: { status: 'open', owner: param('owner') } })], params('owner')));
    expect(called(t, { owner: 'ana' }).queryParams).toEqual({ status: 'open', owner: 'ana' });
    expect(op(t).status).toBe('mapped');
    expect(t.result.routing.verification!.differences).toEqual([]);
  });

  it('a list of name/value query parameters too', () => {
    const t = translate(callableTrigger([get({ query_params: [{ name: 'page', value: '2' }, { name: 'owner', value: param('owner') }] })], params('owner')));
    expect(called(t, { owner: 'ana' }).queryParams).toEqual({ page: '2', owner: 'ana' });
  });

  it('a request field the HTTP piece has no place for is reported, not silently lost', () => {
    const t = translate(callableTrigger([get({ proxy_host: 'proxy.local' })], params('owner')));
    expect(op(t).status).toBe('approximated');
    expect(op(t).codes).toContain('field_dropped');
    expect(op(t).reason).toContain('request.proxy_host');
    const listed = t.result.routing.verification!.approximations.find((a) => a.step === 1)!;
    expect(listed.field).toBe('(dropped).request.proxy_host');
    expect(listed.text).toContain('proxy.local');
  });
});

describe('file storage keys and S3 object names built from a folder and a name', () => {
  it('a Workato file stored in a folder keeps its whole path as the Storage key', () => {
    const store = action('workato_files', 'store_file', 'f', { folder: 'reports/2026', file_name: param('name'), content: 'a,b' });
    const t = translate(callableTrigger([store], params('name')));
    expect(called(t, { name: 'jan.csv' }).key).toBe('reports/2026/jan.csv');
    expect(op(t).codes).not.toContain('field_dropped');
  });

  it('an S3 object read by folder and file name is read by its full key', () => {
    const read = action('amazon_s3', 'download_file', 'd', { bucket: 'b', path: 'invoices/2026', file_name: param('name') });
    const t = translate(callableTrigger([read], params('name')));
    expect(called(t, { name: 'a.pdf' }).key).toBe('invoices/2026/a.pdf');
    expect(op(t).codes).not.toContain('field_dropped');
  });

  it('a folder ending in a slash is not doubled', () => {
    const remove = action('amazon_s3', 'delete_object', 'd', { bucket: 'b', folder: 'tmp/', file_name: 'x.txt' });
    const t = translate(callableTrigger([remove], params('name')));
    expect(called(t, { name: 'n' }).key).toBe('tmp/x.txt');
  });
});
