// DocuSign -> @activepieces/piece-docusign. The piece asks for the account id on every step.
import type { OperationRow } from '../types.js';
import { list, rowsFor } from './common.js';

const { action, trigger, custom } = rowsFor('docusign', '@activepieces/piece-docusign');

const accountId = { from: ['account_id', 'accountId', 'account'] };
const envelopeId = { from: ['envelope_id', 'envelopeId', 'id'] };
const envelopeTrigger = (names: string[], name: string) => trigger(names, name, { props: { accountId } });

export const DOCUSIGN_ROWS: OperationRow[] = [
  envelopeTrigger(['envelope_completed', 'completed_envelope', 'new_completed_envelope', 'envelope_signed'], 'envelopeCompleted'),
  envelopeTrigger(['envelope_sent', 'new_sent_envelope'], 'envelopeSent'),
  envelopeTrigger(['envelope_delivered'], 'envelopeDelivered'),
  envelopeTrigger(['envelope_declined', 'new_declined_envelope'], 'envelopeDeclined'),
  envelopeTrigger(['envelope_voided', 'new_voided_envelope'], 'envelopeVoided'),
  envelopeTrigger(['new_envelope', 'envelope_created', 'new_draft_envelope'], 'envelopeCreated'),
  envelopeTrigger(['recipient_completed', 'recipient_signed'], 'recipientCompleted'),

  action(['create_envelope', 'send_envelope', 'create_and_send_envelope', 'create_envelope_from_template', 'send_envelope_from_template'], 'createAndSendEnvelope', {
    shape: 'fields', status: 'approximated', note: 'docusign_envelope',
    props: {
      accountId, emailSubject: { from: ['email_subject', 'subject', 'emailSubject'] }, emailBlurb: { from: ['email_blurb', 'message', 'email_body'] },
      status: { from: 'status', default: 'sent' }, documents: list(['documents']), signers: list(['signers', 'recipients.signers']),
      carbonCopies: list(['carbon_copies', 'recipients.carbon_copies', 'cc']),
    },
  }),
  action(['get_envelope', 'get_envelope_details', 'get_envelope_status', 'get_envelope_by_id'], 'getEnvelope', { props: { accountId, envelopeId } }),
  action(['download_document', 'get_document', 'download_documents', 'get_envelope_document', 'download_envelope_documents'], 'getDocument', {
    props: { accountId, envelopeId, documentId: { from: ['document_id', 'documentId'], default: 'combined' } },
  }),
  action(['list_envelopes', 'search_envelopes', 'get_envelopes'], 'listEnvelopes', {
    props: { accountId, fromDate: { from: ['from_date', 'from', 'start_date'] }, toDate: { from: ['to_date', 'to', 'end_date'] }, searchText: { from: ['search_text', 'query'] }, status: 'status' },
  }),
  action(['get_envelope_recipients', 'list_recipients', 'list_envelope_recipients'], 'findEnvelopeRecipients', { props: { accountId, envelopeId } }),
  action(['list_templates', 'search_templates', 'get_templates'], 'listTemplates', { props: { accountId, templateName: { from: ['template_name', 'name', 'search_text'] } } }),
  custom(),
];
