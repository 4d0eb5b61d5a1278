import { madridDate } from '@amparo/domain';

/**
 * Today's date in Madrid as 'YYYY-MM-DD', the `max` of the purchase date inputs.
 * Not the UTC day: between midnight and 01:00/02:00 in Spain UTC is still yesterday.
 */
export function todayInMadrid(): string {
  // madridDate only returns null for an invalid Date, which `new Date()` never is.
  return madridDate(new Date()) ?? '';
}
