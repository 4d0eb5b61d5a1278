/** A discount code as the API knows it: no surrounding spaces, upper case. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}
