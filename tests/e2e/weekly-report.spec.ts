import { expect, test } from '@playwright/test';
import { signUpFreshUser } from './support/fresh-user';

// The owner's browser zone becomes the account's on their first visit to Settings.
test.use({ timezoneId: 'America/Denver' });

test('weekly report: opt in on Settings, send a preview, find it in the dev mailbox, unsubscribe after confirming', async ({
  page,
}) => {
  const { email } = await signUpFreshUser(page, 'weekly');
  await page.goto('/dashboard/settings');
  await expect(page.getByText('Weekly report', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Account time zone')).toHaveValue('America/Denver');
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
  expect(rows).toContain('Figure,Last week,Week before,Change');
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
  await expect(mail).toContainText('Calls: 0 (week before 0, no change)');
  await expect(mail).toContainText('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  // One click, in a browser context without the session: no sign-in needed.
  const link = mail.getByRole('link', { name: /\/api\/weekly-report\/unsubscribe\?token=/ });
  const href = await link.getAttribute('href');
  const anonymous = await page.context().browser()!.newPage();
  await anonymous.goto(href!);
  // Opening the link only asks (mail scanners open links); the button unsubscribes.
  await expect(
    anonymous.getByText('Stop receiving the weekly report from StormDialer at this address?'),
  ).toBeVisible();
  // The GET alone changed nothing: the report is still on.
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('checkbox', { name: 'Weekly report by e-mail' })).toBeChecked();
  await anonymous.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    anonymous.getByText('You will no longer receive the weekly report from StormDialer.'),
  ).toBeVisible();
  await anonymous.close();

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('checkbox', { name: 'Weekly report by e-mail' })).not.toBeChecked();
});
