import { z } from 'zod';
import type { S3Settings } from '../lib/file-store/s3-store.ts';
import type { EnvRule } from './env-rule.ts';

/** Where the data lives beyond DATA_DIR: PostgreSQL, Redis (many processes), an S3 bucket. */
export const storesEnv = z.object({
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  REDIS_CHANNEL: z.string().min(1).default('comoe:live-events'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'nom de bucket S3 attendu (3 à 63 caractères : a-z, 0-9, . et -)',
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
type StoresEnv = z.infer<typeof storesEnv>;

export const storesRules: EnvRule<StoresEnv>[] = [
  {
    check: (e) => !e.S3_ENDPOINT || Boolean(e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY),
    message: 'S3_ENDPOINT demande aussi S3_BUCKET, S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY',
    path: ['S3_ENDPOINT'],
  },
];

/** The bucket, when S3_ENDPOINT names one with its credentials. */
export function s3Settings(e: StoresEnv): S3Settings | undefined {
  if (!(e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) return undefined;
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    region: e.S3_REGION,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}
