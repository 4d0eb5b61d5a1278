import type { FileLinks } from './file-links.ts';
import type { SignedUrlOptions } from './file-store.ts';

/**
 * A download link to the API's own route (`/api/files/<key>`), which checks
 * its signature and streams the file from whichever store holds it. Every
 * store hands out these links, so a link means the same whatever the store.
 */
export function signedFileUrl(
  options: { links: FileLinks; publicUrl: string; linkTtlSeconds: number },
  key: string,
  linkOptions: SignedUrlOptions = {},
): string {
  const link = options.links.sign(key, {
    ttlSeconds: linkOptions.ttlSeconds ?? options.linkTtlSeconds,
    disposition: linkOptions.disposition ?? 'attachment',
    now: linkOptions.now ?? new Date(),
  });
  const query = new URLSearchParams({ expires: String(link.expires), signature: link.signature });
  if (link.disposition === 'inline') query.set('disposition', 'inline');
  return `${options.publicUrl.replace(/\/$/, '')}/api/files/${key}?${query}`;
}
