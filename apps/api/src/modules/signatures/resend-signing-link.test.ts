import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PolicyStatus, Role } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { signingHelpers } from '../../../test/signing-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, mailOutbox, policies } from '../../db/schema/index.ts';

// POST /policies/{id}/signature/resend: staff send the signing link again (docs/signature.md, The signing flow).
const dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-sign-resend-'));
const t = useTestApp({ env: { FILES_DIR: path.join(dataDir, 'files'), AMPARO_DATA_DIR: dataDir } });
const { paidPolicy } = signingHelpers(t);
let admin: Record<string, string>;

beforeAll(async () => {
  admin = (await seedSession(t.db, Role.ADMIN)).headers;
});

const resend = (policyId: number, body: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/policies/${policyId}/signature/resend`,
    headers: admin,
    payload: body,
  });

const signingMails = (to: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, to), eq(mailOutbox.template, 'signing-link')));

describe('resending the signing link', () => {
  it('mails a new link and audits it; five an hour per policy, then 429', async () => {
    const { policy } = await paidPolicy();
    const before = (await signingMails(policy.email)).length;
    const first = await resend(policy.id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe('Hemos enviado de nuevo el enlace de firma por correo');
    expect(await signingMails(policy.email)).toHaveLength(before + 1);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'policy.signing_link_resend'), eq(auditLog.entity_id, String(policy.id))),
      );
    expect(audits).toHaveLength(1);

    for (let i = 0; i < 4; i++) expect((await resend(policy.id)).statusCode).toBe(201);
    const refused = await resend(policy.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(await signingMails(policy.email)).toHaveLength(before + 5);
  });

  it('refuses a signed policy (409) and a cancelled one (422), sending nothing', async () => {
    const { policy } = await paidPolicy();
    const before = (await signingMails(policy.email)).length;
    await t.db
      .update(policies)
      .set({ status: PolicyStatus.ACTIVE_PAID_SIGNED })
      .where(eq(policies.id, policy.id));
    const signed = await resend(policy.id);
    expect(signed.statusCode).toBe(409);
    expect(signed.json().code).toBe('POLICY_ALREADY_SIGNED');
    await t.db.update(policies).set({ status: PolicyStatus.CANCELLED }).where(eq(policies.id, policy.id));
    const cancelled = await resend(policy.id);
    expect(cancelled.statusCode).toBe(422);
    expect(cancelled.json().code).toBe('POLICY_NOT_SIGNABLE');
    expect(await signingMails(policy.email)).toHaveLength(before);
  });
});
