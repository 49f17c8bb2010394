/**
 * Firebase Cloud Messaging's HTTP v1 API, as a service account Google issues speaks to it:
 * FIREBASE_SERVICE_ACCOUNT holds the account's JSON (inline, or the path of its file). A JWT
 * signed with the account's private key (RS256, jose; issuer the account's client_email, scope
 * firebase.messaging, audience the token endpoint) is exchanged at GOOGLE_OAUTH_TOKEN_URL for an
 * access token, kept until a minute before it expires; each message is posted to
 * FCM_API_URL/v1/projects/<project_id>/messages:send with it. Unset, nothing is sent (fcmConfig
 * answers null). The two URLs point elsewhere in tests (a stand-in) or behind a private gateway.
 *
 * What FCM answers decides what happens to the device (sendMessage): sent; gone (404 UNREGISTERED,
 * 400 INVALID_ARGUMENT on the token, 403 SENDER_ID_MISMATCH: the token is removed); retry (429, 5xx,
 * 401 with a fresh access token, no answer: the job queue tries again with a growing delay); or
 * refused (any other answer: logged, not retried).
 */
import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';
import { log } from '../../observe/log';
import { env, envText, type EnvSource } from '../../lib/env';

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const DEFAULT_API_URL = 'https://fcm.googleapis.com';
const DEFAULT_TOKEN_URL = 'https://oauth2.googleapis.com/token';
/** How long one call to Google may take. */
const CALL_TIMEOUT_MS = 10_000;

export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  private_key_id?: string;
}

export interface FcmConfig {
  account: ServiceAccount;
  apiUrl: string;
  tokenUrl: string;
}

/** A message to one device: title and body in the device's language, and the data its clients read (all strings). */
export interface DeviceMessage {
  token: string;
  title: string;
  body: string;
  data: Record<string, string>;
}

export type SendOutcome = { kind: 'sent' } | { kind: 'gone'; reason: string } | { kind: 'retry'; reason: string } | { kind: 'refused'; reason: string };

/** The service account in FIREBASE_SERVICE_ACCOUNT (JSON, or the path of a JSON file); throws a clear message when it is not one. */
export function readServiceAccount(value: string): ServiceAccount {
  const text = value.trim().startsWith('{') ? value : readFileSync(value.trim(), 'utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('FIREBASE_SERVICE_ACCOUNT is not a service account JSON (nor the path of one)');
  }
  const a = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  for (const field of ['project_id', 'client_email', 'private_key'] as const) {
    if (typeof a[field] !== 'string' || a[field] === '') throw new Error(`FIREBASE_SERVICE_ACCOUNT has no ${field}`);
  }
  return {
    project_id: String(a.project_id),
    client_email: String(a.client_email),
    private_key: String(a.private_key),
    ...(typeof a.private_key_id === 'string' ? { private_key_id: a.private_key_id } : {}),
  };
}

let read: { raw: string; config: FcmConfig | null } | null = null;

/** The sender's configuration, or null when FIREBASE_SERVICE_ACCOUNT is unset (or unreadable: said once in the log). */
export function fcmConfig(source?: EnvSource): FcmConfig | null {
  // read as set: readServiceAccount says what is wrong with one (the start-up check refuses it too)
  const raw = envText('FIREBASE_SERVICE_ACCOUNT', source) ?? '';
  const apiUrl = (env('FCM_API_URL', source) ?? DEFAULT_API_URL).replace(/\/+$/, '');
  const tokenUrl = env('GOOGLE_OAUTH_TOKEN_URL', source) ?? DEFAULT_TOKEN_URL;
  if (!raw) return null;
  const key = `${raw}\n${apiUrl}\n${tokenUrl}`;
  if (read?.raw !== key) {
    try {
      read = { raw: key, config: { account: readServiceAccount(raw), apiUrl, tokenUrl } };
    } catch (err) {
      log().error({ err }, 'push: no pushes are sent (FIREBASE_SERVICE_ACCOUNT cannot be read)');
      read = { raw: key, config: null };
    }
  }
  return read.config;
}

/** The signed assertion exchanged for an access token (RFC 7523's JWT bearer grant). */
export async function signAssertion(config: FcmConfig, now = Date.now()): Promise<string> {
  const key = await importPKCS8(config.account.private_key, 'RS256');
  const iat = Math.floor(now / 1000);
  return new SignJWT({ scope: FCM_SCOPE })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(config.account.private_key_id ? { kid: config.account.private_key_id } : {}) })
    .setIssuer(config.account.client_email)
    .setSubject(config.account.client_email)
    .setAudience(config.tokenUrl)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(key);
}

