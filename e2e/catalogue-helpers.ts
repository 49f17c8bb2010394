import { expect } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

export interface ModuleInfo {
  id: number;
  module_type: string;
  module_name: string;
}

export async function modules(request: APIRequestContext): Promise<ModuleInfo[]> {
  return (await (await request.get('/api/v1/module')).json()) as ModuleInfo[];
}

export async function moduleOf(request: APIRequestContext, type: string): Promise<ModuleInfo> {
  const found = (await modules(request)).find((m) => m.module_type === type);
  if (!found) throw new Error(`the seed has no ${type} module`);
  return found;
}

export async function chooseModule(context: BrowserContext, baseURL: string | undefined, moduleId: number) {
  const url = baseURL ?? 'http://localhost:3100';
  await context.addCookies([
    { name: 'souk_zone', value: encodeURIComponent('[1]'), url },
    { name: 'souk_module', value: String(moduleId), url },
  ]);
}

/** A store and one of its products, as a client of the contract finds them. */
export async function aStoreAndProduct(request: APIRequestContext, type = 'food') {
  const chosen = await moduleOf(request, type);
  const headers = { zoneId: '[1]', moduleId: String(chosen.id) };
  const stores = (await (await request.get('/api/v1/stores/popular?limit=5&offset=1', { headers })).json()) as { stores: { id: number; slug: string; name: string }[] };
  const store = stores.stores[0];
  if (!store) throw new Error('no store in the seed');
  const items = (await (await request.get(`/api/v1/items/latest?store_id=${store.id}&limit=5&offset=1`, { headers })).json()) as {
    products: { id: number; slug: string; name: string; price: number }[];
  };
  const product = items.products[0];
  if (!product) throw new Error('no product in the seed store');
  return { module: chosen, store, product };
}

/**
 * Scrolls a module home down to each block below its first screen, which arrives as the shopper
 * nears it (its placeholder goes when it is drawn, or left out for want of data).
 */
export async function nearEveryBlock(page: Page) {
  const waiting = page.locator('main [data-block]');
  for (let left = await waiting.count(); left > 0; left = await waiting.count()) {
    // the first still waiting, whichever it is by now (one may arrive between two steps)
    await page.evaluate(() => document.querySelector('main [data-block]')?.scrollIntoView({ block: 'center' }));
    await expect.poll(() => waiting.count()).toBeLessThan(left);
  }
}
