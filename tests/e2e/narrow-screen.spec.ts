import { expect, type Page, test } from '@playwright/test';
import { DASHBOARD_PAGES } from './support/dashboard-pages';
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

/** Tab triggers and table cells (the first rows' status and actions included) that stick out sideways. */
function outOfView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const out = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && (box.left < -0.5 || box.right > width + 0.5);
    };
    const label = (el: Element) => `${el.tagName.toLowerCase()} "${el.textContent?.trim()}"`;
    const tabs = [...document.querySelectorAll('[role="tab"]')].filter(out);
    const cells = [...document.querySelectorAll('table tbody tr')]
      .filter((row) => [...(row.parentElement?.children ?? [])].indexOf(row) < 3)
      .flatMap((row) => [...row.querySelectorAll('td')])
      .filter(out);
    return [...tabs, ...cells].map(label);
  });
}

test('at 375 px every dashboard page shows each tab and each table row whole', async ({ page }) => {
  test.setTimeout(150_000);
  await signUpFreshUser(page, 'narrow-all');
  await page.goto('/dashboard');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'leads.csv',
    mimeType: 'text/csv',
    buffer: contactsCsv(3),
  });
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  await expect(page.getByText('Successfully uploaded 3 contacts')).toBeVisible();
  // A short simulated campaign, so Call Logs has rows too.
  const lists = await page.request.get('/trpc/contacts.lists');
  const [list] = ((await lists.json()) as { result: { data: { id: string }[] } }).result.data;
  expect((await page.request.post('/trpc/dialer.start', { data: { listId: list!.id } })).ok()).toBe(
    true,
  );

  for (const { path, heading } of DASHBOARD_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
    if (path === '/dashboard/call-logs') {
      // One row per placed attempt: redials of the simulated no-answers may add more than 3.
      const rows = page.getByRole('table', { name: 'Recent Calls' }).locator('tbody tr');
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    }
    expect(await outOfView(page), path).toEqual([]);
    await expectNoSidewaysScroll(page);
  }
});
