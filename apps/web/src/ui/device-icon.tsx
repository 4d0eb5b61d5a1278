import { RiskType } from '@amparo/domain';
import {
  Bike,
  Laptop,
  type LucideIcon,
  Package,
  Refrigerator,
  Smartphone,
  Tablet,
  Tv,
  User,
} from 'lucide-react';

// Each kind of insured item its own icon (a laptop is not a phone), shared by the pages that list them.
const ICONS: Record<number, LucideIcon> = {
  [RiskType.MOBILE]: Smartphone,
  [RiskType.PERSON]: User,
  [RiskType.SCOOTER]: Bike,
  [RiskType.DEVICE]: Package,
  [RiskType.MULTIMEDIA]: Tablet,
  [RiskType.APPLIANCE]: Refrigerator,
  [RiskType.PORTABLE]: Laptop,
  [RiskType.SMART_TV]: Tv,
};

/** The icon of an insured item's risk type (a generic package for one the product does not know). */
export function deviceIcon(riskType: number | null | undefined): LucideIcon {
  return (riskType != null && ICONS[riskType]) || Package;
}
