// `npm run backup`: the database (SQLite online copy, or pg_dump with DATABASE_URL) and
// DATA_DIR's files into a dated folder of BACKUP_DIR (./backups). Safe while the server runs.
// The work is apps/api/src/ops/backup.ts, run through tsx (a dependency of the API).
import { register } from 'tsx/esm/api';

register();
const { backupCommand } = await import('../apps/api/src/ops/backup-cli.ts');
process.exitCode = await backupCommand();
