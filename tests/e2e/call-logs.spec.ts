import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import type { ListSummary } from '../../shared/dialer/list-summary';
import { signUpFreshUser } from './support/fresh-user';

const CONTACTS = 6;

function contactsCsv(): Buffer {
  const rows = Array.from({ length: CONTACTS }, (_, i) => `+1214${2_000_001 + i},Caller${i + 1}`);
  return Buffer.from(`phone,first_name\n${rows.join('\n')}\n`, 'utf8');
}

test('a short simulated campaign shows up live in Call Logs, with details, export and analytics', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpFreshUser(page, 'calllogs');

  await page.goto('/dashboard');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'storm-leads.csv',
    mimeType: 'text/csv',
    buffer: contactsCsv(),
  });
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  await expect(page.getByText(`Successfully uploaded ${CONTACTS} contacts`)).toBeVisible();

  await page.goto('/dashboard/call-logs');
  await expect(page.getByRole('heading', { name: 'Call Logs' })).toBeVisible();
  await expect(page.getByText('View and analyze your call history')).toBeVisible();
  await expect(page.getByText('No Call Logs Yet')).toBeVisible();
  await expect(
    page.getByText('When your agents start making calls, logs will appear here'),
  ).toBeVisible();

  // Start the campaign from outside this tab; the rows must arrive without a reload.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const lists = await page.request.get('/trpc/contacts.lists');
  const [list] = ((await lists.json()) as { result: { data: ListSummary[] } }).result.data;
  const started = await page.request.post('/trpc/dialer.start', { data: { listId: list!.id } });
  expect(started.ok()).toBe(true);

  const table = page.getByRole('table', { name: 'Recent Calls' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(CONTACTS, { timeout: 20_000 });
  for (const header of ['Date & Time', 'Contact', 'Agent', 'Duration', 'Status', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(
    table.getByText(/^(Completed|Dial No Answer|Reached Voicemail|Answered)$/).first(),
  ).toBeVisible();
  await expect(table.getByText('Caller1', { exact: true })).toBeVisible();
  await expect(table.getByText('Direct Call').first()).toBeVisible();
  await expect(
    table.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d\d (AM|PM)$/).first(),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );

  // Every call here was simulated: each row says so, and the filter tells them apart.
  await expect(rows.filter({ has: page.getByText('Simulated', { exact: true }) })).toHaveCount(
    CONTACTS,
  );
  const kind = page.getByLabel('Calls', { exact: true });
  await kind.selectOption({ label: 'Real calls only' });
  await expect(page.getByText('No Call Logs Yet')).toBeVisible();
  await kind.selectOption({ label: 'Simulated calls only' });
  await expect(rows).toHaveCount(CONTACTS);
  await kind.selectOption({ label: 'Real and simulated' });
  await expect(rows).toHaveCount(CONTACTS);

  // Details of the first contact's call.
  const callerRow = rows.filter({ hasText: 'Caller1' }).last();
  await callerRow.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Call Details' });
  await expect(details.getByText('Caller1')).toBeVisible();
  await expect(details.getByText('+12142000001')).toBeVisible();
  await expect(details.getByText('storm-leads', { exact: true })).toBeVisible();
  await expect(details.getByText('Attempt')).toBeVisible();
  await expect(details.getByText('Placed')).toBeVisible();
  await expect(details.getByText('Simulated', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Export downloads a real file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Logs' }).click();
  await expect(page.getByText('Export initiated')).toBeVisible();
  await expect(page.getByText('Your call logs are being exported.')).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^call-logs-\d{4}-\d\d-\d\d\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Date & Time,Contact,Phone Number,List,Agent,Attempt,Duration,Status,Disconnection Reason,Cost,Simulated,Call ID,Consent,Do-Not-Call Checked,Local Time at Dial,State Rules,Calls to Number,' +
      'Appointment booked,Roof damage reported,Insurance claim filed,Roof age (years),Callback requested,Other Call Fields,Direction',
  );
  expect(lines.length).toBeGreaterThanOrEqual(CONTACTS + 1);
  for (let i = 1; i <= CONTACTS; i++) {
    expect(csv).toContain(`,Caller${i},+1214${2_000_000 + i},storm-leads,Direct Call,`);
  }
  const exported = Papa.parse<Record<string, string>>(csv.trimEnd(), { header: true }).data;
  for (const row of exported) expect(row.Simulated).toBe('Yes');

  // Analytics counts the ended calls.
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  const total = page.locator('[data-figure="Total Calls"]');
  await expect(total).toHaveText(/^\d+$/);
  expect(Number(await total.textContent())).toBeGreaterThanOrEqual(CONTACTS);
  await expect(page.getByRole('img', { name: 'Calls per day by outcome' })).toBeVisible();
  await expect(
    page.getByText('These figures are from simulated calls: nobody was really called.'),
  ).toBeVisible();
});
