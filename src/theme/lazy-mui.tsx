import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';

/**
 * A component drawn with MUI that loads on first render (a dialog, a menu, a drawer): its code
 * and MUI's runtime (theme, emotion with the right-to-left plugin) arrive together, in a chunk
 * of their own, and never with the page's first load.
 */
export function lazyMui<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  return dynamic<P>(
    () =>
      Promise.all([import('./MuiScope'), load()]).then(([{ MuiScope }, loaded]) => {
        const Inner = loaded.default;
        function Scoped(props: P) {
          return (
            <MuiScope>
              <Inner {...props} />
            </MuiScope>
          );
        }
        return Scoped;
      }),
    { ssr: false },
  );
}
