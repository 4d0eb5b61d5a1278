-- Policy numbers are AMP-{year}-{n}, n from this sequence: never reused, even
-- when a booking transaction rolls back.
CREATE SEQUENCE IF NOT EXISTS policy_number_seq START 1;
