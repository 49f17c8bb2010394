export const NEXT_CLIENT_ENTRY: string;
export function movedInternals(next: { clientEntrySource: string; Head: { prototype: object } }): string[];
export function assertNextInternals(): void;
export function movedLibraryInternals(seen: { dehydratedQuery: object; listSrcSet: string | undefined; experimental: object }): string[];
export function seenLibraries(): { dehydratedQuery: object; listSrcSet: string | undefined; experimental: object };
export class ReplacementGuardPlugin {
  applied: boolean;
  hit(): void;
  apply(compiler: unknown): void;
}
