-- One cart per module, as 6amMart keeps them: the one-store rule of souk_cart_add (0009) holds
-- among the owner's lines of the added item's module only, so a food cart and a grocery cart live
-- side by side; the list, a clear and the answers are scoped by the moduleId header
-- (handlers/cart.ts). A line also keeps the price its client sent (client_price), which the
-- contract answers as the line's `price`; totals use the server's own unit price.
ALTER TABLE "cart_items" ADD COLUMN "client_price" double precision;--> statement-breakpoint
CREATE OR REPLACE FUNCTION souk_cart_add(
  p_customer_id integer,
  p_guest_id integer,
  p_request_id text,
  p_line jsonb,
  p_stock integer,
  p_counts_stock boolean,
  p_max integer
) RETURNS jsonb
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_owner text := p_line->>'owner';
  v_quantity integer := (p_line->>'quantity')::integer;
  v_stock_key text := p_line->>'stock_key';
  v_item integer := split_part(p_line->>'stock_key', ':', 1)::integer;
  v_same_stock integer;
  v_same_item integer;
BEGIN
  IF p_customer_id IS NOT NULL THEN
    PERFORM 1 FROM customers WHERE id = p_customer_id FOR UPDATE;
  ELSE
    PERFORM 1 FROM guests WHERE id = p_guest_id FOR UPDATE;
  END IF;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('outcome', 'no_owner');
  END IF;
  IF p_request_id IS NOT NULL AND EXISTS (SELECT 1 FROM cart_requests WHERE owner = v_owner AND request_id = p_request_id) THEN
    RETURN jsonb_build_object('outcome', 'repeated');
  END IF;
  IF EXISTS (SELECT 1 FROM cart_items WHERE owner = v_owner AND module_id = (p_line->>'module_id')::integer AND store_id <> (p_line->>'store_id')::integer) THEN
    RETURN jsonb_build_object('outcome', 'cart_store');
  END IF;
  SELECT coalesce(sum(quantity) FILTER (WHERE stock_key = v_stock_key), 0),
         coalesce(sum(quantity) FILTER (WHERE split_part(stock_key, ':', 1)::integer = v_item), 0)
    INTO v_same_stock, v_same_item
    FROM cart_items WHERE owner = v_owner;
  IF p_counts_stock AND v_same_stock + v_quantity > p_stock THEN
    RETURN jsonb_build_object('outcome', 'stock', 'available', greatest(0, p_stock - v_same_stock));
  END IF;
  IF p_max IS NOT NULL AND p_max > 0 AND v_same_item + v_quantity > p_max THEN
    RETURN jsonb_build_object('outcome', 'maximum_cart_quantity', 'available', greatest(0, p_max - v_same_item));
  END IF;
  IF p_request_id IS NOT NULL THEN
    INSERT INTO cart_requests (owner, request_id) VALUES (v_owner, p_request_id);
  END IF;
  INSERT INTO cart_items (owner, customer_id, guest_id, model, item_id, store_id, module_id, line_key, stock_key, variation, add_on_ids, add_on_qtys, quantity, price, client_price)
    SELECT owner, customer_id, guest_id, model, item_id, store_id, module_id, line_key, stock_key, variation, add_on_ids, add_on_qtys, quantity, price, client_price
      FROM jsonb_populate_record(NULL::cart_items, p_line)
    ON CONFLICT (owner, line_key) DO UPDATE
      SET quantity = cart_items.quantity + excluded.quantity, price = excluded.price, client_price = excluded.client_price, updated_at = now();
  RETURN jsonb_build_object('outcome', 'added');
END
$$;
