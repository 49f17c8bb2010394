/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fillOptionals, missingOptionals, platformOf } from './lockfile.mjs';

describe('the lockfile', () => {
  it('lists every platform binary its packages declare, so npm ci accepts it on Linux, macOS and Windows', () => {
    const lock = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package-lock.json'), 'utf8'));
    expect(missingOptionals(lock)).toEqual([]);
  });

  it('reads the platform of a binary package from its name', () => {
    expect(platformOf('@next/swc-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformOf('@next/swc-win32-x64-msvc')).toEqual({ os: ['win32'], cpu: ['x64'] });
    expect(platformOf('@unrs/resolver-binding-linux-arm-musleabihf')).toEqual({ os: ['linux'], cpu: ['arm'], libc: ['musl'] });
    expect(platformOf('react')).toBeNull();
  });

  it('fills a missing binary beside its parent as an optional entry for its platform', () => {
    const lock = { packages: { '': {}, 'node_modules/next': { version: '16.4.6', optionalDependencies: { '@next/swc-darwin-arm64': '16.4.6' } } } };
    expect(fillOptionals(lock)).toEqual([]);
    expect(lock.packages).toHaveProperty(['node_modules/@next/swc-darwin-arm64'], { version: '16.4.6', cpu: ['arm64'], optional: true, os: ['darwin'] });
    expect(missingOptionals(lock as never)).toEqual([]);
  });
});
