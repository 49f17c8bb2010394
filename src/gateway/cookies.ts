import { serialize, type SerializeOptions } from 'cookie';
import { COOKIE } from '@/lib/session';

const TOKEN_MAX_AGE = 60 * 60 * 24 * 30;

function base(secure: boolean): SerializeOptions {
  return { path: '/', sameSite: 'lax', secure };
}

/** The token cookie: httpOnly so no page script can read it, plus a readable "signed in" flag. */
export function tokenCookies(token: string, secure: boolean): string[] {
  return [
    serialize(COOKIE.token, token, { ...base(secure), httpOnly: true, maxAge: TOKEN_MAX_AGE }),
    serialize(COOKIE.signedIn, '1', { ...base(secure), maxAge: TOKEN_MAX_AGE }),
  ];
}

export function clearTokenCookies(secure: boolean): string[] {
  return [
    serialize(COOKIE.token, '', { ...base(secure), httpOnly: true, maxAge: 0 }),
    serialize(COOKIE.signedIn, '', { ...base(secure), maxAge: 0 }),
  ];
}
