import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { Redis } from 'ioredis';
import { e2eEnv } from './support/e2e-env';
import { FRESH_USER_PASSWORD, signUpFreshUser } from './support/fresh-user';

/**
 * The auth and team texts the browser itself produces (success toasts, fallbacks when the server
 * cannot be reached, the auth spinner), each asserted where it appears.
 */

/** Every tRPC call whose batch includes `procedure` fails as if the network dropped. */
async function dropCalls(page: Page, procedure: string) {
  await page.route(new RegExp(`/trpc/[^?]*${procedure.replace('.', '\\.')}`), (route) =>
    route.abort('failed'),
  );
}

async function inviteLink(to: string): Promise<string> {
  const env = e2eEnv();
  const redis = new Redis(env.REDIS_URL!, { lazyConnect: true });
  await redis.connect();
  try {
    let link: string | undefined;
    await expect
      .poll(async () => {
        const entries = await redis.lrange(`${env.QUEUE_PREFIX}:dev-mailbox`, 0, -1);
        const mail = entries.map((e) => JSON.parse(e) as { to: string; text: string });
        const text = mail.find((m) => m.to === to)?.text ?? '';
        link = /https?:\/\/\S+(\/auth\/accept-invite\/[\w-]+)/.exec(text)?.[1];
        return link !== undefined;
      })
      .toBe(true);
    return link!;
  } finally {
    redis.disconnect();
  }
}

async function invite(page: Page, email: string) {
  await page.goto('/dashboard/settings');
  await page.getByLabel('Invite by e-mail').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
}

test('auth forms fall back to their own message when the server cannot be reached', async ({
  page,
}) => {
  await dropCalls(page, 'auth.signIn');
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(`nobody-${randomUUID()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_USER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Failed to sign in. Please check your credentials.')).toBeVisible();

  await dropCalls(page, 'auth.signUp');
  await page.goto('/auth/signup');
  await page.getByLabel('Full Name').fill('Dana Dialer');
  await page.getByLabel('Email').fill(`offline-${randomUUID()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_USER_PASSWORD);
  await page.getByLabel('Confirm Password').fill(FRESH_USER_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Failed to create account. Please try again.')).toBeVisible();

  await dropCalls(page, 'auth.requestPasswordReset');
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(`offline-${randomUUID()}@example.com`);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(
    page.getByText('Failed to send reset instructions. Please try again.'),
  ).toBeVisible();

  await dropCalls(page, 'auth.resetPassword');
  await page.goto('/auth/reset-password/some-token');
  await page.getByLabel('New Password').fill('Brand-New-Ridge-Vent-7');
  await page.getByLabel('Confirm Password').fill('Brand-New-Ridge-Vent-7');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Failed to reset password. Please try again.')).toBeVisible();
});

test('sign-up explains that sign-ups are disabled', async ({ page }) => {
  await page.route(/\/trpc\/[^?]*auth\.signUp/, (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify([
        {
          error: {
            message: 'Signup is temporarily disabled',
            code: -32003,
            data: { code: 'FORBIDDEN', httpStatus: 403, path: 'auth.signUp' },
          },
        },
      ]),
    }),
  );
  await page.goto('/auth/signup');
  await page.getByLabel('Full Name').fill('Dana Dialer');
  await page.getByLabel('Email').fill(`closed-${randomUUID()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_USER_PASSWORD);
  await page.getByLabel('Confirm Password').fill(FRESH_USER_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Sign-ups are currently disabled. Please contact support for more information.'),
  ).toBeVisible();
});

test('the dashboard says it is verifying the session while it waits for the answer', async ({
  page,
}) => {
  await signUpFreshUser(page, 'verifying');
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/trpc\/[^?]*auth\.session/, async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByText('Verifying your authentication...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Upload Contacts' }).first()).toBeVisible();
});

test('a failed sign-out says so and keeps the user signed in', async ({ page }) => {
  await signUpFreshUser(page, 'signout-fails');
  await page.goto('/dashboard');
  await dropCalls(page, 'auth.signOut');
  await page.getByTestId('sidebar').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Failed to sign out. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('settings confirm a new name, a resent and a revoked invitation', async ({ page }) => {
  await signUpFreshUser(page, 'settings-toasts');
  await page.goto('/dashboard/settings');
  await page.getByLabel('Full name').fill('Riley Ridge');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();

  const email = `pending-${randomUUID()}@example.com`;
  await invite(page, email);
  const row = page.getByRole('table', { name: 'Pending invitations' }).getByRole('row', {
    name: new RegExp(email),
  });
  await row.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText(`Invitation sent again to ${email}`)).toBeVisible();
  await row.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`Invitation to ${email} revoked`)).toBeVisible();
});

test('a user joins a workspace from the link, then leaves it', async ({ page, browser }) => {
  await signUpFreshUser(page, 'host');
  const joinerContext = await browser.newContext();
  const joiner = await joinerContext.newPage();
  const { email } = await signUpFreshUser(joiner, 'visitor');
  await invite(page, email);

  await joiner.goto(await inviteLink(email));
  await joiner.getByRole('button', { name: 'Join workspace' }).click();
  await expect(joiner.getByText("You joined Dana Dialer's workspace")).toBeVisible();
  await joiner.goto('/dashboard/settings');
  await joiner.getByRole('button', { name: 'Leave workspace' }).click();
  await joiner.getByRole('dialog').getByRole('button', { name: 'Leave workspace' }).click();
  await expect(joiner.getByText('You left the workspace')).toBeVisible();
  await joinerContext.close();
});

test('the team section says when the team cannot be loaded', async ({ page }) => {
  await signUpFreshUser(page, 'team-offline');
  await dropCalls(page, 'teams.listMembers');
  await page.goto('/dashboard/settings');
  await expect(page.getByText('Failed to load your team. Please try again.')).toBeVisible();
});
