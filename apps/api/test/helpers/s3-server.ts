import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/lib/file-store/s3-store.ts';

/** s3rver accepts any key pair; these are the ones its docs use. */
const ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  endpoint: string;
  /** The S3_* variables a server process takes to use this bucket. */
  env: (bucket: string) => Record<string, string>;
  /** The same, as the app's config holds them. */
  settings: (bucket: string) => S3Settings;
  createBucket: (bucket: string) => Promise<void>;
  close: () => Promise<void>;
}

/** A real S3-protocol server (s3rver, from npm) on a free loopback port, its objects in a temp folder. */
export async function startS3Server(): Promise<S3TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'comoe-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    endpoint,
    env: (bucket) => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
    }),
    settings: (bucket) => ({
      endpoint,
      bucket,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: ACCESS_KEY,
      region: 'us-east-1',
      forcePathStyle: true,
    }),
    createBucket: async (bucket) => {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
    },
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
