/**
 * The providers' own SDKs, loaded only when a shopper presses their button. Each answers the
 * provider's token (an OpenID Connect ID token from Google and Apple, an access token from
 * Facebook's web SDK), which the API verifies with the provider, and the e-mail the provider gives
 * (a 6amMart backend refuses Google and Facebook sign-in without it).
 */
import { decodeJwt } from 'jose';
import type { SocialMedium } from './layout';

interface GoogleId {
  accounts: { id: { initialize: (o: { client_id: string; callback: (r: { credential?: string }) => void }) => void; prompt: (cb?: (n: { isNotDisplayed?: () => boolean; isSkippedMoment?: () => boolean }) => void) => void } };
}
interface AppleId {
  auth: {
    init: (o: { clientId: string; scope: string; redirectURI: string; usePopup: boolean; responseMode?: string }) => void;
    signIn: () => Promise<{ authorization: { id_token: string }; user?: { email?: string; name?: { firstName?: string; lastName?: string } } }>;
  };
}
interface FacebookSdk {
  init: (o: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }) => void;
  login: (cb: (r: { status?: string; authResponse?: { accessToken?: string; userID?: string } | null }) => void, o: { scope: string }) => void;
  api: (path: string, params: { fields: string }, cb: (r: { email?: string; name?: string; error?: unknown }) => void) => void;
}
declare global {
  interface Window {
    google?: GoogleId;
    AppleID?: AppleId;
    FB?: FacebookSdk;
  }
}

const SCRIPTS: Record<SocialMedium, string> = {
  google: 'https://accounts.google.com/gsi/client',
  facebook: 'https://connect.facebook.net/en_US/sdk.js',
  apple: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
};
/** The Graph API version the SDK is initialised with (the API checks tokens with the same one). */
const FACEBOOK_VERSION = 'v19.0';

const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      reject(new Error(`could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

export interface SocialResult {
  /** The provider's token: an OpenID ID token (Google, Apple), or Facebook's access token. */
  idToken: string;
  /** Whether `idToken` is an OpenID ID token (the body's id_token flag) rather than an access token. */
  openId: boolean;
  /** The account's e-mail, as the provider gives it (none when the shopper did not share one). */
  email?: string;
  name?: string;
  /** The provider's id of the account, where the SDK gives it (Facebook). */
  uniqueId?: string;
}

/** The e-mail an ID token names, read (not verified: the API verifies the token itself). */
export function emailOfIdToken(token: string): string | undefined {
  try {
    const email = decodeJwt(token).email;
    return typeof email === 'string' && email ? email : undefined;
  } catch {
    return undefined;
  }
}

export async function googleIdToken(clientId: string): Promise<SocialResult> {
  await loadScript(SCRIPTS.google);
  const google = window.google;
  if (!google) throw new Error('Google sign-in is not available');
  return new Promise((resolve, reject) => {
    google.accounts.id.initialize({
      client_id: clientId,
      callback: (r) => (r.credential ? resolve({ idToken: r.credential, openId: true, email: emailOfIdToken(r.credential) }) : reject(new Error('cancelled'))),
    });
    google.accounts.id.prompt((n) => {
      if (n.isNotDisplayed?.() || n.isSkippedMoment?.()) reject(new Error('cancelled'));
    });
  });
}

export function appleReady(): boolean {
  return typeof window !== 'undefined' && Boolean(window.AppleID);
}

export async function loadApple(): Promise<void> {
  await loadScript(SCRIPTS.apple);
}

export async function appleIdToken(clientId: string, redirectURI: string): Promise<SocialResult> {
  await loadApple();
  const apple = window.AppleID;
  if (!apple) throw new Error('Apple sign-in is not available');
  apple.auth.init({ clientId, scope: 'name email', redirectURI, usePopup: true, responseMode: 'form_post' });
  const res = await apple.auth.signIn();
  const name = [res.user?.name?.firstName, res.user?.name?.lastName].filter(Boolean).join(' ');
  // Apple names the user (and its e-mail) on the first sign-in only; the ID token carries the e-mail every time
  return { idToken: res.authorization.id_token, openId: true, email: res.user?.email ?? emailOfIdToken(res.authorization.id_token), name: name || undefined };
}

/** Facebook's web SDK (loaded on the first press), its login popup, the access token it answers and the account's e-mail and name. */
export async function facebookToken(appId: string): Promise<SocialResult> {
  await loadScript(SCRIPTS.facebook);
  const fb = window.FB;
  if (!fb) throw new Error('Facebook sign-in is not available');
  fb.init({ appId, version: FACEBOOK_VERSION, cookie: false, xfbml: false });
  const login = await new Promise<{ token: string; userId?: string }>((resolve, reject) => {
    fb.login(
      (r) => {
        const token = r.authResponse?.accessToken;
        if (r.status === 'connected' && token) resolve({ token, userId: r.authResponse?.userID });
        else reject(new Error('cancelled'));
      },
      { scope: 'public_profile,email' },
    );
  });
  // a shopper may decline to share the e-mail: the sign-in then asks for a phone number instead
  const me = await new Promise<{ email?: string; name?: string }>((resolve) => fb.api('/me', { fields: 'email,name' }, (r) => resolve(r && !r.error ? r : {})));
  return { idToken: login.token, openId: false, uniqueId: login.userId, email: me.email || undefined, name: me.name || undefined };
}
