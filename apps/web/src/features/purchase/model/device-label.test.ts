import { ProductType } from '@amparo/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { draftDeviceLabel } from './device-label';
import { createDraft, EMPTY_DEVICE, emptyItem } from './purchase-draft';

const label = (draft: Parameters<typeof draftDeviceLabel>[0]) => draftDeviceLabel(draft, i18n.t);

describe('draftDeviceLabel', () => {
  it('names the phone chosen, not its value', () => {
    const draft = createDraft({
      device: { ...EMPTY_DEVICE, brand: 'Samsung', model: 'Galaxy S25', value: 90_900 },
    });
    expect(label(draft)).toBe('Samsung Galaxy S25');
  });

  it('is empty while no device is named', () => {
    expect(label(createDraft({ device: { ...EMPTY_DEVICE, value: 50_000 } }))).toBe('');
  });

  it('counts the named items of a multi-device policy', () => {
    const draft = createDraft({
      productTypeId: ProductType.MULTI_DEVICE,
      items: [
        { ...emptyItem('multimedia'), brand: 'LG' },
        { ...emptyItem('appliance'), brand: 'Bosch' },
        emptyItem('mobile'),
      ],
    });
    expect(label(draft)).toBe('2 aparatos');
  });
});
