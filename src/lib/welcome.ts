/**
 * The sign-up welcome (spec 02, landing: "a sign-up welcome modal is shown"): a sign-up marks it in
 * the tab, and the first home or landing page the new customer reaches shows it once.
 */
export const WELCOME_KEY = 'souk-welcome';

export function markWelcome(): void {
  try {
    window.sessionStorage.setItem(WELCOME_KEY, '1');
  } catch {
    // storage unavailable: no welcome
  }
}

/** Whether a welcome is waiting; it is taken (shown once) when `take` is true. */
export function welcomeWaiting(take: boolean): boolean {
  try {
    const waiting = window.sessionStorage.getItem(WELCOME_KEY) === '1';
    if (waiting && take) window.sessionStorage.removeItem(WELCOME_KEY);
    return waiting;
  } catch {
    return false;
  }
}
