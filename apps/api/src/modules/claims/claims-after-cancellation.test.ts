import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, madridDate, PolicyStatus, Role } from '@amparo/domain';
import { describe, expect, it } from 'vitest';
import { apiClientOf } from '../../../test/api-client.ts';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedClaimablePolicy, waterDamageDeclaration } from '../../../test/claim-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

// A cancellation keeps cover to its last day (docs/cancellation.md): until then the customer may
// still declare what happened while covered. A withdrawal undoes the contract: nothing is covered.

const t = useTestApp({ env: { AMPARO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-claims-cancel-')) } });
const api = apiClientOf(t);
const today = madridDate(new Date())!;

async function cancelledPolicy(cancel_reason: string, ends_on: string) {
  const holder = await seedSession(t.db, Role.POLICYHOLDER);
  const { policy, risk } = await seedClaimablePolicy(t.db, {
    policyholder_id: holder.user.id,
    status: PolicyStatus.CANCELLED,
    cancel_reason,
    ends_on,
    starts_on: addDays(today, -60),
  });
  const declare = waterDamageDeclaration(api, holder.token, { policyId: policy.id, riskId: risk.id });
  const home = async () => (await api.ok('getCustomerHome', { token: holder.token })).policies[0]!;
  return { declare, home };
}

describe('claims on a cancelled policy', () => {
  it('are declared until the last day of cover, for incidents up to that day', async () => {
    const covered = await cancelledPolicy('customer', addDays(today, 10));
    expect((await covered.home()).accepts_claims).toBe(true);
    expect((await covered.declare(addDays(today, -1))).status).toBe(201);
  });

  it('are refused for an incident after cover ended, and once it has ended', async () => {
    const ended = await cancelledPolicy('staff', addDays(today, -3));
    expect((await ended.home()).accepts_claims).toBe(false);
    const after = await ended.declare(addDays(today, -1));
    expect(after.status).toBe(422);
    expect(after.error?.code).toBe('CLAIM_DATE_AFTER_COVER');
    expect(after.error?.message).toContain(
      `cubría hasta el ${addDays(today, -3).split('-').reverse().join('/')}`,
    );
    // Something that happened while it still covered can still be told.
    expect((await ended.declare(addDays(today, -5))).status).toBe(201);
  });

  it('are refused on a withdrawn policy: it never covered', async () => {
    const withdrawn = await cancelledPolicy('withdrawal', today);
    expect((await withdrawn.home()).accepts_claims).toBe(false);
    const refused = await withdrawn.declare(addDays(today, -1));
    expect(refused.status).toBe(422);
    expect(refused.error?.code).toBe('CLAIM_POLICY_CANCELLED');
  });
});
