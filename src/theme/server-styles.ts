import type { EmotionCache } from '@emotion/cache';
import { createContext } from 'react';

/**
 * The emotion cache of this server render (made per request by _document, so the MUI parts a
 * page renders on the server have their critical CSS extracted into the HTML). Null in the
 * browser, where MuiScope keeps one cache per direction. A plain context: importing it costs
 * the first load nothing of emotion (the import above is a type).
 */
export const ServerStyleCache = createContext<EmotionCache | null>(null);
