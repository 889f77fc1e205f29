import { expect, test } from '@playwright/test';
import { signUpFreshUser } from './support/fresh-user';

test('weekly report: opt in on Settings, send a preview, find it in the dev mailbox, unsubscribe in one click', async ({
  page,
}) => {
  const { email } = await signUpFreshUser(page, 'weekly');
  await page.goto('/dashboard/settings');
  await expect(page.getByText('Weekly report', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Account time zone')).toHaveValue('UTC');
  await page.getByLabel('Account time zone').selectOption('America/Chicago');
  await expect(page.getByText('Time zone saved')).toBeVisible();

  const optIn = page.getByRole('checkbox', { name: 'Weekly report by e-mail' });
  await expect(optIn).not.toBeChecked();
  await optIn.click();
  await expect(page.getByText('You will get the weekly report every Monday at 8:00')).toBeVisible();
  await expect(optIn).toBeChecked();

  await page.getByRole('button', { name: 'Send me a preview now' }).click();
  await expect(page.getByText('Preview sent. Check your inbox.')).toBeVisible();

  const csv = await page.request.get('/api/weekly-report/report.csv');
  expect(csv.status()).toBe(200);
  const rows = await csv.text();
  expect(rows).toContain('Figure,This week,Previous week,Change');
  expect(rows).toContain('America/Chicago');

  await page.goto('/dev/mailbox');
  const mail = page
    .locator('article')
    .filter({ hasText: email })
    .filter({ hasText: '[Preview] Your StormDialer week' });
  await expect(
    mail.getByRole('heading', { name: /^\[Preview\] Your StormDialer week: / }),
  ).toBeVisible();
  await expect(mail).toContainText('(America/Chicago), against the week before.');
  await expect(mail).toContainText('Calls: 0 (previous week 0, no change)');
  await expect(mail).toContainText('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  // One click, in a browser context without the session: no sign-in needed.
  const link = mail.getByRole('link', { name: /\/api\/weekly-report\/unsubscribe\?token=/ });
  const href = await link.getAttribute('href');
  const anonymous = await page.context().browser()!.newPage();
  await anonymous.goto(href!);
  await expect(
    anonymous.getByText('You will no longer receive the weekly report from StormDialer.'),
  ).toBeVisible();
  await anonymous.close();

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('checkbox', { name: 'Weekly report by e-mail' })).not.toBeChecked();
});
