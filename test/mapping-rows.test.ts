// The mapping rows against the bundled catalog: every target, prop and note they can write exists, no two rows
// claim the same operation, and the shaped rows only write props the target declares.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineMessages } from '../src/i18n/messages/engine.js';
import { FieldConverter, type ValueContext } from '../src/engine/flow/values.js';
import { NameAllocator } from '../src/engine/flow/names.js';
import { PillResolver } from '../src/engine/flow/resolve.js';
import { applyRow } from '../src/engine/mapping/apply.js';
import { getPath } from '../src/engine/mapping/apply-props.js';
import { allCatalogPieces, catalogOperation, catalogPiece } from '../src/engine/mapping/catalog.js';
import { CODE_TEMPLATE_NAMES } from '../src/engine/mapping/code-templates.js';
import { ALL_ROWS, CANVAS_NOTE_KEYS, ROW_GROUPS, UNMAPPED_REASONS, findRow, unmappedReason } from '../src/engine/mapping/operations/index.js';
import { normalizeProvider } from '../src/engine/mapping/providers.js';
import { SHAPER_NAMES } from '../src/engine/mapping/shapers.js';
import { API_PATHS } from '../src/engine/mapping/shapers/api-calls.js';
import type { OperationRow, PropRule } from '../src/engine/mapping/types.js';
import type { WorkatoStep } from '../src/engine/types.js';
import { SHARED_DIR } from './support/corpus.js';

const SHARED_CATALOG = `${SHARED_DIR}catalog/ipaas-pieces-catalog.json`;
const hasCatalog = existsSync(SHARED_CATALOG);
const messages = engineMessages.en as Record<string, string>;
const pieceRows = ALL_ROWS.filter((r): r is OperationRow & { target: { piece: string; name: string } } => 'piece' in r.target);
const label = (r: OperationRow) => `${r.kind}:${r.provider}/${r.names[0]}`;
const sources = (rule: PropRule): string[] => {
  const from = typeof rule === 'string' ? rule : rule.from;
  return Array.isArray(from) ? from : [from];
};

function converter(number = 1): FieldConverter {
  const ctx: ValueContext = {
    resolver: new PillResolver('trg'),
    names: new NameAllocator(),
    recipe: { name: 'Test' },
    placeholder: (field) => `[placeholder ${field}]`,
    formulaStepTitle: 'formulas',
    parseCache: new Map(),
  };
  return new FieldConverter(ctx, number);
}

/** A Workato input that fills every source path of a row (and a few keys shapers read). */
function sampleInput(row: OperationRow): Record<string, unknown> {
  const input: Record<string, unknown> = {
    email_type: 'html', sheet: 'Sheet1', column_separator: 'tab', question: 'Why?', text: 'hello', Name: 'Acme', Industry: 'Retail',
    verb: 'post', path: '/v1/things', input: { data: { a: '1' } }, request_headers: [{ name: 'X-Test', value: '1' }], extra_unknown_key: 'x',
    project_issuetype: 'ENG--10001', where_condition: "id = 1", pretext: 'p', title: 't',
  };
  for (const rule of Object.values(row.props ?? {})) {
    for (const path of sources(rule)) {
      const parts = path.split('.');
      let cur = input;
      for (const p of parts.slice(0, -1)) cur = (cur[p] = typeof cur[p] === 'object' && cur[p] ? cur[p] : {}) as Record<string, unknown>;
      if (getPath(input, path) === undefined) cur[parts[parts.length - 1]!] = 'v';
    }
  }
  return input;
}

