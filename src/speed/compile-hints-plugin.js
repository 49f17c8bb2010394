// @ts-check
// V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a script that starts
// with `//# allFunctionsCalledOnLoad` has all its functions compiled when the script is
// compiled, which Chromium does while the script downloads, off the main thread. Without it
// every webpack module's function is compiled lazily, on the main thread, the first time it is
// required; on the first load of a catalogue page that lazy compiling was most of the time the
// chunks took to run (docs/performance.md, "Compile hints"). Only the chunks a page's first
// load runs get the hint (the chunks of its entry points); chunks loaded on first use (the
// dialogs, MUI) compile as they always did. Browsers without the hint read a comment.
// Switch: SOUK_COMPILE_HINTS=0 when building.

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SoukCompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        // after minifying (which drops comments), before the content hashes in the file names are settled
        { name: 'SoukCompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          let hinted = 0;
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial()) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js') || !compilation.getAsset(file)) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
              hinted += 1;
            }
          }
          if (!hinted) compilation.errors.push(new compiler.webpack.WebpackError('Compile hints: no first-load chunk was found to hint. See docs/performance.md, or build with SOUK_COMPILE_HINTS=0.'));
        },
      );
    });
  }
}

/** Whether the build adds the hints (SOUK_COMPILE_HINTS=0 turns them off). */
function compileHintsOn(env = process.env) {
  return env.SOUK_COMPILE_HINTS !== '0';
}

module.exports = { CompileHintsPlugin, compileHintsOn, COMPILE_HINT };
