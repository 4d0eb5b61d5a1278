import { AppError } from '../../errors.ts';

/**
 * The bytes of a base64 file, strictly: an optional data-URL prefix and line breaks are allowed;
 * anything else that is not base64 gives null (Node's own decoder silently skips what it cannot
 * read, so it would store or hash other bytes than the ones sent). Each caller answers null
 * with its own Spanish message.
 */
export function decodeBase64(value: string): Buffer | null {
  const clean = value.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 !== 0) return null;
  return Buffer.from(clean, 'base64');
}

/** The size the decoded bytes will have, read before decoding (a huge file is never held twice). */
export function base64Size(value: string): number {
  const clean = value.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

/** An uploaded file's base64, or 400 FILE_NOT_BASE64 in Spanish. */
export function decodeUploadBase64(value: string): Buffer {
  const bytes = decodeBase64(value);
  if (!bytes) throw new AppError('FILE_NOT_BASE64');
  return bytes;
}
