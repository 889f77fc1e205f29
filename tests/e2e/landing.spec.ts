import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { FAKE_BOOKING_PATH } from '../fakes/calcom-embed-fake';
import { e2eEnv } from './support/e2e-env';
import {
  clearDemoCalls,
  insertLinkedDemoCall,
  insertUploadedDemoCall,
} from './support/landing-content';
import { wavClip } from './support/wav-clip';

// One file touches demo_calls, in order.
test.describe.configure({ mode: 'serial' });

const HEADER_PX = 64;

/**
 * `/` (or `/#section`) once React has taken the pre-rendered page over: its scripts load after the
 * first paint, and a click before then reaches only the HTML (links work, buttons wait).
 */
async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('[data-page="landing"][data-hydrated]')).toBeVisible();
}

/** The section's top sits just under the sticky header once the (smooth) scroll ends. */
async function expectScrolledTo(page: Page, id: string) {
  await expect
    .poll(async () => Math.round((await page.locator(`#${id}`).boundingBox())?.y ?? -999))
    .toBeGreaterThanOrEqual(HEADER_PX - 2);
  await expect
    .poll(async () => Math.round((await page.locator(`#${id}`).boundingBox())?.y ?? -999))
    .toBeLessThanOrEqual(HEADER_PX + 2);
}

test('`/` paints before its scripts load, then its inline boot script loads them under the CSP', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  await openLanding(page);
  const order = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => entry.startTime);
    return { paint: paint?.startTime ?? null, firstScript: Math.min(...scripts) };
  });
  expect(order.paint).not.toBeNull();
  expect(order.firstScript).toBeGreaterThanOrEqual(order.paint!);
  expect(refused).toEqual([]);
});

test('every anchor scrolls to its section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openLanding(page);
  // `/` arrives pre-rendered and its links work before the data loads: the positions asserted
  // are exact, so the clicks wait for the demo calls' final height (placeholders are shorter).
  await expect(page.getByTestId('demo-call-placeholder')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, id] of [
    ['Features', 'features'],
    ['Benefits', 'benefits'],
    ['Testimonials', 'testimonials'],
  ] as const) {
    await nav.getByRole('link', { name: label }).click();
    await expectScrolledTo(page, id);
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
  }
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expectScrolledTo(page, 'pricing');
  await openLanding(page, '/#pricing');
  await expectScrolledTo(page, 'pricing');
});

