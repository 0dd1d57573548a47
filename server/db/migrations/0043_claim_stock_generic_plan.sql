-- Custom (decision 0074, amended): statefront_claim_stock plans its statements once per session, not with each call's
-- values. Its statements look rows up by id whatever the batch holds, so one plan fits every batch; planning them anew
-- cost the first five calls of every connection 2 to 4 ms each, and on PGlite the single arrival's calls kept custom
-- plans long after.
ALTER FUNCTION statefront_claim_stock(jsonb, timestamptz, timestamptz, int) SET plan_cache_mode = force_generic_plan;
