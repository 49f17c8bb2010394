import { getShortLocalIdent, shortClassName, applyShortClassNames } from './short-class-names';

describe('short CSS-module class names', () => {
  it('names a class by six characters of its file and name, the same every build', () => {
    const name = shortClassName('src/components/catalogue.module.css', 'cardMedia');
    expect(name).toMatch(/^[A-Za-z_][\w-]{5,6}$/);
    expect(shortClassName('src/components/catalogue.module.css', 'cardMedia')).toBe(name);
    expect(shortClassName('src/components/catalogue.module.css', 'card')).not.toBe(name);
    expect(shortClassName('src/features/home/home.module.css', 'cardMedia')).not.toBe(name);
  });

  it('never starts a name with a digit or a hyphen', () => {
    for (let i = 0; i < 2000; i++) expect(shortClassName('a.module.css', `c${i}`)).toMatch(/^[A-Za-z_]/);
  });

  it('gives distinct names to a site’s worth of classes', () => {
    const names = new Set(Array.from({ length: 5000 }, (_, i) => shortClassName(`src/f${i % 90}.module.css`, `class${i}`)));
    expect(names.size).toBe(5000);
  });

  it('replaces the namer of every css-loader that names module classes, and says when there is none', () => {
    const nextNamer = () => 'long';
    const config = {
      module: {
        rules: [
          { oneOf: [{ use: [{ loader: '/x/next/dist/build/webpack/loaders/css-loader/src/index.js', options: { modules: { getLocalIdent: nextNamer } } }] }] },
          { oneOf: [{ use: [{ loader: '/x/next/dist/build/webpack/loaders/css-loader/src/index.js', options: { modules: false } }, { loader: '/x/postcss-loader/src/index.js' }] }] },
        ],
      },
    };
    const namer = config.module.rules[0]?.oneOf[0]?.use[0]?.options;
    expect(applyShortClassNames(config)).toBe(1);
    expect(namer && typeof namer.modules === 'object' ? namer.modules.getLocalIdent : null).toBe(getShortLocalIdent);
    expect(getShortLocalIdent({ rootContext: '/p', resourcePath: '/p/src/components/catalogue.module.css' }, '', 'cardMedia')).toBe(
      shortClassName('src/components/catalogue.module.css', 'cardMedia'),
    );
    expect(applyShortClassNames({ module: { rules: [] } })).toBe(0);
  });
});
