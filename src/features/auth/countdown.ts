/** The OTP resend wait (01-foundations.md section 9). */
export const RESEND_SECONDS = 60;
export const OTP_LENGTH = 6;

/** Whole seconds left before a code sent at `sentAt` may be sent again (0: resend allowed). */
export function resendSecondsLeft(sentAt: number | null, now: number, wait = RESEND_SECONDS): number {
  if (sentAt === null) return 0;
  const left = Math.ceil((sentAt + wait * 1000 - now) / 1000);
  return Math.min(wait, Math.max(0, left));
}

/** "0:59" for the visible countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The digits of a pasted or autofilled code, at most six. */
export function codeDigits(text: string, length = OTP_LENGTH): string[] {
  return text.replace(/\D/g, '').slice(0, length).split('');
}

export function codeComplete(digits: readonly string[], length = OTP_LENGTH): boolean {
  return digits.length === length && digits.every((d) => /^\d$/.test(d));
}
