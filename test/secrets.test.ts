// The one redaction function and the terminal-safe text every sink applies.
import { describe, expect, it } from 'vitest';
import { SecretRegistry } from '../src/secrets.js';
import { terminalSafe } from '../src/text.js';

const KEY = 'wrk-5f8a1c9e7b2d4a6f0e3c';
const QUOTED = 'pa"ss\\word-42!x';

function registry(...secrets: string[]): SecretRegistry {
  const r = new SecretRegistry();
  for (const s of secrets) r.add(s);
  return r;
}

describe('redaction', () => {
  it('masks a secret, raw and JSON-escaped', () => {
    const r = registry(KEY, QUOTED);
    expect(r.redact(`key ${KEY} end`)).toBe('key *** end');
    expect(r.redact(`pw ${QUOTED}.`)).toBe('pw ***.');
    const json = JSON.stringify({ message: `echo ${QUOTED} and ${KEY}` });
    const masked = r.redact(json);
    expect(masked).not.toContain('ss\\\\word');
    expect(JSON.parse(masked)).toStrictEqual({ message: 'echo *** and ***' });
  });

  it('masks truncated echoes and fragments of a long secret', () => {
    const r = registry(KEY);
    for (const echo of [KEY.slice(0, 12), KEY.slice(0, 9) + '…', KEY.slice(6, 18), `${KEY.slice(-10)}`]) {
      const out = r.redact(`invalid token "${echo}"`);
      expect(out, echo).toContain('***');
      expect(out, echo).not.toContain(echo.slice(0, 8));
    }
  });

  it('keeps prose and numbers that only share a word or digits with a secret', () => {
    const r = registry('personal-token-20240101');
    expect(r.redact('Personal access tokens are deprecated; recipe 20240101 is ok')).toBe(
      'Personal access tokens are deprecated; recipe 20240101 is ok',
    );
  });

  it('leaves JSON valid when a fragment ends or starts inside an escape', () => {
    for (const secret of ['ab"cd\\ef\u00e9gh-1234567', '\\"x1\\\\y2"z3\\"w4-5678']) {
      const r = registry(secret);
      for (let cut = 0; cut + 8 < secret.length; cut++) {
        const text = JSON.stringify({ a: `x ${secret.slice(0, cut + 8)} y`, b: `${secret.slice(cut)}`, [secret.slice(cut, cut + 9)]: 1 });
        const out = r.redact(text);
        expect(() => JSON.parse(out), out).not.toThrow();
        expect(out).not.toContain(JSON.stringify(secret).slice(1, -1));
      }
    }
  });

  it('ignores very short values', () => {
    expect(registry('abc').redact('abc abc')).toBe('abc abc');
  });
});

describe('terminalSafe', () => {
  it('removes CSI, OSC (titles, links), other escapes, NUL, CR, DEL, C1 and bidi overrides; keeps tab and newline', () => {
    const hostile = 'Re\u001b[2J\u001b[Hcipe\u001b]0;pwned\u0007 \u001b]8;;https://evil.example\u001b\\link\u001b]8;;\u001b\\\u0000\r\u007f\u009b\u202e!\tok\n';
    expect(terminalSafe(hostile)).toBe('Recipe link!\tok\n');
  });

  it('an OSC without a terminator does not swallow the next lines', () => {
    expect(terminalSafe('a\u001b]0;title\nnext line')).toBe('a\nnext line');
  });

  it('keeps plain colours only when asked (doctor), never concealed text or cursor moves', () => {
    expect(terminalSafe('\u001b[32mok\u001b[0m \u001b[8mhidden\u001b[0m \u001b[1A', { keepColour: true })).toBe('\u001b[32mok\u001b[0m hidden\u001b[0m ');
    expect(terminalSafe('\u001b[32mok\u001b[0m')).toBe('ok');
  });
});
