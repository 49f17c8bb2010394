import { createContext, useContext } from 'react';

/**
 * True inside the sections a phone shows first: their large pictures (the banner slider's
 * first slide, promotions) load with the page rather than after layout, since one of them is
 * likely the largest paint, and their layout is not deferred (see Section). Further down,
 * images stay lazy and sections are laid out only when they near the viewport.
 */
export const FirstScreen = createContext(false);

/** `loading` for an image: eager on the first screen, the browser's lazy loading elsewhere. */
export function useFirstScreenLoading(): 'eager' | undefined {
  return useContext(FirstScreen) ? 'eager' : undefined;
}
