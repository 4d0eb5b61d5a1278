import { describe, expect, it, vi } from 'vitest';
import { requestPhoneLocation } from './phone-location';

const position = (coords: Partial<GeolocationCoordinates>) =>
  ({ coords: { latitude: 40.4168, longitude: -3.7038, accuracy: 18.6, ...coords } }) as GeolocationPosition;

describe('requestPhoneLocation', () => {
  it('hands over the position, accuracy rounded to metres', () => {
    const onLocation = vi.fn();
    requestPhoneLocation({ getCurrentPosition: (ok) => ok(position({})) }, onLocation);
    expect(onLocation).toHaveBeenCalledWith({ latitude: 40.4168, longitude: -3.7038, accuracy_m: 19 });
  });

  it.each([
    ['no geolocation in the browser', undefined],
    [
      'a refusal',
      {
        getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
          fail?.({ code: 1 } as GeolocationPositionError),
      },
    ],
    [
      'a browser that throws',
      {
        getCurrentPosition: () => {
          throw new Error('denied');
        },
      },
    ],
    [
      'a position without numbers',
      { getCurrentPosition: (ok: PositionCallback) => ok(position({ latitude: Number.NaN })) },
    ],
  ])('gives nothing, and never throws, on %s', (_what, geolocation) => {
    const onLocation = vi.fn();
    expect(() => requestPhoneLocation(geolocation, onLocation)).not.toThrow();
    expect(onLocation).not.toHaveBeenCalled();
  });
});
