import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

export type FormFactor = 'mobile' | 'desktop';

/** One Lighthouse run's figures: times in ms, JavaScript in bytes as transferred (after compression). */
export interface Figures {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
}

/** Debian's Chromium by default; flags for a closed network and a root sandbox (as the e2e tests). */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * Audits one page's performance in a new Chromium (a cold cache and a fresh profile every run):
 * Lighthouse's default config is a throttled phone (simulated slow 4G, 4× CPU slowdown), its
 * desktop config a desktop on a fast connection.
 */
export async function audit(url: string, formFactor: FormFactor): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id].numericValue ?? NaN;
    // Bytes over the wire per kind of resource (a table: one row per resourceType).
    const summary = lhr.audits['resource-summary'].details;
    const scripts =
      summary?.type === 'table' ? summary.items.find((item) => item.resourceType === 'script') : undefined;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      jsBytes: Number(scripts?.transferSize ?? 0),
    };
  } finally {
    chrome.kill();
  }
}
