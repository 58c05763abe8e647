// A local stand-in for the parts of Pipefy's GraphQL API that `pipe-migrate smtp` uses, for tests and for
// trying the screen without touching production. Plain JavaScript (no build step): graphql@16 + node:http,
// listening on 127.0.0.1 only.
//
// Behaviour, as Pipefy documents it:
// - POST /graphql and /internal_api, Bearer auth (`Authorization: Bearer <token>`); 401 otherwise.
// - POST /oauth/token: client credentials (JSON or form body, or HTTP Basic), returns access_token/expires_in.
// - createSmtpCustomEmailWithConfiguration: username and password required unless ipRelayAuth is true; the
//   email address is unique per organization; UUID ids; port returned as a string; ipRelayAuth echoed
//   (false when omitted); organizationId echoed; the password is never returned.
// - Every error carries extensions.code and extensions.correlation_id.
// Faults can be injected for tests (see `inject`).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { buildSchema, execute, GraphQLError, parse, validate } from 'graphql';

const SMTP_TYPES = `
input SmtpConfigurationInput {
  host: String
  port: Int
  organizationId: ID
  ipRelayAuth: Boolean = false
  username: String
  password: String
}

input CreateSmtpCustomEmailWithConfigurationInput {
  clientMutationId: String
  senderName: String!
  emailAddress: String!
  smtpConfiguration: SmtpConfigurationInput
}

type SmtpConfiguration {
  id: ID!
  host: String
  port: String
  username: String
  encryptedPassword: String
  defaultSmtp: Boolean
  organizationId: ID
  outlookIntegration: Boolean
  ipRelayAuth: Boolean
}

type SmtpCustomEmail {
  id: ID!
  emailAddress: String!
  senderName: String!
  smtpConfigurationId: ID
  smtpConfiguration: SmtpConfiguration
}

type CreateSmtpCustomEmailWithConfigurationPayload {
  clientMutationId: String
  smtpCustomEmail: SmtpCustomEmail
}

input DeleteSmtpCustomEmailInput {
  clientMutationId: String
  id: ID!
}

type DeleteSmtpCustomEmailPayload {
  clientMutationId: String
  success: Boolean
}

type SmtpConfigurationConnection {
  nodes: [SmtpConfiguration]
}

type User {
  id: ID!
  name: String
  email: String
}

type Query {
  me: User
  smtpConfigurations(organizationId: ID!, defaultSmtp: Boolean): SmtpConfigurationConnection
}
`;

const FULL_SCHEMA = buildSchema(`${SMTP_TYPES}
type Mutation {
  createSmtpCustomEmailWithConfiguration(input: CreateSmtpCustomEmailWithConfigurationInput!): CreateSmtpCustomEmailWithConfigurationPayload
  deleteSmtpCustomEmail(input: DeleteSmtpCustomEmailInput!): DeleteSmtpCustomEmailPayload
}
`);

// The same API without the create (what a public endpoint that lacks the internal mutation looks like).
const SCHEMA_WITHOUT_CREATE = buildSchema(`${SMTP_TYPES}
type Mutation {
  deleteSmtpCustomEmail(input: DeleteSmtpCustomEmailInput!): DeleteSmtpCustomEmailPayload
}
`);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 32 hex characters, like Pipefy's correlation ids. */
function correlationId() {
  return randomBytes(16).toString('hex');
}

/** @param {string} message @param {string} code */
function apiError(message, code) {
  return new GraphQLError(message, { extensions: { code } });
}

/**
 * @typedef {{ plan?: 'enterprise' | 'business' | 'starter', role?: 'admin' | 'member' }} StandInOrganization
 * @typedef {{
 *   kind: 'status' | 'unauthorized' | 'delay' | 'drop' | 'graphqlError' | 'html',
 *   route?: 'graphql' | 'token',
 *   times?: number,
 *   status?: number,
 *   body?: unknown,
 *   headers?: Record<string, string>,
 *   ms?: number,
 *   code?: string,
 *   message?: string,
 * }} StandInFault
 * @typedef {{
 *   port?: number,
 *   tokens?: string[],
 *   clients?: Array<{ clientId: string, clientSecret: string }>,
 *   tokenTtlSeconds?: number,
 *   organizations?: Record<string, StandInOrganization>,
 *   strictOrganizations?: boolean,
 *   createOnlyOnInternalApi?: boolean,
 *   log?: (line: string) => void,
 * }} StandInOptions
 */

/**
 * Starts the stand-in on 127.0.0.1 (port 0 = a free port).
 * @param {StandInOptions} [options]
 */
