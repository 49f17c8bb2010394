export const COMPILE_HINT: string;
export class CompileHintsPlugin {
  apply(compiler: unknown): void;
}
export function compileHintsOn(env?: Record<string, string | undefined>): boolean;
