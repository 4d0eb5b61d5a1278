// IBAN checks (ISO 13616): country code, two check digits, then the national
// account number; valid when the rearranged number mod 97 is 1. Only SEPA
// countries are accepted because direct debits are SEPA (spec 1, 7: SEPA files).

/**
 * IBAN length of every country in the SEPA scheme (EPC list of countries,
 * including the 2024-2025 additions AL, MD, ME, MK, RS). French overseas
 * departments use FR, Åland uses FI, Canaries and Ceuta/Melilla use ES.
 */
export const SEPA_IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AL: 28,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  RS: 22,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** Upper case, without spaces: the form we store. */
export function normalizeIban(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** Groups of 4 separated by a space, the printed form: 'ES91 2100 0418 …'. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * An account number as staff screens show it: the country and check digits,
 * then only the last four digits ('ES91 **** 1332'), enough to confirm it
 * with the customer without exposing it.
 */
export function maskIban(value: string): string {
  const iban = normalizeIban(value);
  if (iban.length < 4) return '****';
  // Masking twice gives the same text ('ES91 **** 1332' stays as it is).
  if (/^[A-Z]{2}\d{2}\*/.test(iban)) return `${iban.slice(0, 4)} **** ${iban.slice(-4)}`;
  // An already anonymised number ('****1332') keeps only its last four digits.
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{4}/.test(iban)) return `**** ${iban.slice(-4)}`;
  return `${iban.slice(0, 4)} **** ${iban.slice(-4)}`;
}

export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const expectedLength = SEPA_IBAN_LENGTHS[iban.slice(0, 2)];
  if (iban.length !== expectedLength) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/**
 * Mod 97 (ISO 7064 mod 97-10) of the number formed by replacing letters with
 * 10..35, digit by digit to stay in safe integers. IBANs and SEPA creditor ids share it.
 */
export function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const char of alphanumeric) {
    const digits = Number.parseInt(char, 36).toString();
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}
