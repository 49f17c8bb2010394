/**
 * Maps that hold process-wide state (caches, row stores). Next.js bundles the API route and every
 * page separately, so module state would be one copy per bundle: each map lives on globalThis
 * under one well-known name instead.
 */
export function processMap<V>(name: string): Map<string, V> {
  const key = Symbol.for(`souk.backend.${name}`);
  const g = globalThis as typeof globalThis & Record<symbol, Map<string, V> | undefined>;
  g[key] ??= new Map<string, V>();
  return g[key];
}

/** Drops the oldest entries (a Map keeps insertion order) until at most `max` remain. */
export function trimOldest(map: Map<unknown, unknown>, max: number): void {
  for (const key of map.keys()) {
    if (map.size <= max) return;
    map.delete(key);
  }
}
