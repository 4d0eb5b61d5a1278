import { describe, expect, it } from 'vitest';
import {
  acceptsClaimsToday,
  type ClaimDeclarationInput,
  coversOn,
  validateClaimDeclaration,
} from './claim-declaration.ts';
import { APPLIANCE_TYPES, MULTIMEDIA_TYPES } from './claim-fields.ts';
import { ClaimType, PolicyStatus, ProductType, RiskType } from './enums.ts';

const base: ClaimDeclarationInput = {
  productTypeId: ProductType.MOBILE,
  policyStatus: PolicyStatus.ACTIVE_PAID_SIGNED,
  policyStartedOn: '2026-01-10',
  claimTypeId: ClaimType.WATER_DAMAGE,
  occurredOn: '2026-11-20',
  today: '2026-11-23',
  riskTypeId: RiskType.MOBILE,
  extraFields: {},
};
const paidFirst = { dueOn: '2026-01-10', paidOn: '2026-01-10', isFirst: true };
const multiDevice = (riskTypeId: number, claimTypeId: number) => ({
  productTypeId: ProductType.MULTI_DEVICE,
  riskTypeId,
  claimTypeId,
});
const refusal = (input: Partial<ClaimDeclarationInput>) => {
  const result = validateClaimDeclaration({ ...base, ...input });
  return result.ok ? 'ok' : result.refusal;
};

describe('an incident inside a suspension (LCS art. 15)', () => {
  it('is refused with the unpaid receipt and the first day without cover', () => {
    const result = validateClaimDeclaration({
      ...base,
      premiumReceipts: [paidFirst, { dueOn: '2026-10-10', paidOn: null, isFirst: false }],
    });
    expect(result).toMatchObject({
      ok: false,
      refusal: 'occurred_while_suspended',
      suspension: { dueOn: '2026-10-10', since: '2026-11-10' },
    });
  });
});

