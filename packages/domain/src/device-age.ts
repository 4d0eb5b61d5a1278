import { DEVICE_MAX_AGE_YEARS } from './constants.ts';
import { madridDate } from './madrid-time.ts';

/**
 * Appliances and multimedia are covered only while under 3 years from purchase
 * (spec 5). The device turns 3 on the anniversary of its purchase day, counted
 * from date to date (Spanish Civil Code art. 5): a device bought on 29 February
 * turns 3 on 28 February. From that day on it is no longer coverable. A
 * purchase date in the future is a typing error, not a new device: false.
 */
export function isDeviceCoverable(purchaseDate: string, now: Date): boolean {
  const purchase = madridDate(purchaseDate);
  const today = madridDate(now);
  if (!purchase || !today || purchase > today) return false;
  return today < addYears(purchase, DEVICE_MAX_AGE_YEARS);
}

/** 'YYYY-MM-DD' plus whole years, clamping 29 February to 28 February. */
function addYears(isoDate: string, years: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const target = year + years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  const clamped = Math.min(day, lastDay);
  return `${target}-${String(month).padStart(2, '0')}-${String(clamped).padStart(2, '0')}`;
}
