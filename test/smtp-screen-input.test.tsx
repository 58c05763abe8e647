// The SMTP screen against input that arrives in one chunk (a paste, a password manager, keys merged by a slow
// connection), and against Esc, Ctrl+C and closing while a request runs. One stdin.write is one chunk.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SmtpScreenProps } from '../src/ui/smtp/SmtpScreen.js';
import { PASSWORD, TOKEN } from './support/pipefy-stand-in.harness.js';
import { startPipefyStandIn, type PipefyStandIn } from './support/pipefy-stand-in.mjs';
import { allFrames, CTRL_C, DOWN, ENTER, ESC, showSmtpScreen, TAB, unmountScreens, type Screen } from './support/smtp-screen.js';

let standIn: PipefyStandIn;

beforeAll(async () => {
  standIn = await startPipefyStandIn({ tokens: [TOKEN] });
});
afterAll(async () => {
  await standIn?.close();
});
beforeEach(() => standIn.reset());
afterEach(unmountScreens);

const env = { PIPEFY_GRAPHQL_URL: '', PIPEFY_TOKEN: TOKEN, PIPEFY_TIMEOUT_MS: '5000' };
const show = (props: Partial<SmtpScreenProps> = {}): Screen => showSmtpScreen('en', { ...env, PIPEFY_GRAPHQL_URL: standIn.graphqlUrl }, props);
const filled = { senderName: 'Acme', emailAddress: 'support@acme.example', host: 'smtp.acme.example', port: '587', organizationId: '300123' };

/** No piece of 6 characters of the password in any frame ever drawn. */
function expectPasswordNeverShown(screen: Screen, password = PASSWORD): void {
  const everything = allFrames(screen);
  for (let start = 0; start + 6 <= password.length; start++) expect(everything).not.toContain(password.slice(start, start + 6));
}

/** Focus on the given row, by Tab presses from the first field. */
async function tabTo(screen: Screen, label: RegExp): Promise<void> {
  for (let i = 0; i < 10 && !label.test(screen.frame()); i++) await screen.press(TAB);
  expect(screen.frame()).toMatch(label);
}

describe('input in one chunk', () => {
  it('"acme⇥no-reply@x.example" pasted in the sender name enters nothing and moves nowhere', async () => {
    const screen = show();
    await screen.waitFor('Sender name');
    await screen.press('acme\tno-reply@x.example');
    const frame = screen.frame();
    expect(frame).toContain('That input held a Tab or a line break');
    expect(frame).toMatch(/› Sender name/);
    expect(allFrames(screen)).not.toContain('no-reply@x.example');
    expect(allFrames(screen)).not.toContain('acme');
  });

  it("a password manager's user⇥password↵ typed into the username never shows the password", async () => {
    const screen = show({ initial: filled });
    await screen.waitFor('Username');
    await tabTo(screen, /› Username/);
    await screen.press(`mailer\t${PASSWORD}\r`);
    expect(screen.frame()).toContain('That input held a Tab or a line break');
    expect(screen.frame()).toMatch(/› Username/);
    expectPasswordNeverShown(screen);
    expect(standIn.requests).toHaveLength(0);
  });

  it('a multi-line paste is refused; a value copied with its line break is kept, and Enter as a key of its own moves on', async () => {
    const screen = show();
    await screen.waitFor('Sender name');
    await screen.press('Acme\nSupport\n');
    expect(screen.frame()).toContain('That input held a Tab or a line break');
    await screen.press('Acme Support\n');
    expect(screen.frame()).toMatch(/› Sender name\s+Acme Support/);
    expect(screen.frame()).not.toContain('That input held');
    await screen.press(ENTER);
    expect(screen.frame()).toMatch(/› Email address/);
  });

  it('a Tab on its own still moves; Tab is never entered as text', async () => {
    const screen = show();
    await screen.waitFor('Sender name');
    await screen.press('Acme\t');
    expect(screen.frame()).toMatch(/› Sender name\s+Acme/);
    await screen.press(TAB);
    expect(screen.frame()).toMatch(/› Email address/);
    expect(allFrames(screen)).not.toContain('\t');
  });

  it('a password pasted with its Enter stays masked in its field and in every later screen, and is sent as is', async () => {
    const screen = show({ initial: { ...filled, username: 'mailer' } });
    await screen.waitFor('Password');
    await tabTo(screen, /› Password/);
    await screen.press(`${PASSWORD}\r`);
    expect(screen.frame()).toMatch(new RegExp(`› Password\\s+\\*{${PASSWORD.length}}`));
    await screen.press(TAB);
    await screen.press(ENTER);
    await screen.waitFor('Sender created.');
    expect(standIn.requests[0]!.body.variables.smtpConfiguration.password).toBe(PASSWORD);
    expectPasswordNeverShown(screen);
  });
});

