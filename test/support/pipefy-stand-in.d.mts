// Types for the plain-JavaScript Pipefy stand-in (test/support/pipefy-stand-in.mjs).

export interface StandInOrganization {
  plan?: 'enterprise' | 'business' | 'starter';
  role?: 'admin' | 'member';
}

export interface StandInFault {
  /**
   * unauthorized: HTTP 401 whatever the token. status: the given status and JSON body (default: a 500 with
   * INTERNAL_SERVER_ERROR). html: a non-JSON page. graphqlError: HTTP 200 (or `status`) with one GraphQL error
   * `{code, message}`. delay: run the request, answer after `ms`. drop: run the request, close the connection.
   */
  kind: 'status' | 'unauthorized' | 'delay' | 'drop' | 'graphqlError' | 'html';
  /** Which endpoint the fault applies to (default graphql, which covers /graphql and /internal_api). */
  route?: 'graphql' | 'token';
  /** How many requests it applies to (default 1). */
  times?: number;
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  ms?: number;
  code?: string;
  message?: string;
}

export interface StandInOptions {
  /** 0 (default) picks a free port. Always listens on 127.0.0.1. */
  port?: number;
  /** Static tokens accepted as Bearer tokens (service account tokens, or PATs). */
  tokens?: string[];
  /** Service accounts accepted by the client-credentials token endpoint. */
  clients?: Array<{ clientId: string; clientSecret: string }>;
  /** Lifetime of issued tokens (default 3600). */
  tokenTtlSeconds?: number;
  /** Organizations with a given plan and caller role; others are Enterprise with an admin caller. */
  organizations?: Record<string, StandInOrganization>;
  /** When true, organizations not listed are not found. */
  strictOrganizations?: boolean;
  /** When true, /graphql lacks createSmtpCustomEmailWithConfiguration; only /internal_api has it. */
  createOnlyOnInternalApi?: boolean;
  /** One line per request (method, path, status); never bodies. */
  log?: (line: string) => void;
}

export interface StandInRequest {
  method: string;
  path: string;
  headers: { authorization?: string; 'content-type'?: string; 'user-agent'?: string };
  body: any;
  status?: number;
}

export interface StandInSmtpConfiguration {
  id: string;
  host: string;
  port: string;
  username: string | null;
  encryptedPassword: string | null;
  defaultSmtp: boolean;
  organizationId: string;
  outlookIntegration: boolean;
  ipRelayAuth: boolean;
}

export interface StandInSender {
  id: string;
  senderName: string;
  emailAddress: string;
  smtpConfigurationId: string;
  smtpConfiguration: StandInSmtpConfiguration;
}

export interface PipefyStandIn {
  url: string;
  port: number;
  graphqlUrl: string;
  internalApiUrl: string;
  tokenUrl: string;
  requests: StandInRequest[];
  senders: StandInSender[];
  inject(fault: StandInFault): void;
  expireTokens(): void;
  issuedTokens(): string[];
  reset(): void;
  close(): Promise<void>;
}

export function startPipefyStandIn(options?: StandInOptions): Promise<PipefyStandIn>;
