import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { parseContactsCsv } from '../../shared/csv/parse-contacts-csv';
import { signUpFreshUser } from './support/fresh-user';

async function downloadSample(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download sample CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('sample-contacts.csv');
  return readFile((await download.path())!, 'utf8');
}

test('the guide walks through every step and its sample CSV imports as it is', async ({ page }) => {
  await signUpFreshUser(page, 'tutorials');
  await page.goto('/dashboard/tutorials');
  await expect(page.getByRole('heading', { name: 'Tutorials', exact: true })).toBeVisible();
  for (const step of [
    'Prepare your contact list',
    'Create a voice agent from a template',
    'Connect Retell and Cal.com',
    'Set your redial rules',
    'Start and pause a campaign',
    'Read call logs and appointments',
  ]) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }

  const fromGuide = await downloadSample(page);
  const parsed = parseContactsCsv(fromGuide);
  expect(parsed.ok).toBe(true);
  expect(parsed.ok && parsed.contacts.length).toBe(5);

  await page.goto('/dashboard');
  expect(await downloadSample(page)).toBe(fromGuide);

  // The empty list links to the step that fills it.
  await page.getByRole('link', { name: 'How to prepare your contact list' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tutorials#prepare-your-contact-list$/);
  await expect(page.getByRole('heading', { name: 'Prepare your contact list' })).toBeInViewport();

  const upload = await page.request.post('/api/uploads?fileName=sample-contacts.csv', {
    data: fromGuide,
    headers: { 'content-type': 'text/csv', 'x-requested-with': 'StormDialer' },
  });
  expect(upload.status()).toBe(201);
  const { list } = (await upload.json()) as {
    list: { contactCount: number; invalidCount: number; duplicateCount: number };
  };
  expect(list).toMatchObject({ contactCount: 5, invalidCount: 0, duplicateCount: 0 });
});
