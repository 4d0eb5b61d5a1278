// Business constants and limits of spec 9, named so no magic number is repeated.

/** Default policy type in the purchase state (spec 3, 9). */
export const DEFAULT_POLICY_TYPE = 'top';

/** Evaluation polling: 12 attempts, 5 s apart (spec 4, 9). */
export const EVALUATION_POLL_ATTEMPTS = 12;
export const EVALUATION_POLL_INTERVAL_MS = 5000;

/** Photo and IMEI retries allowed (spec 4, 9). */
export const PHOTO_RETRIES = 3;
export const IMEI_RETRIES = 3;

/** Seconds of countdown before a picture is taken (spec 9). */
export const PICTURE_COUNTDOWN = 10;

export const IMEI_LENGTH = 15;

/** Cancellation (withdrawal) right, in calendar days after the contract (spec 5). */
export const WITHDRAWAL_DAYS = 15;

/** Appliances and multimedia are covered only while younger than this (spec 5). */
export const DEVICE_MAX_AGE_YEARS = 3;

/** Policies created before this day need a location-history document for theft or robbery (spec 5). */
export const LOCATION_HISTORY_CUTOFF = '2019-04-30';

export const TOAST_DURATION_MS = 3000;

/** Minimum OS versions for the phone check (spec 2, 5, 9). Other systems pass. */
export const MIN_OS_VERSIONS = { iOS: '14.3.0', Android: '7.0.0' } as const;

/** Call-me-back hours in Europe/Madrid time, [from, to) in whole hours (spec 9). */
export const CALL_BACK_HOURS = {
  weekday: { from: 9, to: 19 },
  weekendOrHoliday: { from: 10, to: 18 },
} as const;
