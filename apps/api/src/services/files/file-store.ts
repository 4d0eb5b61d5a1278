import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '../../errors.ts';

/**
 * Where uploaded photos, screenshots and signed contracts are kept. The local
 * folder is the first implementation; an S3-compatible store is the next
 * (docs/decisions/0020-file-store.md). Callers hold a key, never a path.
 */
export interface FileStore {
  readonly kind: string;
  /** Writes the file whole or not at all; an existing key is replaced. */
  put(key: string, content: Buffer | Readable, meta: FileMeta): Promise<StoredFile>;
  /** The file as a stream, or null when there is none under the key. */
  get(key: string): Promise<FileDownload | null>;
  stat(key: string): Promise<StoredFile | null>;
  /** True when something was deleted; deleting a missing key is not an error. */
  delete(key: string): Promise<boolean>;
  /** A download address that works without a session until it expires, for this key only. */
  signedUrl(key: string, options?: SignedUrlOptions): Promise<string>;
}

export type FileMeta = {
  contentType: string;
  /** The name a download is saved under (Content-Disposition); defaults to the key's last part. */
  filename?: string | undefined;
};

export type StoredFile = FileMeta & {
  key: string;
  size: number;
  /** Hex SHA-256 of the bytes kept: evidence for signed documents, duplicate checks for photos. */
  sha256: string;
  createdAt: Date;
};

export type FileDownload = StoredFile & { stream: Readable };

export type SignedUrlOptions = {
  /** Seconds the link lives; the configured default (FILES_LINK_TTL_SECONDS) otherwise. */
  ttlSeconds?: number;
  /** `attachment` (default) saves the file; `inline` lets the browser show an image or a PDF. */
  disposition?: Disposition;
  now?: Date;
};

export type Disposition = 'inline' | 'attachment';

/**
 * Keys are lower-case segments joined by '/', like `evaluations/2026/11/<uuid>.jpg`:
 * no '..', no leading dot or slash, no backslash, nothing a file system or a URL
 * reads differently, so a key can never point outside the store.
 */
const SEGMENT = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9]+)?$/;
const MAX_KEY_LENGTH = 200;
const MAX_DEPTH = 8;

export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split('/');
  return segments.length <= MAX_DEPTH && segments.every((s) => SEGMENT.test(s));
}

export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new AppError('FILE_KEY_INVALID');
  return key;
}

/** A fresh key under a folder of the caller's (`claims/12`), sharded by month so no folder grows for ever. */
export function newFileKey(folder: string, extension: string, now = new Date()): string {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return assertSafeKey(`${folder}/${month}/${randomUUID()}.${extension}`);
}