describe('stopping a request', () => {
  async function sendSlowly(screen: Screen): Promise<void> {
    standIn.inject({ kind: 'delay', ms: 800 });
    await screen.waitFor('Create sender');
    await tabTo(screen, /›\s+Create sender/);
    await screen.press(ENTER);
    await screen.waitFor('Creating the sender in Pipefy');
    // The create has left: the stand-in holds it.
    await screen.waitFor('Esc: stop waiting');
    for (let i = 0; i < 200 && standIn.requests.length === 0; i++) await new Promise((r) => setTimeout(r, 5));
  }

  /** The stand-in answered the held request, or saw it closed (status 0). */
  async function heldRequestStatus(): Promise<number | undefined> {
    for (let i = 0; i < 300 && standIn.requests[0]?.status === undefined; i++) await new Promise((r) => setTimeout(r, 10));
    return standIn.requests[0]?.status;
  }

  it('Esc stops waiting, says the sender may exist, and the request is closed', async () => {
    const screen = show({ initial: { ...filled, ipRelay: true } });
    await sendSlowly(screen);
    await screen.press(ESC);
    const frame = screen.flat();
    expect(frame).toContain('The result is unknown.');
    expect(frame).toContain('the sender may have been created anyway');
    expect(screen.errors.map((e) => e.code)).toStrictEqual(['cancelled_maybe_created']);
    expect(await heldRequestStatus()).toBe(0);
    // Enter goes back to the form with the values kept.
    await screen.press(ENTER);
    expect(screen.frame()).toMatch(/Sender name\s+Acme/);
  });

  it('Ctrl+C quits at once and reports that a create was under way', async () => {
    const screen = show({ initial: { ...filled, ipRelay: true } });
    await sendSlowly(screen);
    await screen.press(CTRL_C, () => screen.done.length > 0);
    expect(screen.done).toStrictEqual([null]);
    expect(screen.interrupts).toStrictEqual([true]);
    expect(await heldRequestStatus()).toBe(0);
  });

  it('closing the screen while sending closes the request, and nothing is reported afterwards', async () => {
    const screen = show({ initial: { ...filled, ipRelay: true } });
    await sendSlowly(screen);
    screen.unmount();
    expect(await heldRequestStatus()).toBe(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.done).toStrictEqual([]);
    expect(screen.errors).toStrictEqual([]);
  });
});

describe('keys read in one go, before the screen re-renders', () => {
  it('each acts on the row it reaches: Tab then Space, Tab then text, Tab then Enter', async () => {
    const screen = show({ initial: filled });
    await screen.waitFor('IP relay');
    await tabTo(screen, /› Organization id/);
    // Space on the switch the Tab moved to turns it on; Space again off; then the text goes to the username.
    await screen.pressAtOnce([TAB, ' '], () => /\[x\] on/.test(screen.frame()));
    await screen.pressAtOnce([' ', TAB, 'mai', 'ler'], () => /Username\s+mailer/.test(screen.frame()));
    expect(screen.frame()).toMatch(/\[ \] off/);
    await screen.pressAtOnce([TAB, PASSWORD.slice(0, 7), PASSWORD.slice(7), TAB, ENTER], () => standIn.requests.length > 0);
    expect(standIn.requests[0]!.body.variables.smtpConfiguration).toMatchObject({ username: 'mailer', password: PASSWORD });
    await screen.waitFor('Sender created.');
    expectPasswordNeverShown(screen);
  });

  it('keys sent together in one write (send-keys Tab Tab, Down Down) move as many rows', async () => {
    const screen = show({ initial: filled });
    await screen.waitFor('Sender name');
    await screen.pressAtOnce([TAB + TAB], () => /› SMTP host/.test(screen.frame()));
    await screen.pressAtOnce([DOWN + DOWN], () => /› Organization id/.test(screen.frame()));
  });

  it('Esc with the Enter that sent stops that request, and says so, instead of quitting', async () => {
    standIn.inject({ kind: 'delay', ms: 3000 });
    const screen = show({ initial: { ...filled, ipRelay: true } });
    await screen.waitFor('Acme');
    await tabTo(screen, /›\s+Create sender/);
    await screen.pressAtOnce([ENTER, ESC], () => screen.frame().includes('Stopped'));
    expect(screen.done).toStrictEqual([]);
    await screen.press(ESC, () => screen.done.length > 0);
    expect(screen.done).toStrictEqual([null]);
  });
});
