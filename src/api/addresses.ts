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
  contact_person_name?: string | null;
  contact_person_number?: string | null;
  contact_person_email?: string | null;
  house?: string | null;
  floor?: string | null;
  road?: string | null;
  additional_information?: string | null;
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

/** The address form's fields (01-foundations.md section 3), as sent to address/add and address/update. */
export interface AddressInput {
  address: string;
  address_type: 'home' | 'office' | 'other';
  address_label?: string;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email?: string;
  house?: string;
  floor?: string;
  road?: string;
  additional_information?: string;
  latitude: number;
  longitude: number;
}

export async function addAddress(http: Http, scope: Scope, input: AddressInput): Promise<{ message: string }> {
  const { data } = await http.post<{ message: string }>('customer/address/add', input, { headers: scopeHeaders(scope) });
  return data;
}

export async function updateAddress(http: Http, scope: Scope, id: number, input: AddressInput): Promise<{ message: string }> {
  const { data } = await http.put<{ message: string }>(`customer/address/update/${id}`, input, { headers: scopeHeaders(scope) });
  return data;
}

export async function deleteAddress(http: Http, scope: Scope, id: number): Promise<{ message: string }> {
  const { data } = await http.delete<{ message: string }>('customer/address/delete', { params: { address_id: id }, headers: scopeHeaders(scope) });
  return data;
}
