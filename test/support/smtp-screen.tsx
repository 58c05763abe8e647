// Mounts the SMTP screen with ink-testing-library and the real services pointed at a Pipefy stand-in, and
// drives it key by key (or chunk by chunk: one stdin.write is one chunk of input, like a paste).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import type { UserError } from '../../src/errors.js';
import type { Lang } from '../../src/i18n/index.js';
import type { SmtpSenderResult } from '../../src/smtp/client.js';
import { SmtpScreen, type SmtpScreenProps } from '../../src/ui/smtp/SmtpScreen.js';
import { createSmtpServices } from '../../src/ui/smtp/services.js';

export { BACKSPACE, CTRL_C, DOWN, ENTER, ESC, SHIFT_TAB, TAB, UP } from './keys.js';

const cwd = mkdtempSync(join(tmpdir(), 'pipe-migrate-smtp-screen-'));

export const strip = (text: string | undefined) => (text ?? '').replace(/\u001B\[[0-9;]*m/g, '');

export type Screen = ReturnType<typeof render> & {
  done: Array<SmtpSenderResult | null>;
  errors: UserError[];
  interrupts: boolean[];
  frame(): string;
  /** Writes a key (or a paste) and waits for the next frame, or for `done` when given. */
  press(data: string, done?: () => boolean): Promise<void>;
  /** The last frame with wrapped lines joined (the test terminal is 100 columns wide). */
  flat(): string;
  typeText(text: string): Promise<void>;
  /** Writes every chunk at once, before the screen can re-render (keys read in one go), then waits for `settled`. */
  pressAtOnce(chunks: string[], settled: () => boolean): Promise<void>;
  waitFor(text: string | RegExp, timeoutMs?: number): Promise<string>;
};

const mounted: Screen[] = [];

/** Unmounts every screen mounted so far (call it in afterEach). */
export function unmountScreens(): void {
  for (const screen of mounted.splice(0)) screen.unmount();
}

/** The screen with the real services, reading its configuration from `env` (the stand-in's URL and a token). */
export function showSmtpScreen(lang: Lang, env: NodeJS.ProcessEnv, props: Partial<SmtpScreenProps> = {}): Screen {
  const done: Array<SmtpSenderResult | null> = [];
  const errors: UserError[] = [];
  const interrupts: boolean[] = [];
  const services = createSmtpServices({ env, cwd });
  const instance = render(
    <SmtpScreen
      lang={lang}
      services={services}
      onDone={(r) => done.push(r)}
      onError={(e) => errors.push(e)}
      onInterrupt={(sent) => interrupts.push(sent)}
      {...props}
    />,
  );
  const frame = () => strip(instance.lastFrame());
  const until = async (predicate: () => boolean, what: string, timeoutMs = 3000) => {
    const start = Date.now();
    while (!predicate()) {
      if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}; last frame:\n${frame()}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    // Let React run its effects, so the next key reaches the up-to-date input handler.
    await new Promise((r) => setImmediate(r));
  };
  const screen: Screen = Object.assign(instance, {
    done,
    errors,
    interrupts,
    frame,
    async press(data: string, settled?: () => boolean) {
      const before = instance.frames.length;
      instance.stdin.write(data);
      await until(settled ?? (() => instance.frames.length > before), `the effect of ${JSON.stringify(data)}`);
    },
    flat: () => frame().replace(/\s*\n\s*/g, ' '),
    async pressAtOnce(chunks: string[], settled: () => boolean) {
      for (const chunk of chunks) instance.stdin.write(chunk);
      await until(settled, `the effect of ${JSON.stringify(chunks)}`);
    },
    async typeText(text: string) {
      for (const char of text) await screen.press(char);
    },
    async waitFor(text: string | RegExp, timeoutMs?: number) {
      const match = () => (typeof text === 'string' ? frame().includes(text) : text.test(frame()));
      await until(match, String(text), timeoutMs);
      return frame();
    },
  });
  mounted.push(screen);
  return screen;
}

/** Every frame ever drawn, without colours. */
export const allFrames = (screen: Screen) => screen.frames.map(strip).join('\n');

