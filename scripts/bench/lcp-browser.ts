import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Paint times in ms from navigation start; `scriptsDone`: when the last script or CSS arrived. */
export type Paint = { fcp: number; lcp: number; scriptsDone: number; element: string };

/** The Debian chromium the e2e suite uses (CHROMIUM_PATH overrides it). */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      'Chromium not found (looked for $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser): apt-get install chromium, or set CHROMIUM_PATH.',
    );
  }
  return found;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    timeout: 30_000,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Runs in the page once it has loaded and the network has gone quiet: the buffered paint entries.
 * The LCP candidate reported last is the page's LCP (no input has ended the observation). Buffered
 * entries arrive in the observer's first callback; a page with none gives up after a second.
 * A string: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const READ_PAINTS = `new Promise((resolve) => {
  let fcp = -1;
  let lcp;
  const scriptsDone = Math.max(0, ...performance.getEntriesByType('resource')
    .filter((r) => /\\.(js|css)$/.test(new URL(r.name).pathname)).map((r) => r.responseEnd));
  const finish = () => {
    observer.disconnect();
    clearTimeout(timer);
    const el = lcp?.element;
    const element = el ? el.tagName.toLowerCase() + ': ' + el.textContent.trim().slice(0, 40) : '';
    resolve({ fcp, lcp: lcp ? lcp.startTime : -1, scriptsDone, element });
  };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') fcp = entry.startTime;
      if (entry.entryType === 'largest-contentful-paint') lcp = entry;
    }
    if (fcp >= 0 && lcp) finish();
  });
  const timer = setTimeout(finish, 1000);
  observer.observe({ type: 'paint', buffered: true });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
})`;

/** One cold load (fresh context: empty cache, no cookies) of `url`, its FCP and LCP in ms. */
export async function measurePaint(browser: Browser, url: string): Promise<Paint> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    const paint = (await page.evaluate(READ_PAINTS)) as Paint;
    if (paint.lcp < 0 || paint.fcp < 0) {
      throw new Error(`${url} reported no paint entries (fcp ${paint.fcp}, lcp ${paint.lcp})`);
    }
    return paint;
  } finally {
    await context.close();
  }
}

/**
 * Response headers a page's own weight does not decide: the bare page is served with the landing
 * page's, so both pay the same (a `Cross-Origin-Opener-Policy` page opens in a new renderer process).
 */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The text a visitor sees on `url` once it has rendered, one string per line, and its security headers. */
export async function landingTextAndHeaders(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    const all = response ? await response.allHeaders() : {};
    const headers = Object.fromEntries(
      Object.entries(all).filter(([name]) => SECURITY_HEADERS.includes(name)),
    );
    // innerText leaves out blocks whose rendering is skipped (content-visibility: auto below the fold).
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is wanted.
    const text = await page.evaluate(() => document.body.innerText);
    const lines = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    return { lines, headers };
  } finally {
    await context.close();
  }
}
