/**
 * The cookies of a request's Cookie header, name to value, as every server part reads them (the
 * gateway, the API route, the production server's shared cache): the first of a repeated name, a
 * value percent-decoded where it is percent-encoding. The browser reads its own cookies the same
 * way without shipping this parser (./cookies-client.ts; its test holds the two together).
 */
import { parse } from 'cookie';

export function parseCookieHeader(header: string | undefined): Record<string, string | undefined> {
  return parse(header ?? '');
}
