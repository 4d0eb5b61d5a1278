import { RiskType } from '@amparo/domain';
import { Bike, Laptop, Package, Refrigerator, Smartphone, Tablet, Tv, User } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { deviceIcon } from './device-icon';

describe('deviceIcon', () => {
  it.each([
    [RiskType.MOBILE, Smartphone],
    [RiskType.PORTABLE, Laptop],
    [RiskType.SMART_TV, Tv],
    [RiskType.SCOOTER, Bike],
    [RiskType.APPLIANCE, Refrigerator],
    [RiskType.MULTIMEDIA, Tablet],
    [RiskType.PERSON, User],
    [RiskType.DEVICE, Package],
    [99, Package],
    [null, Package],
  ])('risk type %s', (riskType, icon) => {
    expect(deviceIcon(riskType)).toBe(icon);
  });
});
