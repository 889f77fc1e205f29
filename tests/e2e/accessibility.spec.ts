import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DASHBOARD_PAGES, makeAdmin } from './support/dashboard-pages';
import { signUpFreshUser } from './support/fresh-user';

/** axe's serious and critical findings on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${page.url()} ${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

const SIGNED_OUT_PAGES = [
  { path: '/', heading: /.+/ },
  { path: '/auth/signin', heading: 'Sign In' },
  { path: '/auth/signup', heading: 'Create an Account' },
  { path: '/auth/forgot-password', heading: /Forgot|Reset/ },
  { path: '/auth/reset-password/not-a-real-token', heading: /.+/ },
  { path: '/auth/accept-invite/not-a-real-token', heading: /.+/ },
  { path: '/auth/verify-email/not-a-real-token', heading: /.+/ },
  { path: '/no-such-page', heading: /.+/ },
];

// As in accessibility-populated: a toast is judged as it finally looks, not mid-transition.
test.use({ reducedMotion: 'reduce' });

test('axe finds nothing serious on any page signed out', async ({ page }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const { path, heading } of SIGNED_OUT_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    found.push(...(await seriousViolations(page)));
  }
  expect(found).toEqual([]);
});

/** Both widths the product is checked at: a phone and a laptop. */
const WIDTHS = [375, 1280] as const;

// One test per page and width, each with its own fresh account: one slow axe run on a loaded host
// no longer spends a single budget meant for every page.
for (const width of WIDTHS) {
  for (const { path, heading } of [...DASHBOARD_PAGES, { path: '/admin', heading: 'Admin' }]) {
    test(`axe finds nothing serious on ${path} signed in at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const { email } = await signUpFreshUser(page, 'axe');
      if (path === '/admin') await makeAdmin(email);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
