import type { DeviceType } from '@amparo/contract';
import { parseOsFromUserAgent } from '@amparo/domain';

/**
 * The phone check's `device_type` (contract DeviceTypeSchema) from the browser's user agent:
 * 'ios' and 'android' by their OS, 'desktop' for a computer, 'other' for any other mobile.
 * (Local to the camera pages: the domain's deviceType answers spec 4's mobile/desktop only.)
 */
export function evaluationDeviceType(userAgent: string | null | undefined): DeviceType {
  const { os } = parseOsFromUserAgent(userAgent);
  if (os === 'iOS') return 'ios';
  if (os === 'Android') return 'android';
  return /Mobi|Tablet/i.test(userAgent ?? '') ? 'other' : 'desktop';
}
