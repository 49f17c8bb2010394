/** @jest-environment node */
import { buildSeed, zoneOf, MODULE_IDS } from '../seed/build';
import { PLACES, ZONES, DEFAULT_LOCATION } from '../seed/data/geo';
import { pointInPolygon } from '../services/geo';
import { seedScale, storeCopies } from '../seed/scale';

const NOW = new Date('2026-01-15T08:00:00Z');

describe('seed builder', () => {
  const { data, media } = buildSeed(NOW);

  it('is deterministic', () => {
    const again = buildSeed(NOW);
    expect(JSON.stringify(again.data)).toEqual(JSON.stringify(data));
    expect(again.media.list()).toEqual(media.list());
  });

  it('has the sizes the brief asks for', () => {
    expect(data.modules.map((m) => m.moduleType).sort()).toEqual(['ecommerce', 'food', 'grocery', 'parcel', 'pharmacy']);
    expect(data.zones.length).toBeGreaterThanOrEqual(2);
    expect(data.stores.length).toBeGreaterThanOrEqual(36);
    expect(data.stores.length).toBeLessThanOrEqual(45);
    expect(data.items.length).toBeGreaterThanOrEqual(560);
    expect(data.items.length).toBeLessThanOrEqual(660);
  });

  it('puts every module in two or more zones', () => {
    for (const id of Object.values(MODULE_IDS)) {
      expect(data.moduleZones.filter((mz) => mz.moduleId === id).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('places every store inside its zone, and has gazetteer places inside each zone and outside all', () => {
    for (const s of data.stores) expect(zoneOf(s.latitude, s.longitude)).toBe(s.zoneId);
    expect(zoneOf(DEFAULT_LOCATION.lat, DEFAULT_LOCATION.lng)).toBe(1);
    for (const z of ZONES) expect(PLACES.some((p) => pointInPolygon(p.lat, p.lng, z.polygon))).toBe(true);
    const outside = PLACES.filter((p) => zoneOf(p.lat, p.lng) === null).map((p) => p.name);
    expect(outside).toEqual(expect.arrayContaining(['Sharjah Corniche', 'Abu Dhabi Corniche', 'Al Quoz Industrial Area 3']));
    expect(PLACES.length).toBeGreaterThanOrEqual(40);
  });

  it('gives every translatable row an Arabic version', () => {
    const arabic = /[\u0600-\u06FF]/;
    for (const rows of [data.stores, data.items, data.categories, data.brands, data.modules.map((m) => ({ nameAr: m.moduleNameAr }))]) {
      for (const r of rows) expect(r.nameAr).toMatch(arabic);
    }
    for (const b of data.banners) expect(b.titleAr).toMatch(arabic);
    for (const c of data.campaigns) expect(c.titleAr).toMatch(arabic);
    for (const p of data.contentPages) expect(p.contentAr).toMatch(arabic);
    for (const i of data.items) expect(i.descriptionAr).toMatch(arabic);
  });

  it('uses unique slugs', () => {
    for (const list of [data.items, data.stores, data.categories, data.brands, data.itemCampaigns]) {
      const slugs = list.map((x) => x.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('references only images the media list draws', () => {
    const drawn = new Set(media.list().map((m) => m.rel));
    const used = [
      ...data.items.flatMap((i) => [i.image, ...i.images]),
      ...data.stores.flatMap((s) => [s.logo, s.coverPhoto]),
      ...data.categories.map((c) => c.image),
      ...data.brands.map((b) => b.image),
      ...data.banners.map((b) => b.image),
      ...data.campaigns.map((c) => c.image),
      ...data.modules.flatMap((m) => [m.icon, m.thumbnail]),
    ];
    for (const u of used) expect(drawn.has(u)).toBe(true);
    expect(drawn.has('og-default.webp')).toBe(true);
    for (const m of media.list()) expect(m.width * m.height).toBeGreaterThan(0);
    expect(media.list().length).toBeLessThan(800);
  });

  it('covers the special cases', () => {
    expect(data.stores.some((s) => s.active === 0)).toBe(true);
    expect(data.stores.some((s) => s.schedules.length === 0)).toBe(true);
    expect(data.items.some((i) => i.discountType === 'percent' && (i.discount ?? 0) > 0)).toBe(true);
    expect(data.items.some((i) => i.discountType === 'amount' && (i.discount ?? 0) > 0)).toBe(true);
    expect(data.items.some((i) => i.isPrescriptionRequired === 1)).toBe(true);
    expect(data.items.some((i) => i.foodVariations.some((v) => v.type === 'multi' && v.required === 'on'))).toBe(true);
    expect(data.items.some((i) => i.variations.length > 0 && i.variations.some((v) => v.stock > 0))).toBe(true);
    expect(data.items.some((i) => i.availableTimeStarts === '03:00:00' && i.scheduleOrder === 1)).toBe(true);
    expect(data.items.some((i) => i.availableTimeStarts === '04:00:00' && i.scheduleOrder === 0)).toBe(true);
    expect(data.flashSaleItems.some((f) => f.availableStock === 0)).toBe(true);
    expect(new Set(data.banners.map((b) => b.type))).toEqual(new Set(['default', 'store_wise', 'item_wise']));
    expect(data.campaigns.some((c) => c.endDate < '2026-01-15')).toBe(true);
    expect(new Set(data.advertisements.map((a) => a.addType))).toEqual(new Set(['store_promotion', 'video_promotion']));
  });

  it('holds every slug docs/api.md points the UI and e2e engineers at', () => {
    const items = new Set(data.items.map((i) => i.slug));
    for (const slug of [
      'mixed-grill-platter', 'late-night-sahoor-platter', 'dawn-kunafa-special', 'shakshuka', 'amoxicillin-500mg-capsules-21s',
      'omeprazole-20mg-capsules-14s', 'metformin-500mg-tablets-50s', 'nova-x12-smartphone', 'mens-linen-shirt', 'womens-floral-maxi-dress',
      'mens-cotton-polo', 'zaatar-halloumi-pizza', 'mushroom-swiss-burger', 'maamoul-date-cookies', 'halloumi-cheese-250g', 'chickpeas-1kg',
      'organic-camel-milk-1l', 'organic-quinoa-500g', 'organic-carrots-1kg',
    ]) {
      expect(items.has(slug)).toBe(true);
    }
    const stores = new Set(data.stores.map((s) => s.slug));
    for (const slug of ['shawarma-station', 'qalam-bookstore', 'burger-souk', 'oasis-wok', 'oasis-fresh-market']) expect(stores.has(slug)).toBe(true);
    expect(data.stores.find((s) => s.slug === 'shawarma-station')?.id).toBe(12);
    expect(data.stores.find((s) => s.slug === 'qalam-bookstore')?.id).toBe(38);
    expect(data.itemCampaigns.map((c) => c.slug)).toEqual([
      'ramadan-mixed-grill-feast', 'kunafa-family-tray', 'medjool-dates-gift-box', 'auralis-pro-white-friday-deal', 'vitamin-c-immunity-pack', 'summer-fattoush-bowl',
    ]);
    expect(data.items.find((i) => i.slug === 'mens-cotton-polo')?.variations.some((v) => v.stock === 0)).toBe(true);
    expect(data.items.find((i) => i.slug === 'zaatar-halloumi-pizza')?.discountType).toBe('amount');
  });
});

describe('the seed at SOUK_SEED_SCALE=N (seed/scale.ts)', () => {
  const { data } = buildSeed(NOW);

  it('reads the size from SOUK_SEED_SCALE, 1 when unset, and refuses a size that is not a whole number', () => {
    expect(seedScale({})).toBe(1);
    expect(seedScale({ SOUK_SEED_SCALE: '100' })).toBe(100);
    expect(() => seedScale({ SOUK_SEED_SCALE: 'big' })).toThrow(/SOUK_SEED_SCALE="big" must be a whole number/);
  });

  it('adds N − 1 branches of every demo store, each in a zone its module serves, with unique slugs, the same way every time', () => {
    const copies = storeCopies(data, 5);
    expect(copies).toHaveLength(data.stores.length * 4);
    expect(JSON.stringify(storeCopies(data, 5))).toEqual(JSON.stringify(copies));
    const all = [...data.stores, ...copies];
    expect(new Set(all.map((s) => s.slug)).size).toBe(all.length);
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    const served = new Map(data.moduleZones.map((mz) => [`${mz.moduleId}:${mz.zoneId}`, true]));
    for (const s of copies) {
      expect(zoneOf(s.latitude, s.longitude)).toBe(s.zoneId);
      expect(served.has(`${s.moduleId}:${s.zoneId}`)).toBe(true);
    }
    // spread over the zones, not piled on the demo store's corner
    expect(new Set(copies.map((s) => s.zoneId)).size).toBe(ZONES.length);
    // a long tail: most branches sell less than their demo store
    const lower = copies.filter((s) => s.orderCount! < data.stores[(s.id! - 1) % data.stores.length]!.orderCount!).length;
    expect(lower / copies.length).toBeGreaterThan(0.6);
  });
});
