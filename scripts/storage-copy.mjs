// `npm run storage:copy`: DATA_DIR's uploads and private files into the S3 bucket (S3_* variables),
// idempotently. The work is apps/api/src/ops/storage-copy.ts, run through tsx (a dependency of the API).
import { register } from 'tsx/esm/api';

register();
const { storageCopyCommand } = await import('../apps/api/src/ops/storage-copy.ts');
process.exitCode = await storageCopyCommand();
