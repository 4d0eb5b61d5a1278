import { IMEI_LENGTH } from './constants.ts';

/**
 * An IMEI is exactly 15 digits (spec 5, 9) whose last digit is a Luhn check
 * digit (3GPP TS 23.003). No separators are accepted: the value comes from the
 * OCR of the IMEI screen or from manual entry, both digits only.
 */
export function isValidImei(value: string): boolean {
  if (value.length !== IMEI_LENGTH || !/^\d+$/.test(value)) return false;
  return hasValidLuhnCheckDigit(value);
}

/**
 * The IMEI as typed, without the spaces and dashes people copy from the `*#06#` screen or a box
 * ('35 332511 297511 9', '35-332511-297511-9'); anything else is left for isValidImei to refuse.
 */
export function imeiDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/**
 * Luhn: from the right, double every second digit, subtract 9 when > 9; the sum ends in 0.
 * IMEIs and payment card numbers both end in one.
 */
export function hasValidLuhnCheckDigit(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
