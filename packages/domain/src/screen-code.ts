// The one-time code the capture page shows as a QR code, read back from the front photo (spec 4,
// docs/phone-check.md): by the server, which decides, and by the browser before sending, which
// offers the retake at once. Both read a copy of the same size and judge it the same way.

/** Longest side of the copy the QR reader is given: enough pixels per module, fast on two cores. */
export const SCREEN_CODE_SIDE = 1024;

export type ScreenCodeFinding = 'match' | 'other' | 'none';

/** What the photo's QR code says against the value the capture screen showed: none when no code was read. */
export function screenCodeFinding(read: string | null, expected: string): ScreenCodeFinding {
  if (read === null) return 'none';
  return read.trim() === expected.trim() ? 'match' : 'other';
}
