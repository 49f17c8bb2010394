/** A page number from a URL query value: a whole number from 1 to 500, else 1. */
export function parsePage(value: unknown): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n > 0 && n <= 500 ? n : 1;
}
