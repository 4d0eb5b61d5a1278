import { describe, expect, it } from 'vitest';
import { RiskType } from './enums.ts';
import {
  insuredDeviceLabels,
  type NotificationClaim,
  type NotificationPolicy,
  type NotificationRisk,
  policyNotifications,
} from './notifications.ts';

const now = new Date('2024-06-15T12:00:00Z');

const mobileRisk = (overrides: Partial<NotificationRisk> = {}): NotificationRisk => ({
  id: 100,
  risk_type: 1,
  active: 1,
  name: 'Móvil',
  policy_risk_claims: [],
  policy_risk_mobile: { brand: 'Apple', model: 'iPhone 15', imei: '490154203237518', evaluation_status: 1 },
  ...overrides,
});

const policy = (overrides: Partial<NotificationPolicy> = {}): NotificationPolicy => ({
  id: 10,
  number: 'AMP-0001',
  status: 2,
  product: { name: 'Móvil Top', product_type_id: 1 },
  evaluation_status: 1,
  evaluation_active: 1,
  sign_link: 'https://firma.example/abc',
  policy_risks: [mobileRisk()],
  policy_payments: [],
  ...overrides,
});

const ids = (p: NotificationPolicy) => policyNotifications(p, now).map((n) => n.id);

describe('rules 1 to 4: single-device policy', () => {
  it.each([
    // status, evaluation_active, evaluation_status, expected ids
    ['active unsigned, evaluation undefined and active', 2, 1, 1, ['evaluation-pending-10-100']],
    ['evaluation undefined but not active', 2, 0, 1, []],
    ['signed policy, evaluation undefined and active', 3, 1, 1, ['evaluation-pending-10-100']],
    ['evaluation rejected', 2, 1, 4, ['evaluation-rejected-10-100']],
    ['evaluation rejected, evaluation not active', 2, 0, 4, ['evaluation-rejected-10-100']],
    ['unsigned with evaluation pending', 2, 1, 2, ['evaluation-review-10-100', 'contract-unsigned-10']],
    ['unsigned with evaluation validated', 2, 1, 3, ['contract-unsigned-10']],
    ['unsigned with evaluation not required', 2, 0, 6, ['contract-unsigned-10']],
    ['unsigned with evaluation canceled', 2, 1, 5, []],
    ['signed with evaluation validated', 3, 1, 3, []],
    ['unsigned without evaluation status', 2, 1, null, []],
    ['cancelled', 4, 1, 4, []],
  ])('%s', (_name, status, evaluation_active, evaluation_status, expected) => {
    expect(ids(policy({ status, evaluation_active, evaluation_status }))).toEqual(expected);
  });

  it('builds the pending-evaluation notice', () => {
    expect(policyNotifications(policy(), now)).toEqual([
      {
        id: 'evaluation-pending-10-100',
        title: 'Peritación sin hacer',
        caption: 'Comprueba el estado de tu dispositivo para activar la cobertura.',
        btnText: 'Peritar ahora',
        icon: 'camera',
        device: 'Apple iPhone 15',
        link: { name: 'evaluation', params: { policy_id: '10', risk_id: '100' } },
      },
    ]);
  });

  it('builds the rejected-evaluation notice with the same button', () => {
    const [notice] = policyNotifications(policy({ evaluation_status: 4 }), now);
    expect(notice).toMatchObject({
      title: 'Peritación rechazada',
      btnText: 'Peritar ahora',
      icon: 'camera-off',
    });
  });

  it('builds the unsigned notice with a policy-sign link', () => {
    expect(policyNotifications(policy({ evaluation_status: 3 }), now)).toEqual([
      {
        id: 'contract-unsigned-10',
        title: 'Contrato sin firmar',
        caption: 'Firma tu contrato para completar la contratación.',
        btnText: 'Firmar ahora',
        icon: 'signature',
        device: 'Apple iPhone 15',
        link: { name: 'policy-sign', params: { policySignUrl: 'https://firma.example/abc' } },
      },
    ]);
  });

  it('has no link on the unsigned notice while there is no sign link', () => {
    const [notice] = policyNotifications(policy({ evaluation_status: 3, sign_link: null }), now);
    expect(notice?.id).toBe('contract-unsigned-10');
    expect(notice).not.toHaveProperty('link');
  });

  it('labels a scooter policy with its scooter', () => {
    const scooter = policy({
      product: { name: 'Patinete', product_type_id: 3 },
      evaluation_status: 6,
      policy_risks: [
        { id: 7, risk_type: 3, active: 1, policy_risk_scooter: { brand: 'Xiaomi', model: 'Mi 3' } },
      ],
    });
    expect(policyNotifications(scooter, now).map((n) => n.device)).toEqual(['Xiaomi Mi 3']);
  });
});

