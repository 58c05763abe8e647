// What the Ink screens draw when a server echoes secrets and sends escape sequences: the SMTP screen against a
// hostile Pipefy stand-in, and <Txt> (which every wizard and SMTP text goes through) on its own.
import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { registerSecret } from '../src/secrets.js';
import { ThemeProvider, Txt } from '../src/ui/components/theme.js';
import { sendJson, startHttpServer, type HostileServer, type Received } from './support/hostile-server.js';
import { CLIENT_ID, CLIENT_SECRET, PASSWORD } from './support/pipefy-stand-in.harness.js';
import { DOWN, ENTER, showSmtpScreen, unmountScreens, type Screen } from './support/smtp-screen.js';

const ISSUED = 'issued-screen-token-1f2e3d4c5b6a7988';
const ESCAPES = '\u001b]0;owned\u0007\u001b[2J\u001b]8;;https://evil.example\u001b\\click\u001b]8;;\u001b\\\u0000\u009b\u202e';
/** Ink's own colours aside, nothing that acts on a terminal. */
const withoutColours = (text: string) => text.replace(/\u001B\[[0-9;]*m/g, '');
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/;

const servers: HostileServer[] = [];
afterEach(async () => {
  unmountScreens();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function pipefy(answer: (req: Received) => unknown): Promise<HostileServer> {
  const server = await startHttpServer((req, res) =>
    req.path === '/oauth/token' ? sendJson(res, 200, { access_token: ISSUED, expires_in: 600 }) : sendJson(res, 200, answer(req)),
  );
  servers.push(server);
  return server;
}

function assertClean(frames: string[], ...secrets: string[]): void {
  const all = frames.map(withoutColours).join('\n');
  expect(all).not.toMatch(CONTROL);
  for (const secret of secrets) {
    for (const form of [secret, secret.slice(0, 8), secret.slice(-8)]) expect(all, `shows ${form}`).not.toContain(form);
  }
}

async function submitForm(server: HostileServer): Promise<Screen> {
  const env = {
    PIPEFY_GRAPHQL_URL: `${server.url}/graphql`,
    PIPEFY_TOKEN_URL: `${server.url}/oauth/token`,
    PIPEFY_CLIENT_ID: CLIENT_ID,
    PIPEFY_CLIENT_SECRET: CLIENT_SECRET,
    PIPEFY_TIMEOUT_MS: '3000',
  };
  const initial = { senderName: 'Acme', emailAddress: 'no-reply@acme.example', host: 'smtp.acme.example', port: '587', organizationId: '1000', username: 'mailer' };
  const screen = showSmtpScreen('en', env, { initial });
  await screen.waitFor('Custom email sender (SMTP)');
  // senderName → email → host → port → organization → IP relay → username → password
  for (let i = 0; i < 7; i++) await screen.press(DOWN);
  await screen.press(PASSWORD);
  await screen.press(DOWN);
  await screen.press(ENTER, () => screen.errors.length > 0 || screen.done.length > 0 || /Sender created/.test(screen.frame()));
  await screen.waitFor(/Sender created|Pipefy answered/);
  expect(server.received.some((r) => r.path === '/graphql' && r.body.includes(PASSWORD))).toBe(true);
  return screen;
}

describe('SMTP screen against a server that echoes secrets', () => {
  it('an error quoting the password, the issued token and the client secret shows none of them, nor escapes', async () => {
    const server = await pipefy(() => ({
      errors: [
        {
          message: `Rejected ${PASSWORD} with ${ISSUED.slice(0, 16)}… ${ESCAPES}`,
          extensions: { code: `${CLIENT_SECRET}${ESCAPES}`, correlation_id: `${ISSUED}` },
        },
      ],
    }));
    const screen = await submitForm(server);
    expect(withoutColours(screen.lastFrame() ?? '')).toContain('Pipefy answered with an error');
    expect(withoutColours(screen.lastFrame() ?? '')).toContain('For Pipefy support: extensions.code=***');
    assertClean(screen.frames, PASSWORD, ISSUED, CLIENT_SECRET);
  });

  it('a sender name echoed with escape sequences is shown as text', async () => {
    const server = await pipefy((req) => {
      const { variables } = JSON.parse(req.body) as { variables: { senderName: string; emailAddress: string; smtpConfiguration: Record<string, unknown> } };
      return {
        data: {
          createSmtpCustomEmailWithConfiguration: {
            smtpCustomEmail: {
              id: '77',
              emailAddress: variables.emailAddress,
              senderName: `Acme${ESCAPES}`,
              smtpConfiguration: { id: '88', host: `smtp.acme.example${ESCAPES}`, port: 587, organizationId: '1000', ipRelayAuth: false },
            },
          },
        },
      };
    });
    const screen = await submitForm(server);
    const frame = withoutColours(screen.lastFrame() ?? '');
    expect(frame).toContain('Sender created');
    expect(frame).toMatch(/Sender name\s+Acmeclick/);
    assertClean(screen.frames, PASSWORD, ISSUED, CLIENT_SECRET);
  });
});

describe('<Txt>', () => {
  it('shows recipe and server text without secrets or escape sequences, in every child', () => {
    const secret = 'wk-screen-key-0a1b2c3d4e5f6a7b';
    registerSecret(secret);
    const { lastFrame } = render(
      <ThemeProvider noColor={false}>
        <Txt color="red">
          Recipe {`Sync${ESCAPES}`} failed: {`invalid key ${secret.slice(0, 12)}…`} {7}
        </Txt>
      </ThemeProvider>,
    );
    const frame = withoutColours(lastFrame() ?? '');
    expect(frame).toBe('Recipe Syncclick failed: invalid key ***… 7');
  });
});
