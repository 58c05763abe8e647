// Checks a credential before it is used: a value that cannot be what the service issued (a line break, spaces,
// quotes) is refused with a message that names the variable and the problem, never the value. A token pasted with
// the `Bearer ` of its Authorization header (RECIPE_API_KEY, PIPEFY_TOKEN) is taken without it, the same way for both.
// Node would otherwise throw an error quoting part of the header, or the request would go out and fail as
// "unauthorized" without saying why.
import { UserError } from '../errors.js';
import { netMessages, type NetMessageKey } from '../i18n/messages/net.js';

export type CredentialProblem = 'line_break' | 'control' | 'whitespace' | 'quote' | 'bearer' | 'not_ascii';

/** A token pasted as the Authorization header's value: the leading `Bearer ` (any case) is dropped, nothing echoed. */
export function withoutBearer(value: string): string {
  return value.replace(/^\s*bearer\s+/i, '');
}

/** `header`: the value goes into an Authorization header (visible ASCII only); otherwise into a JSON body. */
export function credentialProblem(value: string, use: 'header' | 'body'): CredentialProblem | undefined {
  if (/[\r\n\u2028\u2029]/.test(value)) return 'line_break';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(value)) return 'control';
  if (/^bearer\s/i.test(value.trim())) return 'bearer';
  if (use === 'body') return value !== value.trim() ? 'whitespace' : undefined;
  if (/\s/.test(value)) return 'whitespace';
  if (/["'`\\]/.test(value)) return 'quote';
  if (/[^\x21-\x7e]/.test(value)) return 'not_ascii';
  return undefined;
}

const KEY_OF: Record<CredentialProblem, NetMessageKey> = {
  line_break: 'credential_line_break',
  control: 'credential_control',
  whitespace: 'credential_whitespace',
  quote: 'credential_quote',
  bearer: 'credential_bearer',
  not_ascii: 'credential_not_ascii',
};

/** Throws UserError `bad_credential` (exit 2) when the value has a problem. */
export function assertCredential(name: string, value: string, use: 'header' | 'body'): void {
  const problem = credentialProblem(value, use);
  if (problem) throw new UserError('bad_credential', netMessages, KEY_OF[problem], { name });
}
