/** Ratings are shown in steps of 0.5: 4.2 shows as 4, 4.25 as 4.5, 4.8 as 5. */
export function roundToHalf(value: number | null | undefined): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(5, Math.round(n * 2) / 2);
}

/** The label beside the stars: one decimal, e.g. `4.5`. */
export function ratingLabel(value: number | null | undefined): string {
  return roundToHalf(value).toFixed(1);
}
