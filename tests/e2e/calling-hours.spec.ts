import { expect, test } from '@playwright/test';
import { SCHEDULE_MESSAGES } from '../../shared/dialer/calling-schedule';
import { signUpFreshUser } from './support/fresh-user';

// Des Moines numbers (Central time; Iowa: federal rules only, so only the list's hours apply).
const FILE = ['phone,first_name', '(515) 555-0101,Ann', '(515) 555-0102,Bob'].join('\n');

test.setTimeout(90_000);

test('calling hours that exclude now: the preview counts, the waiting state and each reason', async ({
  page,
}) => {
  await signUpFreshUser(page, 'hours');
  // The e2e calling clock starts on a Tuesday at 13:00 Central: 8:00–9:00 excludes it.
  await page.goto('/dashboard/campaign-settings');
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(page.getByTestId('schedule-help')).toContainText(
    'These are product guard rails, not legal advice.',
  );
  const start = page.getByLabel('Calls start at');
  const end = page.getByLabel('Calls end by');
  await expect(start).toHaveValue('08:00');
  await expect(end).toHaveValue('21:00');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
    await expect(page.getByRole('checkbox', { name: day, exact: true })).toBeChecked();
  }
  await expect(page.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'No calls on US federal holidays' }),
  ).toBeChecked();

  await end.fill('07:00');
  await page.getByRole('button', { name: 'Save Calling Hours' }).click();
  await expect(page.getByText(SCHEDULE_MESSAGES.endBeforeStart)).toBeVisible();
  await end.fill('09:00');
  await page.getByRole('button', { name: 'Save Calling Hours' }).click();
  await expect(page.getByText('Calling hours saved')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(page.getByLabel('Calls end by')).toHaveValue('09:00');

  await page.goto('/dashboard');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'chicago.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(FILE),
  });
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  await expect(page.getByText('Successfully uploaded 2 contacts')).toBeVisible();
  const upload = page.getByRole('list', { name: 'Recent uploads' }).getByRole('listitem').first();

  await upload.getByRole('button', { name: 'Start Calling' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('start-preview')).toHaveText(
    'Start calling: 0 of 2 can be called now — 2 outside calling hours (next window tomorrow 8:00 AM CT).',
  );
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(dialog).toBeHidden();
  // The label's time is the real time of the next round (the e2e calling clock is shifted).
  await expect(
    upload.getByText(
      /^Waiting for calling hours — next call (tomorrow )?\d+:\d\d [AP]M CT( \(your time .+\))?$/,
    ),
  ).toBeVisible({ timeout: 30_000 }); // the first round decides it, in the worker
  const contacts = page.getByRole('table', { name: 'Contacts' });
  await expect(contacts.getByTestId('skip-reason')).toHaveText([
    'Outside calling hours until tomorrow 8:00 AM CT',
    'Outside calling hours until tomorrow 8:00 AM CT',
  ]);
  await expect(contacts.getByText('Not Called')).toHaveCount(2);
  await contacts.getByRole('button', { name: 'Details of Ann' }).click();
  await expect(page.getByRole('dialog').getByTestId('contact-skip-reason')).toHaveText(
    'Outside calling hours until tomorrow 8:00 AM CT',
  );
  await expect(page.getByRole('dialog')).toContainText('America/Chicago (from the phone number)');
});
