import { expect, test } from '@playwright/test';
import type { ListSummary } from '../../shared/dialer/list-summary';
import { signUpFreshUser } from './support/fresh-user';

const CONTACTS = 4;

function contactsCsv(): Buffer {
  const rows = Array.from({ length: CONTACTS }, (_, i) => `+1214${3_000_001 + i},Funnel${i + 1}`);
  return Buffer.from(`phone,first_name\n${rows.join('\n')}\n`, 'utf8');
}

test('analytics from dial to booking: figures, comparison, outcomes over time and the best-hours map', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpFreshUser(page, 'funnel');
  await page.goto('/dashboard');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'funnel-leads.csv',
    mimeType: 'text/csv',
    buffer: contactsCsv(),
  });
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  await expect(page.getByText(`Successfully uploaded ${CONTACTS} contacts`)).toBeVisible({
    timeout: 30_000,
  });
  const lists = await page.request.get('/trpc/contacts.lists');
  const [list] = ((await lists.json()) as { result: { data: ListSummary[] } }).result.data;
  expect((await page.request.post('/trpc/dialer.start', { data: { listId: list!.id } })).ok()).toBe(
    true,
  );

  await page.goto('/dashboard/analytics');
  await expect(page.getByRole('heading', { name: 'From dial to booking' })).toBeVisible();
  const figures = page.getByRole('table', { name: 'Dial to booking figures' });
  // Simulated calls end (and some redial); the figures follow live.
  const dialled = figures.locator('[data-figure="Dialled Calls"]');
  await expect
    .poll(async () => Number(await dialled.textContent()), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(CONTACTS);
  for (const figure of [
    'Connected',
    'Conversation ≥ 30 s',
    'Booked',
    'Connect rate',
    'Booked rate',
    'Cost per booked appointment',
  ]) {
    await expect(figures.getByRole('cell', { name: figure, exact: true })).toBeVisible();
  }
  await expect(figures.locator('[data-figure="Cost per booked appointment Calls"]')).toHaveText(
    'N/A',
  );
  await expect(page.getByRole('img', { name: 'Funnel from dialled to booked' })).toBeVisible();
  await page.getByRole('button', { name: 'Dialled to booked: show as table' }).click();
  await expect(page.getByRole('table', { name: 'Funnel' })).toBeVisible();

  // Side by side: set B, this list from the day after tomorrow, has no calls yet.
  await page.getByRole('button', { name: 'Compare side by side' }).click();
  await page.locator('#compare-filter-list').selectOption(list!.id);
  const later = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await page.locator('#compare-filter-from').fill(later);
  await expect(figures.locator('[data-figure="Dialled Set B"]')).toHaveText('0');
  await expect(figures.locator('[data-figure="Connect rate Set B"]')).toHaveText('N/A');
  await expect(figures.locator('[data-figure="Dialled Set A"]')).toHaveText(/^[1-9]\d*$/);
  await page.getByRole('button', { name: 'Stop comparing' }).click();

  await page.getByRole('tab', { name: 'Outcomes over time' }).click();
  await expect(page.getByRole('img', { name: /Outcomes over time: calls per day/ })).toBeVisible();

  // The map: Dallas numbers (214) are called in Central time.
  await page.getByRole('tab', { name: 'Best hours to call' }).click();
  const map = page.getByRole('table', { name: 'Best hours to call' });
  await expect(map).toBeVisible();
  await expect(
    page.getByText("Connect rate by weekday and hour in the contacts' local time."),
  ).toBeVisible();
  const called = map.locator('td:not([data-calls="0"])');
  expect(await called.count()).toBeGreaterThan(0);
  await expect(called.first()).toHaveAttribute(
    'aria-label',
    /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d\d:00: \d+ dialled/,
  );
  await page.getByRole('button', { name: 'Best hours to call: show as table' }).click();
  await expect(map.getByRole('columnheader', { name: 'Connect rate' })).toBeVisible();
});
