import { createHash } from 'node:crypto';
import type { Product } from '@amparo/contract';
import type { FileStore } from '../../services/files/file-store.ts';
import type { MailAttachment } from '../../services/mail.ts';
import { renderIpid } from '../../services/pdf/ipid.ts';

const PDF = 'application/pdf';

/** Where a policy's kept papers live in the file store (keys are lower case: file-store.ts). */
export const keptFolder = (policyId: number) => `documents/policies/${policyId}/kept`;

/**
 * A paper that changes with the day (the certificate of insurance): one file per policy, made
 * again by `render` when the one kept is of another day, so a customer opening the documents daily
 * does not pile up a certificate per day. The stored name says the day; its key.
 */
export async function keepDailyPaper(
  files: FileStore,
  policyId: number,
  paper: { key: string; filename: string },
  render: () => Promise<Uint8Array>,
): Promise<string> {
  const key = `${keptFolder(policyId)}/${paper.key.toLowerCase()}`;
  if ((await files.stat(key))?.filename !== paper.filename)
    await files.put(key, Buffer.from(await render()), { contentType: PDF, filename: paper.filename });
  return key;
}

/** The certificate of insurance's kept file: one per policy, made again each day or after a suplemento. */
export const certificateKey = (policyNumber: string) => `certificado-seguro-${policyNumber}.pdf`;

/** Forgets a policy's kept daily paper, so that the next request makes it again (a suplemento changed it). */
export async function forgetDailyPaper(files: FileStore, policyId: number, paperKey: string): Promise<void> {
  await files.delete(`${keptFolder(policyId)}/${paperKey.toLowerCase()}`);
}

/** The file a policy's paper is kept in, made once by `render` when missing; its key. */
export async function keepPaper(
  files: FileStore,
  policyId: number,
  filename: string,
  render: () => Promise<Uint8Array>,
): Promise<string> {
  const key = `${keptFolder(policyId)}/${filename.toLowerCase()}`;
  if (!(await files.stat(key)))
    await files.put(key, Buffer.from(await render()), { contentType: PDF, filename });
  return key;
}

export const ipidFilename = (policyNumber: string) => `informacion-precontractual-${policyNumber}.pdf`;

/**
 * The IPID is the product's, the same for every policy of it: rendered once per version of the
 * product and kept in memory (a booking holds the policy-number lock while it writes the file, so
 * rendering a PDF there for every booking slowed all bookings down). A changed product is a new key.
 */
const ipidCache = new Map<string, Promise<Uint8Array>>();
const IPID_CACHE_SIZE = 64;

function ipidOf(product: Product, phone: string): Promise<Uint8Array> {
  const key = createHash('sha256')
    .update(JSON.stringify([product, phone]))
    .digest('hex');
  let bytes = ipidCache.get(key);
  if (!bytes) {
    if (ipidCache.size >= IPID_CACHE_SIZE) ipidCache.delete(ipidCache.keys().next().value!);
    bytes = renderIpid(product, phone);
    // A failed render is not kept: the next booking tries again.
    bytes.catch(() => ipidCache.delete(key));
    ipidCache.set(key, bytes);
  }
  return bytes;
}

/**
 * The policy's precontractual information (IPID) as the customer was given it at booking: made
 * then, mailed with the booking and listed later in the customer's documents from the same file.
 */
export async function keepPolicyIpid(
  files: FileStore,
  policy: { id: number; number: string },
  product: Product,
  /** The customer service line the IPID gives, formatted (service-phone.ts). */
  phone: string,
): Promise<MailAttachment> {
  const filename = ipidFilename(policy.number);
  return {
    filename,
    storage_key: await keepPaper(files, policy.id, filename, () => ipidOf(product, phone)),
  };
}
