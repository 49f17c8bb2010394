import { scopeHeaders, type ApiScope, type Http } from '@/api/http';
import type { LoginAnswer, LoginBody } from './sign-in-schema';

/**
 * POST auth/login through the gateway. In a browser the gateway keeps the token in an
 * httpOnly cookie and answers `signed_in: true` with `token: null`.
 * (The accounts issue will move this beside the other auth calls in src/api.)
 */
export async function requestLogin(http: Http, scope: Pick<ApiScope, 'lang'>, body: LoginBody): Promise<LoginAnswer> {
  const { data } = await http.post<LoginAnswer>('auth/login', body, { headers: scopeHeaders(scope) });
  return data;
}
