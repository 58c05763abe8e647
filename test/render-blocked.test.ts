// routing.json's blocked_reason names the Workato steps that need a human; when what blocks is only a step of the
// flow itself (a step the engine added, named like step_5), there is no Workato step number to list.
import { describe, expect, it } from 'vitest';
import { diagnostic, message } from '../src/engine/diagnostics.js';
import { renderRouting } from '../src/engine/render.js';

const code = { keyword: 'trigger', provider: 'workato_webhooks', name: 'new_event', as: 'trg', input: {}, block: [] };
const flowOnly = diagnostic('verification', message('verify_not_proven_output_shape_unknown', { step: 'step_5', detail: '@activepieces/piece-store add_to_list' }), { stepName: 'step_5' });

describe('blocked_reason when only a flow step blocks', () => {
  it.each(['en', 'pt', 'es'] as const)('has no empty step list (%s)', (lang) => {
    const routing = renderRouting([flowOnly], [], code, lang);
    expect(routing.routing).toBe('manual_revision');
    expect(routing.blocked_reason).not.toMatch(/: -\./);
    expect(routing.blocked_reason).toContain('step_5');
  });

  it('still lists the Workato steps when there are some', () => {
    const numbered = diagnostic('verification', message('verify_not_proven_output_shape_unknown', { step: '3', detail: 'x' }), { step: 3 });
    expect(renderRouting([numbered, flowOnly], [], code, 'en').blocked_reason).toMatch(/^1 step\(s\) need a human before this flow can run: #3\./);
  });
});
