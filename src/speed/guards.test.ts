/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { assertNextInternals, movedInternals, movedLibraryInternals, NEXT_CLIENT_ENTRY, seenLibraries } from './guards';

const clientEntrySource = readFileSync(require.resolve(NEXT_CLIENT_ENTRY), 'utf8');

class Head {
  getScripts() {
    return [];
  }
  getDynamicChunks() {
    return [];
  }
  render() {
    return [this.getDynamicChunks(), this.getScripts()];
  }
}

describe('the build guards of the speed tricks', () => {
  it('pass on the Next this storefront is built with', () => {
    expect(() => assertNextInternals()).not.toThrow();
    expect(movedInternals({ clientEntrySource, Head })).toEqual([]);
  });

  it('name the root announcement (no lost taps) when Next’s client entry no longer imports react-dom/client', () => {
    const moved = clientEntrySource.replace(/require\("react-dom\/client"\)/g, 'require("react-dom/client.next")');
    const problems = movedInternals({ clientEntrySource: moved, Head });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/no lost taps.*announce-root\.ts/);
  });

  it('name the script loading when Head no longer renders through the overridden methods', () => {
    class Renamed {
      getScriptElements() {
        return [];
      }
      render() {
        return this.getScriptElements();
      }
    }
    const problems = movedInternals({ clientEntrySource, Head: Renamed });
    expect(problems.join('\n')).toMatch(/getScripts\(\).*SOUK_SCRIPT_LOADING=next/);
    expect(problems.join('\n')).toMatch(/getDynamicChunks\(\)/);
  });

  it('name the field data when Next no longer sets window.__NEXT_DATA__', () => {
    const problems = movedInternals({ clientEntrySource: clientEntrySource.replace(/window\.__NEXT_DATA__\s*=/g, 'self.nextData ='), Head });
    expect(problems.join('\n')).toMatch(/field data/);
  });

  it('pass on the libraries installed, and name the trick whose library behaviour moved', () => {
    const seen = seenLibraries();
    expect(movedLibraryInternals(seen)).toEqual([]);
    expect(movedLibraryInternals({ ...seen, dehydratedQuery: { ...seen.dehydratedQuery, fetchedAt: 1 } }).join('\n')).toMatch(/compact query data.*fetchedAt/);
    expect(movedLibraryInternals({ ...seen, listSrcSet: '/a?w=64 64w, /a?w=128 128w' }).join('\n')).toMatch(/list pictures as plain img/);
    expect(movedLibraryInternals({ ...seen, experimental: {} }).join('\n')).toMatch(/scrollRestoration/);
  });
});
