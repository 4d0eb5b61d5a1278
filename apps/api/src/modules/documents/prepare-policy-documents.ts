import type { Executor } from '../../db/client.ts';
import type { policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { type FileStore, newFileKey } from '../../services/files/file-store.ts';
import type { MailAttachment } from '../../services/mail.ts';
import { getProduct } from '../products/get-product.ts';
import { buildPolicyContract } from './build-policy-contract.ts';
import { keepPolicyIpid } from './kept-documents.ts';
import { customerServicePhone } from './service-phone.ts';

type Policy = Pick<typeof policies.$inferSelect, 'id' | 'number' | 'product_id' | 'contract_link'>;

const PDF = 'application/pdf';

/**
 * The documents of a policy, as files of the store ready to attach to a mail:
 * the product's IPID and the contract — the signed one when there is one
 * (policies.contract_link is its key), an unsigned copy dated `now` otherwise.
 * Generated files are kept under `documents/` so the outbox can show and
 * resend exactly what was sent.
 */
export async function preparePolicyDocuments(
  db: Executor,
  files: FileStore,
  policy: Policy,
  now: Date,
): Promise<{
  attachments: MailAttachment[];
  /** The files made here (not the signed contract, which is the policy's): the caller's to delete if its mail is not kept. */
  generatedKeys: string[];
  isContractSigned: boolean;
  productName: string;
}> {
  const folder = `documents/policies/${policy.id}`;
  const keep = async (bytes: Uint8Array, filename: string): Promise<MailAttachment> => {
    const key = newFileKey(folder, 'pdf', now);
    await files.put(key, Buffer.from(bytes), { contentType: PDF, filename });
    return { filename, storage_key: key };
  };
  // Never a mail announcing a contract that cannot be attached (the delivery job would fail for
  // ever); checked before anything is written, so a refusal leaves no file behind.
  if (policy.contract_link && !(await files.stat(policy.contract_link)))
    throw new AppError('POLICY_CONTRACT_FILE_MISSING');
  const product = await getProduct(db, policy.product_id);
  // The IPID given at booking (kept-documents.ts), not a copy: it is the policy's, never deleted here.
  const ipid = await keepPolicyIpid(files, policy, product, await customerServicePhone(db));
  if (policy.contract_link) {
    return {
      attachments: [
        ipid,
        { filename: `contrato-firmado-${policy.number}.pdf`, storage_key: policy.contract_link },
      ],
      generatedKeys: [],
      isContractSigned: true,
      productName: product.name,
    };
  }
  const contract = await keep(
    (await buildPolicyContract(db, policy.id, now)).bytes,
    `contrato-${policy.number}.pdf`,
  );
  return {
    attachments: [ipid, contract],
    generatedKeys: [contract.storage_key],
    isContractSigned: false,
    productName: product.name,
  };
}
