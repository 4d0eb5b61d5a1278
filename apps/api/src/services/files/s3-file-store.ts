import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { FileLinks } from './file-links.ts';
import type { FileDownload, FileStore, StoredFile } from './file-store.ts';
import { assertSafeKey } from './file-store.ts';
import { signedFileUrl } from './signed-file-url.ts';

/** Where the bucket is and how to reach it (the S3_* settings, config.ts). */
export type S3Settings = {
  /** https://s3.eu-south-2.amazonaws.com, http://minio:9000…; unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Keys live under this prefix inside the bucket ('' for none), so one bucket can serve several apps. */
  prefix: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (http://host/bucket/key), which most S3-compatible servers want. */
  forcePathStyle: boolean;
};

export type S3StoreOptions = S3Settings & {
  links: FileLinks;
  publicUrl: string;
  linkTtlSeconds: number;
};

/**
 * Files in an S3-compatible bucket. One object per file: its bytes, its
 * content type, and our metadata (sha256, filename, createdAt) as
 * x-amz-meta headers, so a stat is one HEAD. PutObject is atomic on every S3
 * server: a reader sees the old object or the whole new one, never half.
 *
 * Download links stay our own signed `/api/files/<key>` links, as with the
 * local folder: the bytes pass through the API, so the pages' CSP keeps
 * 'self' only, a link's life and disposition follow the same rule, and the
 * bucket stays private (docs/operations.md, "Files").
 */
export function createS3FileStore(options: S3StoreOptions): FileStore {
  const objectKey = (key: string) => `${options.prefix}${assertSafeKey(key)}`;
  // The SDK is loaded on first use: a deployment on the local folder never pays its start-up.
  let client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const connect = () => {
    client ??= (async () => {
      const sdk = await import('@aws-sdk/client-s3');
      const s3 = new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
        // Checksums only where S3 requires them: newer SDKs add CRC32 trailers that
        // several S3-compatible servers refuse. Our own SHA-256 goes in the metadata.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      // A HEAD of a key in a missing bucket is a plain 404, like a missing file: check the
      // bucket once, so a wrong S3_BUCKET fails loudly instead of every file seeming gone.
      await s3.send(new sdk.HeadBucketCommand({ Bucket: options.bucket })).catch((error: unknown) => {
        s3.destroy();
        throw new Error(`S3: no se puede usar el bucket ${options.bucket} (${(error as Error).name})`);
      });
      return { s3, sdk };
    })().catch((error: unknown) => {
      client = undefined; // the next call tries again (the server may come back)
      throw error;
    });
    return client;
  };

  async function head(key: string): Promise<StoredFile | null> {
    const target = objectKey(key);
    const { s3, sdk } = await connect();
    try {
      const out = await s3.send(new sdk.HeadObjectCommand({ Bucket: options.bucket, Key: target }));
      return storedFrom(key, out);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',

    async put(key, content, meta) {
      const target = objectKey(key);
      // Whole in memory: uploads are capped by FILES_MAX_BYTES and documents are a few hundred KB,
      // and a known length lets one PutObject carry the hash and size in its metadata.
      const body = Buffer.isBuffer(content) ? content : await collect(content);
      const stored: StoredFile = {
        key,
        contentType: meta.contentType,
        filename: meta.filename,
        size: body.length,
        sha256: createHash('sha256').update(body).digest('hex'),
        createdAt: new Date(),
      };
      const { s3, sdk } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket: options.bucket,
          Key: target,
          Body: body,
          ContentLength: body.length,
          ContentType: meta.contentType,
          Metadata: {
            sha256: stored.sha256,
            'created-at': stored.createdAt.toISOString(),
            // Metadata headers are ASCII: the filename travels percent-encoded.
            ...(meta.filename ? { filename: encodeURIComponent(meta.filename) } : {}),
          },
        }),
      );
      return stored;
    },

    async get(key) {
      const target = objectKey(key);
      const { s3, sdk } = await connect();
      try {
        const out = await s3.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: target }));
        if (!(out.Body instanceof Readable)) throw new Error('S3: el cuerpo no es un stream de Node');
        const download: FileDownload = { ...storedFrom(key, out), stream: out.Body };
        return download;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    stat: head,

    async delete(key) {
      // S3's DELETE answers 204 whether or not the key existed: a HEAD first tells the caller.
      const existed = (await head(key)) !== null;
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
      return existed;
    },

    async signedUrl(key, linkOptions = {}) {
      return signedFileUrl(options, assertSafeKey(key), linkOptions);
    },
  };
}

type ObjectHeaders = {
  ContentType?: string | undefined;
  ContentLength?: number | undefined;
  LastModified?: Date | undefined;
  Metadata?: Record<string, string> | undefined;
};

function storedFrom(key: string, out: ObjectHeaders): StoredFile {
  const meta = out.Metadata ?? {};
  const createdAt = meta['created-at'] ? new Date(meta['created-at']) : out.LastModified;
  return {
    key,
    contentType: out.ContentType ?? 'application/octet-stream',
    filename: meta.filename ? safeDecode(meta.filename) : undefined,
    size: out.ContentLength ?? 0,
    sha256: meta.sha256 ?? '',
    createdAt: createdAt ?? new Date(0),
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
