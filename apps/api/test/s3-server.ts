import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// s3rver (npm) is an S3-compatible server in Node: the real REST protocol (SigV4 requests, XML errors,
// x-amz-meta headers) over a local folder. It ships no types; the little we use is typed below.
// @ts-expect-error: no declaration file
import S3rver from 's3rver';

type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverOptions = {
  port: number;
  address: string;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
};
const S3rverClass = S3rver as new (options: S3rverOptions) => S3rverInstance;

export type LocalS3 = {
  endpoint: string;
  bucket: string;
  /** The environment that points the API's file store at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/** Starts an S3-compatible server on a free port with one empty bucket. */
export async function startLocalS3(bucket = 'amparo-test'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'amparo-s3-'));
  const server = new S3rverClass({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      FILES_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'eu-south-2',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
