// `npm run bench:files` (issue 23 §1): a public picture (`/uploads/…`) served from the data folder
// and from an S3 bucket, by the same app, in the same run. The bucket is s3rver, the S3-protocol
// server the tests use, on loopback: its own cost is in the figure, a network's is not.
import { startS3Server } from '../apps/api/test/helpers/s3-server.ts';
import { loadOptionsFromEnv, measure, type LoadFigures } from './lib/load.ts';
import { fmt, table, verdict, writeResults } from './lib/report.ts';
import { startServer, type BenchServer } from './lib/server.ts';

/**
 * What streaming through the app may add to the bucket's own p99: the bucket is measured alone in
 * the same run (its ceiling), then through the app.
 */
const BUDGET_ADDED_P99_MS = 50;

const opts = { ...loadOptionsFromEnv(), rounds: 1 };

/** A seeded city's picture: the same bytes on disk and in the bucket. */
async function pictureOf(server: BenchServer): Promise<string> {
  const villes = (await (await fetch(`${server.baseUrl}/api/villes`)).json()) as Array<{ photoUrl: string }>;
  const url = villes[0]?.photoUrl;
  if (!url) throw new Error('Aucune ville avec une photo dans les données de démonstration.');
  return url.replace(/\.webp$/, '-w320.webp');
}

/** Every seeded city's picture and thumbnails, none of them asked for yet. */
async function allPictures(server: BenchServer): Promise<string[]> {
  const villes = (await (await fetch(`${server.baseUrl}/api/villes`)).json()) as Array<{
    photoUrl: string | null;
  }>;
  return villes
    .flatMap((v) =>
      v.photoUrl
        ? [v.photoUrl, ...[160, 320, 640].map((w) => v.photoUrl!.replace(/\.webp$/, `-w${w}.webp`))]
        : [],
    )
    .map((path) => `${server.baseUrl}${path}`);
}

/** A first view: each picture asked once, one after the other, as a phone opening a list would. */
async function firstViews(urls: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} répond ${res.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function figures(url: string): Promise<LoadFigures> {
  const probe = await fetch(url);
  if (probe.status !== 200) throw new Error(`${url} répond ${probe.status}`);
  const measured = await measure(url, opts);
  // The last requests of the load are still on their way: let them end before anything closes.
  await new Promise((r) => setTimeout(r, 1000));
  return measured;
}

const s3 = await startS3Server();
const results: Record<string, LoadFigures> = {};
const cold: Record<string, number[]> = {};
try {
  await s3.createBucket('bench-fichiers');
  const disk = await startServer();
  try {
    cold.disk = await firstViews(await allPictures(disk));
    results.disk = await figures(`${disk.baseUrl}${await pictureOf(disk)}`);
  } finally {
    await disk.close();
  }
  const bucket = await startServer({ s3: s3.settings('bench-fichiers') });
  try {
    cold.bucket = await firstViews(await allPictures(bucket));
    const picture = await pictureOf(bucket);
    // s3rver answers unsigned reads: the bucket alone, the same object, the same load.
    results.s3rver = await figures(`${s3.endpoint}/bench-fichiers${picture}`);
    results.bucket = await figures(`${bucket.baseUrl}${picture}`);
  } finally {
    await bucket.close();
  }
} finally {
  await s3.close();
}

const LABELS: Record<string, string> = {
  disk: 'app, fichiers dans DATA_DIR',
  s3rver: 's3rver seul (plafond)',
  bucket: 'app, fichiers dans le bucket',
};
const added = (results.bucket?.p99Ms ?? Number.NaN) - (results.s3rver?.p99Ms ?? Number.NaN);
const rows = Object.entries(results).map(([name, f]) => [
  LABELS[name] ?? name,
  `${fmt(f.reqPerSec, 0)} req/s`,
  `moy. ${fmt(f.latencyAvgMs)} ms`,
  `p99 ${fmt(f.p99Ms)} ms`,
  `${f.non2xx + f.errors + f.timeouts} échec(s)`,
  name === 'bucket'
    ? `ajoute ${fmt(added)} ms au p99 (≤ ${BUDGET_ADDED_P99_MS}) ${verdict(added <= BUDGET_ADDED_P99_MS && f.non2xx + f.errors === 0)}`
    : '',
]);
console.log(`GET d'une miniature /uploads/…, ${opts.connections} connexions, ${opts.durationSec} s\n`);
console.log(table(rows));
const at = (times: number[] | undefined, q: number) =>
  times?.[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
console.log(`\nPremière vue (chaque image une fois, à la suite, rien en mémoire) :`);
console.log(
  table(
    Object.entries(cold).map(([name, times]) => [
      LABELS[name] ?? name,
      `${times.length} images`,
      `médiane ${fmt(at(times, 0.5))} ms`,
      `max ${fmt(at(times, 1))} ms`,
    ]),
  ),
);
console.log(`\nRésultats : ${writeResults('files', { connections: opts.connections, results, cold })}`);
