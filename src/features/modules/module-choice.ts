import type { Module, ModuleType } from '@/api/types';

/**
 * Modules offered for the shopper's saved zones: those whose zones overlap them. A module
 * that does not list its zones was already filtered by the backend (zoneId header) and stays.
 */
export function modulesInZones(modules: readonly Module[], zoneIds: readonly number[] | null): Module[] {
  if (!zoneIds || zoneIds.length === 0) return [...modules];
  return modules.filter((m) => !Array.isArray(m.zones) || m.zones.some((z) => zoneIds.includes(z.id)));
}

/** The one module to choose without asking, when exactly one is offered. */
export function automaticChoice(modules: readonly Module[]): Module | null {
  return modules.length === 1 ? (modules[0] ?? null) : null;
}

/** After a location change: must the shopper (re)choose a module for the new zone? */
export function needsModuleChoice(currentModuleId: number | null, offered: readonly Module[]): boolean {
  return currentModuleId === null || !offered.some((m) => m.id === currentModuleId);
}

export interface AfterChoice {
  moduleType: ModuleType;
  /** The shopper chose this module before (on this browser). */
  chosenBefore: boolean;
  /** How many categories the module offers as interests. */
  interestCategoryCount: number;
  hasZone: boolean;
}

/** Where a module choice leads: the interest page once per non-parcel module that has categories, else home. */
export function routeAfterModuleChoice(choice: AfterChoice): '/interest' | '/home' {
  const asksInterests =
    choice.hasZone && choice.moduleType !== 'parcel' && !choice.chosenBefore && choice.interestCategoryCount > 0;
  return asksInterests ? '/interest' : '/home';
}
