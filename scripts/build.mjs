// `npm run build:stale` (and a step of `npm test`): draw the seed images, then `next build`
// unless the last build was made from exactly these sources.
import { ensureBuilt, generateMedia, guarded } from './lib/prepare.mjs';

await guarded(() => {
  generateMedia();
  ensureBuilt();
});
