import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { customerWithPhone } from '../../../test/evaluations.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { policies } from '../../db/schema/index.ts';

// GET /api/customer/policies/:id/access/:purpose: the phone check opened from the customer area.

const t = useTestApp();

const open = (policyId: number, headers?: Record<string, string>, purpose = 'evaluation') =>
  t.app.inject({ method: 'GET', url: `/api/customer/policies/${policyId}/access/${purpose}`, headers });

describe('GET /api/customer/policies/:id/access/:purpose', () => {
  it("answers the policyholder's own policy as the link would: saved IMEI and attempts left", async () => {
    const mine = await customerWithPhone(t);
    await t.db
      .update(policies)
      .set({ settings: { imei_retries: { [String(mine.risk.id)]: 2 } } })
      .where(eq(policies.id, mine.policy.id));
    const res = await open(mine.policy.id, mine.headers);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view.purpose).toBe('evaluation');
    expect(view.policy).toMatchObject({ id: mine.policy.id, number: mine.policy.number });
    expect(view.policy.phones).toEqual([
      expect.objectContaining({ risk_id: mine.risk.id, imei: mine.mobile.imei, imei_retries_left: 1 }),
    ]);
  });

  it("answers 404 for another customer's policy and an unknown one, 400 for an unknown purpose", async () => {
    const mine = await customerWithPhone(t);
    const theirs = await customerWithPhone(t);
    const other = await open(theirs.policy.id, mine.headers);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'POLICY_NOT_FOUND', message: 'Póliza no encontrada' });
    expect(other.body).not.toContain(theirs.policy.number);
    expect((await open(999_999, mine.headers)).statusCode).toBe(404);
    expect((await open(mine.policy.id, mine.headers, 'claims')).statusCode).toBe(400);
  });

  it('refuses staff (403) and anonymous callers (401)', async () => {
    const mine = await customerWithPhone(t);
    const admin = await seedSession(t.db, 'admin');
    expect((await open(mine.policy.id, admin.headers)).statusCode).toBe(403);
    expect((await open(mine.policy.id)).statusCode).toBe(401);
  });
});
