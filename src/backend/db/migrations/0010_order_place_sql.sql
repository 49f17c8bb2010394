-- Order placement's writes in one statement (services/order-place.ts), as the cart add is
-- (0009_cart_add_sql): a transaction of several statements held PGlite's one connection while
-- each answer went back through the busy event loop. The server has read and priced everything
-- beforehand and words every refusal; here is only what must be decided under the owner's lock.

-- A variation's key: its type without hyphens and spaces, lower case (services/cart-lines.ts
-- variationKey; a test compares the two).
CREATE OR REPLACE FUNCTION souk_variation_key(p_type text) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT lower(regexp_replace(p_type, '[-\s]', '', 'g')) $$;
--> statement-breakpoint

-- Takes (p_sign 1) or returns (p_sign -1) stock. p_moves: [{"item_id", "variation_type" (null for
-- the item's own stock), "quantity"}]. The items' rows are locked in id order (two orders never
-- wait on each other in a circle) and checked against the locked values; nothing is written
-- unless every move fits. The answer: NULL when done, else {"move": index of the move refused,
-- "available": units left, "variation": the variation's type when it has too few}.
CREATE OR REPLACE FUNCTION souk_move_stock(p_moves jsonb, p_sign integer) RETURNS jsonb
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_item record;
  v_n integer;
  v_move jsonb;
  v_quantity integer;
  v_variations jsonb;
  v_at integer;
  v_left integer;
  v_total integer;
  v_first integer;
  v_has_variation boolean;
  v_ids integer[] := '{}';
  v_stocks integer[] := '{}';
  v_lists jsonb[] := '{}';
BEGIN
  FOR v_item IN
    SELECT id, stock, variations FROM items
     WHERE id IN (SELECT (m->>'item_id')::integer FROM jsonb_array_elements(p_moves) AS m)
     ORDER BY id
       FOR UPDATE
  LOOP
    v_variations := v_item.variations;
    v_total := 0;
    v_first := NULL;
    v_has_variation := false;
    FOR v_n IN 0 .. jsonb_array_length(p_moves) - 1 LOOP
      v_move := p_moves->v_n;
      CONTINUE WHEN (v_move->>'item_id')::integer <> v_item.id;
      v_first := coalesce(v_first, v_n);
      v_quantity := (v_move->>'quantity')::integer;
      v_total := v_total + v_quantity;
      CONTINUE WHEN v_move->>'variation_type' IS NULL;
      v_has_variation := true;
      v_at := NULL;
      SELECT e.i - 1 INTO v_at
        FROM jsonb_array_elements(v_variations) WITH ORDINALITY AS e(v, i)
       WHERE souk_variation_key(e.v->>'type') = souk_variation_key(v_move->>'variation_type')
       ORDER BY e.i
       LIMIT 1;
      IF v_at IS NULL THEN
        RETURN jsonb_build_object('move', v_n, 'available', 0);
      END IF;
      v_left := coalesce((v_variations->v_at->>'stock')::integer, 0);
      IF p_sign = 1 AND v_left < v_quantity THEN
        RETURN jsonb_build_object('move', v_n, 'available', greatest(0, v_left), 'variation', v_variations->v_at->>'type');
      END IF;
      v_variations := jsonb_set(v_variations, ARRAY[v_at::text, 'stock'], to_jsonb(v_left - p_sign * v_quantity));
    END LOOP;
    IF p_sign = 1 AND NOT v_has_variation AND v_item.stock < v_total THEN
      RETURN jsonb_build_object('move', v_first, 'available', greatest(0, v_item.stock));
    END IF;
    v_ids := v_ids || v_item.id;
    v_stocks := v_stocks || CASE WHEN v_has_variation THEN greatest(0, v_item.stock - p_sign * v_total) ELSE v_item.stock - p_sign * v_total END;
    v_lists := v_lists || v_variations;
  END LOOP;
  UPDATE items SET stock = u.stock, variations = u.variations
    FROM unnest(v_ids, v_stocks, v_lists) AS u(id, stock, variations)
   WHERE items.id = u.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- The order's writes: lock the owner's row; answer the order an idempotency key already placed;
-- count the shopper's orders again for a coupon's first-order rule and use limit; check the
-- wallet; take the stock; then debit the wallet, keep the prescription images, write the order,
-- its lines and the wallet's entry, and empty the store's lines from the cart. Every refusal
-- comes before the first write, so a refused order leaves nothing behind.
--
-- p_order and p_details hold the rows by their column names (the server fills them from the
-- schema); p_details without order_id. p_coupon: {"code", "first_order", "limit", "not_counted":
-- statuses that do not count}. p_wallet: the amount to debit, or NULL. p_files: [{"key",
-- "content_type", "data" (base64)}]. The answer: {"outcome": "placed", "id", "created_at",
-- "payment_status"} | {"outcome": "twin", "id", "total", "method", "hash"} | {"outcome":
-- "no_owner" | "wallet"} | {"outcome": "coupon", "previous", "uses"} | {"outcome": "stock",
-- "move", "available", "variation"}.
CREATE OR REPLACE FUNCTION souk_order_place(
  p_customer_id integer,
  p_guest_id integer,
  p_coupon jsonb,
  p_moves jsonb,
  p_wallet double precision,
  p_files jsonb,
  p_order jsonb,
  p_details jsonb,
  p_clear_cart boolean
) RETURNS jsonb
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_owner text := p_order->>'owner';
  v_key text := p_order->>'idempotency_key';
  v_twin record;
  v_order record;
  v_balance double precision;
  v_previous integer;
  v_uses integer;
  v_limit integer := coalesce((p_coupon->>'limit')::integer, 0);
  v_refused jsonb;
  v_columns text;
BEGIN
  IF p_customer_id IS NOT NULL THEN
    SELECT wallet_balance INTO v_balance FROM customers WHERE id = p_customer_id FOR UPDATE;
  ELSE
    PERFORM 1 FROM guests WHERE id = p_guest_id FOR UPDATE;
  END IF;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('outcome', 'no_owner');
  END IF;
  IF v_key IS NOT NULL THEN
    SELECT id, order_amount, payment_method, request_hash INTO v_twin FROM orders WHERE owner = v_owner AND idempotency_key = v_key;
    IF FOUND THEN
      RETURN jsonb_build_object('outcome', 'twin', 'id', v_twin.id, 'total', v_twin.order_amount, 'method', v_twin.payment_method, 'hash', v_twin.request_hash);
    END IF;
  END IF;
  IF p_coupon IS NOT NULL THEN
    SELECT count(*), count(*) FILTER (WHERE coupon_code = p_coupon->>'code') INTO v_previous, v_uses
      FROM orders
     WHERE owner = v_owner AND order_status <> ALL (ARRAY(SELECT jsonb_array_elements_text(p_coupon->'not_counted')));
    IF ((p_coupon->>'first_order')::boolean AND v_previous > 0) OR (v_limit > 0 AND v_uses >= v_limit) THEN
      RETURN jsonb_build_object('outcome', 'coupon', 'previous', v_previous, 'uses', v_uses);
    END IF;
  END IF;
  IF p_wallet IS NOT NULL AND (p_customer_id IS NULL OR v_balance < p_wallet) THEN
    RETURN jsonb_build_object('outcome', 'wallet');
  END IF;
  IF jsonb_array_length(p_moves) > 0 THEN
    v_refused := souk_move_stock(p_moves, 1);
    IF v_refused IS NOT NULL THEN
      RETURN v_refused || jsonb_build_object('outcome', 'stock');
    END IF;
  END IF;

  IF p_wallet IS NOT NULL THEN
    UPDATE customers SET wallet_balance = round((wallet_balance - p_wallet)::numeric, 4)::float8
     WHERE id = p_customer_id
    RETURNING wallet_balance INTO v_balance;
  END IF;
  IF jsonb_array_length(p_files) > 0 THEN
    INSERT INTO stored_files (key, content_type, data)
      SELECT f->>'key', f->>'content_type', decode(f->>'data', 'base64') FROM jsonb_array_elements(p_files) AS f;
  END IF;
  SELECT string_agg(quote_ident(k), ', ') INTO v_columns FROM jsonb_object_keys(p_order) AS k;
  EXECUTE format('INSERT INTO orders (%1$s) SELECT %1$s FROM jsonb_populate_record(NULL::orders, $1) RETURNING id, created_at, payment_status', v_columns)
    INTO v_order
    USING p_order;
  IF jsonb_array_length(p_details) > 0 THEN
    SELECT string_agg(quote_ident(k), ', ') INTO v_columns FROM jsonb_object_keys(p_details->0) AS k;
    EXECUTE format('INSERT INTO order_details (order_id, %1$s) SELECT $2, %1$s FROM jsonb_populate_recordset(NULL::order_details, $1)', v_columns)
      USING p_details, v_order.id;
  END IF;
  IF p_wallet IS NOT NULL THEN
    INSERT INTO wallet_transactions (customer_id, order_id, transaction_type, debit, balance)
      VALUES (p_customer_id, v_order.id, 'order_place', p_wallet, v_balance);
  END IF;
  IF p_clear_cart THEN
    DELETE FROM cart_items WHERE owner = v_owner AND store_id = (p_order->>'store_id')::integer;
  END IF;
  RETURN jsonb_build_object('outcome', 'placed', 'id', v_order.id, 'created_at', v_order.created_at, 'payment_status', v_order.payment_status);
END
$$;
