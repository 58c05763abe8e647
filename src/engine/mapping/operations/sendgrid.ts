// SendGrid -> @activepieces/piece-sendgrid (the piece is in the target catalog; Pipefy's own migrator maps
// sendgrid/send_email to it too: shared/research/ipaas-migrator.md, "Others").
import type { OperationRow } from '../types.js';
import { rowsFor } from './common.js';

const { action } = rowsFor('sendgrid', '@activepieces/piece-sendgrid');

export const SENDGRID_ROWS: OperationRow[] = [
  // Send Email answers { success: true } (send-email.ts run), nothing of what Workato's step output: reads of it
  // are reported.
  action(['send_email', 'send_mail'], 'send_email', { shape: 'sendgrid_mail', output: { closed: true } }),
];
