import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpThroughForm } from './support/fresh-user';

const FILE = ['phone,first_name', '(214) 555-0101,Ann', '(214) 555-0102,Bob'].join('\n');

test.setTimeout(90_000);

test('a number on the do-not-call list is skipped by the campaign and restored when removed', async ({
  page,
}) => {
  await signUpThroughForm(page, 'dnc');
  await page.goto('/dashboard/do-not-call');
  await expect(page.getByText('No numbers on the do-not-call list yet')).toBeVisible();
  await page.getByLabel('Phone numbers').fill('214-555-0101\nnot a number');
  await page.getByRole('button', { name: 'Add to list' }).click();
  await expect(page.getByRole('status')).toContainText('1 added, 1 not valid numbers');
  const numbers = page.getByRole('table', { name: 'Do-not-call numbers' });
  await expect(numbers.getByRole('cell', { name: '+12145550101', exact: true })).toBeVisible();
  await expect(numbers.getByRole('cell', { name: 'Added by hand' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const exported = readFileSync((await (await download).path())!, 'utf8');
  expect(exported.split('\r\n')[0]).toBe('phone_number,source,added_at');
  expect(exported).toContain('+12145550101,manual,');

  await page.goto('/dashboard');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'leads.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(FILE),
  });
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  // The import runs in worker threads: on a loaded host it takes longer than a click's 10 s.
  await expect(page.getByText('Successfully uploaded 2 contacts')).toBeVisible({ timeout: 30_000 });
  const contacts = page.getByRole('table', { name: 'Contacts' });
  const ann = contacts.getByRole('row').filter({ hasText: 'Ann' });
  const bob = contacts.getByRole('row').filter({ hasText: 'Bob' });
  await expect(ann).toContainText('Do Not Call');

  const upload = page.getByRole('list', { name: 'Recent uploads' }).getByRole('listitem').first();
  await upload.getByRole('button', { name: 'Start Calling' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(bob).toContainText(/Answered|Completed|Dial No Answer|Reached Voicemail/);
  // Bob's retries run out; Ann is never eligible, so the campaign completes without her.
  await expect(upload.getByText('Completed', { exact: true })).toBeVisible({ timeout: 40_000 });
  await expect(ann).toContainText('Do Not Call');
  await expect(ann.getByRole('cell').nth(4)).toHaveText('0');

  await ann.getByRole('button', { name: 'Allow calls' }).click();
  await expect(ann).toContainText('Not Called');
  await bob.getByRole('button', { name: 'Do not call' }).click();
  await expect(bob).toContainText('Do Not Call');
});

test('a CSV with consent columns shows the consent count before anything is dialled', async ({
  page,
}) => {
  await signUpThroughForm(page, 'consent');
  await page.goto('/dashboard');
  const file = [
    'phone,first_name,Consent,Consent Date,Consent Source',
    '(214) 555-0111,Ann,yes,2026-01-05,web form',
    '(214) 555-0112,Bob,no,,',
    '(214) 555-0113,Cy,,,',
  ].join('\n');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'consent.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file),
  });
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  await expect(page.getByText('Successfully uploaded 3 contacts')).toBeVisible();
  const upload = page.getByRole('list', { name: 'Recent uploads' }).getByRole('listitem').first();
  // Simulated calls: the setting starts off.
  const setting = upload.getByRole('checkbox', {
    name: 'Only dial contacts with recorded consent',
  });
  await expect(setting).not.toBeChecked();
  await setting.click();
  await expect(upload.getByTestId('consent-count')).toHaveText(
    '1 of 3 contacts have recorded consent · 2 skipped: no consent',
  );
  await upload.getByRole('button', { name: 'Start Calling' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('consent-preview')).toHaveText(
    '1 of 3 contacts have recorded consent',
  );
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  // It ends saying why the other two were never called, instead of "Completed".
  await expect(upload.getByText('Nothing left to call: 2 need recorded consent')).toBeVisible({
    timeout: 30_000,
  });
  const contacts = page.getByRole('table', { name: 'Contacts' });
  await expect(contacts.getByRole('row').filter({ hasText: 'Bob' })).toContainText('Not Called');
  await expect(contacts.getByRole('row').filter({ hasText: 'Cy' })).toContainText('Not Called');
  await expect(contacts.getByRole('row').filter({ hasText: 'Ann' })).not.toContainText(
    'Not Called',
  );
});
