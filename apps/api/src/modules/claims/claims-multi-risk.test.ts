import { ClaimType, Role } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedMultiDevicePolicy } from '../../../test/claim-factories.ts';
import { declare, ok, yesterday } from '../../../test/claims.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { claims } from '../../db/schema/index.ts';

// Spec 9: on a multi-risk policy the insured item decides the claim types. Screen and rear cover
// breaks are for mobiles and multimedia devices, breakdown for multimedia devices and appliances.

const t = useTestApp();

async function holderWithMultiDevice() {
  const holder = await seedSession(t.db, Role.POLICYHOLDER);
  const { policy, risks } = await seedMultiDevicePolicy(t.db, { policyholder_id: holder.user.id });
  const on = (risk: { id: number }) => ({ policyId: policy.id, riskId: risk.id });
  return { headers: holder.headers, policy, fridge: on(risks.appliance), phone: on(risks.mobile) };
}

const claim = (claim_type_id: number, extra_fields: Record<string, string> = {}) => ({
  claim_type_id,
  occurred_at: yesterday(),
  description: 'El aparato dejó de funcionar de repente',
  extra_fields,
});

const fridgeAnswers = {
  breakage_detail: 'No enfría y hace ruido',
  appliance_type: 'Frigorífico',
  brand: 'Bosch',
  model: 'KGN39VIDA',
  purchase_date: '2025-06-01',
  invoice_in_holder_name: 'Si',
};

const claimsOf = (policyId: number) => t.db.select().from(claims).where(eq(claims.policy_id, policyId));

describe('claim types by insured item on a multi-risk policy', () => {
  it.each([
    [
      'a front screen break on the fridge',
      'fridge',
      ClaimType.FRONT_SCREEN_BREAK,
      'Rotura de pantalla frontal',
    ],
    ['a rear cover break on the fridge', 'fridge', ClaimType.BACK_COVER_BREAK, 'Rotura de tapa trasera'],
    ['a breakdown on the phone', 'phone', ClaimType.BREAKDOWN, 'Avería'],
  ] as const)('refuses %s (422, in Spanish), storing nothing', async (_name, item, type, typeName) => {
    const holder = await holderWithMultiDevice();
    const res = await declare(t, holder.headers, holder[item], claim(type, fridgeAnswers));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'CLAIM_TYPE_NOT_OFFERED',
      message: `Tu seguro no cubre este tipo de siniestro (${typeName})`,
      errors: [{ path: 'body.claim_type_id', message: 'Tipo de siniestro no cubierto para este aparato' }],
    });
    expect(await claimsOf(holder.policy.id)).toEqual([]);
  });

  it('takes a breakdown of the fridge, and refuses to turn the draft into a screen break', async () => {
    const { headers, fridge, policy } = await holderWithMultiDevice();
    const draft = await ok(declare(t, headers, fridge, claim(ClaimType.BREAKDOWN, fridgeAnswers)), 201);
    expect(draft).toMatchObject({ claim_type_id: ClaimType.BREAKDOWN, policy_risk_id: fridge.riskId });

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/claims/${draft.id}`,
      headers,
      payload: { claim_type_id: ClaimType.FRONT_SCREEN_BREAK },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('CLAIM_TYPE_NOT_OFFERED');
    const [stored] = await claimsOf(policy.id);
    expect(stored?.claim_type_id).toBe(ClaimType.BREAKDOWN);
  });

  it('takes a front screen break of the phone, the same policy', async () => {
    const { headers, phone } = await holderWithMultiDevice();
    const answers = {
      ...fridgeAnswers,
      breakage_detail: 'Se cayó al suelo',
      brand: 'Samsung',
      model: 'Galaxy A55',
    };
    const { appliance_type: _, ...phoneAnswers } = answers;
    const body = claim(ClaimType.FRONT_SCREEN_BREAK, phoneAnswers);
    const draft = await ok(declare(t, headers, phone, body), 201);
    expect(draft.claim_type_id).toBe(ClaimType.FRONT_SCREEN_BREAK);
  });
});