const unpaid = {
  id: 501,
  price: 1250,
  pending_amount: 1250,
  payment_date: null,
  activation_date: '2024-06-01',
};
const deniedClaim: NotificationClaim = {
  id: 900,
  internal_status: 2,
  notify_denied: 1,
  statuses: [
    { comment: 'En revisión' },
    { comment: 'Daños anteriores a la contratación' },
    { comment: null },
  ],
};

describe('rule 6: warranty-breakdown policy shows only the unsigned notice', () => {
  const warranty = (overrides: Partial<NotificationPolicy>) =>
    policy({
      product: { name: 'Garantía extendida', product_type_id: 4 },
      policy_payments: [unpaid],
      policy_risks: [{ id: 200, risk_type: 4, active: 1, policy_risk_claims: [deniedClaim] }],
      ...overrides,
    });
  it.each([
    ['unsigned, evaluation undefined', 2, 1, ['contract-unsigned-10']],
    ['unsigned, evaluation rejected', 2, 4, ['contract-unsigned-10']],
    ['signed', 3, 1, []],
    ['draft', 1, 1, []],
  ])('%s', (_name, status, evaluation_status, expected) => {
    expect(ids(warranty({ status, evaluation_status }))).toEqual(expected);
  });
});

describe('rule 5: multi-risk policy', () => {
  const multi = (risks: NotificationRisk[], overrides: Partial<NotificationPolicy> = {}) =>
    policy({
      product: { name: 'Multidispositivo', product_type_id: 5 },
      evaluation_status: 3,
      policy_risks: risks,
      ...overrides,
    });
  const phone = (id: number, evaluation_status: number, imei: string | null, active = 1) =>
    mobileRisk({
      id,
      active,
      policy_risk_mobile: { brand: 'Samsung', model: `Galaxy ${id}`, imei, evaluation_status },
    });
  const appliance: NotificationRisk = { id: 2, risk_type: 6, active: 1, name: 'Lavadora' };

  it.each([
    ['one pending phone; no unsigned notice', [phone(1, 1, '1')], ['evaluation-pending-10-1']],
    ['rejected phone', [phone(1, 4, '1')], ['evaluation-rejected-10-1']],
    ['validated phone only: nothing, unsigned suppressed', [phone(1, 3, '1')], []],
    [
      'a phone waiting for the expert',
      [phone(1, 2, '1'), phone(3, 1, '3')],
      ['evaluation-review-10-1', 'evaluation-pending-10-3'],
    ],
    ['appliance risks are skipped', [appliance, phone(3, 1, '1')], ['evaluation-pending-10-3']],
    ['inactive phones are skipped', [phone(1, 1, '1', 0), phone(3, 4, '1')], ['evaluation-rejected-10-3']],
    [
      'stops after the first phone without IMEI',
      [phone(1, 1, '1'), appliance, phone(3, 4, null), phone(4, 1, '4')],
      ['evaluation-pending-10-1', 'evaluation-rejected-10-3'],
    ],
    [
      'first phone without IMEI: only its notice',
      [phone(1, 1, null), phone(3, 1, '3')],
      ['evaluation-pending-10-1'],
    ],
    ['a validated phone without IMEI still stops the walk', [phone(1, 3, ''), phone(3, 1, '3')], []],
  ])('%s', (_name, risks, expected) => {
    expect(ids(multi(risks))).toEqual(expected);
  });

  it('needs evaluation_active for pending notices', () => {
    expect(ids(multi([phone(1, 1, '1'), phone(3, 4, '3')], { evaluation_active: 0 }))).toEqual([
      'evaluation-rejected-10-3',
    ]);
  });

  it('labels per-risk notices with the phone and receipts with the product', () => {
    const notices = policyNotifications(multi([phone(1, 1, '1')], { policy_payments: [unpaid] }), now);
    expect(notices.map((n) => n.device)).toEqual(['Samsung Galaxy 1', 'Multidispositivo']);
  });
});

