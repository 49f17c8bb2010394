/** Toggles a category in the shopper's interest selection, keeping the order they chose in. */
export function toggleInterest(selected: readonly number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
}
