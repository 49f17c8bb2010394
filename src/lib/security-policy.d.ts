export const SECURITY_HEADERS: readonly { key: string; value: string }[];
export function scriptHash(text: string): string;
export interface ThirdPartySettings {
  googleMapsKey?: string;
  mapTileUrl?: string;
  firebaseApiKey?: string;
  googleClientId?: string;
  facebookAppId?: string;
  appleClientId?: string;
  imageHosts?: string[];
}
export function thirdParties(settings: ThirdPartySettings): Record<'script' | 'style' | 'img' | 'font' | 'connect' | 'frame', string[]>;
export function thirdPartySettings(read: (name: string) => string | undefined): ThirdPartySettings;
export function remoteImageHosts(value: string | undefined): string[];
export function contentSecurityPolicy(scriptHashes: readonly string[], settings: ThirdPartySettings): string;