describe('rule 7: receipts and claims', () => {
  const signed = (overrides: Partial<NotificationPolicy>) =>
    policy({ status: 3, evaluation_status: 3, ...overrides });

  it.each([
    ['unpaid receipt', unpaid, ['receipt-unpaid-10-501']],
    ['paid receipt', { ...unpaid, payment_date: '2024-06-02' }, []],
    ['scheduled receipt', { ...unpaid, activation_date: '2024-07-01' }, []],
    ['refund pending', { ...unpaid, price: -1250, pending_amount: -1250 }, []],
  ])('%s', (_name, payment, expected) => {
    expect(ids(signed({ policy_payments: [payment] }))).toEqual(expected);
  });

  // LCS art. 15 (unpaid-premium.ts): a later receipt's notice says what happens to the cover.
  it.each([
    [
      'due 20 May: cover stops on 20 June, a week from now',
      '2024-05-20',
      'Tienes un recibo pendiente de 12,50 €. Si no lo pagas, tu seguro deja de cubrirte el 20/06/2024.',
    ],
    [
      'due 10 May: cover stopped on 10 June',
      '2024-05-10',
      'Tu seguro no te cubre desde el 10/06/2024 por este recibo de 12,50 €: págalo y vuelves a estar cubierto al día siguiente.',
    ],
    ['due 1 June: a month to go', '2024-06-01', 'Tienes un recibo pendiente de 12,50 €.'],
  ])('a second receipt %s', (_name, dueOn, caption) => {
    const first = {
      ...unpaid,
      id: 500,
      pending_amount: 0,
      payment_date: '2024-04-10',
      activation_date: '2024-04-10',
    };
    const notices = policyNotifications(
      signed({ policy_payments: [first, { ...unpaid, activation_date: dueOn }] }),
      now,
    );
    expect(notices.map((n) => n.caption)).toEqual([caption]);
  });

  it('builds the unpaid-receipt notice with the payments link', () => {
    expect(policyNotifications(signed({ policy_payments: [unpaid] }), now)).toEqual([
      {
        id: 'receipt-unpaid-10-501',
        title: 'Recibo sin pagar',
        caption: 'Tienes un recibo pendiente de 12,50 €.',
        btnText: 'Pagar ahora',
        icon: 'receipt',
        device: 'Apple iPhone 15',
        link: { name: 'payments', params: { policy_id: '10', payment_id: '501', policy: 'AMP-0001' } },
      },
    ]);
  });

  it.each([
    ['opened claim', { id: 900, internal_status: 1 }, []],
    ['closed claim', { id: 900, internal_status: 2 }, []],
    ['documentation rejected', { id: 900, internal_status: 4 }, ['documentation-rejected-10-900']],
    ['denied', deniedClaim, ['claim-denied-10-900']],
    ['denied flag off', { ...deniedClaim, notify_denied: 0 }, []],
    [
      'rejected and denied',
      { ...deniedClaim, internal_status: 4 },
      ['documentation-rejected-10-900', 'claim-denied-10-900'],
    ],
  ])('%s', (_name, claim, expected) => {
    expect(ids(signed({ policy_risks: [mobileRisk({ policy_risk_claims: [claim] })] }))).toEqual(expected);
  });

  it('says the desk asked for one more document when it did, with the same link', () => {
    const claims = [
      { id: 900, internal_status: 4, requested_documents: [{ withdrawn_at: '2026-03-01T10:00:00Z' }] },
      { id: 901, internal_status: 4, requested_documents: [{ withdrawn_at: null }] },
    ];
    const notices = policyNotifications(
      signed({ policy_risks: [mobileRisk({ policy_risk_claims: claims })] }),
      now,
    );
    expect(notices.map((n) => [n.title, n.caption, n.btnText])).toEqual([
      [
        'Documentación rechazada',
        'No hemos podido validar la documentación aportada',
        'Adjuntar documentación',
      ],
      [
        'Te pedimos un documento más',
        'Necesitamos un documento más para seguir con tu siniestro',
        'Adjuntar documentación',
      ],
    ]);
  });

  it('builds the rejected-documentation notice with the claim documents link', () => {
    const claims = [{ id: 900, internal_status: 4 }];
    expect(
      policyNotifications(signed({ policy_risks: [mobileRisk({ policy_risk_claims: claims })] }), now),
    ).toEqual([
      {
        id: 'documentation-rejected-10-900',
        title: 'Documentación rechazada',
        caption: 'No hemos podido validar la documentación aportada',
        btnText: 'Adjuntar documentación',
        icon: 'file-alert',
        device: 'Apple iPhone 15',
        link: { name: 'claim-documents', params: { policy_id: '10', risk_id: '100', claim_id: '900' } },
      },
    ]);
  });

  it.each([
    ['the latest non-empty comment', deniedClaim.statuses, 'Daños anteriores a la contratación'],
    ['a fallback without comments', [], 'Tu siniestro ha sido denegado.'],
    ['a fallback without statuses', null, 'Tu siniestro ha sido denegado.'],
  ])('a denied claim shows %s, without button or link', (_name, statuses, caption) => {
    const claim = { ...deniedClaim, statuses };
    const [notice] = policyNotifications(
      signed({ policy_risks: [mobileRisk({ policy_risk_claims: [claim] })] }),
      now,
    );
    expect(notice).toEqual({
      id: 'claim-denied-10-900',
      title: 'Siniestro denegado',
      caption,
      btnText: null,
      icon: 'shield-off',
      device: 'Apple iPhone 15',
    });
  });

  it("prefers the claim's own denial reason to the status comments", () => {
    const claim = { ...deniedClaim, denial_reason: 'El daño no está cubierto: uso indebido' };
    const [notice] = policyNotifications(
      signed({ policy_risks: [mobileRisk({ policy_risk_claims: [claim] })] }),
      now,
    );
    expect(notice?.caption).toBe('El daño no está cubierto: uso indebido');
  });

  it('orders evaluation, unsigned, receipts, documentation, denial', () => {
    const everything = policy({
      evaluation_status: 2,
      policy_payments: [unpaid],
      policy_risks: [mobileRisk({ policy_risk_claims: [{ id: 901, internal_status: 4 }, deniedClaim] })],
    });
    expect(ids(everything)).toEqual([
      'evaluation-review-10-100',
      'contract-unsigned-10',
      'receipt-unpaid-10-501',
      'documentation-rejected-10-901',
      'claim-denied-10-900',
    ]);
  });
});

