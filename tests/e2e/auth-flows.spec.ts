import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { Redis } from 'ioredis';
import { e2eEnv } from './support/e2e-env';
import { FRESH_USER_PASSWORD, signUpThroughForm } from './support/fresh-user';

type Mail = { to: string; subject: string; text: string };

/** Polls the dev mailer's Redis list until a message to `to` with a matching subject arrives. */
async function waitForMail(to: string, subject: RegExp): Promise<Mail> {
  const env = e2eEnv();
  const redis = new Redis(env.REDIS_URL!, { lazyConnect: true });
  await redis.connect();
  try {
    let found: Mail | undefined;
    await expect
      .poll(async () => {
        const entries = await redis.lrange(`${env.QUEUE_PREFIX}:dev-mailbox`, 0, -1);
        found = entries
          .map((entry) => JSON.parse(entry) as Mail)
          .find((mail) => mail.to === to && subject.test(mail.subject));
        return found !== undefined;
      })
      .toBe(true);
    return found!;
  } finally {
    redis.disconnect();
  }
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('signing up lands on the dashboard', async ({ page }) => {
  await signUpThroughForm(page, 'auth-signup');
  await expect(page.getByRole('heading', { name: 'Upload Contacts' }).first()).toBeVisible();
});

test('the sign-up form shows each validation message under its field', async ({ page }) => {
  await page.goto('/auth/signup');
  await page.getByLabel('Full Name').fill('D');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup$/);
});

test('signing out from the sidebar goes to the sign-in screen', async ({ page }) => {
  await signUpThroughForm(page, 'auth-signout');
  await page.getByTestId('sidebar').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fdashboard$/);
});

test('a signed-out visit to a dashboard page returns there after sign-in', async ({ page }) => {
  const { email } = await signUpThroughForm(page, 'auth-return');
  await page.context().clearCookies();
  await page.goto('/dashboard/call-logs');
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fdashboard%2Fcall-logs$/);
  await signInThroughForm(page, email, 'Wrong-password-1');
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await signInThroughForm(page, email, FRESH_USER_PASSWORD);
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/call-logs$/);
});

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  const email = `auth-reset-${randomUUID()}@example.com`;
  const created = await page.request.post('/trpc/auth.signUp', {
    data: {
      name: 'Riley',
      email,
      password: FRESH_USER_PASSWORD,
      confirmPassword: FRESH_USER_PASSWORD,
    },
  });
  expect(created.status()).toBe(200);
  await page.context().clearCookies();

  await page.goto('/auth/signin');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(
    page.getByText(
      'If an account exists with the email you provided, you will receive password reset instructions shortly.',
    ),
  ).toBeVisible();
  await expect(
    page.getByText('Password reset instructions sent to your email address.'),
  ).toBeVisible();

  const mail = await waitForMail(email, /Reset your StormDialer password/);
  const link = /https?:\/\/\S+\/auth\/reset-password\/[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname);
  const newPassword = 'Brand-New-Ridge-Vent-7';
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('Password has been reset successfully. Please sign in.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signin$/);

  await signInThroughForm(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a second tab follows a sign-out in the first', async ({ page, context }) => {
  await signUpThroughForm(page, 'auth-tabs');
  const second = await context.newPage();
  await second.goto('/dashboard/settings');
  await expect(second.getByTestId('sidebar')).toBeVisible();
  await page.getByTestId('sidebar').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await expect(second).toHaveURL(/\/auth\/signin\?redirect=%2Fdashboard%2Fsettings$/);
});

test('the sidebar toggles with Ctrl+B and keeps its state across reloads', async ({ page }) => {
  await signUpThroughForm(page, 'auth-sidebar');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-state', 'open');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'open');
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'open');
});
