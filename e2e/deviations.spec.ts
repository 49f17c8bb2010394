import { test, expect } from './fixtures';
import { chooseModule, moduleOf } from './catalogue-helpers';

test.describe('spec deviations fixed (issue 29, item 4)', () => {
  test('the pharmacy home keeps its bottom section in view at the foot of the screen while it scrolls', async ({ page, context, request, baseURL }) => {
    const pharmacy = await moduleOf(request, 'pharmacy');
    await chooseModule(context, baseURL, pharmacy.id);
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bottom = page.getByRole('region', { name: 'Offers' }).last();
    // at the top of a long page, the last section is already in view: it sticks to the bottom
    await expect(bottom).toBeInViewport();
    await page.mouse.wheel(0, 1500);
    await expect(bottom).toBeInViewport();
    await expect(bottom.getByRole('img')).toBeVisible();
  });
});
