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

test('axe finds nothing serious on any page signed in, admin pages too', async ({ page }) => {
  test.setTimeout(180_000);
  const { email } = await signUpFreshUser(page, 'axe');
  await makeAdmin(email);
  const found: string[] = [];
  for (const { path, heading } of [...DASHBOARD_PAGES, { path: '/admin', heading: 'Admin' }]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
    found.push(...(await seriousViolations(page)));
  }
  expect(found).toEqual([]);
});
