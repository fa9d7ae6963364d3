import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export interface LighthouseRun {
  /** 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's own suggestions, largest estimated saving first. */
  opportunities: { id: string; title: string; savingsMs: number }[];
  warnings: string[];
}

/** Lighthouse sometimes loses the trace (NO_NAVSTART…) on a busy machine: such runs are redone. */
const ATTEMPTS = 3;

const FLAGS = CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag));

/**
 * One Lighthouse performance audit with its default settings (mobile emulation, simulated
 * slow 4G and 4× CPU slowdown), in a fresh browser so that no cache carries over.
 */
export async function lighthouseRun(url: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url);
    } catch (err) {
      if (attempt >= ATTEMPTS) throw err;
      console.log(`  (${err instanceof Error ? err.message : String(err)} : nouvel essai)`);
    }
  }
}

async function auditOnce(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse ne rend aucun résultat.');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse : ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (score === null || score === undefined)
      throw new Error('Lighthouse ne donne pas de score de performance.');
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const opportunities = Object.values(lhr.audits)
      .flatMap((a) => {
        const savingsMs = a.details?.type === 'opportunity' ? (a.details.overallSavingsMs ?? 0) : 0;
        return savingsMs > 0 ? [{ id: a.id, title: a.title, savingsMs }] : [];
      })
      .sort((a, b) => b.savingsMs - a.savingsMs);
    return {
      score: Math.round(score * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      opportunities,
      warnings: lhr.runWarnings.map(String),
    };
  } finally {
    chrome.kill();
  }
}
