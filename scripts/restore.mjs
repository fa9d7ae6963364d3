// `npm run restore -- <backup folder> [--force]`: puts a backup made by `npm run backup` back
// into an empty DATA_DIR and database (refuses a non-empty one without --force). Stop the
// server first. The work is apps/api/src/ops/backup.ts, run through tsx.
import { register } from 'tsx/esm/api';

register();
const { restoreCommand } = await import('../apps/api/src/ops/backup-cli.ts');
process.exitCode = await restoreCommand(process.argv.slice(2));
