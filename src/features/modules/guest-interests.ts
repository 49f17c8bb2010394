/** A guest's interests stay on this browser, per module (signed-in shoppers save them on the server). */
const KEY = 'souk_interests';

export function readGuestInterests(): Record<string, number[]> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, number[]>) : {};
  } catch {
    return {};
  }
}

export function saveGuestInterests(moduleId: number, categoryIds: number[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ ...readGuestInterests(), [moduleId]: categoryIds }));
  } catch {
    // storage unavailable: the choice only lasts for this visit
  }
}
