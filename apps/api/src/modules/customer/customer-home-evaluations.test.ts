import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EvaluationStatus, Role } from '@amparo/domain';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedEvaluation } from '../../../test/evaluation-factories.ts';
import { newImei } from '../../../test/evaluations.ts';
import { seedPolicy, seedReceipts } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

// The customer area after the photos (docs/phone-check.md): the expert decides later, and the home's notices
// and `evaluation_outcome` tell the customer what came of the check.

const t = useTestApp({ env: { AMPARO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-home-ev-')) } });

type Notice = { id: string; title: string; caption: string; btnText: string | null; link?: unknown };
type Home = { notifications: Notice[]; policies: Array<{ id: number; evaluation_outcome: string | null }> };

/** A booked phone policy (a draft) of the holder, its photos waiting for the expert. */
async function waitingCheck(holderId: number, decidedBefore?: 'Rejected') {
  const seeded = await seedPolicy(t.db, {
    policyholder_id: holderId,
    evaluation_active: true,
    evaluation_status: EvaluationStatus.PENDING,
    imei: newImei(),
  });
  const target = { policyId: seeded.policy.id, riskId: seeded.risk.id };
  if (decidedBefore) {
    // An older check of the same phone, refused: the latest decided one is what counts.
    await seedEvaluation(t.db, target, {
      status: EvaluationStatus.REJECTED,
      frontal_label: 'Rejected',
      trasera_label: 'Validated',
      decided_at: new Date(Date.now() - 86_400_000),
    });
  }
  const evaluation = await seedEvaluation(t.db, target, { attempt: decidedBefore ? 2 : 1 });
  return { ...seeded, evaluation };
}

async function home(headers: Record<string, string>): Promise<Home> {
  const res = await t.app.inject({ method: 'GET', url: '/api/customer/home', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function decide(
  headers: Record<string, string>,
  check: { policy: { id: number }; evaluation: { id: number } },
  payload: Record<string, string>,
) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/policies/${check.policy.id}/evaluations/${check.evaluation.id}`,
    headers,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('GET /api/customer/home after the photos', () => {
  it("shows the wait, then the expert's damage finding with the way to reach us", async () => {
    const holder = await seedSession(t.db, Role.POLICYHOLDER);
    const expert = await seedSession(t.db, Role.EXPERT);
    const check = await waitingCheck(holder.user.id, 'Rejected');
    const key = `${check.policy.id}-${check.risk.id}`;

    const before = await home(holder.headers);
    expect(before.notifications).toEqual([
      expect.objectContaining({
        id: `evaluation-review-${key}`,
        title: 'Peritación en revisión',
        btnText: null,
      }),
    ]);
    // The older refused check is the latest decided one until the expert decides this one.
    expect(before.policies[0]!.evaluation_outcome).toBe('Rejected');

    await decide(expert.headers, check, {
      frontal_label: 'Validated',
      trasera_label: 'Breakage',
      trasera_comment: 'La tapa trasera tiene una grieta',
    });
    const after = await home(holder.headers);
    expect(after.policies[0]!.evaluation_outcome).toBe('Breakage');
    expect(after.notifications).toEqual([
      expect.objectContaining({
        id: `evaluation-breakage-${key}`,
        title: 'Hemos visto daños en tu móvil',
        btnText: 'Hablar con nosotros',
        link: {
          name: 'evaluation-breakage',
          params: { policy_id: String(check.policy.id), risk_id: String(check.risk.id) },
        },
      }),
    ]);
  });

  it('a refusal asks for new photos; a validation asks for the first receipt', async () => {
    const holder = await seedSession(t.db, Role.POLICYHOLDER);
    const expert = await seedSession(t.db, Role.EXPERT);
    const refused = await waitingCheck(holder.user.id);
    const validated = await waitingCheck(holder.user.id);
    const { receipts } = await seedReceipts(t.db, validated.policy.id);

    await decide(expert.headers, refused, {
      frontal_label: 'Rejected',
      trasera_label: 'Validated',
      frontal_comment: 'No se ve el código en la pantalla',
    });
    await decide(expert.headers, validated, { frontal_label: 'Validated', trasera_label: 'Validated' });

    const after = await home(holder.headers);
    const outcomes = Object.fromEntries(after.policies.map((p) => [p.id, p.evaluation_outcome]));
    expect(outcomes).toEqual({ [refused.policy.id]: 'Rejected', [validated.policy.id]: 'Validated' });
    const byTitle = Object.fromEntries(after.notifications.map((n) => [n.title, n]));
    expect(Object.keys(byTitle).sort()).toEqual(['Peritación rechazada', 'Recibo sin pagar']);
    expect(byTitle['Peritación rechazada']).toMatchObject({ btnText: 'Peritar ahora' });
    expect(byTitle['Recibo sin pagar']).toMatchObject({
      id: `receipt-unpaid-${validated.policy.id}-${receipts[0]!.id}`,
      caption: expect.stringMatching(/validado.*primer recibo/),
      btnText: 'Pagar ahora',
    });
  });
});
