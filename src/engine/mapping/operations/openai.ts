// OpenAI (`open_ai`, `open_ai_utility`, `openai`) -> @activepieces/piece-openai.
import type { OperationRow } from '../types.js';
import { num, rowsFor } from './common.js';

const { action, custom } = rowsFor('openai', '@activepieces/piece-openai');

const model = { from: ['model', 'model_id', 'model_name'] };
const tuning = {
  temperature: num('temperature'),
  maxTokens: num(['max_tokens', 'maxTokens', 'max_completion_tokens'], 2048),
  topP: num(['top_p', 'topP']),
  frequencyPenalty: num(['frequency_penalty']),
  presencePenalty: num(['presence_penalty']),
};

export const OPENAI_ROWS: OperationRow[] = [
  action(['send_prompt', 'chat_completion', 'completion', 'create_completion', 'send_messages', 'generate_text', 'ask_question', 'chat', 'create_chat_completion'],
    'ask_chatgpt', { props: { model, prompt: { from: ['prompt', 'message', 'user_message', 'question', 'text'] }, ...tuning } }),
  action(['analyse_document', 'analyze_document', 'analyze_text', 'analyse_text', 'summarize_text', 'summarise_text', 'parse_text', 'categorize_text',
    'draft_email', 'translate_text', 'extract_text', 'check_sentiment'], 'ask_chatgpt', {
    shape: 'openai_prompt', status: 'approximated', note: 'openai_prompt', props: { model, ...tuning },
    ignore: ['question', 'instruction', 'instructions', 'text', 'document', 'content'],
  }),
  // The piece's classify_text is OpenAI moderation (a fixed harm taxonomy: "Moderate Text", activepieces
  // packages/pieces/community/openai/src/lib/actions/classify-text.ts), not Workato's classification into the
  // recipe's categories: a prompt that names the categories asks for that.
  action(['classify_text'], 'ask_chatgpt', {
    shape: 'openai_prompt', status: 'approximated', note: 'openai_prompt', props: { model, ...tuning },
    ignore: ['question', 'instruction', 'instructions', 'text', 'document', 'content', 'categories'],
  }),
  action(['create_embedding', 'generate_embedding', 'get_embedding', 'create_embeddings'], 'create_embedding', {
    props: { model, input: { from: ['input', 'text', 'content'] }, dimensions: num('dimensions'), user: 'user' },
  }),
  action(['create_image', 'generate_image'], 'generate_image', { props: { model, prompt: { from: ['prompt', 'text'] }, resolution: { from: ['size', 'resolution'] }, quality: 'quality' } }),
  action(['transcribe_audio', 'create_transcription', 'transcribe'], 'transcribe', { props: { audio: { from: ['file', 'audio', 'content', 'file_content'] }, language: 'language' } }),
  action(['translate_audio', 'create_translation'], 'translate', { props: { audio: { from: ['file', 'audio', 'content', 'file_content'] } } }),
  action(['list_models', 'get_models'], 'list_models'),
  custom(),
];
