import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiScope, useSession } from '@/lib/session-context';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';

type Scope = Pick<ApiScope, 'lang'>;

/** A saved address (GET customer/address/list), as far as the location pieces read it. */
export interface SavedAddress {
  id: number;
  address: string;
  address_type?: string | null;
  address_label?: string | null;
  latitude: string | number;
  longitude: string | number;
  zone_id?: number | null;
  zone_ids?: number[] | string | null;
}

export async function getSavedAddresses(http: Http, scope: Scope): Promise<SavedAddress[]> {
  const { data } = await http.get<{ addresses?: SavedAddress[] } | SavedAddress[]>('customer/address/list', {
    headers: scopeHeaders(scope),
  });
  const list = Array.isArray(data) ? data : data?.addresses;
  return Array.isArray(list) ? list : [];
}

/** Under 'customer', so signing out drops it with the rest of the shopper's data. */
export const savedAddressesQuery = (scope: Scope) =>
  queryOptions({
    queryKey: ['customer', 'addresses', { lang: scope.lang }] as const,
    queryFn: ({ client }) => getSavedAddresses(httpFor(client), scope),
    staleTime: 60_000,
  });

export function useSavedAddresses(enabled = true) {
  const { session } = useSession();
  const { lang } = useApiScope();
  // the list is an aid inside a popover, which says so itself when it cannot be loaded
  return useQuery({ ...savedAddressesQuery({ lang }), enabled: enabled && session.signedIn, meta: { silent: true } });
}
