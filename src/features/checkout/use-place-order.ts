/**
 * Placing the order: one idempotency key per checkout, kept across a retried or repeated tap and
 * renewed only once the server has answered that the order was not placed; a tap while a
 * placement is on its way does nothing.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toApiError } from '@/api/errors';
import { httpFor } from '@/api/http';
import { placeOrder, placeOrderWithImages, type PlaceAnswer, type PlaceOrderBody } from '@/api/order-client';
import { newRequestId } from '@/features/cart';
import { useApiScope } from '@/lib/session-context';

export type PlaceResult = { ok: true; answer: PlaceAnswer } | { ok: false; messages: string[] } | { ok: false; busy: true };

/** The placement as multipart: the fields as text (the cart as its JSON string), the images as order_attachment[]. */
export function multipartBody(body: PlaceOrderBody, images: File[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) if (value !== null && value !== undefined) form.append(key, String(value));
  for (const image of images) form.append('order_attachment[]', image, image.name);
  return form;
}

export function usePlaceOrder(initialKey: string) {
  const client = useQueryClient();
  const scope = useApiScope();
  const key = useRef(initialKey);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const place = useCallback(
    async (body: PlaceOrderBody, images: File[]): Promise<PlaceResult> => {
      if (inFlight.current) return { ok: false, busy: true };
      inFlight.current = true;
      setBusy(true);
      try {
        const http = httpFor(client);
        const answer = images.length ? await placeOrderWithImages(http, scope, multipartBody(body, images), key.current) : await placeOrder(http, scope, body, key.current);
        return { ok: true, answer };
      } catch (error) {
        const e = toApiError(error);
        // a refusal (4xx): nothing was placed, the next attempt is a new one; otherwise the same key retries safely
        if (e.status >= 400 && e.status < 500 && e.status !== 409) key.current = newRequestId();
        const messages = e.errors.map((x) => x.message).filter(Boolean);
        return { ok: false, messages: messages.length ? messages : [e.message] };
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [client, scope],
  );
  return { place, busy };
}
