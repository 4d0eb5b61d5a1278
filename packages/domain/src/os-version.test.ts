import { describe, expect, it } from 'vitest';
import { deviceType, evaluationDeviceType, isOsVersionAllowed, parseOsFromUserAgent } from './os-version.ts';

describe('isOsVersionAllowed', () => {
  it.each([
    ['iOS', '14.3.0', true],
    ['iOS', '14.3', true], // padded to 14.3.0
    ['iOS', '14.2.9', false],
    ['iOS', '14.2', false],
    ['iOS', '14', false], // 14.0.0
    ['iOS', '14.3.1', true],
    ['iOS', '15', true],
    ['iOS', '9.10.0', false], // numeric, not text, comparison
    ['iOS', '17.4.1.2', true],
    ['ios', '13.7', false], // case-insensitive name
    ['Android', '7.0.0', true],
    ['Android', '7', true],
    ['Android', '6.0.1', false],
    ['Android', '6.9.9', false],
    ['Android', '10', true], // 10 > 7 although '1' < '7'
    ['Android', '14', true],
    ['Windows', '3.1', true],
    ['other', '1.0.0', true],
    ['iOS', '', true], // unknown version is allowed
    ['iOS', null, true],
    ['Android', undefined, true],
    ['Android', 'beta', true], // unreadable counts as unknown
    [null, '1.0', true],
  ])('%s %s → %s', (os, version, expected) => {
    expect(isOsVersionAllowed(os, version)).toBe(expected);
  });
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 14_2_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.0 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 6.0.1; SM-G920F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0 Mobile Safari/537.36';
const ANDROID_14 =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const ANDROID_NO_VERSION =
  'Mozilla/5.0 (Linux; Android; K) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

describe('parseOsFromUserAgent and deviceType', () => {
  it.each([
    ['iPhone', IPHONE, 'iOS', '14.2.1', 'mobile'],
    ['iPad', IPAD, 'iOS', '16.5', 'mobile'],
    ['Android 6.0.1', ANDROID, 'Android', '6.0.1', 'mobile'],
    ['Android 14', ANDROID_14, 'Android', '14', 'mobile'],
    ['Android without version', ANDROID_NO_VERSION, 'Android', null, 'mobile'],
    ['Mac (also an iPad in desktop mode)', MAC, 'other', null, 'desktop'],
    ['Windows', WINDOWS, 'other', null, 'desktop'],
    ['empty', '', 'other', null, 'desktop'],
    ['missing', null, 'other', null, 'desktop'],
  ])('%s', (_name, ua, os, version, device) => {
    expect(parseOsFromUserAgent(ua)).toEqual({ os, version });
    expect(deviceType(ua)).toBe(device);
  });

  it.each([
    ['iPhone', IPHONE, 5, 'ios'],
    ['Android', ANDROID_14, 5, 'android'],
    ['iPad in desktop mode (a Mac agent with a touch screen)', MAC, 5, 'ios'],
    ['Mac', MAC, 0, 'desktop'],
    ['Windows touch laptop', WINDOWS, 10, 'desktop'],
    ['another phone', 'Mozilla/5.0 (Mobile; KAIOS/3.0; rv:84.0) Gecko/84.0 Firefox/84.0', 1, 'other'],
    ['missing', null, undefined, 'desktop'],
  ])('evaluationDeviceType: %s → %s', (_name, ua, touch, expected) => {
    expect(evaluationDeviceType(ua, touch)).toBe(expected);
    expect(deviceType(ua, touch)).toBe(expected === 'desktop' ? 'desktop' : 'mobile');
  });

  it('an old iPhone fails the guard end to end', () => {
    const { os, version } = parseOsFromUserAgent(IPHONE);
    expect(isOsVersionAllowed(os, version)).toBe(false);
  });
});
