// Shared by the smtp tests: a fake Io and a few constants. (Not a mock of our modules: the code under test
// talks to the real stand-in over HTTP.)

export const TOKEN = 'sa-static-token-7f3c9d2e1b';
export const CLIENT_ID = 'sa-client-4821';
export const CLIENT_SECRET = 'client-secret-0a9b8c7d6e5f';
export const PASSWORD = 'Sup3r-Secret-SMTP-pass!';

export { fakeIo, type FakeIo } from './io.js';

/** `pipe-migrate smtp` with every required option, for the organization given, plus `extra`. */
export const senderArgs = (extra: string[] = [], org = 'https://app.pipefy.com/organizations/300123'): string[] => [
  'smtp',
  '--sender-name',
  'Acme Support',
  '--email',
  'support@acme.example',
  '--host',
  'smtp.acme.example',
  '--port',
  '587',
  '--organization-id',
  org,
  ...extra,
];
