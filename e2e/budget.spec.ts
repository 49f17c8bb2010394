import { expect, test } from './fixtures';
import { allFirstLoads, budgetFor, CATALOGUE_ROUTES, clientPackages, firstLoadPackages, KB, LAZY_ONLY_PACKAGES, SERVER_ONLY_PACKAGES, SHOPPER_ROUTES } from '../scripts/lib/bundles';
import { moduleOf } from './catalogue-helpers';
import { demoToken, HOME_BUDGET, homeWeight } from './home-weight';

// Sizes are deterministic for a build, so the budget is held here; timing lives in `npm run bench`.
test.describe('first-load JavaScript budget', () => {
  const sizes = allFirstLoads(process.cwd());

  for (const route of [...CATALOGUE_ROUTES, ...SHOPPER_ROUTES]) {
    test(`${route} stays within its gzip budget`, () => {
      const size = sizes.find((s) => s.route === route);
      const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
      test.info().annotations.push({
        type: 'first-load',
        description: size ? `${kb(size.gzip)} gzip; budget ${kb(budgetFor(route))}` : 'missing',
      });
      expect(size, `${route} should be a page of the build`).toBeDefined();
      expect(size?.gzip ?? Infinity).toBeLessThanOrEqual(budgetFor(route));
    });
  }

  test('MUI, forms, maps, Firebase and the HTTP client load on demand, never with a catalogue page', () => {
    for (const route of CATALOGUE_ROUTES) {
      const packages = firstLoadPackages(process.cwd(), route);
      expect(packages.size, `${route} has a chunk report`).toBeGreaterThan(0);
      expect(LAZY_ONLY_PACKAGES.filter((name) => packages.has(name)), `${route} first load`).toEqual([]);
    }
  });

  test('the server’s log, metrics and traces (pino, prom-client, OpenTelemetry) are in no file the browser loads', () => {
    const packages = clientPackages(process.cwd());
    expect(packages.size).toBeGreaterThan(0);
    expect(SERVER_ONLY_PACKAGES.filter((name) => packages.has(name))).toEqual([]);
  });
});

// issue 37: the page a shopper lands on after choosing where to deliver stays light to send and to hydrate
test.describe('a module home’s weight', () => {
  for (const type of ['food', 'grocery']) {
    test(`the ${type} home sends at most 120 KB of HTML and 25 KB of query data, to a guest and to a signed-in shopper`, async ({ request }) => {
      const chosen = await moduleOf(request, type);
      const token = await demoToken(request);
      for (const [who, weight] of [
        ['guest', await homeWeight(request, chosen.id)],
        ['signed in', await homeWeight(request, chosen.id, token)],
      ] as const) {
        const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
        test.info().annotations.push({ type: `${type}, ${who}`, description: `HTML ${kb(weight.html)}, data ${kb(weight.data)}` });
        expect(weight.html, `${type} home HTML (${who})`).toBeLessThanOrEqual(HOME_BUDGET.html);
        expect(weight.data, `${type} home query data (${who})`).toBeLessThanOrEqual(HOME_BUDGET.data);
      }
    });
  }
});