describe('mapping rows', () => {
  it('target only pieces, actions and triggers of the bundled catalog', () => {
    const problems: string[] = [];
    for (const row of pieceRows) {
      if (!catalogPiece(row.target.piece)) problems.push(`${label(row)}: piece ${row.target.piece}`);
      else if (!catalogOperation(row.target.piece, row.kind, row.target.name)) problems.push(`${label(row)}: ${row.kind} ${row.target.name}`);
    }
    expect(problems).toEqual([]);
  });

  it('write only props the target declares (props, fixed, rest)', () => {
    const problems: string[] = [];
    for (const row of pieceRows) {
      const op = catalogOperation(row.target.piece, row.kind, row.target.name);
      const names = new Set(op?.props.map((p) => p.name));
      const written = [...Object.keys(row.props ?? {}), ...Object.keys(row.fixed ?? {}), ...(row.rest ? [row.rest] : [])];
      for (const prop of written) if (!names.has(prop)) problems.push(`${label(row)}: ${row.target.name}.${prop}`);
    }
    expect(problems).toEqual([]);
  });

  it('fix only plain values (strings, numbers, booleans, or objects/lists of those)', () => {
    const plain = (v: unknown): boolean =>
      ['string', 'number', 'boolean'].includes(typeof v) || (Array.isArray(v) ? v.every(plain) : !!v && typeof v === 'object' && Object.values(v).every(plain));
    for (const row of ALL_ROWS) for (const [k, v] of Object.entries(row.fixed ?? {})) expect(plain(v), `${label(row)} ${k}`).toBe(true);
  });

  it('never claim the same provider/name/kind twice', () => {
    const seen = new Map<string, string>();
    const dupes: string[] = [];
    ALL_ROWS.forEach((row, i) => {
      for (const name of row.names) {
        const key = `${row.kind}:${row.provider}/${name}`;
        if (seen.has(key)) dupes.push(`${key} (${seen.get(key)} and row ${i})`);
        seen.set(key, `row ${i}`);
      }
    });
    expect(dupes).toEqual([]);
  });

  it('use canonical providers, known shapers, code templates and translated notes', () => {
    for (const row of ALL_ROWS) {
      expect(normalizeProvider(row.provider).canonical, label(row)).toBe(row.provider);
      if (row.shape) expect(SHAPER_NAMES, label(row)).toContain(row.shape);
      if ('code' in row.target) expect(CODE_TEMPLATE_NAMES, label(row)).toContain(row.target.code);
      if (row.note) for (const lang of ['en', 'pt', 'es'] as const) expect(engineMessages[lang], `${label(row)} ${lang}`).toHaveProperty(row.note);
      for (const name of row.names) expect(name, label(row)).toMatch(/^[A-Za-z0-9_]+(\[[a-z_]+=[A-Za-z0-9_.]+\])?$/);
    }
  });

  it('report nested leftovers: a row reading a dotted path (`profile.firstName`) runs through a shaper', () => {
    const unshaped = ALL_ROWS.filter((r) => !r.shape && Object.values(r.props ?? {}).some((rule) => sources(rule).some((p) => p.includes('.'))));
    expect(unshaped.map(label)).toEqual([]);
  });

  it('say what differs whenever they only approximate', () => {
    const noting = new Set(['api_path', 'tables', 'table_filters', 'custom_action_http', 'pubsub_publish']);
    const silent = ALL_ROWS.filter((r) => r.status === 'approximated' && !r.note && !(r.shape && noting.has(r.shape)));
    expect(silent.map(label)).toEqual([]);
  });

  it('only write catalog props when applied to a Workato input (shapers included)', () => {
    const problems: string[] = [];
    for (const row of pieceRows) {
      const op = catalogOperation(row.target.piece, row.kind, row.target.name)!;
      const names = new Set(op.props.map((p) => p.name));
      const step: WorkatoStep = { keyword: row.kind, provider: row.provider, name: row.names[0], number: 1, input: sampleInput(row) };
      const applied = applyRow(row, step, converter());
      for (const key of Object.keys(applied.input)) if (!names.has(key)) problems.push(`${label(row)}: ${row.target.name}.${key}`);
      for (const note of applied.notes) if (!(note.key in messages)) problems.push(`${label(row)}: note ${note.key}`);
    }
    expect(problems).toEqual([]);
  });

  it('do not throw on odd Workato values (numbers, lists, nulls, nested objects) and still write only catalog props', () => {
    const odd: unknown[] = [42, ['a', 'b'], null, { nested: { deep: true } }, '', '=skip', true];
    for (const row of pieceRows) {
      const names = new Set(catalogOperation(row.target.piece, row.kind, row.target.name)!.props.map((p) => p.name));
      odd.forEach((value, i) => {
        const input: Record<string, unknown> = { verb: value, path: value, input: value, request_headers: value, sheet: value, column_separator: value };
        for (const rule of Object.values(row.props ?? {})) for (const path of sources(rule)) input[path.split('.')[0]!] = value;
        const step: WorkatoStep = { keyword: row.kind, provider: row.provider, name: row.names[0], number: i, input };
        const applied = applyRow(row, step, converter());
        for (const key of Object.keys(applied.input)) expect(names.has(key), `${label(row)} ${key} (${JSON.stringify(value)})`).toBe(true);
      });
    }
  });

  it('reach every operation called through a known API path', () => {
    for (const row of ALL_ROWS.filter((r) => r.shape === 'api_path')) {
      for (const name of row.names) expect(API_PATHS, `${row.provider}/${name}`).toHaveProperty([`${row.provider}/${name}`]);
    }
  });

  it('send each custom action (__adhoc_http_action) to the custom API call, or to HTTP with a note', () => {
    const adhoc = ALL_ROWS.filter((r) => r.names.includes('__adhoc_http_action'));
    expect(adhoc.length).toBeGreaterThanOrEqual(20);
    for (const row of adhoc) {
      const target = row.target as { piece: string; name: string };
      if (target.name === 'custom_api_call') expect(row.shape === 'custom_action' || row.shape === 'pipefy_graphql' || row.shape === 'adhoc_http', label(row)).toBe(true);
      else expect([target.piece, row.shape, row.status]).toEqual(['@activepieces/piece-http', 'custom_action_http', 'approximated']);
    }
  });

  it('group every row under a connector family', () => {
    expect(ROW_GROUPS.flatMap((g) => g.rows)).toEqual([...ALL_ROWS]);
    expect(new Set(ROW_GROUPS.map((g) => g.family)).size).toBe(ROW_GROUPS.length);
  });
});

