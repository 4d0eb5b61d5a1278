import { deviceName, isMultiDeviceLine } from '@amparo/domain';
import type { TFunction } from 'i18next';
import type { PurchaseDraft } from './purchase-draft';

/**
 * What the customer is insuring, as the flow names it: 'Apple iPhone 16 Pro'
 * (the model chosen or typed), '3 aparatos' for a multi-device policy, or ''
 * while nothing is named yet. The quote's own label is only the insured value
 * when the model was not taken from the catalog, so the draft is the source.
 */
export function draftDeviceLabel(draft: PurchaseDraft, t: TFunction): string {
  if (!isMultiDeviceLine(draft.productTypeId)) return deviceName(draft.device);
  const namedItems = draft.items.filter((item) => item.brand.trim()).length;
  return namedItems > 0 ? t('purchase.summary.items', { count: namedItems }) : '';
}
