/**
 * Where to go after signing in. Only same-origin paths are accepted ("/profile?page=x"); anything
 * that could leave the site (absolute URLs, "//host", "/\host", schemes, control characters) is
 * refused and the fallback is used.
 */
export function safeReturnPath(value: unknown, fallback = '/home'): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string') return fallback;
  const path = raw.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return fallback;
  try {
    const url = new URL(path, 'https://souk.invalid');
    if (url.origin !== 'https://souk.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/**
 * After a completed sign-in (01-foundations.md section 2): on /forgot-password go to /home; with
 * `from` in the query go to /home; otherwise stay (null: close the modal where the shopper is).
 */
export function afterSignIn(pathname: string, query: Record<string, unknown>): string | null {
  if (pathname === '/forgot-password') return '/home';
  if (query.from !== undefined) return '/home';
  return null;
}

/** After sign-up: /interest when a zone is chosen and the module is not parcel, else /home. */
export function afterSignUp(hasZone: boolean, moduleType: string | null | undefined): string {
  return hasZone && moduleType && moduleType !== 'parcel' ? '/interest' : '/home';
}
