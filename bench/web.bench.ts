/**
 * The events page in Chromium (issue 14): largest contentful paint of a cold load, and the JavaScript it fetched.
 * The lead's `npm run bench` imports measureEventsPageLcp; alone, against a running server (`npm start`):
 *   npx tsx bench/web.bench.ts [baseUrl=http://127.0.0.1:3000] [host=acme.localhost:<port>] [runs=5]
 * Measured here, never asserted in tests. Debian's chromium, as in the browser tests (never `playwright install`).
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Cookie } from 'playwright-core';

export interface Login {
  /** The organization's host as the browser sees it, e.g. acme.localhost:3000 (Chromium resolves *.localhost). */
  host: string;
  email: string;
  password: string;
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The page at rest: no request for half a second (network idle), then a beat for the last paint to be reported. */
const SETTLE_MS = 500;

async function signedInCookies(browser: Browser, origin: string, login: Login): Promise<Cookie[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'Email' }).fill(login.email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(login.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    return await context.cookies();
  } finally {
    await context.close();
  }
}

/** One cold load: a new context (empty cache), the session cookie, /events/upcoming until the page has settled. */
async function coldLoad(context: BrowserContext, origin: string): Promise<{ lcpMs: number; jsGzipBytes: number }> {
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  await page.goto(`${origin}/events/upcoming`, { waitUntil: 'networkidle' });
  // The list has drawn: its heading and either cards or the empty state.
  await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
  await page.waitForTimeout(SETTLE_MS);
  // Buffered: the entries recorded before this observer existed; the last one is the largest paint. (Text, because
  // bench/ type checks against Node's types, which know no DOM.)
  const lcpMs = Number(
    await page.evaluate(`new Promise((resolve) => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        resolve(entries.length ? entries[entries.length - 1].startTime : NaN);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(NaN), 2000);
    })`),
  );
  const jsGzipBytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  await page.close();
  return { lcpMs, jsGzipBytes };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Median over `runs` cold loads of the events page for a signed-in person: the largest contentful paint (ms from
 * navigation start) and the gzipped size of every script the page fetched until it settled (KiB).
 */
export async function measureEventsPageLcp(
  baseUrl: string,
  login: Login,
  runs = 5,
): Promise<{ lcpMs: number; jsGzipKiB: number }> {
  const origin = `${new URL(baseUrl).protocol}//${login.host}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const cookies = await signedInCookies(browser, origin, login);
    const results: { lcpMs: number; jsGzipBytes: number }[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        await context.addCookies(cookies);
        results.push(await coldLoad(context, origin));
      } finally {
        await context.close();
      }
    }
    return {
      lcpMs: Math.round(median(results.map((result) => result.lcpMs))),
      jsGzipKiB: Math.round((median(results.map((result) => result.jsGzipBytes)) / 1024) * 10) / 10,
    };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
  const host = process.argv[3] ?? `acme.localhost:${new URL(baseUrl).port || 80}`;
  const runs = Number(process.argv[4] ?? 5);
  const result = await measureEventsPageLcp(baseUrl, { host, email: 'admin@acme.test', password: 'Password1!' }, runs);
  console.log(
    `events page, ${runs} cold loads (median): LCP ${result.lcpMs} ms, JavaScript ${result.jsGzipKiB} KiB gzipped`,
  );
}
