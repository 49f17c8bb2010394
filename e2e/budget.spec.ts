import { expect, test } from '@playwright/test';
import { allFirstLoads, budgetFor, CATALOGUE_ROUTES, KB, limitFor, OVER_BUDGET_CEILING } from '../scripts/lib/bundles';

// Sizes are deterministic for a build, so the budget is held here; timing lives in `npm run bench`.
// Routes still over budget are held at their measured ceiling so they cannot grow (see bundles.ts).
test.describe('first-load JavaScript budget', () => {
  const sizes = allFirstLoads(process.cwd());

  for (const route of CATALOGUE_ROUTES) {
    test(`${route} stays within its gzip budget`, () => {
      const size = sizes.find((s) => s.route === route);
      const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
      test.info().annotations.push({
        type: 'first-load',
        description: size ? `${kb(size.gzip)} gzip; budget ${kb(budgetFor(route))}` : 'missing',
      });
      expect(size, `${route} should be a page of the build`).toBeDefined();
      expect(size?.gzip ?? Infinity).toBeLessThanOrEqual(limitFor(route));
    });
  }

  test('a ceiling is only kept while its route is over budget', () => {
    for (const route of Object.keys(OVER_BUDGET_CEILING)) {
      const size = sizes.find((s) => s.route === route);
      expect(size, `${route} should be a page of the build`).toBeDefined();
      expect(size?.gzip ?? 0, `${route} is within budget now: remove its ceiling`).toBeGreaterThan(budgetFor(route));
    }
  });
});
