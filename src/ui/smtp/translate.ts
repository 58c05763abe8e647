import type { Params } from '../../i18n/index.js';
import type { SmtpMessageKey } from '../../i18n/messages/smtp.js';

/** The screen's translator, bound to the user's language. */
export type SmtpTranslate = (key: SmtpMessageKey, params?: Params) => string;