interface AccessToken {
  value: string;
  /** When it is no longer used (a minute before Google's expiry). */
  until: number;
}
/** Access tokens of this process, per account and token endpoint (a cache: another process asks for its own). */
const tokens = new Map<string, Promise<AccessToken>>();
const tokenKey = (c: FcmConfig) => `${c.tokenUrl}\n${c.account.client_email}`;

async function fetchAccessToken(config: FcmConfig): Promise<AccessToken> {
  const assertion = await signAssertion(config);
  const res = await fetch(config.tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const body = (await res.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown; error?: unknown; error_description?: unknown };
  if (!res.ok || typeof body.access_token !== 'string') {
    throw new Error(`the token endpoint answered ${res.status}${body.error ? ` ${String(body.error)}` : ''}${body.error_description ? `: ${String(body.error_description)}` : ''}`);
  }
  const seconds = Number(body.expires_in);
  const lifetime = (Number.isFinite(seconds) && seconds > 0 ? seconds : 3600) * 1000;
  return { value: body.access_token, until: Date.now() + Math.max(0, lifetime - 60_000) };
}

/** An access token: the one kept while it is good, else a new one (callers at the same moment share one request). */
export async function accessToken(config: FcmConfig): Promise<string> {
  const key = tokenKey(config);
  const kept = tokens.get(key);
  if (kept) {
    const token = await kept.catch(() => null);
    if (token && token.until > Date.now()) return token.value;
    if (tokens.get(key) === kept) tokens.delete(key);
  }
  let pending = tokens.get(key);
  if (!pending) {
    pending = fetchAccessToken(config);
    tokens.set(key, pending);
    pending.catch(() => {
      if (tokens.get(key) === pending) tokens.delete(key);
    });
  }
  return (await pending).value;
}

/** The v1 message: the data (title and body too, as 6amMart's clients read them there) for the web, whose service worker draws the notification; a notification for the Android and iOS apps. */
export function fcmBody(m: DeviceMessage): { message: Record<string, unknown> } {
  return {
    message: {
      token: m.token,
      data: { ...m.data, title: m.title, body: m.body },
      android: { priority: 'high', notification: { title: m.title, body: m.body } },
      apns: { payload: { aps: { alert: { title: m.title, body: m.body }, sound: 'default' } } },
      webpush: { headers: { Urgency: 'high' } },
    },
  };
}

interface FcmError {
  error?: { status?: string; message?: string; details?: { errorCode?: string; fieldViolations?: { field?: string }[] }[] };
}

/** What an answer of messages:send means for the device. */
export function outcomeOf(status: number, body: FcmError): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  const e = body.error ?? {};
  const codes = [e.status, ...(e.details ?? []).map((d) => d.errorCode)].filter(Boolean);
  const reason = `${status} ${codes[codes.length - 1] ?? e.status ?? ''}${e.message ? `: ${e.message}` : ''}`.trim();
  if (status === 404 || codes.includes('UNREGISTERED') || codes.includes('SENDER_ID_MISMATCH')) return { kind: 'gone', reason };
  if (status === 400 && codes.includes('INVALID_ARGUMENT')) {
    // our messages are well formed: a bad argument is the token, unless FCM names another field
    const fields = (e.details ?? []).flatMap((d) => d.fieldViolations ?? []).map((v) => v.field ?? '');
    return fields.length === 0 || fields.some((f) => f.includes('token')) ? { kind: 'gone', reason } : { kind: 'refused', reason };
  }
  if (status === 429 || status >= 500) return { kind: 'retry', reason };
  return { kind: 'refused', reason };
}

/** Sends one message. A 401 drops the kept access token (the retry asks for a new one). */
export async function sendMessage(config: FcmConfig, m: DeviceMessage): Promise<SendOutcome> {
  let token: string;
  try {
    token = await accessToken(config);
  } catch (err) {
    return { kind: 'retry', reason: err instanceof Error ? err.message : String(err) };
  }
  let res: Response;
  try {
    res = await fetch(`${config.apiUrl}/v1/projects/${encodeURIComponent(config.account.project_id)}/messages:send`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(fcmBody(m)),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (err) {
    return { kind: 'retry', reason: `FCM did not answer: ${err instanceof Error ? err.message : String(err)}` };
  }
  const body = (await res.json().catch(() => ({}))) as FcmError;
  if (res.status === 401) {
    tokens.delete(tokenKey(config));
    return { kind: 'retry', reason: '401: the access token was refused' };
  }
  return outcomeOf(res.status, body);
}
