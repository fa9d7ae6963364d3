// `npm run storage:copy` (issue 23 §1): the files of an existing DATA_DIR into the bucket the
// S3_* variables name, before the servers switch to it. Run again after a cut, or once more
// just before the switch for the pictures uploaded meanwhile: what is there already is skipped.
import { loadConfig } from '../config.ts';
import { copyFiles } from '../lib/file-store/copy-files.ts';
import { createDiskStore } from '../lib/file-store/disk-store.ts';
import { createS3Store } from '../lib/file-store/s3-store.ts';

export async function storageCopyCommand(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const config = loadConfig(env);
  if (!config.s3) {
    console.error(
      'Aucun bucket : définissez S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY.',
    );
    return 1;
  }
  const bucket = createS3Store(config.s3);
  try {
    await bucket.check().catch((err: unknown) => {
      throw new Error(`Le bucket ${config.s3?.bucket} ne répond pas (${(err as Error).name}).`, {
        cause: err,
      });
    });
    let shown = 0;
    const report = await copyFiles(createDiskStore(config.dataDir), bucket, (done, total) => {
      // A line every 500 files: a big folder over a slow link shows it is moving.
      if (done - shown >= 500 || done === total) {
        shown = done;
        console.log(`  ${done}/${total}`);
      }
    });
    console.log(
      `Fichiers de ${config.dataDir} copiés dans le bucket ${config.s3.bucket} : ` +
        `${report.copied} copié(s), ${report.present} déjà présent(s).`,
    );
    return 0;
  } catch (err) {
    console.error(
      `La copie a échoué : ${(err as Error).message} Relancez la commande : ce qui est copié reste.`,
    );
    return 1;
  } finally {
    bucket.close();
  }
}
