import { expect, test } from '@playwright/test';
import { SIMULATED_CALLS_LABEL, SIMULATED_CALLS_NOTE } from '../../shared/dialer/voice-mode';
import { signUpFreshUser } from './support/fresh-user';

test('call settings are normalised on save and survive a reload', async ({ page }) => {
  await signUpFreshUser(page, 'settings');
  await page.goto('/dashboard/campaign-settings');
  await expect(page.getByLabel('Settings for')).toHaveValue('');
  await page.getByRole('tab', { name: 'Call Settings' }).click();

  const maxAttempts = page.getByLabel('Max Attempts');
  const retryDelay = page.getByLabel('Retry Delay (minutes)');
  await expect(maxAttempts).toHaveValue('3');
  await expect(retryDelay).toHaveValue('60');
  await expect(page.getByRole('checkbox', { name: 'Dial No Answer' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Reached Voicemail' })).toBeChecked();

  await maxAttempts.fill('abc');
  await retryDelay.fill('2000');
  await page.getByRole('checkbox', { name: 'Reached Voicemail' }).uncheck();
  await page.getByRole('button', { name: 'Save Call Settings' }).click();

  await expect(page.getByText('Call settings saved successfully')).toBeVisible();
  await expect(maxAttempts).toHaveValue('1');
  await expect(retryDelay).toHaveValue('1440');

  await page.reload();
  await page.getByRole('tab', { name: 'Call Settings' }).click();
  await expect(page.getByLabel('Max Attempts')).toHaveValue('1');
  await expect(page.getByLabel('Retry Delay (minutes)')).toHaveValue('1440');
  await expect(page.getByRole('checkbox', { name: 'Dial No Answer' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Reached Voicemail' })).not.toBeChecked();
});

test('the Rules tab saves the caps and refuses more campaigns at once than the plan runs', async ({
  page,
}) => {
  await signUpFreshUser(page, 'settings-rules');
  await page.goto('/dashboard/campaign-settings');
  await page.getByRole('tab', { name: 'Rules' }).click();
  const perNumber = page.getByLabel('Calls per number per 24 hours (all lists)');
  await expect(perNumber).toHaveValue('3');
  await expect(page.getByText('Your Free Trial allows up to 1.')).toBeVisible();
  await page.getByLabel('Campaigns at once').fill('2');
  await page.getByRole('button', { name: 'Save Rules' }).click();
  await expect(page.getByText('Your Free Trial runs at most 1 campaign at once')).toBeVisible();
  await page.getByLabel('Campaigns at once').fill('1');
  await perNumber.fill('2');
  await page.getByRole('button', { name: 'Save Rules' }).click();
  await expect(page.getByText('Rules saved')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Rules' }).click();
  await expect(page.getByLabel('Calls per number per 24 hours (all lists)')).toHaveValue('2');
});

test('dialer screens say plainly that calls are simulated', async ({ page }) => {
  await signUpFreshUser(page, 'simulated');
  for (const path of ['/dashboard', '/dashboard/campaign-settings']) {
    await page.goto(path);
    const notice = page.getByRole('status').filter({ hasText: SIMULATED_CALLS_LABEL });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(SIMULATED_CALLS_NOTE);
  }
});
