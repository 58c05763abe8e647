// The Ink screen, driven with ink-testing-library against the Pipefy stand-in.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Lang } from '../src/i18n/index.js';
import { createSmtpSender } from '../src/smtp/client.js';
import type { SmtpScreenProps } from '../src/ui/smtp/SmtpScreen.js';
import { internalCodesIn } from './support/internal-codes.js';
import { PASSWORD, TOKEN } from './support/pipefy-stand-in.harness.js';
import { startPipefyStandIn, type PipefyStandIn } from './support/pipefy-stand-in.mjs';
import { allFrames, DOWN, ENTER, ESC, SHIFT_TAB, showSmtpScreen, TAB, UP, unmountScreens, type Screen } from './support/smtp-screen.js';

let standIn: PipefyStandIn;

beforeAll(async () => {
  standIn = await startPipefyStandIn({
    tokens: [TOKEN],
    organizations: { '1000': { plan: 'business' } },
  });
});
afterAll(async () => {
  await standIn?.close();
});
beforeEach(() => standIn.reset());

const env = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  PIPEFY_GRAPHQL_URL: standIn.graphqlUrl,
  PIPEFY_TOKEN: TOKEN,
  PIPEFY_TIMEOUT_MS: '5000',
  ...extra,
});

/** The screen with the real services, pointed at the stand-in through `env` (PIPEFY_GRAPHQL_URL and a token). */
const show = (lang: Lang, { env: screenEnv = env(), ...props }: Partial<SmtpScreenProps> & { env?: NodeJS.ProcessEnv } = {}): Screen =>
  showSmtpScreen(lang, screenEnv, props);

afterEach(unmountScreens);

