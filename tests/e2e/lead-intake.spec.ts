import { expect, test } from '@playwright/test';
import { LEAD_INTAKE_MESSAGES } from '../../shared/lead-intake/lead-intake-messages';
import { signUpThroughForm } from './support/fresh-user';

test('an owner creates a lead intake token, a tool posts a lead with it, the owner revokes it', async ({
  page,
  request,
}) => {
  await signUpThroughForm(page, 'lead-intake');
  await page.goto('/dashboard/settings');
  const card = page.getByRole('form', { name: 'Create a lead intake token' });
  await expect(page.getByText('No lead intake tokens yet.')).toBeVisible();

  await card.getByRole('button', { name: 'Create token' }).click();
  await expect(card.getByText(LEAD_INTAKE_MESSAGES.tokenNameRequired)).toBeVisible();
  await card.getByLabel('Token name').fill('Website form');
  await card.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText(LEAD_INTAKE_MESSAGES.copyOnce)).toBeVisible();
  const shownOnce = page.locator('code', { hasText: /^sdl_[A-Za-z0-9_-]{43}$/ });
  const secret = (await shownOnce.textContent()) ?? '';
  expect(secret).toMatch(/^sdl_[A-Za-z0-9_-]{43}$/);
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shownOnce).toHaveCount(0);

  const row = page.getByRole('row', { name: /Website form/ });
  await expect(row).toContainText('Never');
  await expect(row).toContainText('Active');
  await expect(row).toContainText(`${secret.slice(0, 10)}…`);

  const posted = await request.post('/api/v1/leads', {
    headers: { authorization: `Bearer ${secret}` },
    data: { phone: '(214) 555-0100', firstName: 'Dana' },
  });
  expect(posted.status()).toBe(201);
  await page.reload();
  await expect(page.getByRole('row', { name: /Website form/ })).not.toContainText('Never');

  await page
    .getByRole('row', { name: /Website form/ })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('row', { name: /Website form/ })).toContainText('Revoked');
  const refused = await request.post('/api/v1/leads', {
    headers: { authorization: `Bearer ${secret}` },
    data: { phone: '(214) 555-0101' },
  });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    LEAD_INTAKE_MESSAGES.tokenInvalid,
  );
});
