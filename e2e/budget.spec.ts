import { expect, test } from '@playwright/test';
import { allFirstLoads, budgetFor, CATALOGUE_ROUTES, KB } from '../scripts/lib/bundles';

// Sizes are deterministic for a build, so the budget is held here; timing lives in `npm run bench`.
test.describe('first-load JavaScript budget', () => {
  const sizes = allFirstLoads(process.cwd());

  for (const route of CATALOGUE_ROUTES) {
    test(`${route} stays within its gzip budget`, () => {
      const size = sizes.find((s) => s.route === route);
      test.info().annotations.push({ type: 'first-load', description: size ? `${(size.gzip / KB).toFixed(1)} KB gzip` : 'missing' });
      expect(size, `${route} should be a page of the build`).toBeDefined();
      expect(size?.gzip ?? Infinity).toBeLessThanOrEqual(budgetFor(route));
    });
  }
});
