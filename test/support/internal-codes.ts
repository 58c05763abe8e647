// What must never reach a screen: the codes of routing.json and of the APIs (field names, statuses) and the keys of
// the message catalogues. Names of files written (recipe_description.md, flow.json) are not codes.
import { cliMessages } from '../../src/i18n/messages/cli.js';
import { describeMessages } from '../../src/i18n/messages/describe.js';
import { engineMessages } from '../../src/i18n/messages/engine.js';
import { smtpMessages } from '../../src/i18n/messages/smtp.js';
import { wizardMessages } from '../../src/i18n/messages/wizard.js';

const FIXED = [
  'manual_revision', 'blocked_reason', 'blocked_codes', 'ipaas_ready', 'routing:', 'ipRelayAuth', 'smtpConfiguration',
  'organizationId', 'emailAddress', 'senderName', 'new_connector_', 'extensions.code',
];

const KEYS = [cliMessages, describeMessages, engineMessages, smtpMessages, wizardMessages]
  .flatMap((c) => Object.keys(c.en))
  .filter((k) => k.includes('_'));

/** The internal codes found in screen text (ANSI colours and file names removed first). */
export function internalCodesIn(text: string): string[] {
  const plain = text.replace(/\u001B\[[0-9;]*m/g, '').replace(/[\w./-]+\.(md|json|png|zip|html|env|js)\b/g, '');
  const found = FIXED.filter((code) => plain.includes(code));
  for (const key of KEYS) if (new RegExp(`(^|[^\\w-])${key}($|[^\\w-])`).test(plain)) found.push(key);
  return [...new Set(found)];
}
