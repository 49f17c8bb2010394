/** Helpers for the account suites: calls, a fresh shopper, env switches restored after each test. */
import sharp from 'sharp';
import { call, type Json } from './backend';

/** A small real PNG, for the upload tests. */
export const tinyPng = () => sharp({ create: { width: 6, height: 6, channels: 3, background: '#2a9d8f' } }).png().toBuffer();

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const post = (path: string, body: Json, headers: Record<string, string> = {}) => call(path, { method: 'POST', body, headers });

let seq = 0;
/** A phone and e-mail nobody has used in this run. */
export function fresh(tag: string): { phone: string; email: string } {
  seq += 1;
  const n = String(Date.now() % 1_000_000).padStart(6, '0');
  return { phone: `+97155${n}${String(seq).padStart(2, '0')}`, email: `${tag}-${n}-${seq}@example.com` };
}

/** Sets environment variables for one test; afterEach restores them (call at the top of a suite). */
export function envSwitch(): (vars: Record<string, string | undefined>) => void {
  const saved = new Map<string, string | undefined>();
  afterEach(() => {
    for (const [k, v] of saved) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    saved.clear();
  });
  return (vars) => {
    for (const [k, v] of Object.entries(vars)) {
      if (!saved.has(k)) saved.set(k, process.env[k]);
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
}

export async function signUp(tag: string, extra: Json = {}) {
  const who = fresh(tag);
  const res = await post('auth/sign-up', { name: `Test ${tag}`, email: who.email, phone: who.phone, password: 'secret-123', confirm_password: 'secret-123', ...extra });
  return { ...who, res, token: typeof res.body.token === 'string' ? res.body.token : '' };
}