export async function startPipefyStandIn(options = {}) {
  const staticTokens = new Set(options.tokens ?? []);
  const clients = options.clients ?? [];
  const ttl = options.tokenTtlSeconds ?? 3600;
  /** @type {Map<string, { expiresAt: number, clientId: string }>} */
  const issued = new Map();
  /** @type {StandInFault[]} */
  const faults = [];
  /** @type {Array<{ method: string, path: string, headers: Record<string, string | undefined>, body: unknown, status?: number }>} */
  const requests = [];
  /** @type {Array<any>} */
  const senders = [];
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set();
  const log = options.log ?? (() => {});

  /** @param {string} id */
  function organization(id) {
    const configured = options.organizations?.[id];
    if (configured) return { plan: configured.plan ?? 'enterprise', role: configured.role ?? 'admin' };
    if (options.strictOrganizations) return undefined;
    return { plan: 'enterprise', role: 'admin' };
  }

  /** @param {'graphql' | 'token'} route */
  function takeFault(route) {
    const index = faults.findIndex((fault) => (fault.route ?? 'graphql') === route);
    if (index < 0) return undefined;
    const fault = faults[index];
    const left = (fault.times ?? 1) - 1;
    if (left <= 0) faults.splice(index, 1);
    else fault.times = left;
    return fault;
  }

  /** @param {string | undefined} header */
  function bearer(header) {
    const match = /^Bearer (\S+)$/.exec(header ?? '');
    if (!match) return undefined;
    const token = match[1];
    if (staticTokens.has(token)) return token;
    const entry = issued.get(token);
    return entry && entry.expiresAt > Date.now() ? token : undefined;
  }

  const rootValue = {
    me: () => ({ id: '1', name: 'Stand-in service account', email: 'service-account@pipefy.invalid' }),
    /** @param {{ organizationId: string, defaultSmtp?: boolean }} args */
    smtpConfigurations: ({ organizationId, defaultSmtp }) => ({
      nodes: senders
        .map((sender) => sender.smtpConfiguration)
        .filter((c) => c.organizationId === String(organizationId))
        .filter((c) => defaultSmtp === undefined || defaultSmtp === null || c.defaultSmtp === defaultSmtp),
    }),
    /** @param {{ input: { id: string } }} args */
    deleteSmtpCustomEmail: ({ input }) => {
      const index = senders.findIndex((sender) => sender.id === input.id);
      if (index < 0) throw apiError(`Smtp custom email not found with id: ${input.id}`, 'RESOURCE_NOT_FOUND');
      senders.splice(index, 1);
      return { success: true };
    },
    /** @param {{ input: any }} args */
    createSmtpCustomEmailWithConfiguration: ({ input }) => {
      const senderName = (input.senderName ?? '').trim();
      const emailAddress = (input.emailAddress ?? '').trim();
      const config = input.smtpConfiguration;
      if (!senderName) throw apiError("Sender name can't be blank", 'INVALID_INPUT');
      if (!EMAIL.test(emailAddress)) throw apiError('Email address is invalid', 'RECORD_INVALID');
      if (!config) throw apiError('smtpConfiguration is required to create a sender with its configuration', 'INVALID_INPUT');
      if (!config.host || config.port === null || config.port === undefined || !config.organizationId) {
        throw apiError('host, port and organizationId are required', 'INVALID_INPUT');
      }
      if (config.port < 1 || config.port > 65535) throw apiError('Port must be between 1 and 65535', 'RECORD_INVALID');
      const ipRelayAuth = config.ipRelayAuth === true;
      if (!ipRelayAuth && (!config.username || !config.password)) {
        throw apiError('Username and password are required when ipRelayAuth is false', 'INVALID_INPUT');
      }
      const organizationId = String(config.organizationId);
      const org = organization(organizationId);
      if (!org) throw apiError(`Organization not found with id: ${organizationId}`, 'RESOURCE_NOT_FOUND');
      if (org.role !== 'admin') throw apiError('Permission denied', 'PERMISSION_DENIED');
      if (org.plan !== 'enterprise') {
        throw apiError("Custom email senders are not available on this organization's plan", 'FEATURE_NOT_ALLOWED_BY_ORGANIZATION_PLAN');
      }
      const taken = senders.some(
        (sender) =>
          sender.smtpConfiguration.organizationId === organizationId &&
          sender.emailAddress.toLowerCase() === emailAddress.toLowerCase(),
      );
      if (taken) throw apiError('Email address has already been taken', 'RECORD_INVALID');

      const isFirst = !senders.some((sender) => sender.smtpConfiguration.organizationId === organizationId);
      const smtpConfiguration = {
        id: randomUUID(),
        host: config.host,
        port: String(config.port),
        username: ipRelayAuth ? null : config.username,
        // The real API exposes only an encrypted form; a digest stands in for it.
        encryptedPassword: ipRelayAuth ? null : createHash('sha256').update(String(config.password)).digest('hex'),
        defaultSmtp: isFirst,
        organizationId,
        outlookIntegration: false,
        ipRelayAuth,
      };
      const sender = {
        id: randomUUID(),
        senderName,
        emailAddress,
        smtpConfigurationId: smtpConfiguration.id,
        smtpConfiguration,
      };
      senders.push(sender);
      return { clientMutationId: input.clientMutationId ?? null, smtpCustomEmail: sender };
    },
  };

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {unknown} body
   * @param {Record<string, string>} [headers]
   */
  function sendJson(res, status, body, headers = {}) {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
    res.end(text);
    return status;
  }

  /** @param {readonly GraphQLError[]} errors */
  function formatErrors(errors) {
    return errors.map((error) => {
      const json = error.toJSON();
      /** @type {Record<string, unknown>} */
      const extensions = { ...(json.extensions ?? {}) };
      if (!extensions.code) {
        extensions.code = /^Cannot query field/.test(error.message) ? 'undefinedField' : 'GRAPHQL_VALIDATION_FAILED';
      }
      extensions.correlation_id = correlationId();
      return { ...json, extensions };
    });
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @returns {Promise<string>}
   */
  function readBody(req) {
    return new Promise((resolve, reject) => {
      /** @type {Buffer[]} */
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });
  }

  /**
   * @param {string} text
   * @param {string | undefined} contentType
   */
  function parseBody(text, contentType) {
    if ((contentType ?? '').includes('application/x-www-form-urlencoded')) {
      return Object.fromEntries(new URLSearchParams(text));
    }
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {unknown} body
   */
  function handleToken(req, res, body) {
    /** @type {Record<string, unknown>} */
    const fields = body && typeof body === 'object' ? /** @type {any} */ (body) : {};
    let clientId = typeof fields.client_id === 'string' ? fields.client_id : undefined;
    let clientSecret = typeof fields.client_secret === 'string' ? fields.client_secret : undefined;
    const basic = /^Basic (\S+)$/.exec(req.headers.authorization ?? '');
    if (basic) {
      const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon > 0) {
        clientId = decodeURIComponent(decoded.slice(0, colon));
        clientSecret = decodeURIComponent(decoded.slice(colon + 1));
      }
    }
    if (fields.grant_type !== 'client_credentials') {
      return sendJson(res, 400, { error: 'unsupported_grant_type', error_description: 'Only client_credentials is supported.' });
    }
    const client = clients.find((c) => c.clientId === clientId && c.clientSecret === clientSecret);
    if (!client) {
      return sendJson(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed.' });
    }
    const token = `sa_${randomBytes(24).toString('hex')}`;
    issued.set(token, { expiresAt: Date.now() + ttl * 1000, clientId: client.clientId });
    return sendJson(res, 200, {
      access_token: token,
      token_type: 'Bearer',
      expires_in: ttl,
      created_at: Math.floor(Date.now() / 1000),
    });
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {StandInFault} fault
   * @param {() => number | Promise<number>} proceed
   * @returns {number | Promise<number>}
   */
  function applyFault(res, fault, proceed) {
    switch (fault.kind) {
      case 'unauthorized':
        return sendJson(res, 401, {
          error: { message: 'Unauthorized', details: { code: 'UNAUTHORIZED', correlation_id: correlationId() } },
        });
      case 'status':
        return sendJson(res, fault.status ?? 500, fault.body ?? {
          errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR', correlation_id: correlationId() } }],
        }, fault.headers);
      case 'html':
        res.writeHead(fault.status ?? 502, { 'Content-Type': 'text/html' });
        res.end('<html><body><h1>Bad gateway</h1></body></html>');
        return fault.status ?? 502;
      case 'graphqlError':
        return sendJson(res, fault.status ?? 200, {
          data: { createSmtpCustomEmailWithConfiguration: null },
          errors: [{
            message: fault.message ?? 'Something went wrong',
            path: ['createSmtpCustomEmailWithConfiguration'],
            extensions: { code: fault.code ?? 'INTERNAL_SERVER_ERROR', correlation_id: correlationId() },
          }],
        });
      case 'delay':
      case 'drop':
        // Handled by the caller (they run the request first, as the real server would).
        return proceed();
      default:
        return proceed();
    }
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {unknown} body
   * @param {'graphql' | 'internal_api'} endpoint
   * @param {(status: number) => void} done
   */
  async function handleGraphQL(req, res, body, endpoint, done) {
    const fault = takeFault('graphql');
    if (fault && fault.kind !== 'delay' && fault.kind !== 'drop') return done(await applyFault(res, fault, () => 0));
    if (!bearer(req.headers.authorization)) {
      return done(sendJson(res, 401, {
        error: { message: 'A valid token was not passed within the request header', details: { code: 'UNAUTHORIZED', correlation_id: correlationId() } },
      }));
    }
    /** @type {any} */
    const request = body;
    if (!request || typeof request !== 'object' || typeof request.query !== 'string') {
      return done(sendJson(res, 400, { errors: formatErrors([apiError('The request body must be JSON with a "query"', 'BAD_REQUEST')]) }));
    }
    const schema = options.createOnlyOnInternalApi && endpoint === 'graphql' ? SCHEMA_WITHOUT_CREATE : FULL_SCHEMA;
    let document;
    try {
      document = parse(request.query);
    } catch (error) {
      const syntax = error instanceof GraphQLError ? error : new GraphQLError(String(error));
      return done(sendJson(res, 400, { errors: formatErrors([new GraphQLError(syntax.message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })]) }));
    }
    const validationErrors = validate(schema, document);
    /** @type {any} */
    let result;
    if (validationErrors.length > 0) result = { errors: validationErrors };
    else {
      result = await execute({
        schema,
        document,
        rootValue,
        variableValues: request.variables ?? undefined,
        operationName: request.operationName ?? undefined,
      });
    }
    const payload = result.errors ? { ...result, errors: formatErrors(result.errors) } : result;

    // The request was processed; with a fault the answer comes late or never.
    if (!transportFault(fault, res, done, () => sendJson(res, 200, payload))) done(sendJson(res, 200, payload));
  }

  /**
   * `drop` closes the socket without an answer; `delay` answers after `fault.ms` (unless the client gave up).
   * Returns false when the fault is neither, so the caller answers itself.
   */
  function transportFault(fault, res, done, answer) {
    if (fault?.kind === 'drop') {
      res.socket?.destroy();
      done(0);
      return true;
    }
    if (fault?.kind !== 'delay') return false;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed && !res.socket?.destroyed) done(answer());
      else done(0);
    }, fault.ms ?? 1000);
    timers.add(timer);
    return true;
  }

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const text = await readBody(req);
    const body = parseBody(text, req.headers['content-type']);
    const entry = {
      method: req.method ?? 'GET',
      path,
      headers: {
        authorization: req.headers.authorization,
        'content-type': req.headers['content-type'],
        'user-agent': req.headers['user-agent'],
      },
      body: body ?? text,
      /** @type {number | undefined} */
      status: undefined,
    };
    requests.push(entry);
    /** @param {number} status */
    const done = (status) => {
      entry.status = status;
      log(`${entry.method} ${path} -> ${status || 'no answer'}`);
    };
    try {
      if (req.method !== 'POST') {
        if (req.method === 'GET' && path === '/') {
          res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('Pipefy stand-in: POST /graphql, /internal_api, /oauth/token\n');
          return done(200);
        }
        return done(sendJson(res, 405, { error: { message: 'Use POST' } }));
      }
      if (path === '/oauth/token') {
        const fault = takeFault('token');
        if (transportFault(fault, res, done, () => handleToken(req, res, body))) return;
        if (fault) return done(await applyFault(res, fault, () => handleToken(req, res, body)));
        return done(handleToken(req, res, body));
      }
      if (path === '/graphql' || path === '/internal_api') {
        return await handleGraphQL(req, res, body, path === '/graphql' ? 'graphql' : 'internal_api', done);
      }
      done(sendJson(res, 404, { error: { message: 'Not found' } }));
    } catch (error) {
      if (!res.headersSent) {
        done(sendJson(res, 500, {
          errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR', correlation_id: correlationId() } }],
        }));
      }
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    port,
    graphqlUrl: `${url}/graphql`,
    internalApiUrl: `${url}/internal_api`,
    tokenUrl: `${url}/oauth/token`,
    /** Every request received, in order (test memory only: bodies are kept as sent). */
    requests,
    /** Senders created, each with its smtpConfiguration (the password only as a digest). */
    senders,
    /** Queues a fault for the next matching request(s). */
    inject(/** @type {StandInFault} */ fault) {
      faults.push({ ...fault });
    },
    /** Makes every token issued so far expire (as if its lifetime ended). */
    expireTokens() {
      for (const entry of issued.values()) entry.expiresAt = 0;
    },
    /** Tokens issued by the token endpoint so far. */
    issuedTokens() {
      return [...issued.keys()];
    },
    /** Forgets requests, senders, faults and issued tokens. */
    reset() {
      requests.length = 0;
      senders.length = 0;
      faults.length = 0;
      issued.clear();
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
