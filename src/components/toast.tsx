/**
 * Toasts, with react-hot-toast loaded when the first one is shown instead of with every page:
 * most visits show none, and the library (about 5 KB of gzip JavaScript) was part of every
 * first load. The calls read as react-hot-toast's own; `<Toasts />` (once, in the app) draws
 * them from the moment the first is asked for. A toast asked for while the library is on its
 * way is shown when it arrives; if it cannot be fetched (offline), the next toast tries again.
 */
import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-hot-toast';

type HotToast = (typeof import('react-hot-toast'))['default'];
type Message = Parameters<HotToast>[0];

let library: Promise<HotToast> | null = null;
let wanted = false;
const watchers = new Set<() => void>();

function load(): Promise<HotToast> {
  if (!wanted) {
    wanted = true;
    for (const watcher of watchers) watcher();
  }
  library ??= import('react-hot-toast').then(
    (module) => module.default,
    (error: unknown) => {
      library = null;
      throw error;
    },
  );
  return library;
}

function show(draw: (hot: HotToast) => unknown): void {
  load().then(draw, () => undefined);
}

/** react-hot-toast's calls: the toast is shown once the library is in (at once after the first). */
export const toast = Object.assign((message: Message, options?: ToastOptions) => show((hot) => hot(message, options)), {
  success: (message: Message, options?: ToastOptions) => show((hot) => hot.success(message, options)),
  error: (message: Message, options?: ToastOptions) => show((hot) => hot.error(message, options)),
  // nothing is shown before the library is in, so nothing to dismiss
  dismiss: (id?: string) => (library ? show((hot) => hot.dismiss(id)) : undefined),
});

const Toaster = dynamic(() => import('react-hot-toast').then((module) => module.Toaster), { ssr: false });

function watch(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/** Where toasts appear: nothing until the first toast is asked for. */
export function Toasts() {
  const shown = useSyncExternalStore(
    watch,
    () => wanted,
    () => false,
  );
  return shown ? <Toaster position="top-center" toastOptions={{ duration: 4000 }} /> : null;
}
