// Where a store is: its Spanish postal code and its map coordinates (docs/network.md,
// the distribution network). Pure checks, shared by the store form, the API and
// the stores CSV import.

/**
 * A Spanish postal code: five digits whose first two are a province, 01
 * (Álava) to 52 (Melilla), as Correos assigns them.
 */
export function isSpanishPostalCode(value: string): boolean {
  if (!/^\d{5}$/.test(value)) return false;
  const province = Number(value.slice(0, 2));
  return province >= 1 && province <= 52;
}

const DECIMAL = /^-?\d{1,3}(\.\d{1,8})?$/;

/**
 * A latitude or longitude written as a decimal number with a point (the CSV
 * may bring '40,4168': the comma is read as the decimal mark), within range:
 * -90..90 for latitude, -180..180 for longitude. The normalized text, or null
 * when it is not one.
 */
export function parseCoordinate(value: string, axis: 'latitude' | 'longitude'): string | null {
  const text = value.trim().replace(',', '.');
  if (!DECIMAL.test(text)) return null;
  const number = Number(text);
  const limit = axis === 'latitude' ? 90 : 180;
  if (!Number.isFinite(number) || Math.abs(number) > limit) return null;
  return text;
}

/** Commission in basis points (1250 = 12,50 %) as Spanish text: '12,50 %'. */
export function formatCommission(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2).replace('.', ',')} %`;
}

/**
 * A commission typed as a percentage ('12,5', '12.50 %') as basis points
 * (1250); '' is null (not given); any other text is NaN, which the contract's
 * number check refuses with its Spanish message.
 */
export function commissionFromPercentText(text: string): number | null {
  const value = text.trim().replace('%', '').trim().replace(',', '.');
  if (value === '') return null;
  return /^\d{1,3}(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN;
}

/** 1250 -> '12,5' (the form's text); null -> ''. */
export const commissionToPercentText = (basisPoints: number | null | undefined): string =>
  basisPoints === null || basisPoints === undefined ? '' : String(basisPoints / 100).replace('.', ',');
