/**
 * A stand-in of Google's OAuth token endpoint and of Firebase Cloud Messaging's messages:send, on a
 * free loopback port, for the push tests. It holds an RSA key pair made here and a service account
 * written for it: the token endpoint checks the signed JWT (RS256, the public key; issuer, scope,
 * audience, an hour's lifetime) before it issues an access token, and messages:send takes only the
 * access tokens it issued. Each accepted message is kept; a token can be made to answer 404
 * UNREGISTERED, 400 INVALID_ARGUMENT, or 503 a number of times first.
 */
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';

export const PROJECT_ID = 'souk-stand-in';
export const CLIENT_EMAIL = 'pushes@souk-stand-in.iam.gserviceaccount.com';

export interface SentMessage {
  token: string;
  title: string;
  body: string;
  data: Record<string, string>;
  /** The whole v1 message as posted. */
  message: Record<string, unknown>;
}

export interface FcmStandIn {
  /** FCM_API_URL */
  apiUrl: string;
  /** GOOGLE_OAUTH_TOKEN_URL */
  tokenUrl: string;
  /** The service account's JSON file (FIREBASE_SERVICE_ACCOUNT as a path). */
  accountFile: string;
  /** The service account's JSON. */
  accountJson: string;
  /** The claims of every assertion the token endpoint accepted. */
  assertions: JWTPayload[];
  /** What was wrong with any request (an assertion refused, a send without a good access token). */
  problems: string[];
  /** Messages accepted (200), in order. */
  sent: SentMessage[];
  /** Every messages:send call per device token, whatever it was answered. */
  attempts: Map<string, number>;
  /** Tokens answered 404 UNREGISTERED. */
  unregistered: Set<string>;
  /** Tokens answered 400 INVALID_ARGUMENT. */
  invalid: Set<string>;
  /** Tokens answered 503 this many more times. */
  unavailable: Map<string, number>;
  /** Forgets the access tokens issued so far (as a revoked token): messages:send answers 401 to them. */
  revokeTokens(): void;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

const fcmError = (status: number, code: string, message: string, extra: Record<string, unknown>[] = []) => ({
  error: { code: status, message, status: code, details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: code }, ...extra] },
});

export async function startFcmStandIn(): Promise<FcmStandIn> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const issued = new Set<string>();
  const state = {
    assertions: [] as JWTPayload[],
    problems: [] as string[],
    sent: [] as SentMessage[],
    attempts: new Map<string, number>(),
    unregistered: new Set<string>(),
    invalid: new Set<string>(),
    unavailable: new Map<string, number>(),
  };
  let base = '';

  async function token(req: IncomingMessage, res: ServerResponse, key: KeyObject): Promise<void> {
    const form = new URLSearchParams(await bodyOf(req));
    const assertion = form.get('assertion') ?? '';
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') state.problems.push(`grant_type ${String(form.get('grant_type'))}`);
    try {
      if (decodeProtectedHeader(assertion).typ !== 'JWT') throw new Error('typ is not JWT');
      const { payload } = await jwtVerify(assertion, key, { algorithms: ['RS256'], issuer: CLIENT_EMAIL, audience: `${base}/token` });
      if (payload.scope !== 'https://www.googleapis.com/auth/firebase.messaging') throw new Error(`scope ${String(payload.scope)}`);
      if (typeof payload.iat !== 'number' || payload.exp !== payload.iat + 3600) throw new Error('the assertion is not good for an hour');
      state.assertions.push(payload);
    } catch (err) {
      state.problems.push(`assertion refused: ${err instanceof Error ? err.message : String(err)}`);
      answer(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
      return;
    }
    const access = `ya29.stand-in-${issued.size + 1}`;
    issued.add(access);
    answer(res, 200, { access_token: access, expires_in: 3599, token_type: 'Bearer' });
  }

  async function send(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const auth = req.headers.authorization ?? '';
    if (!issued.has(auth.replace(/^Bearer /, ''))) {
      state.problems.push(`messages:send with ${auth || 'no authorization'}`);
      answer(res, 401, fcmError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'));
      return;
    }
    const message = ((JSON.parse(await bodyOf(req)) as { message?: Record<string, unknown> }).message ?? {}) as Record<string, unknown>;
    const device = String(message.token ?? '');
    state.attempts.set(device, (state.attempts.get(device) ?? 0) + 1);
    if (state.unregistered.has(device)) return answer(res, 404, fcmError(404, 'UNREGISTERED', 'Requested entity was not found.'));
    if (state.invalid.has(device)) {
      return answer(res, 400, fcmError(400, 'INVALID_ARGUMENT', 'The registration token is not a valid FCM registration token', [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field: 'message.token', description: 'Invalid registration token' }] }]));
    }
    const busy = state.unavailable.get(device) ?? 0;
    if (busy > 0) {
      state.unavailable.set(device, busy - 1);
      return answer(res, 503, fcmError(503, 'UNAVAILABLE', 'The service is currently unavailable.'));
    }
    const data = (message.data ?? {}) as Record<string, string>;
    state.sent.push({ token: device, title: data.title ?? '', body: data.body ?? '', data, message });
    answer(res, 200, { name: `projects/${PROJECT_ID}/messages/${state.sent.length}` });
  }

  const server = createServer((req, res) => {
    const path = req.url ?? '';
    const work = req.method === 'POST' && path === '/token' ? token(req, res, publicKey) : req.method === 'POST' && path === `/v1/projects/${PROJECT_ID}/messages:send` ? send(req, res) : Promise.resolve(answer(res, 404, { error: { code: 404, status: 'NOT_FOUND' } }));
    work.catch((err: unknown) => {
      state.problems.push(String(err));
      if (!res.headersSent) answer(res, 500, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dir = mkdtempSync(join(tmpdir(), 'souk-fcm-'));
  const accountJson = JSON.stringify({ type: 'service_account', project_id: PROJECT_ID, private_key_id: 'stand-in-key', private_key: pem, client_email: CLIENT_EMAIL, token_uri: `${base}/token` });
  const accountFile = join(dir, 'service-account.json');
  writeFileSync(accountFile, accountJson);
  return {
    apiUrl: base,
    tokenUrl: `${base}/token`,
    accountFile,
    accountJson,
    ...state,
    revokeTokens: () => issued.clear(),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The environment that points the server's pushes at the stand-in. */
export const standInEnv = (s: FcmStandIn, inline = false): Record<string, string> => ({
  FIREBASE_SERVICE_ACCOUNT: inline ? s.accountJson : s.accountFile,
  FCM_API_URL: s.apiUrl,
  GOOGLE_OAUTH_TOKEN_URL: s.tokenUrl,
});
