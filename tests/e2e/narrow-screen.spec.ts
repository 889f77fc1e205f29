import { expect, type Page, test } from '@playwright/test';
import { signUpFreshUser } from './support/fresh-user';

test.use({ viewport: { width: 375, height: 740 } });

/** The page never scrolls sideways: wide content (tables) scrolls inside its own box. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
    // For the failure message: the outermost elements that stick out on the right.
    wide: [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter(
        (el) =>
          !el.parentElement ||
          el.parentElement.getBoundingClientRect().right <= window.innerWidth + 0.5,
      )
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className} (${Math.round(el.getBoundingClientRect().right)} px)`,
      ),
  }));
  expect(widths.scroll, widths.wide.join('\n')).toBe(widths.viewport);
}

function contactsCsv(count: number): Buffer {
  const rows = Array.from(
    { length: count },
    (_, i) => `+1 214 555 ${String(i).padStart(4, '0')},Contact${i + 1},Dallas`,
  );
  return Buffer.from(`Phone Number,First Name,City\n${rows.join('\n')}\n`, 'utf8');
}

test('at 375 px the dashboard with a list, Settings and Campaign Settings fit the screen', async ({
  page,
}) => {
  await signUpFreshUser(page, 'narrow');
  await page.goto('/dashboard');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'a-rather-long-file-name-for-storm-leads-in-dallas.csv',
    mimeType: 'text/csv',
    buffer: contactsCsv(30),
  });
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  await expect(page.getByText('Successfully uploaded 30 contacts')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Contacts' }).getByText('Not Called')).toHaveCount(
    25,
  );
  await expectNoSidewaysScroll(page);

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Role of/ }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/dashboard/campaign-settings');
  await expect(page.getByRole('heading', { name: 'Campaign Settings', exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('tab', { name: 'Call Settings' }).click();
  await expect(page.getByLabel('Max Attempts')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
