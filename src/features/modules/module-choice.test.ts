import type { Module } from '@/api/types';
import { automaticChoice, modulesInZones, needsModuleChoice, routeAfterModuleChoice } from './module-choice';

const mod = (id: number, zones?: number[], type: Module['module_type'] = 'food'): Module => ({
  id,
  module_name: `M${id}`,
  module_type: type,
  ...(zones ? { zones: zones.map((z) => ({ id: z })) } : {}),
});

describe('modulesInZones', () => {
  const modules = [mod(1, [1, 2]), mod(2, [1]), mod(3, [3]), mod(4)];

  it('offers only the modules whose zones overlap the saved zones', () => {
    expect(modulesInZones(modules, [3]).map((m) => m.id)).toEqual([3, 4]);
    expect(modulesInZones(modules, [2]).map((m) => m.id)).toEqual([1, 4]);
  });

  it('offers every module before a zone is known', () => {
    expect(modulesInZones(modules, null)).toHaveLength(4);
    expect(modulesInZones(modules, [])).toHaveLength(4);
  });
});

describe('automaticChoice', () => {
  it('chooses the only module', () => expect(automaticChoice([mod(7)])?.id).toBe(7));
  it('asks when there are several or none', () => {
    expect(automaticChoice([mod(1), mod(2)])).toBeNull();
    expect(automaticChoice([])).toBeNull();
  });
});

describe('needsModuleChoice', () => {
  it('asks when no module is chosen or the chosen one is not served in the new zone', () => {
    expect(needsModuleChoice(null, [mod(1)])).toBe(true);
    expect(needsModuleChoice(5, [mod(1), mod(2)])).toBe(true);
    expect(needsModuleChoice(2, [mod(1), mod(2)])).toBe(false);
  });
});

describe('routeAfterModuleChoice', () => {
  const base = { moduleType: 'grocery' as const, chosenBefore: false, interestCategoryCount: 4, hasZone: true };
  it('offers interests for a new non-parcel module with categories', () => {
    expect(routeAfterModuleChoice(base)).toBe('/interest');
  });
  it.each([
    ['parcel', { moduleType: 'parcel' as const }],
    ['chosen before', { chosenBefore: true }],
    ['no interest categories', { interestCategoryCount: 0 }],
    ['no zone', { hasZone: false }],
  ])('goes home when %s', (_name, patch) => {
    expect(routeAfterModuleChoice({ ...base, ...patch })).toBe('/home');
  });
});
