/**
 * Facebook's web SDK answers an access token, not an OpenID ID token (those come only from
 * Limited Login in Facebook's iOS SDK, which id-tokens.ts verifies). An access token is checked
 * with Facebook's Graph API: debug_token (with the app's own access token) proves it was issued
 * to this app and is valid, and /me (with appsecret_proof) gives the account's id, name and e-mail.
 * The Graph address is configurable (SOUK_FACEBOOK_GRAPH_URL) so tests answer for Facebook.
 */
import { createHmac } from 'node:crypto';
import { ApiError } from '../http';
import { socialClientId } from './auth-settings';
import type { IdClaims } from './id-tokens';
import { env } from '../../lib/env';

const DEFAULT_GRAPH = 'https://graph.facebook.com/v19.0';
const TIMEOUT_MS = 5000;

export function facebookAppSecret(): string | null {
  const v = env('FACEBOOK_APP_SECRET');
  return v ? v : null;
}

function graphBase(): string {
  return (env('SOUK_FACEBOOK_GRAPH_URL') ?? DEFAULT_GRAPH).replace(/\/+$/, '');
}

/** An OpenID ID token is three base64url parts; an access token is not. */
export function looksLikeJwt(token: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);
}

async function graph<T>(path: string, params: Record<string, string>): Promise<T> {
  const url = new URL(`${graphBase()}/${path}`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
  } catch {
    throw new ApiError(503, 'provider', 'Facebook could not be reached. Please try again.');
  }
  const body = (await res.json().catch(() => null)) as T | null;
  if (!res.ok || !body) throw new ApiError(403, 'token', 'The sign-in token could not be verified.');
  return body;
}

interface DebugToken {
  data?: { app_id?: string; is_valid?: boolean; user_id?: string };
}
interface Me {
  id?: string;
  name?: string;
  email?: string;
}

/** The Facebook account behind a web access token, as ID-token claims; 403 code `token` otherwise. */
export async function verifyFacebookAccessToken(token: string): Promise<IdClaims> {
  const appId = socialClientId('facebook');
  const secret = facebookAppSecret();
  if (!appId || !secret) throw new ApiError(403, 'medium', 'facebook sign-in is not available on this server.');
  if (!/^[\w.|-]{10,1024}$/.test(token)) throw new ApiError(403, 'token', 'The sign-in token could not be verified.');
  const debug = await graph<DebugToken>('debug_token', { input_token: token, access_token: `${appId}|${secret}` });
  const data = debug.data;
  if (!data?.is_valid || String(data.app_id) !== appId || !data.user_id) throw new ApiError(403, 'token', 'The sign-in token could not be verified.');
  const proof = createHmac('sha256', secret).update(token).digest('hex');
  const me = await graph<Me>('me', { fields: 'id,name,email', access_token: token, appsecret_proof: proof });
  if (String(me.id) !== String(data.user_id)) throw new ApiError(403, 'token', 'The sign-in token could not be verified.');
  // Facebook gives only an account's confirmed e-mail
  return { sub: String(data.user_id), name: me.name, email: me.email, email_verified: Boolean(me.email) };
}
