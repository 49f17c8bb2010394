import type { Language } from './session';

/** What a call is scoped to. It is sent as the contract's headers and is part of every query key. */
export interface ApiScope {
  lang: Language;
  zoneIds: number[] | null;
  moduleId: number | null;
}
