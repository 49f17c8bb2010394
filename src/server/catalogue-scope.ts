import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { configQuery } from '@/api/config';
import { toApiError } from '@/api/errors';
import type { ApiScope } from '@/api/http';
import { modulesQuery } from '@/api/modules';
import type { Module } from '@/api/types';
import { getZoneId, getZones, zoneIdsFrom } from '@/api/zones';
import type { ServerPageContext } from './page';
import { env } from '@/lib/env';

/**
 * The scope catalogue pages render in. A shopper's zone comes from their cookie; a crawler
 * has none, so lists render for the zone of the configured default location (resolved once
 * per server and kept for a while), and a store or product is looked up across every zone,
 * since a link to it must work wherever it was shared.
 */
const MEMO_MS = 10 * 60_000;
const memo = new Map<string, { expires: number; value: Promise<number[]> }>();

function remembered(key: string, load: () => Promise<number[]>): Promise<number[]> {
  const now = Date.now();
  const hit = memo.get(key);
  if (hit && hit.expires > now) return hit.value;
  const value = load().then((ids) => {
    if (!ids.length) memo.delete(key);
    return ids;
  });
  value.catch(() => memo.delete(key));
  memo.set(key, { expires: now + MEMO_MS, value });
  return value;
}

/** Zone ids of the default location (a crawler's zone). */
export function defaultZoneIds(ctx: ServerPageContext): Promise<number[]> {
  return remembered(`default:${env('API_BASE_URL') ?? 'embedded'}`, async () => {
    const config = await ctx.queryClient.fetchQuery(configQuery({ lang: ctx.locale }));
    const lat = Number(config.default_location?.lat);
    const lng = Number(config.default_location?.lng);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return allZoneIds(ctx);
    try {
      const ids = zoneIdsFrom(await getZoneId(ctx.http, { lang: 'en' }, { lat, lng }));
      return ids.length ? ids : allZoneIds(ctx);
    } catch (error) {
      if (toApiError(error).status === 404) return allZoneIds(ctx);
      throw error;
    }
  });
}

/** Every zone of the marketplace. */
export function allZoneIds(ctx: ServerPageContext): Promise<number[]> {
  return remembered(`all:${env('API_BASE_URL') ?? 'embedded'}`, async () =>
    (await getZones(ctx.http, { lang: 'en' })).map((z) => z.id).filter((id) => Number.isInteger(id) && id > 0),
  );
}

/** The zones lists render for: the shopper's, else the default location's. */
export async function listZoneIds(ctx: ServerPageContext): Promise<number[]> {
  return ctx.session.zoneIds ?? (await defaultZoneIds(ctx));
}

export function scopeOf(ctx: ServerPageContext, zoneIds: number[], moduleId: number | null): ApiScope {
  return { lang: ctx.locale, zoneIds, moduleId };
}

/** A positive whole number from a query value, else null. */
export function queryId(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** Modules offered to this visitor (the shopper's zone, or all of them), from the frame's prefetch. */
export function visitorModules(ctx: ServerPageContext): Promise<Module[]> {
  return ctx.queryClient.fetchQuery(modulesQuery({ lang: ctx.locale, zoneIds: ctx.session.zoneIds }));
}

/**
 * A module's type when the entity did not say: from the modules the frame already fetched
 * for this visitor, else from every module (a second list in the page's data, so only then).
 */
export async function moduleTypeById(ctx: ServerPageContext, moduleId: number | null): Promise<string | null> {
  if (moduleId === null) return null;
  const own = (await visitorModules(ctx)).find((m) => m.id === moduleId);
  if (own) return own.module_type;
  const all = await ctx.queryClient.fetchQuery(modulesQuery({ lang: ctx.locale, zoneIds: null }));
  return all.find((m) => m.id === moduleId)?.module_type ?? null;
}

/**
 * The module /home shows: the one the URL names, else the shopper's chosen one, else the
 * first module of the zone. Null when the marketplace has no modules at all.
 */
export async function resolveHomeModule(ctx: ServerPageContext, requested: number | null): Promise<Module | null> {
  const modules = await visitorModules(ctx);
  return (
    modules.find((m) => m.id === requested) ??
    modules.find((m) => m.id === ctx.session.moduleId) ??
    modules[0] ??
    null
  );
}

function retryable(error: unknown): boolean {
  const status = toApiError(error).status;
  return status === 404 || status === 403;
}

/**
 * Fetches an entity (store, item, campaign) that belongs to one module when we may not know
 * which: first with the preferred module (the URL's or the shopper's, or none), then, when
 * that answers 403 or 404, with each other module of the marketplace. The query that
 * succeeds stays in the page's cache under its own key, so the browser reuses it. A real
 * 404 everywhere stays a 404.
 */
export async function fetchAcrossModules<T, K extends QueryKey>(
  ctx: ServerPageContext,
  preferred: (number | null)[],
  makeQuery: (moduleId: number | null) => FetchQueryOptions<T, Error, T, K>,
): Promise<{ data: T; moduleId: number | null }> {
  const tried = new Set<number | null>();
  let lastError: unknown;
  for (const moduleId of preferred) {
    if (tried.has(moduleId)) continue;
    tried.add(moduleId);
    try {
      return { data: await ctx.queryClient.fetchQuery(makeQuery(moduleId)), moduleId };
    } catch (error) {
      if (!retryable(error)) throw error;
      lastError = error;
    }
  }
  const others = (await ctx.queryClient.fetchQuery(modulesQuery({ lang: ctx.locale, zoneIds: null })))
    .map((m) => m.id)
    .filter((id) => !tried.has(id));
  const attempts = await Promise.allSettled(others.map((id) => ctx.queryClient.fetchQuery(makeQuery(id)).then((data) => ({ data, moduleId: id }))));
  for (const attempt of attempts) if (attempt.status === 'fulfilled') return attempt.value;
  for (const attempt of attempts) if (attempt.status === 'rejected' && !retryable(attempt.reason)) throw attempt.reason;
  throw lastError ?? attempts.find((a) => a.status === 'rejected')?.reason ?? new Error('not found');
}
