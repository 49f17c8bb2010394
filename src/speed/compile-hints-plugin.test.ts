/** @jest-environment node */
import { COMPILE_HINT, CompileHintsPlugin, compileHintsOn } from './compile-hints-plugin';

class Source {
  constructor(private readonly text: string) {}
  source() {
    return this.text;
  }
}
class ConcatSource extends Source {
  constructor(...parts: (string | Source)[]) {
    super(parts.map((p) => (typeof p === 'string' ? p : p.source())).join(''));
  }
}

/** Runs the plugin over a compilation of the given chunks, as webpack would after minifying. */
function build(chunks: { files: string[]; initial: boolean }[]) {
  const assets = new Map<string, Source>(chunks.flatMap((c) => c.files.map((f) => [f, new Source(`/*${f}*/`)] as const)));
  const errors: Error[] = [];
  let stage = -1;
  const compilation = {
    chunks: chunks.map((c) => ({ files: new Set(c.files), canBeInitial: () => c.initial })),
    errors,
    hooks: {
      processAssets: {
        tap: (options: { stage: number }, run: () => void) => {
          stage = options.stage;
          run();
        },
      },
    },
    getAsset: (file: string) => assets.get(file),
    updateAsset: (file: string, update: (s: Source) => Source) => assets.set(file, update(assets.get(file) as Source)),
  };
  const compiler = {
    webpack: { Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: 700 }, sources: { ConcatSource }, WebpackError: Error },
    hooks: { thisCompilation: { tap: (_name: string, start: (c: typeof compilation) => void) => start(compilation) } },
  };
  new CompileHintsPlugin().apply(compiler as never);
  return { text: (file: string) => assets.get(file)?.source(), errors, stage };
}

describe('the compile hints of the first-load chunks', () => {
  it('start every script of a first-load chunk, after minifying, and leave chunks loaded on first use and styles alone', () => {
    const out = build([
      { files: ['static/chunks/framework.js'], initial: true },
      { files: ['static/chunks/pages/product.js', 'static/css/product.css'], initial: true },
      { files: ['static/chunks/mui-dialog.js'], initial: false },
    ]);
    expect(out.stage).toBe(700);
    expect(out.text('static/chunks/framework.js')).toBe(`${COMPILE_HINT}/*static/chunks/framework.js*/`);
    expect(out.text('static/chunks/pages/product.js')?.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(out.text('static/css/product.css')).toBe('/*static/css/product.css*/');
    expect(out.text('static/chunks/mui-dialog.js')).toBe('/*static/chunks/mui-dialog.js*/');
    expect(out.errors).toEqual([]);
  });

  it('fail the build with a message naming the trick when no first-load chunk is found', () => {
    const out = build([{ files: ['static/chunks/lazy.js'], initial: false }]);
    expect(out.errors.map((e) => e.message)).toEqual([expect.stringMatching(/Compile hints: .*SOUK_COMPILE_HINTS=0/)]);
  });

  it('are on unless SOUK_COMPILE_HINTS=0', () => {
    expect(compileHintsOn({})).toBe(true);
    expect(compileHintsOn({ SOUK_COMPILE_HINTS: '1' })).toBe(true);
    expect(compileHintsOn({ SOUK_COMPILE_HINTS: '0' })).toBe(false);
  });
});
