/** The auth calls the modal makes, through the gateway (which keeps any token in its httpOnly cookie). */
import { scopeHeaders, type ApiScope, type Http } from '@/api/http';
import type { LoginAnswer } from './sign-in-schema';

type Scope = Pick<ApiScope, 'lang'>;
export type Body = Record<string, string | number | boolean | null | undefined>;

async function post(http: Http, scope: Scope, path: string, body: Body): Promise<LoginAnswer> {
  const { data } = await http.post<LoginAnswer>(path, body, { headers: scopeHeaders(scope) });
  return data;
}

export const authCalls = {
  login: (http: Http, scope: Scope, body: Body) => post(http, scope, 'auth/login', body),
  signUp: (http: Http, scope: Scope, body: Body) => post(http, scope, 'auth/sign-up', body),
  verifyPhone: (http: Http, scope: Scope, body: Body) => post(http, scope, 'auth/verify-phone', body),
  firebaseVerify: (http: Http, scope: Scope, body: Body) => post(http, scope, 'auth/firebase-verify-token', body),
  updateInfo: (http: Http, scope: Scope, body: Body) => post(http, scope, 'auth/update-info', body),
  socialLogin: (http: Http, scope: Scope, body: Body) => post(http, scope, 'auth/social-login', body),
  forgotPassword: (http: Http, scope: Scope, body: Body) => post(http, scope, 'auth/forgot-password', body),
  verifyToken: (http: Http, scope: Scope, body: Body) => post(http, scope, 'auth/verify-token', body),
  resetPassword: async (http: Http, scope: Scope, body: Body) => {
    const { data } = await http.put<{ message: string }>('auth/reset-password', body, { headers: scopeHeaders(scope) });
    return data;
  },
};

/** Remember me keeps the identifier only, never the password. */
const REMEMBER_KEY = 'souk-remembered-login';

export function rememberedLogin(): string {
  try {
    return window.localStorage.getItem(REMEMBER_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberLogin(identifier: string | null): void {
  try {
    if (identifier) window.localStorage.setItem(REMEMBER_KEY, identifier);
    else window.localStorage.removeItem(REMEMBER_KEY);
  } catch {
    // storage unavailable: nothing is remembered
  }
}
