import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const FRESH_USER_PASSWORD = 'Hail-Storm-Roof-2026!';

/**
 * Creates a brand-new user (and so a new account) through the auth API; the session cookies land
 * in the page's browser context, so the dashboard opens signed in.
 */
export async function signUpFreshUser(page: Page, prefix: string): Promise<{ email: string }> {
  const email = `${prefix}-${randomUUID()}@example.com`;
  const response = await page.request.post('/trpc/auth.signUp', {
    data: {
      name: 'Dana Dialer',
      email,
      password: FRESH_USER_PASSWORD,
      confirmPassword: FRESH_USER_PASSWORD,
    },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { result: { data: { status: string } } };
  expect(body.result.data.status).toBe('signed-in');
  return { email };
}

/** The same through the Sign Up screen, ending on the dashboard. */
export async function signUpThroughForm(page: Page, prefix: string): Promise<{ email: string }> {
  const email = `${prefix}-${randomUUID()}@example.com`;
  await page.goto('/auth/signup');
  await page.getByLabel('Full Name').fill('Dana Dialer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_USER_PASSWORD);
  await page.getByLabel('Confirm Password').fill(FRESH_USER_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email };
}
