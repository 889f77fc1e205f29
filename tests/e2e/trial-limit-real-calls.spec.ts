import { expect, type Page, test } from '@playwright/test';
import { BILLING_MESSAGES } from '../../shared/billing/billing-messages';
import { FREE_TRIAL } from '../../shared/billing/plans';
import { signUpFreshUser } from './support/fresh-user';
import { configureRealCalls } from './support/real-calls-setup';
import { placedRetellCalls, realCallsPort, seedRetellDials } from './support/trial-dials';

// On the real-calls server (VOICE_PROVIDER=retell): every call goes to the Retell fake.

async function upload(page: Page, name: string, numbers: string[]) {
  await page.goto('/dashboard');
  const rows = numbers.map((phone, i) => `${phone},Caller${i + 1},yes`);
  await page.getByLabel('CSV file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(`phone,first_name,consent\n${rows.join('\n')}\n`),
  });
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  const contacts = numbers.length === 1 ? '1 contact' : `${numbers.length} contacts`;
  await expect(page.getByText(`Successfully uploaded ${contacts}`)).toBeVisible();
}

test('with 10 trial dials left, a list on the Retell fake pauses after 10 and says why at Resume', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { email } = await signUpFreshUser(page, 'trial-real');
  await configureRealCalls(page);
  await upload(page, 'called-before.csv', ['+12145559998']);
  await seedRetellDials(realCallsPort(), email, FREE_TRIAL.dials - 10);
  const numbers = Array.from({ length: 14 }, (_, i) => `+1214600${String(i).padStart(4, '0')}`);
  await upload(page, 'real-leads.csv', numbers);

  const list = page.getByRole('list', { name: 'Recent uploads' }).getByRole('listitem').first();
  await list.getByRole('button', { name: 'Start Calling' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  const reason = BILLING_MESSAGES.dialLimitReached('267', FREE_TRIAL.name);
  await expect(list.getByText(`Paused by the dialer: ${reason}`)).toBeVisible({ timeout: 90_000 });
  expect(await placedRetellCalls(realCallsPort(), email)).toBe(10);

  await list.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText(reason).last()).toBeVisible();
  await expect(list.getByText('Paused', { exact: true })).toBeVisible();
  expect(await placedRetellCalls(realCallsPort(), email)).toBe(10);
});
