import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { call, errorCode } from '../../testing/backend';
import { bearer, envSwitch, fresh, post } from '../../testing/accounts';

/**
 * Facebook sign-in from the web: the SDK's access token is checked with the Graph API
 * (debug_token with the app's token, then /me with appsecret_proof). A local server answers
 * for Facebook here, with the same rules.
 */
const APP_ID = '1234567890';
const SECRET = 'local-app-secret';
const accounts = new Map<string, { id: string; name: string; email?: string; app: string }>();
const seen: string[] = [];
let graph: Server;
let graphUrl = '';

beforeAll(async () => {
  graph = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://graph');
    seen.push(url.pathname);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/v19.0/debug_token') {
      if (url.searchParams.get('access_token') !== `${APP_ID}|${SECRET}`) return send(400, { error: { message: 'bad app token' } });
      const who = accounts.get(url.searchParams.get('input_token') ?? '');
      return send(200, { data: who ? { app_id: who.app, is_valid: true, user_id: who.id } : { is_valid: false } });
    }
    if (url.pathname === '/v19.0/me') {
      const token = url.searchParams.get('access_token') ?? '';
      const proof = createHmac('sha256', SECRET).update(token).digest('hex');
      if (url.searchParams.get('appsecret_proof') !== proof) return send(400, { error: { message: 'bad proof' } });
      const who = accounts.get(token);
      return who ? send(200, { id: who.id, name: who.name, ...(who.email ? { email: who.email } : {}) }) : send(400, { error: { message: 'bad token' } });
    }
    return send(404, {});
  });
  await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
  graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}/v19.0`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => graph.close(resolve));
});

const env = envSwitch();
beforeEach(() => {
  env({ NEXT_PUBLIC_FACEBOOK_APP_ID: APP_ID, FACEBOOK_APP_SECRET: SECRET, SOUK_FACEBOOK_GRAPH_URL: graphUrl, SOUK_API_CACHE: '0' });
});

let n = 0;
function facebookAccount(opts: { email?: string | null; app?: string } = {}) {
  n += 1;
  const token = `EAAlocal${Date.now()}x${n}`;
  const who = fresh('facebook');
  const account = { id: `fb-${Date.now()}-${n}`, name: 'Faisal Book', app: opts.app ?? APP_ID, ...(opts.email === null ? {} : { email: opts.email ?? who.email }) };
  accounts.set(token, account);
  return { token, account, who };
}

const social = (token: string, extra: Record<string, string> = {}) => post('auth/social-login', { token, medium: 'facebook', unique_id: 'from-the-sdk', ...extra });

describe('Facebook sign-in from the web', () => {
  it('is advertised only with both the app id and the app secret', async () => {
    expect((await call('config')).body.centralize_login).toMatchObject({ social_login_status: 1, facebook_login_status: 1 });
    env({ FACEBOOK_APP_SECRET: undefined });
    expect((await call('config')).body.centralize_login).toMatchObject({ facebook_login_status: 0 });
    const refused = await social('EAAwhatever1234');
    expect(refused.status).toBe(403);
    expect(errorCode(refused)).toBe('medium');
  });

  it('a new account from a valid access token goes to user_info, then signs straight in next time', async () => {
    const { token, account, who } = facebookAccount();
    const first = await social(token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ token: null, is_personal_info: 0, email: account.email, temp_token: expect.any(String) });
    expect(seen).toEqual(expect.arrayContaining(['/v19.0/debug_token', '/v19.0/me']));
    const done = await post('auth/update-info', { name: 'Faisal Book', phone: who.phone, login_type: 'social', temp_token: first.body.temp_token as string });
    expect(done.body).toMatchObject({ token: expect.any(String) });
    const info = await call('customer/info', { headers: bearer(done.body.token as string) });
    expect(info.body).toMatchObject({ email: account.email, login_medium: 'facebook' });
    expect((await social(token)).body).toMatchObject({ token: expect.any(String), is_personal_info: 1 });
  });

  it('refuses a token of another app, an invalid token and garbage', async () => {
    const other = facebookAccount({ app: '999' });
    const wrongApp = await social(other.token);
    expect(wrongApp.status).toBe(403);
    expect(wrongApp.body.errors).toEqual([{ code: 'token', message: 'The sign-in token could not be verified.' }]);
    expect((await social('EAAnobody-knows-this')).status).toBe(403);
    expect((await social('<script>')).status).toBe(403);
  });

  it('an account without an e-mail answers code email (ask for a phone)', async () => {
    const { token } = facebookAccount({ email: null });
    const missing = await social(token);
    expect(missing.status).toBe(403);
    expect(errorCode(missing)).toBe('email');
  });

  it('says so when Facebook cannot be reached', async () => {
    const { token } = facebookAccount();
    env({ SOUK_FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9/v19.0' });
    const res = await social(token);
    expect(res.status).toBe(503);
    expect(res.body.errors).toEqual([{ code: 'provider', message: 'Facebook could not be reached. Please try again.' }]);
  });
});
