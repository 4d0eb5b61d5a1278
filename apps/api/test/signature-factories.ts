import { createHash } from 'node:crypto';
import type { Executor } from '../src/db/client.ts';
import { signatures } from '../src/db/schema/index.ts';
import { appendEvidence } from '../src/services/evidence-chain.ts';

export const sha256Of = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** Stand-ins for the contract as shown and as sealed: the checks compare hashes, not PDF structure. */
export const UNSIGNED_PDF = Buffer.from('%PDF-1.7\n% contrato sin firmar de prueba\n%%EOF\n');
export const SIGNED_PDF = Buffer.from('%PDF-1.7\n% contrato firmado y sellado de prueba\n%%EOF\n');

export type SeedSignatureInput = Partial<typeof signatures.$inferInsert> & {
  /** Writes the signing's evidence chain too (contract shown, code by SMS, consent, signed). */
  withEvidence?: boolean;
};

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 9, minute, 5));

/**
 * A signed signing of the policy by default (override `status` and the signed
 * fields for a pending one), written as real rows; the evidence goes through
 * appendEvidence so its hash chain is the one the API writes.
 */
export async function seedSignature(db: Executor, policyId: number, input: SeedSignatureInput = {}) {
  const { withEvidence = true, ...overrides } = input;
  const signed = (overrides.status ?? 'signed') === 'signed';
  const [signature] = await db
    .insert(signatures)
    .values({
      policy_id: policyId,
      status: 'signed',
      document_key: `contracts/${policyId}/contrato.pdf`,
      document_sha256: sha256Of(UNSIGNED_PDF),
      code_channel: 'sms',
      code_hash: sha256Of('secreto:123456'),
      code_sent_at: at(2),
      code_confirmed_at: at(3),
      opened_at: at(1),
      ...(signed
        ? {
            signed_document_key: `contracts/${policyId}/contrato-firmado.pdf`,
            signed_document_sha256: sha256Of(SIGNED_PDF),
            signed_at: at(4),
            signer_ip: '203.0.113.9',
            signer_user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
          }
        : {}),
      ...overrides,
    })
    .returning();
  const evidence = [];
  if (withEvidence) {
    const add = (
      kind: Parameters<typeof appendEvidence>[1]['kind'],
      payload: Record<string, unknown>,
      minute: number,
    ) => appendEvidence(db, { policyId, signatureId: signature!.id, kind, payload, occurredAt: at(minute) });
    evidence.push(
      await add('contract.generated', { sha256: signature!.document_sha256, premium_cents: 1195 }, 0),
      await add('document.opened', { ip: '203.0.113.9', user_agent: 'Mozilla/5.0 (iPhone)' }, 1),
      await add('code.sent', { channel: 'sms', to: '+34 6** *** 678', code_hash: 'f'.repeat(64) }, 2),
      await add('code.confirmed', { ip: '203.0.113.9' }, 3),
    );
    if (signed) {
      evidence.push(
        await add('consent.given', { text: 'He leído el contrato y acepto firmarlo', ip: '203.0.113.9' }, 4),
        await add('contract.signed', { sha256: signature!.signed_document_sha256 }, 4),
      );
    }
  }
  return { signature: signature!, evidence };
}
