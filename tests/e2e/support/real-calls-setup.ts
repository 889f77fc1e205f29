import { expect, type Page } from '@playwright/test';
import { E2E_CALLER_NUMBER, E2E_RETELL_KEY } from './e2e-fakes';

/**
 * A fresh account made ready for real calls on the real-calls server: Retell key, Business name,
 * an agent on Retell ('Storm Caller') and the caller number as defaults, 2 attempts 300 "minutes"
 * apart.
 */
export async function configureRealCalls(page: Page) {
  await page.goto('/dashboard/settings');
  const retell = page.getByRole('form', { name: 'Retell AI API key' });
  await retell.getByLabel('Retell AI API Key', { exact: true }).fill(E2E_RETELL_KEY);
  await retell.getByRole('button', { name: 'Save Key' }).click();
  await expect(retell.getByText('Configured', { exact: true })).toBeVisible();
  // Every real call discloses who is calling: no Business name, no real calls.
  await page.getByLabel('Business name').fill('Storm Roofing Co');
  await page.getByRole('button', { name: 'Save caller identity' }).click();
  await expect(page.getByText('Caller identity saved')).toBeVisible();

  await page.goto('/dashboard/voice-agents');
  await page.getByRole('button', { name: 'Create Agent' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Use Template' }).first().click();
  await dialog.getByLabel('Agent Name').fill('Storm Caller');
  await dialog.getByRole('tab', { name: 'Functions' }).click();
  await dialog.getByRole('checkbox', { name: 'Check Calendar Availability' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Book on the Calendar' }).uncheck();
  await dialog.getByRole('button', { name: 'Save Voice Agent' }).click();
  const card = page.getByTestId('agent-card');
  await expect(card.getByText('Retell', { exact: true })).toBeVisible();

  await page.goto('/dashboard/campaign-settings');
  await expect(page.getByText('Real calls cannot start yet')).toBeVisible();
  await page.getByLabel('Voice agent').selectOption({ label: 'Storm Caller' });
  await page.getByLabel('Caller number').selectOption(E2E_CALLER_NUMBER);
  await page.getByRole('button', { name: 'Save voice settings' }).click();
  await expect(page.getByText('Voice settings saved')).toBeVisible();
  await expect(page.getByText('Real calls cannot start yet')).toHaveCount(0);
  await expect(page.getByText('Simulated calls')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Call Settings' }).click();
  await page.getByLabel('Max Attempts').fill('2');
  await page.getByLabel('Retry Delay (minutes)').fill('300');
  await page.getByRole('button', { name: 'Save Call Settings' }).click();
  await expect(page.getByText('Call settings saved successfully')).toBeVisible();
}
