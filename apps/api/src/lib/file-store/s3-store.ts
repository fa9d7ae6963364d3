import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { lazyModule } from '../lazy-module.ts';
import { assertStoreKey, type FileStore } from './file-store.ts';
import { PictureCache } from './picture-cache.ts';

/** The bucket and how to reach it (config.ts, from the S3_* variables). */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
}

// The client weighs ~15 MB: loaded only by a server that has a bucket.
const sdk = lazyModule<typeof S3>('@aws-sdk/client-s3');

/** Some 3,000 thumbnails of 10 KB: every picture of a busy day's lists, per process. */
const PICTURE_CACHE_BYTES = 32 * 1024 * 1024;
/** How long a picture deleted through another process may still be served by this one. */
const PICTURE_CACHE_TTL_MS = 10 * 60_000;

/** A status the SDK read from the bucket's answer, when it got one. */
function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

const missing = (err: unknown) => {
  if (statusOf(err) === 404) return null;
  throw err;
};

/** Every file in one bucket, under the same keys as on disk. */
export function createS3Store(settings: S3Settings): FileStore {
  const s3 = sdk();
  const client = new s3.S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 demands them: MinIO, Garage and older servers refuse the newer
    // trailing checksums the SDK would add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // A page of pictures is a burst of reads: the default pool of 50 sockets made them queue.
    requestHandler: {
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  });
  const Bucket = settings.bucket;
  const pictures = new PictureCache(PICTURE_CACHE_BYTES, PICTURE_CACHE_TTL_MS);

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new s3.PutObjectCommand({ Bucket, Key: assertStoreKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async read(key) {
      const got = await client
        .send(new s3.GetObjectCommand({ Bucket, Key: assertStoreKey(key) }))
        .catch(missing);
      return got?.Body ? Buffer.from(await got.Body.transformToByteArray()) : null;
    },
    async open(key, ifNoneMatch) {
      const hit = pictures.get(key);
      if (hit) {
        if (ifNoneMatch !== undefined && ifNoneMatch === hit.etag) return 'notModified';
        return { body: hit.bytes, size: hit.bytes.length, etag: hit.etag, contentType: hit.contentType };
      }
      try {
        const got = await client.send(
          new s3.GetObjectCommand({ Bucket, Key: assertStoreKey(key), IfNoneMatch: ifNoneMatch }),
        );
        if (!got.Body) return null;
        const picture = { etag: got.ETag, contentType: got.ContentType ?? 'application/octet-stream' };
        if (
          key.startsWith('uploads/') &&
          got.ContentLength !== undefined &&
          pictures.fits(got.ContentLength)
        ) {
          const bytes = Buffer.from(await got.Body.transformToByteArray());
          pictures.set(key, { ...picture, bytes });
          return { ...picture, body: bytes, size: bytes.length };
        }
        return { ...picture, body: got.Body as Readable, size: got.ContentLength };
      } catch (err) {
        if (statusOf(err) === 304) return 'notModified';
        return missing(err);
      }
    },
    async remove(keys) {
      for (const key of keys) pictures.delete(key);
      // DeleteObjects takes 1,000 keys at a time; a missing key is not an error in S3.
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((k) => ({ Key: assertStoreKey(k) }));
        if (Objects.length)
          await client.send(new s3.DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
    async size(key) {
      const head = await client
        .send(new s3.HeadObjectCommand({ Bucket, Key: assertStoreKey(key) }))
        .catch(missing);
      return head?.ContentLength ?? null;
    },
    async list(prefix) {
      const found: Array<{ key: string; size: number }> = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const o of page.Contents ?? []) if (o.Key) found.push({ key: o.Key, size: o.Size ?? 0 });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found.sort((a, b) => a.key.localeCompare(b.key));
    },
    async check() {
      await client.send(new s3.HeadBucketCommand({ Bucket }));
    },
    close: () => client.destroy(),
  };
}