describe('SmtpScreen', () => {
  it('fills the form (typing and pasting), masks the password and shows what Pipefy created', async () => {
    const screen = show('en');
    await screen.waitFor('Custom email sender (SMTP)');
    expect(screen.frame()).toContain(`Endpoint: ${standIn.graphqlUrl}`);

    await screen.typeText('Acme');
    await screen.press(' Support'); // a paste arrives in one piece
    await screen.press(TAB);
    await screen.press('support@acme.example');
    await screen.press(DOWN);
    await screen.press('smtp.acme.example');
    await screen.press(TAB);
    await screen.typeText('587');
    await screen.press(TAB);
    await screen.press('https://app.pipefy.com/organizations/300123/pipes');
    expect(screen.frame()).toMatch(/Organization id\s+300123/);
    expect(screen.frame()).not.toContain('/organizations/');
    await screen.press(TAB); // IP relay stays off
    await screen.press(TAB);
    await screen.press('mailer');
    await screen.press(TAB);
    await screen.press(PASSWORD.slice(0, 5));
    await screen.typeText(PASSWORD.slice(5));
    expect(screen.frame()).toMatch(new RegExp(`Password\\s+\\*{${PASSWORD.length}}`));
    await screen.press(TAB);
    await screen.press(ENTER);

    const frame = await screen.waitFor('Sender created.');
    const created = standIn.senders[0]!;
    expect(frame).toMatch(new RegExp(`Sender id\\s+${created.id}`));
    expect(frame).toMatch(new RegExp(`SMTP configuration id\\s+${created.smtpConfiguration.id}`));
    expect(frame).toMatch(/Host\s+smtp\.acme\.example/);
    expect(frame).toMatch(/Port\s+587/);
    expect(frame).toMatch(/Organization id\s+300123/);
    expect(frame).toMatch(/IP relay\s+off/);
    expect(frame).not.toContain('ipRelayAuth');
    expect(frame).not.toContain('Pipefy saved a value different');

    expect(standIn.requests[0]!.body.variables).toStrictEqual({
      senderName: 'Acme Support',
      emailAddress: 'support@acme.example',
      smtpConfiguration: { host: 'smtp.acme.example', port: 587, organizationId: '300123', username: 'mailer', password: PASSWORD },
    });

    await screen.press(ENTER, () => screen.done.length > 0);
    expect(screen.done).toHaveLength(1);
    expect(screen.done[0]!.senderId).toBe(created.id);
    const everything = allFrames(screen);
    expect(everything).not.toContain(PASSWORD);
    expect(everything).not.toContain(PASSWORD.slice(0, 5));
    expect(everything).not.toContain(TOKEN);
  });

  it('shows inline errors in English when the form is sent incomplete', async () => {
    const screen = show('en');
    await screen.waitFor('Sender name');
    for (let i = 0; i < 8; i++) await screen.press(TAB);
    await screen.press(ENTER);
    const frame = await screen.waitFor('Fix the fields marked above.');
    for (const text of [
      'Enter the sender name.',
      'Enter the email address.',
      'Enter the SMTP host.',
      'Enter the port.',
      'Enter the organization id.',
      'Enter the SMTP username, or turn on IP relay.',
      'Enter the SMTP password, or turn on IP relay.',
    ]) {
      expect(frame).toContain(text);
    }
    // Focus went back to the first field with a problem.
    expect(frame).toMatch(/› Sender name/);
    expect(standIn.requests).toHaveLength(0);
  });

  it('shows inline errors in Portuguese as fields are left, and clears them when fixed', async () => {
    const screen = show('pt');
    await screen.waitFor('Nome do remetente');
    await screen.press('Suporte');
    await screen.press(TAB);
    await screen.press('nao-e-email');
    await screen.press(TAB);
    expect(screen.frame()).toContain('Este não é um endereço de e-mail válido.');
    await screen.press(TAB);
    await screen.press('99999');
    await screen.press(TAB);
    expect(screen.frame()).toContain('A porta é um número inteiro de 1 a 65535');
    await screen.press(SHIFT_TAB);
    await screen.press('\u007F'); // backspace
    await screen.press('\u007F');
    expect(screen.frame()).not.toContain('A porta é um número inteiro');
    await screen.press(UP);
    await screen.press(UP);
    await screen.press('\u007F');
    await screen.press('@x.com');
    expect(screen.frame()).not.toContain('Este não é um endereço de e-mail válido.');
    expect(screen.frame()).toContain('Tab/↓ próximo');
  });

  it('shows inline errors in Spanish', async () => {
    const screen = show('es', { initial: { senderName: 'Soporte', emailAddress: 'soporte@acme.example', host: 'smtp://x', port: '0', organizationId: 'acme' } });
    await screen.waitFor('Nombre del remitente');
    for (let i = 0; i < 8; i++) await screen.press(TAB);
    await screen.press(ENTER);
    const frame = await screen.waitFor('Corrige los campos marcados arriba.');
    expect(frame).toContain('Escribe solo el nombre del host');
    expect(frame).toContain('El puerto es un número entero de 1 a 65535');
    expect(frame).toContain('Usa los dígitos del id de la organización');
    expect(frame).toContain('Escribe el usuario SMTP, o activa el IP relay.');
    expect(frame).toMatch(/› Host SMTP/);
  });

  it('IP relay hides username and password, and sends no credentials', async () => {
    const screen = show('en', {
      initial: { senderName: 'Relay', emailAddress: 'relay@acme.example', host: 'relay.acme.example', port: '25', organizationId: '300123' },
    });
    await screen.waitFor('IP relay');
    expect(screen.frame()).toContain('Username');
    for (let i = 0; i < 5; i++) await screen.press(TAB);
    expect(screen.frame()).toMatch(/› IP relay \(no username or password\)\s+\[ \] off/);
    await screen.press(' ');
    expect(screen.frame()).toMatch(/\[x\] on/);
    expect(screen.frame()).not.toContain('Username');
    expect(screen.frame()).not.toContain('Password');
    await screen.press(' ');
    expect(screen.frame()).toContain('Username');
    await screen.press(' ');
    await screen.press(TAB);
    expect(screen.frame()).toMatch(/›\s+Create sender/);
    await screen.press(ENTER);
    const frame = await screen.waitFor('Sender created.');
    expect(frame).toMatch(/IP relay\s+on/);
    expect(frame).toMatch(/Port\s+25/);
    const variables = standIn.requests[0]!.body.variables;
    expect(variables.smtpConfiguration).toStrictEqual({ host: 'relay.acme.example', port: 25, organizationId: '300123', ipRelayAuth: true });
    // Every frame of the screen, form to result: the API's field names and message keys never show.
    expect(internalCodesIn(allFrames(screen))).toEqual([]);
    // The scan does see them when they are there (file names aside).
    expect(internalCodesIn('ipRelayAuth true · routing: manual_revision (blocked_reason) · res_ready · see routing.json')).toEqual(['manual_revision', 'blocked_reason', 'routing:', 'ipRelayAuth', 'res_ready']);
  });

  it('an error shows extensions.code and correlation_id; Enter goes back with the values kept', async () => {
    const config = { graphqlUrl: standIn.graphqlUrl, timeoutMs: 5000, auth: { kind: 'token' as const, token: TOKEN } };
    await createSmtpSender(
      { senderName: 'First', emailAddress: 'taken@acme.example', host: 'h.example', port: 25, organizationId: '300123', ipRelay: true },
      { config },
    );
    const screen = show('en', {
      initial: { senderName: 'Second', emailAddress: 'taken@acme.example', host: 'h.example', port: '25', organizationId: '300123', ipRelay: true },
    });
    await screen.waitFor('Second');
    for (let i = 0; i < 6; i++) await screen.press(TAB);
    await screen.press(ENTER);
    await screen.waitFor('The sender was not created.');
    const frame = screen.flat();
    expect(frame).toContain('The address taken@acme.example is already used by a sender in organization 300123.');
    expect(frame).toMatch(/For Pipefy support: extensions\.code=RECORD_INVALID, correlation_id=[0-9a-f]{32}, HTTP 200/);
    expect(screen.errors.map((e) => e.code)).toStrictEqual(['email_taken']);

    await screen.press(ENTER);
    const form = await screen.waitFor('Create sender');
    expect(form).toMatch(/Sender name\s+Second/);
    expect(form).toMatch(/›\s+Create sender/);
    await screen.press(ESC, () => screen.done.length > 0);
    expect(screen.done).toStrictEqual([null]);
  });

  it('permission or plan error in Spanish', async () => {
    const screen = show('es', {
      initial: { senderName: 'Plan', emailAddress: 'plan@acme.example', host: 'h.example', port: '25', organizationId: '1000', ipRelay: true },
    });
    await screen.waitFor('Plan');
    for (let i = 0; i < 6; i++) await screen.press(TAB);
    await screen.press(ENTER);
    await screen.waitFor('El remitente no se creó.');
    const frame = screen.flat();
    expect(frame).toContain('los remitentes personalizados requieren un plan Enterprise');
    expect(frame).toContain('Para el soporte de Pipefy: extensions.code=FEATURE_NOT_ALLOWED_BY_ORGANIZATION_PLAN');
  });

  it('a timeout says the result is unknown and does not repeat the request', async () => {
    standIn.inject({ kind: 'delay', ms: 3000 });
    const screen = show('en', {
      env: env({ PIPEFY_TIMEOUT_MS: '300' }),
      initial: { senderName: 'Slow', emailAddress: 'slow@acme.example', host: 'h.example', port: '25', organizationId: '300123', ipRelay: true },
    });
    await screen.waitFor('Slow');
    for (let i = 0; i < 6; i++) await screen.press(TAB);
    await screen.press(ENTER);
    await screen.waitFor('The result is unknown.');
    const frame = screen.flat();
    expect(frame).toContain('Check the sender list');
    expect(standIn.requests).toHaveLength(1);
  });

  it('without credentials it says what to set, before and after sending', async () => {
    const screen = show('en', {
      env: { PIPEFY_GRAPHQL_URL: standIn.graphqlUrl },
      initial: { senderName: 'X', emailAddress: 'x@acme.example', host: 'h.example', port: '25', organizationId: '300123', ipRelay: true },
    });
    await screen.waitFor('No Pipefy credentials.');
    expect(screen.flat()).toContain('Personal access tokens are deprecated.');
    for (let i = 0; i < 6; i++) await screen.press(TAB);
    await screen.press(ENTER);
    await screen.waitFor('The sender was not created.');
    expect(screen.errors.map((e) => e.code)).toStrictEqual(['auth_missing']);
    expect(standIn.requests).toHaveLength(0);
  });

  it('Esc on the form quits without sending anything', async () => {
    const screen = show('en');
    await screen.waitFor('Sender name');
    await screen.press(ESC, () => screen.done.length > 0);
    expect(screen.done).toStrictEqual([null]);
    expect(standIn.requests).toHaveLength(0);
  });
});
