/**
 * The booking form's answer before JavaScript: the form posts to /api/parcel, which keeps what
 * was typed, the price or the refusal in a short-lived httpOnly cookie and sends the browser
 * back to the booking page, which shows them (no personal data in the address bar).
 */
import type { ParcelQuote } from './form-parcel';
import { emptyParty, type ParcelDraft } from './rules';

export const DRAFT_COOKIE = 'souk_parcel_draft';
export const DRAFT_MAX_AGE = 30 * 60;

export interface DraftState {
  draft: ParcelDraft;
  quote: ParcelQuote | null;
  message: string | null;
  values?: Record<string, string | number>;
}

export function encodeDraft(state: DraftState): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
}

const str = (v: unknown, max = 500): string => (typeof v === 'string' ? v.slice(0, max) : '');

/** The cookie's state, or null when it is missing or not ours. */
export function decodeDraft(raw: string | undefined): DraftState | null {
  if (!raw || raw.length > 8000) return null;
  try {
    const v = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<DraftState> | null;
    const d = v?.draft;
    if (!d || typeof d !== 'object') return null;
    const party = (p: unknown) => {
      const out = emptyParty();
      if (p && typeof p === 'object') for (const k of Object.keys(out) as (keyof typeof out)[]) out[k] = str((p as Record<string, unknown>)[k]);
      return out;
    };
    const draft: ParcelDraft = {
      categoryId: Number(d.categoryId) || 0,
      sender: party(d.sender),
      receiver: party(d.receiver),
      vehicleId: str(d.vehicleId, 10),
      instruction: str(d.instruction, 200),
      note: str(d.note),
      payer: d.payer === 'receiver' ? 'receiver' : 'sender',
      method: d.method === 'wallet' || d.method === 'digital_payment' ? d.method : 'cash_on_delivery',
      scheduleAt: str(d.scheduleAt, 30),
      key: str(d.key, 80),
    };
    const quote = v?.quote && typeof v.quote === 'object' && typeof v.quote.total === 'number' ? v.quote : null;
    const values = v?.values && typeof v.values === 'object' ? v.values : undefined;
    return { draft, quote, message: typeof v?.message === 'string' ? v.message.slice(0, 300) : null, ...(values ? { values } : {}) };
  } catch {
    return null;
  }
}
