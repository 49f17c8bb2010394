/** Recent searches: the latest 5 terms, newest first, no duplicates (local storage). */
export const RECENT_KEY = 'recent-searches';
export const RECENT_LIMIT = 5;

export function addRecent(list: string[], term: string): string[] {
  const t = term.trim();
  if (!t) return list;
  return [t, ...list.filter((x) => x.toLocaleLowerCase() !== t.toLocaleLowerCase())].slice(0, RECENT_LIMIT);
}

export function removeRecent(list: string[], term: string): string[] {
  return list.filter((x) => x !== term);
}

export function readRecent(): string[] {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string').slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

export function writeRecent(list: string[]): void {
  try {
    window.localStorage.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    // storage may be full or refused (private mode): the list simply is not kept
  }
}
