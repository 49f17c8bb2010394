/** The parcel booking page's calls (kept apart from src/api/parcel.ts, which the module home loads). */
import { queryOptions } from '@tanstack/react-query';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';
import { FIVE_MINUTES, listFrom, scopeKey } from './lists';

export interface ParcelInstruction {
  id: number;
  instruction: string;
}

export interface Vehicle {
  id: number;
  type: string;
  starting_coverage_area: number;
  maximum_coverage_area: number;
  extra_charges: number;
}

export async function getParcelInstructions(http: Http, scope: ApiScope): Promise<ParcelInstruction[]> {
  const { data } = await http.get<unknown>('customer/order/parcel-instructions', { headers: scopeHeaders(scope), params: { limit: 50, offset: 1 } });
  return listFrom<ParcelInstruction>(data, 'data');
}

export const parcelInstructionsQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['parcel-instructions', scopeKey(scope)] as const,
    queryFn: ({ client }) => getParcelInstructions(httpFor(client), scope),
    staleTime: FIVE_MINUTES,
  });

export async function getVehicles(http: Http, scope: ApiScope): Promise<Vehicle[]> {
  const { data } = await http.get<unknown>('get-vehicles', { headers: scopeHeaders(scope) });
  return listFrom<Vehicle>(data, 'data', 'vehicles');
}

export const vehiclesQuery = (scope: ApiScope) =>
  queryOptions({
    queryKey: ['vehicles', scopeKey(scope)] as const,
    queryFn: ({ client }) => getVehicles(httpFor(client), scope),
    staleTime: FIVE_MINUTES,
  });