describe('validateClaimDeclaration', () => {
  it.each([
    ['active, signed', { policyStatus: PolicyStatus.ACTIVE_PAID_SIGNED }, 'ok'],
    ['active, unsigned', { policyStatus: PolicyStatus.ACTIVE_PAID_UNSIGNED }, 'ok'],
    ['draft', { policyStatus: PolicyStatus.DRAFT }, 'policy_not_active'],
    ['cancelled', { policyStatus: PolicyStatus.CANCELLED }, 'policy_not_active'],
    // A cancellation keeps cover to its last day; a withdrawal undoes the contract.
    [
      'cancelled, covered to the end of the month, incident inside',
      { policyStatus: PolicyStatus.CANCELLED, policyEndsOn: '2026-11-30', cancelReason: 'customer' },
      'ok',
    ],
    [
      'cancelled, cover ended on the 21st, incident on the 20th',
      { policyStatus: PolicyStatus.CANCELLED, policyEndsOn: '2026-11-21', cancelReason: 'staff' },
      'ok',
    ],
    [
      'cancelled, cover ended on the 19th, incident on the 20th',
      { policyStatus: PolicyStatus.CANCELLED, policyEndsOn: '2026-11-19', cancelReason: 'non_payment' },
      'occurred_after_cover',
    ],
    [
      'withdrawn: never covered',
      { policyStatus: PolicyStatus.CANCELLED, policyEndsOn: '2026-11-30', cancelReason: 'withdrawal' },
      'policy_not_active',
    ],
    // LCS art. 15: a later receipt unpaid for a month suspends cover (unpaid-premium.ts).
    [
      'a later receipt due 10 October unpaid, incident on 20 November',
      { premiumReceipts: [paidFirst, { dueOn: '2026-10-10', paidOn: null, isFirst: false }] },
      'occurred_while_suspended',
    ],
    [
      'a later receipt due 25 October unpaid, incident in its month of grace',
      { premiumReceipts: [paidFirst, { dueOn: '2026-10-25', paidOn: null, isFirst: false }] },
      'ok',
    ],
    [
      'a later receipt due 10 October paid on 15 November, incident on 20 November',
      { premiumReceipts: [paidFirst, { dueOn: '2026-10-10', paidOn: '2026-11-15', isFirst: false }] },
      'ok',
    ],
    ['scooter type on a mobile', { claimTypeId: ClaimType.SCOOTER_DAMAGE }, 'claim_type_not_offered'],
    ['breakdown on a mobile', { claimTypeId: ClaimType.BREAKDOWN }, 'claim_type_not_offered'],
    // Spec 9, multi-risk: the item decides (the form answers come after, so none are given here).
    [
      'multi-risk: front screen on an appliance',
      multiDevice(RiskType.APPLIANCE, ClaimType.FRONT_SCREEN_BREAK),
      'claim_type_not_offered',
    ],
    [
      'multi-risk: rear cover on an appliance',
      multiDevice(RiskType.APPLIANCE, ClaimType.BACK_COVER_BREAK),
      'claim_type_not_offered',
    ],
    [
      'multi-risk: breakdown on a mobile',
      multiDevice(RiskType.MOBILE, ClaimType.BREAKDOWN),
      'claim_type_not_offered',
    ],
    [
      'multi-risk: breakdown on an appliance',
      multiDevice(RiskType.APPLIANCE, ClaimType.BREAKDOWN),
      'extra_fields_invalid',
    ],
    [
      'multi-risk: front screen on a multimedia device',
      multiDevice(RiskType.MULTIMEDIA, ClaimType.FRONT_SCREEN_BREAK),
      'extra_fields_invalid',
    ],
    ['occurred today', { occurredOn: '2026-11-23' }, 'ok'],
    ['occurred tomorrow', { occurredOn: '2026-11-24' }, 'occurred_in_future'],
    ['the first day of cover', { occurredOn: '2026-01-10' }, 'ok'],
    ['the day before cover', { occurredOn: '2026-01-09' }, 'occurred_before_policy'],
    ['a field no claim asks for', { extraFields: { colour: 'rojo' } }, 'extra_fields_invalid'],
    // A device that replaced another during the year (a suplemento) is covered from its own first day.
    ['a replacing phone still to check', { riskAwaitingCheck: true }, 'device_not_checked'],
    [
      'before the replacing device was covered',
      { riskCoveredFrom: '2026-06-02', occurredOn: '2026-06-01' },
      'occurred_before_device',
    ],
    ['the replacing device’s first day', { riskCoveredFrom: '2026-06-02', occurredOn: '2026-06-02' }, 'ok'],
  ])('%s → %s', (_name, input, expected) => {
    expect(refusal(input)).toBe(expected);
  });

  it('checks the policy before the claim type, and the type before the date', () => {
    expect(refusal({ policyStatus: PolicyStatus.CANCELLED, claimTypeId: 99, occurredOn: '2030-01-01' })).toBe(
      'policy_not_active',
    );
    expect(refusal({ claimTypeId: 99, occurredOn: '2030-01-01' })).toBe('claim_type_not_offered');
  });

  const multiRisk = {
    productTypeId: ProductType.MULTI_DEVICE,
    claimTypeId: ClaimType.BREAKDOWN,
    riskTypeId: RiskType.APPLIANCE,
  };
  const applianceAnswers = {
    breakage_detail: 'No enfría',
    appliance_type: APPLIANCE_TYPES[0],
    brand: 'Balay',
    model: '3KFE563WI',
    purchase_date: '2025-03-01',
    invoice_in_holder_name: 'Si',
  };

  it('accepts a device bought 3 years ago less a day', () => {
    const result = validateClaimDeclaration({
      ...base,
      ...multiRisk,
      extraFields: { ...applianceAnswers, purchase_date: '2023-11-24' },
    });
    expect(result.ok).toBe(true);
  });

  it('accepts a complete multi-risk appliance breakdown and stores every answer', () => {
    const result = validateClaimDeclaration({ ...base, ...multiRisk, extraFields: applianceAnswers });
    expect(result).toEqual({
      ok: true,
      extraFields: Object.entries(applianceAnswers).map(([id, value]) => ({ id, value })),
    });
  });

  it.each([
    ['missing brand', { brand: '' }, 'brand', /Marca: este dato es obligatorio/],
    ['an appliance not in the list', { appliance_type: 'Tostadora' }, 'appliance_type', /elige una/],
    [
      'a multimedia type for an appliance',
      { appliance_type: MULTIMEDIA_TYPES[0] },
      'appliance_type',
      /elige/,
    ],
    ['a wrong toggle', { invoice_in_holder_name: 'Sí claro' }, 'invoice_in_holder_name', /Si, No/],
    ['a date that does not exist', { purchase_date: '2025-02-30' }, 'purchase_date', /fecha válida/],
    ['a number as brand', { brand: 7 }, 'brand', /texto/],
    [
      'a device 3 years old on the claim day',
      { purchase_date: '2023-11-23' },
      'purchase_date',
      /menos de 3 años/,
    ],
    ['a purchase date in the future', { purchase_date: '2026-12-01' }, 'purchase_date', /fecha futura/],
  ])('refuses %s with a Spanish message on that field', (_name, change, field, message) => {
    const result = validateClaimDeclaration({
      ...base,
      ...multiRisk,
      extraFields: { ...applianceAnswers, ...change },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.refusal).toBe('extra_fields_invalid');
    expect(result.errors).toEqual([{ field, message: expect.stringMatching(message) }]);
  });

  it('asks scooter hospitalisation for hospital and dates; the disability checkbox defaults to false', () => {
    const scooter = { productTypeId: ProductType.SCOOTER };
    const hospital = validateClaimDeclaration({
      ...base,
      ...scooter,
      claimTypeId: ClaimType.SCOOTER_HOSPITALIZATION,
      extraFields: { hospital_name: 'Hospital La Paz' },
    });
    expect(hospital.ok ? [] : hospital.errors.map((e) => e.field)).toEqual([
      'hospitalization_start_date',
      'hospitalization_end_date',
    ]);
    const disability = validateClaimDeclaration({
      ...base,
      ...scooter,
      claimTypeId: ClaimType.SCOOTER_ACCIDENT_DISABILITY,
      extraFields: {},
    });
    expect(disability).toEqual({ ok: true, extraFields: [{ id: 'incapacity_resolution', value: false }] });
  });
});

describe('acceptsClaimsToday', () => {
  it.each([
    [{ status: PolicyStatus.ACTIVE_PAID_SIGNED, ends_on: null, cancel_reason: null }, true],
    [{ status: PolicyStatus.DRAFT, ends_on: null, cancel_reason: null }, false],
    [{ status: PolicyStatus.CANCELLED, ends_on: '2026-11-30', cancel_reason: 'customer' }, true],
    [{ status: PolicyStatus.CANCELLED, ends_on: '2026-11-23', cancel_reason: 'staff' }, true],
    [{ status: PolicyStatus.CANCELLED, ends_on: '2026-11-22', cancel_reason: 'staff' }, false],
    [{ status: PolicyStatus.CANCELLED, ends_on: '2026-11-30', cancel_reason: 'withdrawal' }, false],
    [{ status: PolicyStatus.CANCELLED, ends_on: null, cancel_reason: 'staff' }, false],
  ])('%o on 2026-11-23 → %s', (policy, expected) => {
    expect(acceptsClaimsToday(policy, '2026-11-23')).toBe(expected);
  });
});

describe('coversOn', () => {
  it.each([
    [{ status: PolicyStatus.ACTIVE_PAID_SIGNED, ends_on: null, cancel_reason: null }, true],
    [{ status: PolicyStatus.ACTIVE_PAID_UNSIGNED, ends_on: '2026-11-23', cancel_reason: null }, true],
    [{ status: PolicyStatus.ACTIVE_PAID_SIGNED, ends_on: '2026-11-22', cancel_reason: null }, false],
    [{ status: PolicyStatus.DRAFT, ends_on: null, cancel_reason: null }, false],
    [{ status: PolicyStatus.CANCELLED, ends_on: '2026-11-30', cancel_reason: 'customer' }, true],
    [{ status: PolicyStatus.CANCELLED, ends_on: '2026-11-22', cancel_reason: 'staff' }, false],
    [{ status: PolicyStatus.CANCELLED, ends_on: '2026-11-30', cancel_reason: 'withdrawal' }, false],
  ])('%o on 2026-11-23 → %s', (policy, expected) => {
    expect(coversOn(policy, '2026-11-23')).toBe(expected);
  });
});

describe('appliance and multimedia types of the multi-risk breakage fields', () => {
  it('has 10 appliance types and 9 multimedia types, none repeated', () => {
    expect(APPLIANCE_TYPES).toHaveLength(10);
    expect(MULTIMEDIA_TYPES).toHaveLength(9);
    expect(new Set([...APPLIANCE_TYPES, ...MULTIMEDIA_TYPES]).size).toBe(19);
    expect(APPLIANCE_TYPES).toContain('Frigorífico');
    expect(MULTIMEDIA_TYPES).toContain('Televisor');
  });
});
