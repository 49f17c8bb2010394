// @ts-check
// The security headers of every answer and the Content-Security-Policy of every page, in one
// place: next.config.js's headers() sends them with whatever Next answers (plain `next start`
// included), and src/http/security-headers.ts adds the same headers to what the production server
// answers itself (the API's direct route, /metrics, refusals). Plain JavaScript because
// next.config.js requires it before any TypeScript compiler runs.
//
// The policy allows scripts from the site and the page's inline scripts by their SHA-256 hashes:
// those are the same text on every page of a build (src/speed/inline-scripts.js), so the policy is
// known when the build is made. No nonce: a page kept by the shared page cache or a CDN would hand
// one nonce to every shopper, and a nonce everyone gets is no secret.
//
// Styles are allowed inline ('unsafe-inline' in style-src), deliberately: emotion (MUI) and goober
// (toasts) insert style rules at run time, and React writes style attributes, none of which can be
// known in advance to hash. CSS cannot run script, so script-src stays strict; style-src still
// refuses styles from other origins.
//
// Google Maps, map tiles, Firebase, the social sign-in SDKs and remote image hosts are allowed only
// when configured (thirdParties below): their keys are NEXT_PUBLIC_* variables, which the build
// writes into the browser's code, so the build's values are the ones that count.
const { createHash } = require('node:crypto');

/** Headers every answer carries, static files included. */
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
];

/**
 * A script-src source allowing one inline script.
 * @param {string} text the script element's text, byte for byte
 */
function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * @typedef {object} ThirdPartySettings what the deployment has configured (the build's environment)
 * @property {string} [googleMapsKey] NEXT_PUBLIC_GOOGLE_MAPS_KEY
 * @property {string} [mapTileUrl] NEXT_PUBLIC_MAP_TILE_URL
 * @property {string} [firebaseApiKey] NEXT_PUBLIC_FIREBASE_API_KEY
 * @property {string} [googleClientId] NEXT_PUBLIC_GOOGLE_CLIENT_ID
 * @property {string} [facebookAppId] NEXT_PUBLIC_FACEBOOK_APP_ID
 * @property {string} [appleClientId] NEXT_PUBLIC_APPLE_CLIENT_ID
 * @property {string[]} [imageHosts] IMAGE_REMOTE_HOSTS, as host names
 */

/**
 * The origin of a URL template such as `https://{s}.tile.example.org/{z}/{x}/{y}.png`, or null.
 * @param {string | undefined} url
 */
function originOf(url) {
  if (!url) return null;
  try {
    const origin = new URL(url.replace(/\{[a-z]\}/g, 'a')).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origins of the third parties configured, by directive.
 * @param {ThirdPartySettings} settings
 * @returns {Record<'script' | 'style' | 'img' | 'font' | 'connect' | 'frame', string[]>}
 */
function thirdParties(settings) {
  /** @type {Record<'script' | 'style' | 'img' | 'font' | 'connect' | 'frame', string[]>} */
  const add = { script: [], style: [], img: [], font: [], connect: [], frame: [] };
  if (settings.googleMapsKey) {
    add.script.push('https://maps.googleapis.com', 'https://maps.gstatic.com');
    add.style.push('https://fonts.googleapis.com');
    add.font.push('https://fonts.gstatic.com');
    add.img.push('https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.ggpht.com');
    add.connect.push('https://maps.googleapis.com');
  }
  const tiles = originOf(settings.mapTileUrl);
  if (tiles) add.img.push(tiles.replace('://a.', '://*.'));
  if (settings.firebaseApiKey) {
    add.script.push('https://www.gstatic.com', 'https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    add.connect.push('https://*.googleapis.com', 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com');
    add.frame.push('https://*.firebaseapp.com', 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com');
  }
  if (settings.googleClientId) {
    add.script.push('https://accounts.google.com/gsi/client');
    add.style.push('https://accounts.google.com/gsi/style');
    add.connect.push('https://accounts.google.com/gsi/');
    add.frame.push('https://accounts.google.com/gsi/');
  }
  if (settings.facebookAppId) {
    add.script.push('https://connect.facebook.net');
    add.connect.push('https://graph.facebook.com', 'https://www.facebook.com');
    add.frame.push('https://www.facebook.com', 'https://web.facebook.com');
    add.img.push('https://www.facebook.com');
  }
  if (settings.appleClientId) {
    add.script.push('https://appleid.cdn-apple.com');
    add.frame.push('https://appleid.apple.com');
  }
  add.img.push(...(settings.imageHosts ?? []).map((host) => `https://${host}`));
  return add;
}

/**
 * The third parties' settings from an environment: `read` gives a variable's value (the build's
 * process.env in next.config.js, the running server's env() in src/http/security-headers.ts).
 * @param {(name: string) => string | undefined} read
 * @returns {ThirdPartySettings}
 */
function thirdPartySettings(read) {
  return {
    googleMapsKey: read('NEXT_PUBLIC_GOOGLE_MAPS_KEY'),
    mapTileUrl: read('NEXT_PUBLIC_MAP_TILE_URL'),
    firebaseApiKey: read('NEXT_PUBLIC_FIREBASE_API_KEY'),
    googleClientId: read('NEXT_PUBLIC_GOOGLE_CLIENT_ID'),
    facebookAppId: read('NEXT_PUBLIC_FACEBOOK_APP_ID'),
    appleClientId: read('NEXT_PUBLIC_APPLE_CLIENT_ID'),
    imageHosts: remoteImageHosts(read('IMAGE_REMOTE_HOSTS')),
  };
}

/**
 * IMAGE_REMOTE_HOSTS (comma-separated host names) as a list.
 * @param {string | undefined} value
 */
function remoteImageHosts(value) {
  return (value || '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
}

/**
 * The policy of the site's pages.
 * @param {readonly string[]} scriptHashes `'sha256-…'` sources of the pages' inline scripts
 * @param {ThirdPartySettings} settings
 */
function contentSecurityPolicy(scriptHashes, settings) {
  const extra = thirdParties(settings);
  /** @param {string[]} sources */
  const list = (...sources) => [...new Set(sources)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes, ...extra.script)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...extra.style)}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...extra.img)}`,
    `font-src ${list("'self'", 'data:', ...extra.font)}`,
    `connect-src ${list("'self'", ...extra.connect)}`,
    `frame-src ${list("'self'", ...extra.frame)}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

module.exports = { SECURITY_HEADERS, scriptHash, thirdParties, thirdPartySettings, remoteImageHosts, contentSecurityPolicy };
