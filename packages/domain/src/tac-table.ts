// The type allocation code (TAC) of an IMEI, its first 8 digits, names the
// device model (docs/phone-check.md, The IMEI's TAC). Comparing it with the brand and
// model the customer insured catches a cheap phone quoted as an expensive one,
// another phone's IMEI, or a typo.
//
// No database table: this table ships with the code and is updated together
// with the phone catalog (apps/api/src/db/seed/catalog-data.ts). It lists the
// TACs known to the project only. TACs are allocated by the GSMA to each
// manufacturer and are not published as an open list, and one model has many
// TACs (per region, storage, factory), so a TAC that is not here says nothing:
// `tacFinding` answers 'unknown', never a mismatch. Add a TAC only from a
// trusted source (a device seen by an expert, the manufacturer, a licensed
// GSMA TAC database), never guessed. See docs/phone-check.md.

export interface TacModel {
  brand: string;
  model: string;
  /** 8-digit TACs known for this model (any storage or colour). */
  tacs: readonly string[];
}

// One entry per phone of the seeded catalog, so a new TAC has an obvious home.
const catalogPhones: [string, string][] = [
  ['Apple', 'iPhone 17 Pro Max'],
  ['Apple', 'iPhone 17 Pro'],
  ['Apple', 'iPhone Air'],
  ['Apple', 'iPhone 17'],
  ['Apple', 'iPhone 16 Pro Max'],
  ['Apple', 'iPhone 16 Pro'],
  ['Apple', 'iPhone 16 Plus'],
  ['Apple', 'iPhone 16'],
  ['Apple', 'iPhone 16e'],
  ['Apple', 'iPhone 15 Pro'],
  ['Apple', 'iPhone 15 Plus'],
  ['Apple', 'iPhone 15'],
  ['Apple', 'iPhone 14'],
  ['Apple', 'iPhone 13'],
  ['Samsung', 'Galaxy S25 Ultra'],
  ['Samsung', 'Galaxy S25 Edge'],
  ['Samsung', 'Galaxy S25+'],
  ['Samsung', 'Galaxy S25'],
  ['Samsung', 'Galaxy S25 FE'],
  ['Samsung', 'Galaxy S24 Ultra'],
  ['Samsung', 'Galaxy S24+'],
  ['Samsung', 'Galaxy S24'],
  ['Samsung', 'Galaxy S24 FE'],
  ['Samsung', 'Galaxy Z Flip7'],
  ['Samsung', 'Galaxy Z Fold7'],
  ['Samsung', 'Galaxy Z Flip6'],
  ['Samsung', 'Galaxy Z Fold6'],
  ['Samsung', 'Galaxy A56 5G'],
  ['Samsung', 'Galaxy A55 5G'],
  ['Samsung', 'Galaxy A36 5G'],
  ['Samsung', 'Galaxy A35 5G'],
  ['Samsung', 'Galaxy A26 5G'],
  ['Samsung', 'Galaxy A25 5G'],
  ['Samsung', 'Galaxy A16'],
  ['Samsung', 'Galaxy A16 5G'],
  ['Samsung', 'Galaxy A15'],
  ['Xiaomi', 'Xiaomi 15 Ultra'],
  ['Xiaomi', 'Xiaomi 15'],
  ['Xiaomi', 'Xiaomi 15T Pro'],
  ['Xiaomi', 'Xiaomi 15T'],
  ['Xiaomi', 'Xiaomi 14T Pro'],
  ['Xiaomi', 'Xiaomi 14T'],
  ['Xiaomi', 'Redmi Note 14 Pro+ 5G'],
  ['Xiaomi', 'Redmi Note 14 Pro 5G'],
  ['Xiaomi', 'Redmi Note 14 5G'],
  ['Xiaomi', 'Redmi Note 14'],
  ['Xiaomi', 'Redmi Note 13 Pro 5G'],
  ['Xiaomi', 'Redmi Note 13 5G'],
  ['Xiaomi', 'Redmi Note 13'],
  ['Xiaomi', 'Redmi 14C'],
  ['Xiaomi', 'POCO X7 Pro'],
  ['Google', 'Pixel 10 Pro'],
  ['Google', 'Pixel 10'],
  ['Google', 'Pixel 9 Pro XL'],
  ['Google', 'Pixel 9 Pro'],
  ['Google', 'Pixel 9'],
  ['Google', 'Pixel 9a'],
  ['Motorola', 'Edge 50 Pro'],
  ['Motorola', 'Edge 50 Fusion'],
  ['Motorola', 'razr 50'],
  ['Motorola', 'moto g85 5G'],
  ['Motorola', 'moto g75 5G'],
  ['Motorola', 'moto g55 5G'],
  ['Motorola', 'moto g54 5G'],
  ['Motorola', 'moto g35 5G'],
  ['Motorola', 'moto g15'],
  ['OPPO', 'Find X8 Pro'],
  ['OPPO', 'Find X8'],
  ['OPPO', 'Reno13 Pro 5G'],
  ['OPPO', 'Reno13 5G'],
  ['OPPO', 'A80 5G'],
  ['OPPO', 'A60'],
  ['OnePlus', 'OnePlus 13'],
  ['OnePlus', 'Nord 4'],
  ['realme', 'realme 14 Pro+'],
  ['realme', 'realme C75'],
  ['Honor', 'Magic7 Pro'],
  ['Honor', 'Honor 400'],
  ['Honor', 'Magic7 Lite'],
  ['Nothing', 'Phone (3a)'],
];