describe('docs/OPERATIONS.md', () => {
  it('lists every connector family and every supported operation (regenerate: npm run build && node scripts/operations-table.mjs)', () => {
    const doc = readFileSync('docs/OPERATIONS.md', 'utf8');
    for (const group of ROW_GROUPS) expect(doc, group.family).toContain(`## ${group.family}`);
    const missing: string[] = [];
    for (const group of ROW_GROUPS) {
      const section = doc.slice(doc.indexOf(`## ${group.family}\n`)).split('\n## ')[0]!;
      for (const row of group.rows) for (const name of row.names) if (!section.includes(`\`${name.replace(/\[.*$/, '')}\``)) missing.push(`${row.provider}/${name}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('catalog bundle', () => {
  it('holds every piece of scripts/catalog-pieces.txt, and every targeted piece is listed there', () => {
    const wanted = readFileSync('scripts/catalog-pieces.txt', 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
    const bundled = new Set(allCatalogPieces().map((p) => p.name));
    for (const name of wanted) expect(bundled.has(name), name).toBe(true);
    for (const row of pieceRows) expect(wanted, label(row)).toContain(row.target.piece);
  });

  it('catalog.json holds the declared shape: pieces with actions, triggers and typed props', () => {
    const file = JSON.parse(readFileSync('src/engine/mapping/catalog.json', 'utf8'));
    expect(file).toMatchObject({ source: expect.any(String), snapshotAt: expect.any(String), instanceVersion: expect.any(String) });
    const pieces = allCatalogPieces();
    expect(pieces.length).toBe(file.pieces.length);
    for (const piece of pieces) {
      expect(Object.keys(piece).sort(), piece.name).toEqual(['actions', 'auth', 'displayName', 'name', 'triggers', 'version']);
      for (const op of [...piece.actions, ...piece.triggers]) {
        for (const prop of op.props) expect([typeof prop.name, typeof prop.type, typeof prop.required], `${piece.name}/${op.name}`).toEqual(['string', 'string', 'boolean']);
      }
    }
  });

  it.skipIf(!hasCatalog)('catalog.json is what scripts/bundle-catalog.mjs writes from the shared catalog', () => {
    const res = spawnSync(process.execPath, ['scripts/bundle-catalog.mjs', '--check', SHARED_CATALOG], { encoding: 'utf8' });
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
  });
});

describe('provider spellings and lookup', () => {
  it.each([
    ['slack_bot', 'slack'], ['office365', 'outlook'], ['open_ai_utility', 'openai'], ['teams_bot', 'teams'], ['microsoft_teams', 'teams'],
    ['jdbc', 'jdbc'], ['oracle_db', 'oracle'], ['snowflake', 'snowflake'], ['postgres', 'postgresql'], ['mssql', 'sql_server'], ['aws_s3', 'amazon_s3'],
    ['ftps', 'sftp'], ['servicenow', 'service_now'], ['jira_cloud', 'jira'], ['salesforce_secondary', 'salesforce'], ['xml_tools', 'xml_parser'],
  ])('%s is read as %s', (spelling, canonical) => {
    expect(normalizeProvider(spelling).canonical).toBe(canonical);
  });

  it('finds the row for every spelling of a connector', () => {
    expect(findRow('slack_bot', 'post_bot_message', 'action')?.target).toEqual({ piece: '@activepieces/piece-slack', name: 'send_channel_message' });
    expect(findRow('office365', 'send_email', 'action')?.target).toEqual({ piece: '@activepieces/piece-microsoft-outlook', name: 'send-email' });
    expect(findRow('oracle', 'search_rows_sql', 'action')?.target).toEqual({ piece: '@activepieces/piece-oracle-database', name: 'run_custom_sql' });
  });

  it('picks a variant row from the step input when one matches, else the plain row', () => {
    expect(findRow('slack_bot', 'new_event', 'trigger', { event_name: 'reaction_added' })?.target).toEqual({ piece: '@activepieces/piece-slack', name: 'new_reaction_added' });
    expect(findRow('slack_bot', 'new_event', 'trigger', { event_name: 'something_else' })?.target).toEqual({ piece: '@activepieces/piece-slack', name: 'new-message' });
    expect(findRow('slack_bot', 'new_event', 'trigger')?.status).toBe('approximated');
  });
});

describe('unmapped reasons', () => {
  it('are translated in every language', () => {
    for (const key of new Set([...Object.values(UNMAPPED_REASONS), 'unmapped_custom_connector'])) {
      for (const lang of ['en', 'pt', 'es'] as const) expect(engineMessages[lang], `${key} ${lang}`).toHaveProperty(key);
    }
  });

  it('explain SMS by Workato, Workflow apps and Genie tasks, and name custom connectors readably', () => {
    expect(unmappedReason('sms', 'send_sms')?.key).toBe('unmapped_sms');
    expect(unmappedReason('workato_workflow_task', 'app_function_return')?.key).toBe('unmapped_workflow_apps');
    expect(unmappedReason('workato_genie', 'assign_task_to_genie')?.key).toBe('unmapped_genie_task');
    expect(unmappedReason('cicd_for_workato_connector_1096414_1685367514', 'deploy_package')).toEqual({
      key: 'unmapped_custom_connector', params: { app: 'cicd_for_workato', op: 'deploy_package' },
    });
    expect(unmappedReason('salesforce', 'some_new_action')).toBeUndefined();
  });

  it('leave SMS by Workato without a row', () => {
    expect(findRow('sms', 'send_sms', 'action')).toBeUndefined();
  });

  it('canvas notes are row notes', () => {
    const notes = new Set<string | undefined>(ALL_ROWS.map((r) => r.note));
    for (const key of CANVAS_NOTE_KEYS) expect(notes.has(key), key).toBe(true);
  });
});

describe('engine messages added for the rows', () => {
  it('use the same placeholders in every language', () => {
    const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(engineMessages.en) as Array<keyof typeof engineMessages.en>) {
      expect(params(engineMessages.pt[key]), `${key} pt`).toEqual(params(engineMessages.en[key]));
      expect(params(engineMessages.es[key]), `${key} es`).toEqual(params(engineMessages.en[key]));
    }
  });
});
