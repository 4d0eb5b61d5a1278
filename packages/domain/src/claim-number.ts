// The number the customer quotes for a claim: SIN-<year>-<6 digits>,
// given when the claim is sent. The sequence is the claim's id, unique for ever,
// so two claims sent at once never race for a number.

const CLAIM_NUMBER = /^SIN-(\d{4})-(\d{6,})$/;

/** 'SIN-2026-000042' for year 2026 and sequence 42; longer sequences keep every digit. */
export function formatClaimNumber(year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1)
    throw new RangeError('sequence must be a positive integer');
  return `SIN-${year}-${String(sequence).padStart(6, '0')}`;
}

export function isClaimNumber(value: string): boolean {
  return CLAIM_NUMBER.test(value);
}
