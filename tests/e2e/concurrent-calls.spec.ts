import { expect, test } from '@playwright/test';
import { RULES_MESSAGES } from '../../shared/dialer/campaign-rules';
import { signUpFreshUser } from './support/fresh-user';

test('the Rules tab sets concurrent calls within the provider bound, one slot kept for callbacks', async ({
  page,
}) => {
  await signUpFreshUser(page, 'concurrent-calls');
  await page.goto('/dashboard/campaign-settings');
  await page.getByRole('tab', { name: 'Rules' }).click();
  const concurrent = page.getByLabel('Concurrent calls (all lists)');
  // Simulated calls: no provider limit is reported, the deployment's 20 stands in.
  await expect(concurrent).toHaveValue('19');
  await expect(
    page.getByText(
      "Your voice provider reports no concurrency limit, so the bound is this deployment's 20 calls at once; 1 stays free for homeowners calling back, so you can set up to 19.",
    ),
  ).toBeVisible();

  await concurrent.fill('20');
  await page.getByRole('button', { name: 'Save Rules' }).click();
  await expect(
    page.getByText(RULES_MESSAGES.concurrentCallsAboveProvider(19, 20, 1)),
  ).toBeVisible();

  await concurrent.fill('7');
  await page.getByRole('button', { name: 'Save Rules' }).click();
  await expect(page.getByText('Rules saved')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Rules' }).click();
  await expect(page.getByLabel('Concurrent calls (all lists)')).toHaveValue('7');
});