/**
 * Known TACs per catalog phone. Empty lists today: no TAC could be verified
 * from a trusted source when the table was written (see the header), so every
 * IMEI gives 'unknown' until TACs are added here.
 */
const knownTacs: Record<string, readonly string[]> = {};

export const TAC_TABLE: readonly TacModel[] = catalogPhones.map(([brand, model]) => ({
  brand,
  model,
  tacs: knownTacs[`${brand} ${model}`] ?? [],
}));

export type TacFinding =
  | { kind: 'match' }
  | { kind: 'unknown' }
  | { kind: 'other_model'; tacModel: string }
  | { kind: 'other_brand'; tacBrand: string; tacModel: string };

/** Lower case, no spaces or punctuation, 'plus' as '+': 'Galaxy S25 Plus' = 'galaxy s25+'. */
function squash(text: string): string {
  return text
    .toLowerCase()
    .replace(/plus/g, '+')
    .replace(/[^a-z0-9+]/g, '');
}

export function normaliseBrand(brand: string): string {
  return squash(brand);
}

/**
 * A model name compared without the brand in front ('Apple iPhone 15 Pro'),
 * storage ('128GB', '1 TB') or '(8GB/256GB)'-style memory. '5G' stays: the
 * catalog sells 'Galaxy A16' and 'Galaxy A16 5G' at different prices.
 */
export function normaliseModel(brand: string, model: string): string {
  const noStorage = model.replace(/\b\d+\s*(gb|tb)\b/gi, ' ');
  const squashed = squash(noStorage);
  const b = normaliseBrand(brand);
  // 'Xiaomi 15' stays '15' on both sides; 'OnePlus 13' and 'Apple OnePlus' never meet.
  return squashed.startsWith(b) && squashed.length > b.length ? squashed.slice(b.length) : squashed;
}

/**
 * What the IMEI's TAC says about the insured phone. Only TACs in the table
 * count: anything else ('unknown', a short or non-numeric value too) is no
 * finding at all, because the table is never complete.
 */
export function tacFinding(
  imei: string,
  insured: { brand: string; model: string },
  table: readonly TacModel[] = TAC_TABLE,
): TacFinding {
  const tac = imei.trim().slice(0, 8);
  if (!/^\d{8}$/.test(tac)) return { kind: 'unknown' };
  const rows = table.filter((r) => r.tacs.includes(tac));
  if (rows.length === 0) return { kind: 'unknown' };
  const brand = normaliseBrand(insured.brand);
  const model = normaliseModel(insured.brand, insured.model);
  const sameBrand = rows.filter((r) => normaliseBrand(r.brand) === brand);
  if (sameBrand.some((r) => normaliseModel(r.brand, r.model) === model)) return { kind: 'match' };
  const [first] = sameBrand.length > 0 ? sameBrand : rows;
  if (!first) return { kind: 'unknown' };
  if (sameBrand.length > 0) return { kind: 'other_model', tacModel: first.model };
  return { kind: 'other_brand', tacBrand: first.brand, tacModel: first.model };
}

/**
 * The finding for the expert, in Spanish (never shown to the customer), or
 * null when there is none. The expert sees the insured model on the policy.
 */
export function tacFindingText(finding: TacFinding): string | null {
  const check = 'Comprueba que el móvil de las fotos es el asegurado y que el IMEI no tiene una errata.';
  switch (finding.kind) {
    case 'match':
    case 'unknown':
      return null;
    case 'other_model':
      return `El IMEI es de otro modelo (${finding.tacModel}), no del modelo asegurado. ${check}`;
    case 'other_brand':
      return `El IMEI es de un móvil de otra marca (${finding.tacBrand} ${finding.tacModel}), no de la marca asegurada. ${check}`;
  }
}
