import type { Session } from '@/lib/session';

export type Requirement = 'sign-in' | 'zone';

/** The spec's messages (02-catalogue.md section 8), as English keys of the layout namespace. */
export const GUARD_MESSAGES: Record<Requirement, string> = {
  'sign-in': 'You must be login to access this page.',
  zone: 'You must pick a zone to access this page.',
};

/** What stops this shopper from seeing a guarded page, if anything. */
export function unmetRequirement(session: Pick<Session, 'signedIn' | 'zoneIds'>, requires: Requirement[]): Requirement | null {
  for (const requirement of requires) {
    if (requirement === 'sign-in' && !session.signedIn) return requirement;
    if (requirement === 'zone' && !session.zoneIds?.length) return requirement;
  }
  return null;
}
