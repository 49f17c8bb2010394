/** Modules this browser has chosen before, so the interest page is offered once per module. */
const KEY = 'souk_modules_chosen';

function read(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

export function wasChosenBefore(moduleId: number): boolean {
  return read().includes(moduleId);
}

export function rememberChoice(moduleId: number): void {
  const ids = read();
  if (ids.includes(moduleId)) return;
  try {
    window.localStorage.setItem(KEY, JSON.stringify([...ids, moduleId]));
  } catch {
    // without storage the interest page may be offered again; nothing else depends on it
  }
}
