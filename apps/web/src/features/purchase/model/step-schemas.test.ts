import { HolderSchema } from '@amparo/contract';
import { ProductType } from '@amparo/domain';
import { describe, expect, it } from 'vitest';
import { holderForBooking } from './draft-to-booking';
import { createDraft, EMPTY_HOLDER, emptyItem } from './purchase-draft';
import { CoverageStepSchema, deviceStepSchema, deviceStepValues, PaymentStepSchema } from './step-schemas';

const NOW = new Date('2026-11-23T10:00:00Z');
const firstMessages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('purchase step schemas', () => {
  it('say what is missing rather than that it is wrong', () => {
    const holder = firstMessages(HolderSchema.safeParse(holderForBooking(EMPTY_HOLDER)));
    expect(holder.document_code).toBe('Escribe tu DNI o NIE');
    expect(holder.email).toBe('Indica un correo electrónico');
    const warranty = createDraft({ productTypeId: ProductType.EXTENDED_WARRANTY });
    const device = firstMessages(deviceStepSchema(NOW).safeParse(deviceStepValues(warranty)));
    expect(device).toMatchObject({
      'device.brand': 'Indica la marca',
      'device.value': 'Indica el valor del dispositivo',
      'device.purchase_date': 'Indica la fecha de compra del aparato',
    });
  });

  it.each([
    { kind: 'appliance' as const, date: '2023-11-23', message: /3 años o más/ },
    { kind: 'appliance' as const, date: '', message: /Indica la fecha de compra/ },
  ])('multi-device: a $kind bought on "$date" is refused', ({ kind, date, message }) => {
    const item = {
      ...emptyItem(kind),
      device_type: 'Lavadora',
      brand: 'Bosch',
      model: 'Serie 4',
      value: 50_000,
    };
    const draft = createDraft({
      productTypeId: ProductType.MULTI_DEVICE,
      items: [{ ...item, purchase_date: date }],
    });
    const issues = firstMessages(deviceStepSchema(NOW).safeParse(deviceStepValues(draft)));
    expect(issues['items.0.purchase_date']).toMatch(message);
  });

  it('a phone in a multi-device policy is exempt from the 3-year rule', () => {
    const item = {
      ...emptyItem('mobile'),
      brand: 'Apple',
      model: 'iPhone 11',
      value: 30_000,
      purchase_date: '2019-10-01',
    };
    const draft = createDraft({ productTypeId: ProductType.MULTI_DEVICE, items: [item] });
    expect(deviceStepSchema(NOW).safeParse(deviceStepValues(draft)).success).toBe(true);
  });

  it('coverage needs a coverage; a typed discount code must be well formed', () => {
    expect(firstMessages(CoverageStepSchema.safeParse({ product_id: null, discount_code: '' }))).toEqual({
      product_id: 'Elige una cobertura',
    });
    expect(CoverageStepSchema.safeParse({ product_id: 3, discount_code: '' }).success).toBe(true);
    expect(CoverageStepSchema.safeParse({ product_id: 3, discount_code: 'x!' }).success).toBe(false);
  });

  it('direct debit needs an account and its holder; card needs neither', () => {
    expect(
      PaymentStepSchema.safeParse({ payment_method: 'card', iban: '', account_holder: '' }).success,
    ).toBe(true);
    const debit = firstMessages(
      PaymentStepSchema.safeParse({ payment_method: 'direct_debit', iban: ' ', account_holder: '' }),
    );
    expect(debit.iban).toMatch(/al menos una cuenta/);
    expect(debit.account_holder).toBeTruthy();
    expect(
      PaymentStepSchema.safeParse({
        payment_method: 'direct_debit',
        iban: 'ES91 2100 0418 4502 0005 1332',
        account_holder: 'Lucía García',
      }).success,
    ).toBe(true);
  });
});
