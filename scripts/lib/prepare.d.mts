export const root: string;
export class SetupError extends Error {}
export function guarded(main: () => void | Promise<void>): Promise<void>;
export function run(command: string, args: string[], options?: { env?: NodeJS.ProcessEnv }): number;
export function runOrExit(command: string, args: string[], options?: { env?: NodeJS.ProcessEnv }): void;
export function ensureInstalled(): void;
export function tsx(script: string, args?: string[], options?: { env?: NodeJS.ProcessEnv }): number;
export function generateMedia(): void;
export function ensureBuilt(options?: { distDir?: string; env?: Record<string, string> }): void;
export function canApt(): boolean;
export function aptInstall(packages: string[], purpose: string): boolean;
export function aptInstallInBackground(packages: string[], purpose: string): Promise<void>;
