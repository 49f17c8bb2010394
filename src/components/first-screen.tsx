import { createContext, useContext } from 'react';

/**
 * True inside the sections a phone shows first: their images load with the page (eager)
 * rather than after layout, since the largest of them is usually what the shopper sees first.
 * Further down, images stay lazy.
 */
export const FirstScreen = createContext(false);

/** `loading` for an image: eager on the first screen, the browser's lazy loading elsewhere. */
export function useFirstScreenLoading(): 'eager' | undefined {
  return useContext(FirstScreen) ? 'eager' : undefined;
}
