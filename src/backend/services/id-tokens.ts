/**
 * Verifies providers' OpenID Connect ID tokens with jose against the provider's published keys.
 * The key source is configurable per provider (SOUK_<PROVIDER>_JWKS: a JWKS URL, or the JWKS JSON
 * itself), so tests and private deployments sign with their own key.
 */
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { ApiError } from '../http';
import { env, type VariableName } from '../../lib/env';
import { firebaseProjectId, socialClientId, type SocialProvider } from './auth-settings';

export type TokenIssuer = SocialProvider | 'firebase';

/** Where each issuer's keys may be configured (a JWKS URL or the JWKS JSON). */
const JWKS_ENV = { google: 'SOUK_GOOGLE_JWKS', apple: 'SOUK_APPLE_JWKS', facebook: 'SOUK_FACEBOOK_JWKS', firebase: 'SOUK_FIREBASE_JWKS' } as const satisfies Record<TokenIssuer, VariableName>;

const DEFAULT_JWKS: Record<TokenIssuer, string> = {
  google: 'https://www.googleapis.com/oauth2/v3/certs',
  apple: 'https://appleid.apple.com/auth/keys',
  facebook: 'https://limited.facebook.com/.well-known/oauth/openid/jwks/',
  firebase: 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
};

function issuers(provider: TokenIssuer): string[] {
  switch (provider) {
    case 'google':
      return ['https://accounts.google.com', 'accounts.google.com'];
    case 'apple':
      return ['https://appleid.apple.com'];
    case 'facebook':
      return ['https://www.facebook.com'];
    case 'firebase':
      return [`https://securetoken.google.com/${firebaseProjectId() ?? ''}`];
  }
}

const keySets = new Map<string, JWTVerifyGetKey>();

function keySet(provider: TokenIssuer): JWTVerifyGetKey {
  const source = env(JWKS_ENV[provider]) ?? DEFAULT_JWKS[provider];
  const cached = keySets.get(source);
  if (cached) return cached;
  const set = source.startsWith('{') ? createLocalJWKSet(JSON.parse(source) as Parameters<typeof createLocalJWKSet>[0]) : createRemoteJWKSet(new URL(source));
  keySets.set(source, set);
  return set;
}

export interface IdClaims extends JWTPayload {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  given_name?: string;
  family_name?: string;
  phone_number?: string;
}

/** The token's claims, or 403 code `token` (wrong signature, issuer or audience, expired, malformed). */
export async function verifyIdToken(provider: TokenIssuer, token: string): Promise<IdClaims> {
  const audience = provider === 'firebase' ? firebaseProjectId() : socialClientId(provider);
  if (!audience) throw new ApiError(403, 'medium', `${provider} sign-in is not available on this server.`);
  try {
    const { payload } = await jwtVerify(token, keySet(provider), { issuer: issuers(provider), audience, algorithms: ['RS256', 'ES256'] });
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new ApiError(403, 'token', 'The sign-in token has no subject.');
    return payload as IdClaims;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof errors.JWTExpired) throw new ApiError(403, 'token', 'The sign-in token has expired. Please sign in again.');
    if (error instanceof errors.JOSEError || error instanceof TypeError || error instanceof SyntaxError) {
      throw new ApiError(403, 'token', 'The sign-in token could not be verified.');
    }
    throw error;
  }
}

/** The e-mail of a token, when the provider vouches for it. */
export function verifiedEmail(claims: IdClaims): string | null {
  if (!claims.email) return null;
  return claims.email_verified === false || claims.email_verified === 'false' ? null : claims.email.toLowerCase();
}
