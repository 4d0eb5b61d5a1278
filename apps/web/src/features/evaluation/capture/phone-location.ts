import { useEffect, useRef } from 'react';

/** Where the phone is, as the API takes it (EvaluationLocationSchema). */
export type PhoneLocation = { latitude: number; longitude: number; accuracy_m?: number };

type Geolocation = Pick<globalThis.Geolocation, 'getCurrentPosition'>;

/**
 * Asks the browser once for the phone's position (docs/policy-admin.md,
 * Where the phone was). Optional and never
 * blocking: no geolocation, a refusal, an error or no answer within the timeout
 * all end in nothing, and the check is sent without it.
 */
export function requestPhoneLocation(
  geolocation: Geolocation | undefined,
  onLocation: (location: PhoneLocation) => void,
): void {
  if (!geolocation) return;
  try {
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!Number.isFinite(coords.latitude) || !Number.isFinite(coords.longitude)) return;
        onLocation({
          latitude: coords.latitude,
          longitude: coords.longitude,
          ...(Number.isFinite(coords.accuracy)
            ? { accuracy_m: Math.min(Math.round(coords.accuracy), 100_000) }
            : {}),
        });
      },
      () => undefined,
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  } catch {
    // A browser that throws instead of calling back: no location, nothing else changes.
  }
}

/** Starts asking when the page opens; the send reads whatever has arrived by then (`current`). */
export function usePhoneLocation() {
  const location = useRef<PhoneLocation | undefined>(undefined);
  useEffect(() => {
    requestPhoneLocation(typeof navigator === 'undefined' ? undefined : navigator.geolocation, (found) => {
      location.current = found;
    });
  }, []);
  return location;
}
