// Output shapes of app pieces (the external services behind the flows), each read from the piece's own code.
import { unchanged, type OutputShape } from './types.js';

export const APP_OUTPUTS: readonly OutputShape[] = [
  {
    piece: '@activepieces/piece-slack', name: 'send_channel_message', kind: 'action',
    // slackSendMessage returns WebClient.chat.postMessage's answer unchanged ({ ok, channel, ts, message }).
    source: 'npm @activepieces/piece-slack@0.17.9 src/index.js (send_channel_message run → slackSendMessage)',
    output: unchanged,
  },
];
