import {
  depreciatedValue,
  findPriceBand,
  nextTermOf,
  Periodicity,
  type PriceBand,
  purchaseDateProblem,
  renewalPremium,
  wholeYearsBetween,
} from '@amparo/domain';
import type { PolicyRecord } from '../policies/load-policy-records.ts';

export type RenewalQuote =
  | {
      renewable: true;
      startsOn: string;
      endsOn: string;
      premium: number;
      annualPremium: number;
      insuredValue: number;
      late: boolean;
    }
  | { renewable: false; startsOn: string; endsOn: string; reason: string; insuredValue: number };

/**
 * The next period of a policy whose term ends on `termEnd`, priced on `announcedOn` with the product's
 * current tariff: the insured value depreciated by the device's age when the period starts (from its
 * purchase date when known, else from the day its cover began, the policy's or, for a device that
 * replaced another, its own: the device is at least that old), by the
 * product's depreciation table when the catalog gives one. A device
 * past the three-year limit of its line (spec 5) cannot renew.
 */
export function priceRenewal(
  policy: PolicyRecord,
  bands: readonly PriceBand[],
  termEnd: string,
  announcedOn: string,
  /** The product's own depreciation table (catalog); null or absent: the domain's. */
  depreciation?: readonly number[] | null,
): RenewalQuote {
  const { startsOn, endsOn } = nextTermOf(termEnd);
  const devices = policy.policy_risks.filter((r) => r.active).map((r) => r.policy_risk_device);
  const startOfThen = new Date(`${startsOn}T12:00:00Z`);
  const tooOld = devices.find(
    (device) =>
      device &&
      purchaseDateProblem(
        policy.product.product_type_id,
        { kind: device.device_kind ?? undefined, purchase_date: device.purchase_date },
        startOfThen,
      ) === 'too_old',
  );
  // A device that replaced another during the year (a suplemento) is counted from its own cover's first day.
  const replacedOn = policy.policy_risks.filter((r) => r.active).map((r) => r.covered_from);
  const bought =
    devices.map((d) => d?.purchase_date).find(Boolean) ??
    replacedOn.find(Boolean) ??
    policy.starts_on ??
    startsOn;
  const insuredValue = depreciatedValue(
    policy.device_value_cents ?? 0,
    wholeYearsBetween(bought, startsOn),
    depreciation ?? undefined,
  );
  if (tooOld)
    return {
      renewable: false,
      startsOn,
      endsOn,
      insuredValue,
      reason: `${tooOld.brand} ${tooOld.model} cumple 3 años desde su compra antes del ${startsOn}: pasado ese límite no se puede asegurar`,
    };
  const sorted = [...bands].sort((a, b) => a.min_value - b.min_value);
  // A value depreciated under the lowest band is still insured, at that band's price.
  const band =
    findPriceBand(sorted, insuredValue) ?? (insuredValue < (sorted[0]?.min_value ?? 0) ? sorted[0] : null);
  if (!band)
    return {
      renewable: false,
      startsOn,
      endsOn,
      insuredValue,
      reason: 'El producto ya no tiene precio para el valor de este dispositivo',
    };
  const monthly = policy.periodicity === Periodicity.MONTHLY;
  const { premium, late } = renewalPremium({
    current: policy.premium_cents,
    tariff: monthly ? band.price_monthly : band.price_yearly,
    termEnd,
    announcedOn,
  });
  return {
    renewable: true,
    startsOn,
    endsOn,
    premium,
    annualPremium: monthly ? premium * 12 : premium,
    insuredValue,
    late,
  };
}
