import { MIN_OS_VERSIONS } from './constants.ts';

// OS version guard for the phone check (spec 2, 5, 9).

export type OsName = 'iOS' | 'Android' | 'other';
export type DeviceType = 'mobile' | 'desktop';

/** '14.3' → [14, 3, 0]; null for an empty or unreadable version. Extra parts are ignored. */
function versionParts(version: string): [number, number, number] | null {
  const parts = version.trim().split(/[._]/);
  if (parts.length === 0 || parts.some((part) => !/^\d+$/.test(part))) return null;
  const [major = 0, minor = 0, patch = 0] = parts.map(Number);
  return [major, minor, patch];
}

function compareVersions(a: [number, number, number], b: [number, number, number]): number {
  for (let i = 0; i < 3; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * iOS must be 14.3.0 or higher and Android 7.0.0 or higher; any other system
 * passes, and so does an unknown or unreadable version (spec 2: the page is
 * allowed). Incomplete versions are padded with .0, so '14.3' equals '14.3.0'.
 */
export function isOsVersionAllowed(
  os: string | null | undefined,
  version: string | null | undefined,
): boolean {
  const name = (os ?? '').toLowerCase();
  const minimum = name === 'ios' ? MIN_OS_VERSIONS.iOS : name === 'android' ? MIN_OS_VERSIONS.Android : null;
  if (!minimum || !version) return true;
  const parts = versionParts(version);
  if (!parts) return true;
  return compareVersions(parts, versionParts(minimum) ?? [0, 0, 0]) >= 0;
}

/**
 * OS and version from a user agent. iPhone, iPad and iPod agents carry
 * 'OS 14_2_1 like Mac OS X' (underscores become dots); Android agents carry
 * 'Android 6.0.1'. An iPad in desktop mode reports itself as a Mac: 'other'.
 */
export function parseOsFromUserAgent(ua: string | null | undefined): { os: OsName; version: string | null } {
  const agent = ua ?? '';
  if (/iPhone|iPad|iPod/.test(agent)) {
    const match = /OS (\d+(?:_\d+)*) like Mac OS X/.exec(agent);
    return { os: 'iOS', version: match?.[1]?.replace(/_/g, '.') ?? null };
  }
  if (/Android/.test(agent)) {
    const match = /Android (\d+(?:\.\d+)*)/.exec(agent);
    return { os: 'Android', version: match?.[1] ?? null };
  }
  return { os: 'other', version: null };
}

/** Spec 4 device type as the phone check records it (the contract's `device_type`). */
export type EvaluationDeviceType = 'desktop' | 'android' | 'ios' | 'other';

/**
 * The device of a phone check (spec 4, device type). `maxTouchPoints` is the browser's
 * `navigator.maxTouchPoints`: an iPad in desktop mode reports itself as a Mac, but a Mac has no
 * touch screen, so a 'Macintosh' agent with more than one touch point is an iPad ('ios'). Another
 * phone or tablet (a 'Mobi'/'Tablet' agent that is neither iOS nor Android) is 'other'; the rest is
 * a desktop. A touch laptop (Windows, Linux with a touch screen) stays a desktop: its agent says so,
 * and its webcam is no camera to photograph a phone in a mirror.
 */
export function evaluationDeviceType(
  ua: string | null | undefined,
  maxTouchPoints: number | null | undefined = 0,
): EvaluationDeviceType {
  const agent = ua ?? '';
  const { os } = parseOsFromUserAgent(agent);
  if (os === 'iOS') return 'ios';
  if (os === 'Android') return 'android';
  if (/Macintosh/.test(agent) && (maxTouchPoints ?? 0) > 1) return 'ios';
  if (/Mobi|Tablet|Windows Phone|KAIOS/i.test(agent)) return 'other';
  return 'desktop';
}

/** 'desktop' or 'mobile' (spec 4, device type): see evaluationDeviceType for the iPad in desktop mode. */
export function deviceType(
  ua: string | null | undefined,
  maxTouchPoints: number | null | undefined = 0,
): DeviceType {
  return evaluationDeviceType(ua, maxTouchPoints) === 'desktop' ? 'desktop' : 'mobile';
}
