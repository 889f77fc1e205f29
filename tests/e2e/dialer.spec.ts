import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ListSummary } from '../../shared/dialer/list-summary';
import { signUpThroughForm } from './support/fresh-user';

/**
 * Ten rounds of five: with every round taking at least call + pause (0.7 s on the e2e server),
 * the first pass lasts over 6 s, well past the moment the tab is closed.
 */
const CONTACTS = 50;
const TABLE_PAGE = 25;

/** A UTF-8 file with a byte-order mark and semicolons, as spreadsheet exports write it. */
function contactsCsv(): Buffer {
  const rows = Array.from(
    { length: CONTACTS },
    (_, i) => `+1 214 555 ${String(i).padStart(4, '0')};Contact${i + 1};Dallas`,
  );
  return Buffer.from(`\uFEFFPhone Number;First Name;City\r\n${rows.join('\r\n')}\r\n`, 'utf8');
}

async function listSummaries(request: APIRequestContext): Promise<ListSummary[]> {
  const response = await request.get('/trpc/contacts.lists');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: ListSummary[] } }).result.data;
}

const calledCount = (list: ListSummary) => list.contactCount - (list.counts['Not Called'] ?? 0);

/**
 * Defaults every new list gets: 2 attempts, retry after 300 "minutes" (30 s on the e2e server), so
 * after the first pass the campaign waits, with room to spare, for a reopened tab to watch it finish.
 */
async function setDefaultCallSettings(page: Page) {
  await page.goto('/dashboard/campaign-settings');
  await page.getByRole('tab', { name: 'Call Settings' }).click();
  await page.getByLabel('Max Attempts').fill('2');
  await page.getByLabel('Retry Delay (minutes)').fill('300');
  await page.getByRole('button', { name: 'Save Call Settings' }).click();
  await expect(page.getByText('Call settings saved successfully')).toBeVisible();
}

test('a list is uploaded, dialled live, keeps dialling with the tab closed and completes', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signUpThroughForm(page, 'dialer');
  await setDefaultCallSettings(page);

  await page.goto('/dashboard');
  await expect(page.getByText('No recent uploads found')).toBeVisible();
  const sample = page.getByRole('link', { name: 'Download sample CSV' });
  await expect(sample).toHaveAttribute('download', 'sample-contacts.csv');
  const sampleFile = await context.request.get((await sample.getAttribute('href'))!);
  expect(sampleFile.ok()).toBe(true);
  expect((await sampleFile.text()).split('\n')[0]).toBe('phone,first_name,last_name,address,city');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'storm-leads.csv',
    mimeType: 'text/csv',
    buffer: contactsCsv(),
  });
  await expect(page.getByText(`Showing 5 of ${CONTACTS} contacts`)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Contact1', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Contact6', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  await expect(page.getByText(`Successfully uploaded ${CONTACTS} contacts`)).toBeVisible();
  const upload = page.getByRole('list', { name: 'Recent uploads' }).getByRole('listitem').first();
  await expect(upload).toContainText(`${CONTACTS} contacts`);
  const contacts = page.getByRole('table', { name: 'Contacts' });
  await expect(contacts.getByText('Not Called')).toHaveCount(Math.min(CONTACTS, TABLE_PAGE));

  // Marks this document: a reload would drop the marker.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await upload.getByRole('button', { name: 'Start Calling' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(upload.getByText('Auto-dialer running')).toBeVisible();
  await expect(contacts.getByText('In Progress').first()).toBeVisible();
  await expect(
    contacts.getByText(/^(Answered|Completed|Dial No Answer|Reached Voicemail)$/).first(),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  const calledWhenClosed = calledCount((await listSummaries(context.request))[0]!);
  await page.close();

  // With the tab closed the server dials on: every contact gets its first call, then the
  // campaign waits for the retry delay before the second attempts.
  await expect
    .poll(
      async () => {
        const [list] = await listSummaries(context.request);
        return list ? `${calledCount(list)} ${list.state}` : 'none';
      },
      { intervals: [100], timeout: 40_000 },
    )
    .toBe(`${CONTACTS} waiting`);
  expect(calledWhenClosed).toBeLessThan(CONTACTS);

  const later = await context.newPage();
  await later.goto('/dashboard');
  const reopened = later
    .getByRole('list', { name: 'Recent uploads' })
    .getByRole('listitem')
    .first();
  await expect(reopened).toContainText(`${CONTACTS} of ${CONTACTS} contacts called at least once`);
  await expect(
    reopened.getByText(/^Waiting · next call (tomorrow )?\d{1,2}:\d\d [AP]M \S+$/),
  ).toBeVisible();
  await expect(later.getByRole('table', { name: 'Contacts' }).getByText('Not Called')).toHaveCount(
    0,
  );

  // The retry round runs while this tab watches: its ended calls come as one grouped toast (or
  // the single-call message), then nobody is left to call.
  await Promise.all([
    expect(
      later
        .getByText(
          /^(\d+ calls ended|Contact answered the call.*|Attempt limit reached.*|Call ended)$/,
        )
        .first(),
    ).toBeVisible({ timeout: 40_000 }),
    expect(later.getByText('All calls completed')).toBeVisible({ timeout: 40_000 }),
  ]);
  await expect(reopened.getByText('Completed', { exact: true })).toBeVisible();
  await expect(reopened.getByRole('button', { name: 'Start Calling' })).toBeVisible();
});
