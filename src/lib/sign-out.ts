import { deleteCookie } from './cookies-client';
import { COOKIE } from '@/lib/session';

/** Clears the httpOnly token cookie through the server (page scripts cannot touch it). */
export async function signOutRequest(): Promise<void> {
  try {
    await fetch('/api/session', { method: 'DELETE', credentials: 'same-origin' });
  } finally {
    deleteCookie(COOKIE.signedIn);
    try {
      window.localStorage.removeItem('token');
    } catch {
      // storage unavailable
    }
  }
}
