// Phones are stored digits only: every non-digit character is removed when
// the value is set (spec 5).

export function normalizePhone(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * A Spanish phone number: 9 digits starting with 6 or 7 (mobile) or 8 or 9
 * (landline), once an optional international prefix (+34, 0034 or 34) is
 * removed. Only a number longer than 9 digits can carry the prefix, so
 * '934567890' stays a Barcelona landline.
 */
export function isValidSpanishPhone(value: string): boolean {
  let digits = normalizePhone(value);
  if (digits.length === 13 && digits.startsWith('0034')) digits = digits.slice(4);
  else if (digits.length === 11 && digits.startsWith('34')) digits = digits.slice(2);
  return /^[6-9]\d{8}$/.test(digits);
}

/**
 * The 9-digit national form of a Spanish phone, the one we store: digits only,
 * with a +34 / 0034 prefix removed (same prefix rule as isValidSpanishPhone).
 */
export function nationalSpanishPhone(value: string): string {
  const digits = normalizePhone(value);
  if (digits.length === 13 && digits.startsWith('0034')) return digits.slice(4);
  if (digits.length === 11 && digits.startsWith('34')) return digits.slice(2);
  return digits;
}

/**
 * A Spanish phone as people read it: '900 123 456', '612 345 678' (three groups of three). A value
 * that is not a Spanish number is shown as it was given.
 */
export function formatSpanishPhone(value: string): string {
  if (!isValidSpanishPhone(value)) return value.trim();
  return nationalSpanishPhone(value).replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
}
