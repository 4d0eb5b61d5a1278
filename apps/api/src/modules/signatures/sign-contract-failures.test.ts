import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PolicyStatus } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drawnSignature, signingHelpers } from '../../../test/signing-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { idempotencyKeys, policies, signatures } from '../../db/schema/index.ts';
import { loadEvidence } from '../../services/evidence-chain.ts';
import { startSigning } from './start-signing.ts';

// What a failed signing leaves behind: nothing half-written, and a retry that is answered.
const dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-sign-fail-'));
const t = useTestApp({ env: { FILES_DIR: path.join(dataDir, 'files'), AMPARO_DATA_DIR: dataDir } });
const { paidPolicy, lastOutbox, linkSession } = signingHelpers(t);

async function readyToSign() {
  const { policy } = await paidPolicy();
  const token = await linkSession(policy.id, policy.email);
  const base = `/api/policies/${policy.id}/signature`;
  const sent = await t.app.inject({
    method: 'POST',
    url: `${base}/code?token=${token}`,
    payload: { channel: 'mail' },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const code = (await lastOutbox(policy.email, 'signing-code')).masked_values[0]!;
  const png = (await drawnSignature()).toString('base64');
  const sign = (key: string) =>
    t.app.inject({
      method: 'POST',
      url: `${base}/sign?token=${token}`,
      headers: { 'idempotency-key': key },
      payload: { code, signature_image: `data:image/png;base64,${png}`, consent: true },
    });
  return { policy, sign };
}

describe('a signing that fails', () => {
  it('records a seal failure with a fixed reason, not the error text, and lets the key be used again', async () => {
    const { policy, sign } = await readyToSign();
    const [open] = await t.db.select().from(signatures).where(eq(signatures.policy_id, policy.id));
    await t.app.services.files.delete(open!.document_key);

    const res = await sign('firma-fallo-0001');
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('SIGNING_SEAL_FAILED');
    const [failed] = await t.db.select().from(signatures).where(eq(signatures.id, open!.id));
    expect(failed!.status).toBe('failed');
    const record = (await loadEvidence(t.db, policy.id)).find((r) => r.kind === 'signing.failed');
    expect(record!.payload).toEqual({
      reason: 'No pudimos sellar el contrato firmado. Vuelve a intentarlo.',
      step: 'document_missing',
    });
    const keys = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, 'firma-fallo-0001')));
    expect(keys).toEqual([]);
  });

  it('deletes the sealed file and gives the key back when the policy was cancelled during the seal', async () => {
    const { policy, sign } = await readyToSign();
    const files = t.app.services.files;
    const put = files.put.bind(files);
    const stored: string[] = [];
    // The policy is cancelled by staff while the seal is written: between the code and the commit.
    files.put = async (key, content, meta) => {
      if (key.startsWith(`contracts/${policy.id}/`)) {
        stored.push(key);
        await t.db.update(policies).set({ status: PolicyStatus.CANCELLED }).where(eq(policies.id, policy.id));
      }
      return put(key, content, meta);
    };
    try {
      const res = await sign('firma-fallo-0002');
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('POLICY_NOT_SIGNABLE');
    } finally {
      files.put = put;
    }
    expect(stored).toHaveLength(1);
    expect(await files.stat(stored[0]!)).toBeNull();
    const [row] = await t.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(row).toMatchObject({ status: PolicyStatus.CANCELLED, contract_link: null });
    // The retry with the same key is answered (the policy is cancelled), not held as in progress.
    const retry = await sign('firma-fallo-0002');
    expect(retry.json().code).not.toBe('REQUEST_IN_PROGRESS');
  });

  it('deletes the contract it built when the policy is cancelled before the signing opens', async () => {
    const { policy } = await paidPolicy();
    await t.db.update(signatures).set({ status: 'cancelled' }).where(eq(signatures.policy_id, policy.id));
    const files = t.app.services.files;
    const put = files.put.bind(files);
    const stored: string[] = [];
    files.put = async (key, content, meta) => {
      stored.push(key);
      await t.db.update(policies).set({ status: PolicyStatus.CANCELLED }).where(eq(policies.id, policy.id));
      return put(key, content, meta);
    };
    try {
      const deps = { files, provider: t.app.services.signature, publicUrl: t.app.config.publicUrl };
      expect(await startSigning(t.db, deps, policy.id, new Date())).toBeNull();
    } finally {
      files.put = put;
    }
    expect(stored).toHaveLength(1);
    expect(await files.stat(stored[0]!)).toBeNull();
  });
});
