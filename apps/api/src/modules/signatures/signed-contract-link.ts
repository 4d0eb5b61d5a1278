import type { FileStore } from '../../services/files/file-store.ts';

/** Minutes a signed contract's download address lives: long enough to click, short enough not to travel. */
export const CONTRACT_LINK_TTL_SECONDS = 15 * 60;

/**
 * `policies.contract_link` keeps the signed PDF's file-store key, never an
 * address: every API that shows the policy answers a short-lived signed URL
 * computed on read (null while unsigned), so a leaked answer stops working
 * and the store can move without rewriting rows.
 */
export async function signedContractUrl(
  files: FileStore,
  storageKey: string | null,
  now: Date,
): Promise<string | null> {
  if (!storageKey) return null;
  return files.signedUrl(storageKey, {
    ttlSeconds: CONTRACT_LINK_TTL_SECONDS,
    disposition: 'attachment',
    now,
  });
}
