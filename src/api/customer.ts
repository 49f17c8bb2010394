import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiScope, useSession } from '@/lib/session-context';
import { cartLines, type CartLineFull, type CartOwner } from './cart';
import { httpFor, scopeHeaders, type ApiScope, type Http } from './http';

type LangScope = Pick<ApiScope, 'lang'>;

/** The signed-in shopper's profile (GET customer/info), as far as the storefront reads it. */
export interface CustomerInfo {
  id: number;
  f_name: string | null;
  l_name?: string | null;
  email?: string | null;
  phone?: string | null;
  image_full_url?: string | null;
  wallet_balance?: number | null;
  loyalty_point?: number | null;
  ref_code?: string | null;
  is_phone_verified?: number | null;
  is_email_verified?: number | null;
}

export async function getCustomerInfo(http: Http, scope: LangScope): Promise<CustomerInfo> {
  const { data } = await http.get<CustomerInfo>('customer/info', { headers: scopeHeaders(scope) });
  return data;
}

/** Every customer query key starts with 'customer', so signing out can drop them all at once. */
export const customerInfoQuery = (scope: LangScope) =>
  queryOptions({
    queryKey: ['customer', 'info', { lang: scope.lang }] as const,
    queryFn: ({ client }) => getCustomerInfo(httpFor(client), scope),
    staleTime: 5 * 60_000,
  });

export function useCustomerInfo() {
  const { session } = useSession();
  const { lang } = useApiScope();
  return useQuery({ ...customerInfoQuery({ lang }), enabled: session.signedIn });
}

/** A server cart line (see ./cart). */
export type CartLine = CartLineFull;

/** GET customer/cart/list: the token identifies a signed-in shopper, guests send their guest_id. */
export async function getCartList(http: Http, scope: ApiScope, owner: CartOwner): Promise<CartLine[]> {
  const params = owner.signedIn || !owner.guestId ? undefined : { guest_id: owner.guestId };
  const { data } = await http.get<CartLine[]>('customer/cart/list', { params, headers: scopeHeaders(scope) });
  return cartLines(data);
}

export const cartListQuery = (scope: ApiScope, owner: CartOwner) =>
  queryOptions({
    queryKey: [
      'customer',
      'cart',
      { lang: scope.lang, zoneIds: scope.zoneIds, moduleId: scope.moduleId, signedIn: owner.signedIn, guestId: owner.guestId },
    ] as const,
    queryFn: ({ client }) => getCartList(httpFor(client), scope, owner),
    // the count is a hint in the header: a failing cart call must not raise an error toast on every page
    meta: { silent: true },
  });

/** Number of lines in the shopper's cart; 0 while unknown or when nobody owns a cart yet. */
export function useCartCount(): number {
  const { session } = useSession();
  const scope = useApiScope();
  const owner: CartOwner = { signedIn: session.signedIn, guestId: session.guestId };
  const { data } = useQuery({ ...cartListQuery(scope, owner), enabled: owner.signedIn || Boolean(owner.guestId) });
  return data?.length ?? 0;
}

/** POST customer/update-profile (multipart: the photo travels as a file). */
export interface ProfileUpdateAnswer {
  message: string;
  otp_send?: boolean;
  verification_on?: 'phone' | 'email';
  verification_medium?: string;
}

export async function updateProfile(http: Http, scope: LangScope, form: FormData): Promise<ProfileUpdateAnswer> {
  const { data } = await http.post<ProfileUpdateAnswer>('customer/update-profile', form, { headers: scopeHeaders(scope) });
  return data;
}

export async function removeAccount(http: Http, scope: LangScope): Promise<{ message: string }> {
  const { data } = await http.delete<{ message: string }>('customer/remove-account', { headers: scopeHeaders(scope) });
  return data;
}
