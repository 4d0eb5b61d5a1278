-- Every live policy states its term (LCS art. 22; packages/domain policy-term.ts termEndOf): the last
-- covered day is the day before the first anniversary of its start, or 28 February for a start on
-- 29 February (Civil Code art. 5). Cancelled policies keep the end their cancellation wrote.
UPDATE "policies"
SET "ends_on" = CASE
    WHEN to_char("starts_on", 'MM-DD') = '02-29' THEN ("starts_on" + interval '1 year')::date
    ELSE ("starts_on" + interval '1 year' - interval '1 day')::date
  END
WHERE "ends_on" IS NULL AND "starts_on" IS NOT NULL AND "status" <> 4;
