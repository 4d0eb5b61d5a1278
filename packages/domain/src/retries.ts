import { IMEI_RETRIES, PHOTO_RETRIES } from './constants.ts';

// Retry limits of the phone check (spec 4, "Retries").

/** The photo evaluation may be retried while retryCount is under 3. */
export function canRetryPhotos(retryCount: number): boolean {
  return retryCount < PHOTO_RETRIES;
}

/** IMEI entry may be retried while imeiRetryCount is under 3. */
export function canRetryImei(imeiRetryCount: number): boolean {
  return imeiRetryCount < IMEI_RETRIES;
}

/** Photo attempts left of the 3, after `rejected` refusals (never below 0). */
export function photoRetriesLeft(rejected: number): number {
  return Math.max(0, PHOTO_RETRIES - rejected);
}

/** IMEI attempts left of the 3, after `used` wrong entries or unreadable screenshots (never below 0). */
export function imeiRetriesLeft(used: number): number {
  return Math.max(0, IMEI_RETRIES - used);
}
