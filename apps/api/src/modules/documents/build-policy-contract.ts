import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { renderContract } from '../../services/pdf/contract.ts';
import { loadPolicyRecords } from '../policies/load-policy-records.ts';
import { getProduct } from '../products/get-product.ts';
import { readSettings } from '../settings/read-settings.ts';
import { contractDataOf } from './contract-data.ts';

/**
 * What the policy's papers print (contract-data.ts): the policy, its product, its current payment
 * method and the settings, read at `now`.
 */
export async function loadContractData(db: Executor, policyId: number, now: Date) {
  const [record] = await loadPolicyRecords(db, [policyId]);
  if (!record) throw new AppError('POLICY_NOT_FOUND');
  const [product, settings, [method]] = await Promise.all([
    getProduct(db, record.product_id),
    readSettings(db, false),
    db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.policy_id, policyId), eq(paymentMethods.active, true)))
      .orderBy(desc(paymentMethods.is_default), desc(paymentMethods.id))
      .limit(1),
  ]);
  return {
    record,
    product,
    data: contractDataOf(record, { product, method: method ?? null, settings, generatedAt: now }),
  };
}

/**
 * The policy's contract as a PDF and its SHA-256 (hex), for the signing flow.
 * `now` dates the document and reads the receipts' statuses: the same policy
 * and `now` give the same bytes, hence the same hash.
 */
export async function buildPolicyContract(
  db: Executor,
  policyId: number,
  now: Date,
): Promise<{ bytes: Uint8Array; sha256: string }> {
  const bytes = await renderContract((await loadContractData(db, policyId, now)).data);
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}
