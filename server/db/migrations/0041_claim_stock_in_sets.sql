-- Custom (decision 0074): statefront_claim_stock (0040) in six statements a batch, not several an arrival. What it
-- decides is unchanged: the carts the committed stock can fill, read without a lock, have their variants locked by id
-- and are claimed whole or not at all in the order they came in, against the locked stock counted down in the
-- function's own arrays; one update takes every claim's units and one insert writes the claims. The rest lock and
-- write nothing. Then one statement answers every arrival: its newest order and hold, its claim, or the first line
-- short as the stock stands after the batch's claims and whether the shopper may get units back before their turn.
CREATE OR REPLACE FUNCTION statefront_claim_stock(p_batch jsonb, p_now timestamptz, p_expires timestamptz, p_owner int)
RETURNS TABLE (user_id int, last_order int, last_hold int, claim_id int, short_title text, short_stock int, may_get_back boolean)
LANGUAGE plpgsql AS $$
DECLARE
  fillable int[];
  -- The locked variants by id, and their stock as it stands after the claims so far (null: not for sale).
  ids int[];
  stock int[];
  arrival record;
  line int;
  at int;
  fits boolean;
  -- Claims by place in the batch, and the lines they take.
  claims int[] := array_fill(NULL::int, ARRAY[jsonb_array_length(p_batch)]);
  line_n int[] := '{}';
  line_product int[] := '{}';
  line_variant int[] := '{}';
  line_quantity int[] := '{}';
BEGIN
  -- By place in the batch: two copies of one placement are two arrivals.
  SELECT coalesce(array_agg(b.n), '{}') INTO fillable
    FROM (SELECT (e.v->>'user')::int AS id, (e.v->>'address')::int AS address, e.n
            FROM jsonb_array_elements(p_batch) WITH ORDINALITY e(v, n)) b
   WHERE EXISTS (SELECT 1 FROM cart_lines c WHERE c.user_id = b.id)
     AND EXISTS (SELECT 1 FROM addresses a WHERE a.id = b.address AND a.user_id = b.id)
     AND NOT EXISTS (SELECT 1 FROM cart_lines c
                       LEFT JOIN variants v ON v.id = c.variant_id LEFT JOIN products p ON p.id = v.product_id
                      WHERE c.user_id = b.id AND NOT coalesce(p.published AND v.stock >= c.quantity, false));
  -- A sold-out crowd locks and writes nothing.
  IF cardinality(fillable) > 0 THEN
    SELECT array_agg(l.id ORDER BY l.id), array_agg(l.stock ORDER BY l.id) INTO ids, stock
      FROM (SELECT v.id, CASE WHEN p.published THEN v.stock END AS stock
              FROM variants v JOIN products p ON p.id = v.product_id
             WHERE v.id IN (SELECT c.variant_id FROM cart_lines c
                             WHERE c.user_id IN (SELECT (p_batch->(n - 1)->>'user')::int FROM unnest(fillable) n))
             ORDER BY v.id
               FOR NO KEY UPDATE OF v) l;
    -- In the order they came in, each cart whole or not at all, against the stock the claims before it left.
    FOR arrival IN
      SELECT b.n, array_agg(c.product_id ORDER BY c.variant_id) AS products,
             array_agg(c.variant_id ORDER BY c.variant_id) AS variants, array_agg(c.quantity ORDER BY c.variant_id) AS quantities
        FROM (SELECT n, (p_batch->(n - 1)->>'user')::int AS id, p_batch->(n - 1)->>'key' AS key FROM unnest(fillable) n) b
        JOIN cart_lines c ON c.user_id = b.id
       WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = b.id AND o.idempotency_key = b.key)
       GROUP BY b.n
       ORDER BY b.n
    LOOP
      fits := true;
      FOR line IN 1 .. cardinality(arrival.variants) LOOP
        at := array_position(ids, arrival.variants[line]);
        IF at IS NULL OR NOT coalesce(stock[at] >= arrival.quantities[line], false) THEN
          fits := false;
          EXIT;
        END IF;
      END LOOP;
      CONTINUE WHEN NOT fits;
      FOR line IN 1 .. cardinality(arrival.variants) LOOP
        at := array_position(ids, arrival.variants[line]);
        stock[at] := stock[at] - arrival.quantities[line];
        line_n := line_n || arrival.n::int;
        line_product := line_product || arrival.products[line];
        line_variant := line_variant || arrival.variants[line];
        line_quantity := line_quantity || arrival.quantities[line];
      END LOOP;
      claims[arrival.n] := nextval('stock_claims_id_seq');
    END LOOP;
    IF cardinality(line_n) > 0 THEN
      UPDATE variants v SET stock = v.stock - t.quantity
        FROM (SELECT l.variant, sum(l.quantity) AS quantity FROM unnest(line_variant, line_quantity) l(variant, quantity)
               GROUP BY l.variant) t
       WHERE v.id = t.variant;
      INSERT INTO stock_claims (id, user_id, lines, expires_at, owner)
        SELECT claims[l.n], (p_batch->(l.n - 1)->>'user')::int,
               jsonb_agg(jsonb_build_object('productId', l.product, 'variantId', l.variant, 'quantity', l.quantity)
                         ORDER BY l.variant),
               p_expires, p_owner
          FROM unnest(line_n, line_product, line_variant, line_quantity) l(n, product, variant, quantity)
         GROUP BY l.n;
    END IF;
  END IF;
  RETURN QUERY
    WITH arrivals AS (
      SELECT (e.v->>'user')::int AS id, e.v->>'key' AS key, e.n, claims[e.n] AS claim
        FROM jsonb_array_elements(p_batch) WITH ORDINALITY e(v, n)
    ), anyone AS (
      -- Anyone's hold or claim past its time is given back before a turn takes stock.
      SELECT EXISTS (SELECT 1 FROM payment_intents h WHERE h.status = 'pending' AND h.expires_at <= p_now)
          OR EXISTS (SELECT 1 FROM stock_claims k WHERE k.expires_at <= p_now) AS overdue
    )
    SELECT a.id,
           coalesce((SELECT max(o.id) FROM orders o WHERE o.user_id = a.id), 0),
           coalesce((SELECT max(h.id) FROM payment_intents h WHERE h.user_id = a.id), 0),
           a.claim,
           s.title,
           s.stock,
           s.title IS NOT NULL AND (
             (SELECT anyone.overdue FROM anyone)
             OR EXISTS (SELECT 1 FROM payment_intents h WHERE h.user_id = a.id AND h.status = 'pending')
             OR EXISTS (SELECT 1 FROM stock_claims k WHERE k.user_id = a.id)
             OR EXISTS (SELECT 1 FROM orders o WHERE o.user_id = a.id AND o.idempotency_key = a.key))
      FROM arrivals a
      LEFT JOIN LATERAL (
        SELECT p.title, CASE WHEN p.published THEN v.stock ELSE 0 END AS stock
          FROM cart_lines c JOIN variants v ON v.id = c.variant_id JOIN products p ON p.id = c.product_id
         WHERE a.claim IS NULL AND c.user_id = a.id AND (v.stock < c.quantity OR NOT p.published)
         ORDER BY v.id LIMIT 1
      ) s ON true
     ORDER BY a.n;
END
$$;