test('no landing button is dead: See the Difference and Schedule a Demo lead somewhere', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openLanding(page);
  await page.getByRole('link', { name: 'See the Difference' }).click();
  await expectScrolledTo(page, 'demo-calls');
  await expect(page).toHaveURL(/#demo-calls$/);
  await page.getByRole('link', { name: 'Schedule a Demo' }).click();
  await expect(page).toHaveURL(/#book-a-call$/);
  await expect(page.locator('#book-a-call')).toBeInViewport();
  await expect(
    page.getByRole('button', { name: /See the Difference|Schedule a Demo/ }),
  ).toHaveCount(0);
});

test('the testimonial carousel wraps both ways, by buttons and by keyboard', async ({ page }) => {
  await openLanding(page, '/#testimonials');
  const carousel = page.getByRole('region', { name: 'Testimonials' }).last();
  const slide = carousel.locator('[aria-roledescription="slide"]');
  await expect(slide).toHaveAttribute('aria-label', '1 of 3');
  await expect(slide).toContainText('Sales manager');
  await expect(slide.getByText('Example', { exact: true })).toBeVisible();

  await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(slide).toHaveAttribute('aria-label', '3 of 3');
  await expect(slide).toContainText('Operations lead');
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(slide).toHaveAttribute('aria-label', '1 of 3');

  await carousel.getByRole('button', { name: 'Show testimonial 3' }).click();
  await expect(carousel.getByRole('button', { name: 'Show testimonial 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.keyboard.press('ArrowRight');
  await expect(slide).toHaveAttribute('aria-label', '1 of 3');
  await page.keyboard.press('ArrowLeft');
  await expect(slide).toHaveAttribute('aria-label', '3 of 3');
  await page.keyboard.press('ArrowLeft');
  await expect(slide).toContainText('Owner');
  // The buttons answer Enter like any button.
  await carousel.getByRole('button', { name: 'Next testimonial' }).focus();
  await page.keyboard.press('Enter');
  await expect(slide).toHaveAttribute('aria-label', '3 of 3');
});

test('demo calls: with none, Watch Demo plays the labelled sample call; then rows from the database in display order', async ({
  page,
}) => {
  await clearDemoCalls();
  await openLanding(page);
  const sample = page.getByRole('region', { name: 'Sample call: hail follow-up booked' });
  await expect(sample.getByText('Sample call', { exact: true })).toBeVisible();
  await expect(
    sample.getByText(
      "A scripted example read by your browser's voice, not a recording of a real call.",
    ),
  ).toBeVisible();
  await expect(page.getByText('Demo Calls Coming Soon')).toHaveCount(0);
  // Nothing claims customers until an admin says so.
  await expect(page.getByText(/Trusted by/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Watch Demo' }).click();
  await expect(page).toHaveURL(/#demo-calls$/);
  const lines = sample.getByRole('listitem');
  await expect(lines.first()).toHaveText(
    'Agent: Hi, is this Maria? This is Alex calling for Summit Roofing.',
  );
  // The call moves on by itself (spoken, or at reading pace where the browser has no voice).
  await expect(lines.nth(1)).toHaveText('Homeowner: Yes, this is Maria.', { timeout: 20_000 });
  await sample.getByRole('button', { name: 'Stop sample call' }).click();
  await expect(lines).toHaveCount(0);
  await expect(sample.getByRole('button', { name: 'Play sample call' })).toBeVisible();

  await insertLinkedDemoCall('Second: insurance objection', 2, '/missing-second.wav');
  await insertLinkedDemoCall('First: storm follow-up', 1, '/missing-first.wav');
  await page.reload();
  // Only this test's rows: the admin spec may add a demo call in parallel.
  const titles = page
    .locator('#demo-calls li h3')
    .filter({ hasText: /^(First: storm follow-up|Second: insurance objection)$/ });
  await expect(titles).toHaveText(['First: storm follow-up', 'Second: insurance objection']);
  await expect(page.getByText('Demo Calls Coming Soon')).toHaveCount(0);
});

test('a local clip plays to the end and back to zero; a broken one says it failed to load', async ({
  page,
}) => {
  await clearDemoCalls();
  await insertUploadedDemoCall('Uploaded clip', 1, wavClip(0.6));
  await insertLinkedDemoCall('Broken clip', 2, `/api/demo-calls/${randomUUID()}/audio`);
  await openLanding(page, '/#demo-calls');

  const uploaded = page.locator('#demo-calls li').filter({ hasText: 'Uploaded clip' });
  const audio = uploaded.locator('audio');
  await expect(audio).toHaveAttribute('preload', 'none');
  await uploaded.getByRole('button', { name: 'Play Uploaded clip' }).click();
  // It played (the position moved), then ended: idle again, at zero.
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.played.length > 0 && el.played.end(0)))
    .toBeGreaterThan(0.3);
  await expect(uploaded.locator('[data-state]')).toHaveAttribute('data-state', 'idle');
  await expect(uploaded.getByRole('button', { name: 'Play Uploaded clip' })).toBeVisible();
  expect(await audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBe(0);

  const broken = page.locator('#demo-calls li').filter({ hasText: 'Broken clip' });
  await broken.getByRole('button', { name: 'Play Broken clip' }).click();
  await expect(broken.getByRole('alert')).toHaveText('Audio failed to load');
  await expect(broken.locator('[data-state]')).toHaveAttribute('data-state', 'error');
});

test('pricing shows the four plans with the exact figures', async ({ page }) => {
  await openLanding(page, '/#pricing');
  const plans = {
    starter: [
      'Starter',
      '$997/mo',
      '5,000 dials per month',
      'About 750 connected calls',
      'About 1,875 talk minutes',
      '1 voice agent',
      'Custom script setup',
      'CRM/webhook integration',
      'Weekly reports',
    ],
    pro: [
      'Pro',
      'Most Popular',
      '$1,497/mo',
      '10,000 dials per month',
      'About 1,500 connected calls',
      '3,750 talk minutes',
      '2 voice agents',
      'A/B script testing',
      'Lead tagging and pipeline export',
      'Bi-weekly optimisation sessions',
    ],
    elite: [
      'Elite',
      '$1,997/mo',
      '15,000 dials per month',
      'About 2,250 connected calls',
      '5,625 talk minutes',
      '3 voice agents',
      'Multi-campaign dialing',
      'Advanced CRM integrations',
      'Performance dashboard',
      'Priority support',
    ],
    enterprise: [
      'Enterprise',
      '$2,497/mo',
      '20,000 dials per month',
      'About 3,000 connected calls',
      '7,500 talk minutes',
      '4 voice agents',
    ],
  };
  for (const [id, lines] of Object.entries(plans)) {
    const card = page.getByTestId(`plan-${id}`);
    for (const line of lines) await expect(card).toContainText(line);
    await expect(card).toContainText('$5,000 one-time setup fee');
  }
  await expect(page.getByText('Most Popular')).toHaveCount(1);
  await expect(page.locator('#pricing')).toContainText(
    'All plans include 24/7 technical support and updates.',
  );
  // 'Book a Call' in pricing (and the closing section) opens the discovery-call page in a new tab.
  const discovery = e2eEnv().DISCOVERY_CALL_URL!;
  const bookButtons = page.getByRole('link', { name: /^Book a Call/ });
  await expect(
    page.getByTestId('plan-pro').getByRole('link', { name: /^Book a Call/ }),
  ).toHaveAttribute('href', discovery);
  for (const link of await bookButtons.all()) {
    const href = await link.getAttribute('href');
    if (href === discovery) await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(page.getByText('No credit card required. 14-day free trial.')).toBeVisible();
});

test('at 375 px the navigation folds into a menu that opens', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openLanding(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#top-nav-menu');
  await expect(menu.getByRole('link', { name: 'Features' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await menu.getByRole('link', { name: 'Benefits' }).click();
  await expect(menu).toBeHidden();
});

test('the booking embed renders under the CSP from the configured script', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await openLanding(page, '/#book-a-call');
  const frame = page.frameLocator('[data-testid="cal-inline"] iframe[title="Book a call"]');
  await expect(frame.getByText('Fake Cal.com booking page')).toBeVisible();
  await expect(frame.getByText(`Booking: ${FAKE_BOOKING_PATH.slice(1)}`)).toBeVisible();
  await expect(page.locator('[data-testid="cal-inline"] iframe')).toHaveAttribute(
    'src',
    /layout=month_view/,
  );
  const box = await page.locator('[data-testid="cal-inline"]').boundingBox();
  expect(Math.round(box?.height ?? 0)).toBe(600);
  expect(violations).toEqual([]);
});

test('when the embed script is unreachable, a plain link to the booking page shows', async ({
  page,
}) => {
  await page.route('**/embed/embed.js', (route) => route.abort('connectionrefused'));
  await openLanding(page, '/#book-a-call');
  await expect(page.getByRole('link', { name: /Open the booking page/ })).toHaveAttribute(
    'href',
    e2eEnv().DISCOVERY_CALL_URL!,
  );
  await expect(page.locator('[data-testid="cal-inline"]')).toHaveCount(0);
});

test('visiting / loads no dashboard chunk', async ({ page }) => {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; isDynamicEntry?: boolean }
  >;
  const publicPages = ['pages/landing/', 'pages/auth/'];
  const dashboardFiles = Object.entries(manifest)
    .filter(([src, chunk]) => chunk.isDynamicEntry && !publicPages.some((p) => src.startsWith(p)))
    .map(([, chunk]) => `/${chunk.file}`);
  expect(dashboardFiles.some((file) => file.includes('dashboard-routes'))).toBe(true);
  expect(dashboardFiles.some((file) => file.includes('upload-contacts-page'))).toBe(true);

  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) scripts.push(path);
  });
  await openLanding(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Hydrated means every module the landing imports has run; 'networkidle' never came on a
  // loaded host (the booking frame and late chunks kept it busy past the test's minute).
  await page.waitForLoadState('load');
  await expect.poll(() => scripts.some((path) => path.includes('landing-page'))).toBe(true);
  expect(scripts.filter((path) => dashboardFiles.includes(path))).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`screenshot of the whole page at ${width} px`, async ({ page }, testInfo) => {
    await clearDemoCalls();
    await insertUploadedDemoCall('Storm follow-up: booked inspection', 1, wavClip(0.6));
    await page.setViewportSize({ width, height: 900 });
    await openLanding(page);
    await expect(page.locator('#demo-calls li')).toHaveCount(1);
    await expect(page.locator('[aria-roledescription="slide"]')).toBeVisible();
    // No sideways scroll at this width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    // Blocks below the fold render as they near the viewport; a whole-page picture needs them all.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await page.screenshot({ path: testInfo.outputPath(`landing-${width}.png`), fullPage: true });
  });
}

test('the landing page arrives rendered and the browser takes it over without a mismatch', async ({
  page,
  request,
}) => {
  const served = await (await request.get('/')).text();
  expect(served).toContain('Your leads, called in minutes.');
  expect(await (await request.get('/auth/signin')).text()).toContain('<div id="root"></div>');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /react|hydrat/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  await openLanding(page);
  // The top bar's Sign In shows once the page's effects have run: React has taken the HTML over.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(errors).toEqual([]);
});
