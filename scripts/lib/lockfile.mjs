// @ts-check
// The lockfile must hold every platform's optional binaries (@next/swc-*, the
// @unrs/resolver-binding-* family, sharp's @img/*), or `npm ci` refuses it on every machine
// ("Missing: @next/swc-darwin-arm64@ from lock file") and installs differ between Linux, macOS
// and Windows. npm leaves them out when it cannot read their manifests (a registry mirror that
// holds only this machine's platform), so this module finds the gaps and fills them with entries
// npm understands: the version the parent declares, `optional: true` and the platform in
// `os`/`cpu`/`libc`. npm skips such an entry on other platforms and fetches it by name and
// version where it fits.
//
//   node scripts/lib/lockfile.mjs          lists what is missing (exit 1 when something is)
//   node scripts/lib/lockfile.mjs --fix    writes the missing entries into package-lock.json
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];

/**
 * The platform a binary package's name says it is for, e.g. `@next/swc-win32-arm64-msvc` →
 * win32/arm64, `@unrs/resolver-binding-linux-arm-musleabihf` → linux/arm/musl.
 * @param {string} name
 * @returns {{ os?: string[], cpu?: string[], libc?: string[] } | null}
 */
export function platformOf(name) {
  const tokens = (name.split('/').pop() ?? '').split('-');
  const os = tokens.find((t) => OS.includes(t));
  const cpu = tokens.find((t) => CPU.includes(t));
  if (!os && !cpu) return null;
  /** @type {{ os?: string[], cpu?: string[], libc?: string[] }} */
  const out = {};
  if (os) out.os = [os];
  if (cpu) out.cpu = [cpu];
  if (os === 'linux') {
    if (tokens.some((t) => t.startsWith('musl'))) out.libc = ['musl'];
    else if (tokens.some((t) => t.startsWith('gnu'))) out.libc = ['glibc'];
  }
  return out;
}

/**
 * Where Node (and npm) would find `name` from the package at `from`: its own node_modules,
 * then each enclosing node_modules up to the root.
 * @param {Record<string, unknown>} packages
 * @param {string} from  the dependent's key in `packages` ('' for the root)
 * @param {string} name
 */
function resolves(packages, from, name) {
  let base = from;
  for (;;) {
    const key = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (key in packages) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

/**
 * Optional dependencies declared in the lockfile that no entry satisfies.
 * @param {{ packages: Record<string, { optionalDependencies?: Record<string, string>, dev?: boolean, devOptional?: boolean, optional?: boolean }> }} lock
 * @returns {{ parent: string, name: string, spec: string }[]}
 */
export function missingOptionals(lock) {
  const missing = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!resolves(lock.packages, key, name)) missing.push({ parent: key, name, spec });
    }
  }
  return missing;
}

/**
 * Adds an entry for each missing platform binary next to its parent (exact versions only:
 * that is how these families pin their binaries). Returns the names it could not fill.
 * @param {{ packages: Record<string, Record<string, unknown>> }} lock
 */
export function fillOptionals(lock) {
  /** @type {string[]} */
  const unfilled = [];
  for (const { parent, name, spec } of missingOptionals(/** @type {never} */ (lock))) {
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) {
      unfilled.push(`${name}@${spec} (of ${parent || 'the root'})`);
      continue;
    }
    const parentEntry = lock.packages[parent] ?? {};
    // beside its parent, in the node_modules folder that holds the parent (found from there, and hoisted like npm does)
    const folder = parent ? parent.slice(0, parent.lastIndexOf('node_modules/') + 'node_modules'.length) : 'node_modules';
    const key = `${folder}/${name}`;
    lock.packages[key] = {
      version: spec,
      ...(platform.cpu ? { cpu: platform.cpu } : {}),
      ...(parentEntry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: platform.libc } : {}),
      optional: true,
      ...(platform.os ? { os: platform.os } : {}),
    };
  }
  // in npm's own order, so that its next write of the file changes nothing
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
  return unfilled;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = join(fileURLToPath(new URL('../..', import.meta.url)), 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  if (process.argv.includes('--fix')) {
    const before = missingOptionals(lock).length;
    const unfilled = fillOptionals(lock);
    writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(`› package-lock.json: ${before - unfilled.length} platform entries added`);
    for (const name of unfilled) console.error(`✗ cannot fill ${name}: add it with npm on a machine that can fetch it`);
    process.exit(unfilled.length ? 1 : 0);
  }
  const missing = missingOptionals(lock);
  for (const m of missing) console.error(`✗ ${m.name}@${m.spec} (optional dependency of ${m.parent || 'the root'}) is not in package-lock.json`);
  if (missing.length) console.error('  Run: node scripts/lib/lockfile.mjs --fix');
  process.exit(missing.length ? 1 : 0);
}
