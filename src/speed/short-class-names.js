// @ts-check
// Short CSS-module class names in production builds (docs/performance.md, "A lighter home").
// Next names a class `<file>_<class>__<hash>` (e.g. `catalogue_cardMedia__7z82V`, 26 characters);
// a list page repeats such names a few thousand times, some 40 KB of a module home's HTML. Here
// the name is the hash alone (6 characters of the file's path and the class), as unique as
// Next's own hash, in the server's and the browser's builds alike (the same inputs give the same
// name). Development builds keep Next's readable names, and so does a build with
// SOUK_SHORT_CLASS_NAMES=0.
const { createHash } = require('node:crypto');
const path = require('node:path');

/**
 * The class name of `exportName` in the CSS module at `relativePath` (from the project's folder).
 * @param {string} relativePath
 * @param {string} exportName
 */
function shortClassName(relativePath, exportName) {
  const hash = createHash('sha1').update(`${relativePath}#${exportName}`).digest('base64url').slice(0, 6);
  // an identifier cannot start with a digit, a hyphen and a digit, or two hyphens
  return /^(?:\d|-)/.test(hash) ? `_${hash}` : hash;
}

/**
 * css-loader's getLocalIdent with short names.
 * @param {{ rootContext: string, resourcePath: string }} context
 * @param {string} _template
 * @param {string} exportName
 */
function getShortLocalIdent(context, _template, exportName) {
  const relativePath = path.relative(context.rootContext, context.resourcePath).replace(/\\+/g, '/');
  return shortClassName(relativePath, exportName);
}

/**
 * Puts getShortLocalIdent in every css-loader of the webpack config that names CSS-module
 * classes; returns how many it changed (none means Next moved its CSS rules: the build stops).
 * @param {unknown} node a webpack config, rule, rule list or loader entry
 * @returns {number}
 */
function applyShortClassNames(node) {
  if (!node || typeof node !== 'object') return 0;
  if (Array.isArray(node)) return node.reduce((sum, child) => sum + applyShortClassNames(child), 0);
  const entry = /** @type {Record<string, unknown>} */ (node);
  let changed = 0;
  const options = /** @type {{ modules?: { getLocalIdent?: unknown } } | undefined} */ (entry.options);
  const modules = options?.modules;
  if (typeof entry.loader === 'string' && /[\\/]css-loader[\\/]/.test(entry.loader) && modules && typeof modules.getLocalIdent === 'function') {
    Object.assign(modules, { getLocalIdent: getShortLocalIdent });
    changed += 1;
  }
  for (const key of ['module', 'rules', 'oneOf', 'use']) changed += applyShortClassNames(entry[key]);
  return changed;
}

/** Whether the build names classes short (SOUK_SHORT_CLASS_NAMES=0 keeps Next's names). */
function shortClassNamesOn(env = process.env) {
  return env.SOUK_SHORT_CLASS_NAMES !== '0';
}

module.exports = { shortClassName, getShortLocalIdent, applyShortClassNames, shortClassNamesOn };