describe('the check after the photos: waiting, damage seen, validated and unpaid', () => {
  const decided = (evaluation_status: number, evaluation_outcome: NotificationRisk['evaluation_outcome']) =>
    policy({
      status: 1,
      evaluation_status,
      policy_risks: [mobileRisk({ evaluation_outcome })],
      sign_link: null,
    });
  const owed = { ...unpaid, activation_date: '2024-07-01' };

  it.each([
    // a draft (the booked phone policy until its check clears and its first receipt is paid)
    ['draft, check not done', decided(1, null), ['evaluation-pending-10-100']],
    ['draft, check not done, not asked for', policy({ status: 1, evaluation_active: 0 }), []],
    ['draft, photos waiting for the expert', decided(2, null), ['evaluation-review-10-100']],
    ['draft, refused photos', decided(4, 'Rejected'), ['evaluation-rejected-10-100']],
    ['draft, refused without labels', decided(4, null), ['evaluation-rejected-10-100']],
    ['draft, damage seen', decided(4, 'Breakage'), ['evaluation-breakage-10-100']],
    ['draft, validated, nothing owed', decided(3, 'Validated'), []],
    [
      'draft, validated, first receipt owed (not yet due)',
      { ...decided(3, 'Validated'), policy_payments: [owed] },
      ['receipt-unpaid-10-501'],
    ],
    [
      'draft, validated, first receipt overdue: one notice',
      { ...decided(3, 'Validated'), policy_payments: [unpaid] },
      ['receipt-unpaid-10-501'],
    ],
    [
      'draft, validated, first receipt paid',
      { ...decided(3, 'Validated'), policy_payments: [{ ...unpaid, payment_date: '2024-06-02' }, owed] },
      [],
    ],
    [
      'draft under check: receipts and claims wait',
      {
        ...decided(2, null),
        policy_payments: [unpaid],
        policy_risks: [mobileRisk({ policy_risk_claims: [deniedClaim] })],
      },
      ['evaluation-review-10-100'],
    ],
    ['draft, check cancelled', decided(5, null), []],
    // an active policy (the check asked for later, or a new phone)
    ['active, damage seen', { ...decided(4, 'Breakage'), status: 3 }, ['evaluation-breakage-10-100']],
    ['active, refused photos', { ...decided(4, 'Rejected'), status: 3 }, ['evaluation-rejected-10-100']],
  ])('%s', (_name, p, expected) => {
    expect(ids(p)).toEqual(expected);
  });

  it('per phone on a multi-risk policy: damage on one, refusal on the next', () => {
    const phone = (id: number, outcome: NotificationRisk['evaluation_outcome']) =>
      mobileRisk({
        id,
        evaluation_outcome: outcome,
        policy_risk_mobile: { brand: 'Samsung', model: `Galaxy ${id}`, imei: `${id}`, evaluation_status: 4 },
      });
    const multi = policy({
      product: { name: 'Multidispositivo', product_type_id: 5 },
      policy_risks: [phone(1, 'Breakage'), phone(3, 'Rejected')],
    });
    expect(ids(multi)).toEqual(['evaluation-breakage-10-1', 'evaluation-rejected-10-3']);
  });

  it('builds the waiting notice without a button', () => {
    expect(policyNotifications(decided(2, null), now)).toEqual([
      {
        id: 'evaluation-review-10-100',
        title: 'Peritación en revisión',
        caption: 'Estamos revisando las fotos de tu móvil. Te avisaremos en cuanto terminemos.',
        btnText: null,
        icon: 'hourglass',
        device: 'Apple iPhone 15',
      },
    ]);
  });

  it('builds the damage notice with the way to reach us', () => {
    expect(policyNotifications(decided(4, 'Breakage'), now)).toEqual([
      {
        id: 'evaluation-breakage-10-100',
        title: 'Hemos visto daños en tu móvil',
        caption:
          'En las fotos vemos daños, así que no podemos activar la cobertura tal como está. Habla con nosotros y lo revisamos contigo.',
        btnText: 'Hablar con nosotros',
        icon: 'alert',
        device: 'Apple iPhone 15',
        link: { name: 'evaluation-breakage', params: { policy_id: '10', risk_id: '100' } },
      },
    ]);
  });

  it('builds the first-receipt notice of a validated draft with the payments link', () => {
    expect(policyNotifications({ ...decided(3, 'Validated'), policy_payments: [owed] }, now)).toEqual([
      {
        id: 'receipt-unpaid-10-501',
        title: 'Recibo sin pagar',
        caption: 'Tu móvil ya está validado: paga el primer recibo (12,50 €) para activar tu seguro.',
        btnText: 'Pagar ahora',
        icon: 'receipt',
        device: 'Apple iPhone 15',
        link: { name: 'payments', params: { policy_id: '10', payment_id: '501', policy: 'AMP-0001' } },
      },
    ]);
  });
});

describe('insuredDeviceLabels', () => {
  it('lists the active insured items by brand and model, never the insured person', () => {
    expect(
      insuredDeviceLabels([
        mobileRisk(),
        mobileRisk({ id: 101, active: 0, policy_risk_mobile: { brand: 'Samsung', model: 'S24' } }),
        { id: 102, risk_type: RiskType.PERSON, active: 1, name: 'Lucía Martín' },
        { id: 103, risk_type: 6, active: 1, name: 'Lavadora' },
      ]),
    ).toEqual(['Apple iPhone 15', 'Lavadora']);
  });
});
