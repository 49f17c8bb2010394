/**
 * Toasts, with react-hot-toast loaded when the first one is shown instead of with every page:
 * most visits show none, and the library (about 5 KB of gzip JavaScript) was part of every
 * first load. The calls read as react-hot-toast's own; `<Toasts />` (once, in the app) draws
 * them once the library is in. A toast asked for while the library is on its way is shown when
 * it arrives; if it cannot be fetched (offline), the next toast tries again.
 */
import { useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-hot-toast';

type HotToast = typeof import('react-hot-toast');
type Message = Parameters<HotToast['default']>[0];

let library: Promise<HotToast> | null = null;
/** The library once it has arrived: what `<Toasts />` draws with. */
let loaded: HotToast | null = null;
const watchers = new Set<() => void>();

function load(): Promise<HotToast> {
  library ??= import('react-hot-toast').then(
    (module) => {
      loaded = module;
      for (const watcher of watchers) watcher();
      return module;
    },
    (error: unknown) => {
      library = null;
      throw error;
    },
  );
  return library;
}

function show(draw: (hot: HotToast['default']) => unknown): void {
  load().then((module) => draw(module.default), () => undefined);
}

/** react-hot-toast's calls: the toast is shown once the library is in (at once after the first). */
export const toast = Object.assign((message: Message, options?: ToastOptions) => show((hot) => hot(message, options)), {
  success: (message: Message, options?: ToastOptions) => show((hot) => hot.success(message, options)),
  error: (message: Message, options?: ToastOptions) => show((hot) => hot.error(message, options)),
  // no toast was asked for before the library was: nothing to dismiss
  dismiss: (id?: string) => (library ? show((hot) => hot.dismiss(id)) : undefined),
});

function watch(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/**
 * A toast is read, not tapped: a tap on it reaches what is beneath. On a phone the top-centred
 * toast covers the header, and a shopper's tap on the avatar or the cart right after signing in
 * was taken by "Logged in successfully" for its four seconds. A toast that holds its own control
 * (a "View order" link) asks for taps back with `style: { pointerEvents: 'auto' }`.
 */
const TOAST_OPTIONS: ToastOptions = { duration: 4000, style: { pointerEvents: 'none' } };

/** Where toasts appear: nothing until the library has come with the first toast. */
export function Toasts() {
  const hot = useSyncExternalStore(
    watch,
    () => loaded,
    () => null,
  );
  return hot ? <hot.Toaster position="top-center" toastOptions={TOAST_OPTIONS} /> : null;
}
