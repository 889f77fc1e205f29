import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { Redis } from 'ioredis';
import { e2eEnv } from './support/e2e-env';
import { FRESH_USER_PASSWORD, signUpFreshUser } from './support/fresh-user';

type Mail = { to: string; subject: string; text: string; html: string };

/** The newest message to `to` in the dev mailer's Redis list (newest first). */
async function latestMailTo(to: string): Promise<Mail | undefined> {
  const env = e2eEnv();
  const redis = new Redis(env.REDIS_URL!, { lazyConnect: true });
  try {
    await redis.connect();
    const entries = await redis.lrange(`${env.QUEUE_PREFIX}:dev-mailbox`, 0, -1);
    return entries.map((entry) => JSON.parse(entry) as Mail).find((mail) => mail.to === to);
  } finally {
    redis.disconnect();
  }
}

test('an owner invites a member from Settings and the member signs up into the same workspace', async ({
  page,
  browser,
}) => {
  const { email: ownerEmail } = await signUpFreshUser(page, 'team-owner');
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  await expect(page.getByText('Manage your account settings and API keys')).toBeVisible();

  const memberEmail = `team-member-${randomUUID()}@example.com`;
  await page.getByLabel('Invite by e-mail').fill(memberEmail);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${memberEmail}`)).toBeVisible();
  const pending = page.getByRole('table', { name: 'Pending invitations' });
  await expect(pending.getByRole('cell', { name: memberEmail })).toBeVisible();

  const mail = await latestMailTo(memberEmail);
  expect(mail?.subject).toBe("Dana Dialer invited you to Dana Dialer's workspace on StormDialer");
  const link = /https?:\/\/\S+\/auth\/accept-invite\/[\w-]+/.exec(mail!.text)?.[0];
  expect(link).toBeDefined();

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto(new URL(link!).pathname);
  await expect(member.getByText("Dana Dialer's workspace")).toBeVisible();
  await expect(member.getByText(memberEmail)).toBeVisible();
  await member.getByRole('link', { name: 'Sign up to join' }).click();

  await expect(member.getByLabel('Email')).toHaveValue(memberEmail);
  await member.getByLabel('Full Name').fill('Morgan Member');
  await member.getByLabel('Password', { exact: true }).fill(FRESH_USER_PASSWORD);
  await member.getByLabel('Confirm Password').fill(FRESH_USER_PASSWORD);
  await member.getByRole('button', { name: 'Create Account' }).click();
  await expect(member).toHaveURL(/\/dashboard$/);

  await member.goto('/dashboard/settings');
  const members = member.getByRole('table', { name: 'Team members' });
  await expect(members.getByText(ownerEmail)).toBeVisible();
  await expect(members.getByText(memberEmail)).toBeVisible();
  await expect(member.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);

  await page.reload();
  const ownersView = page.getByRole('table', { name: 'Team members' });
  await expect(ownersView.getByText(memberEmail)).toBeVisible();
  await expect(page.getByText('No pending invitations')).toBeVisible();
  await memberContext.close();
});

test('a signed-in user with an empty workspace joins from the link with one click', async ({
  page,
  browser,
}) => {
  const { email: ownerEmail } = await signUpFreshUser(page, 'join-owner');
  const joinerContext = await browser.newContext();
  const joiner = await joinerContext.newPage();
  const { email: joinerEmail } = await signUpFreshUser(joiner, 'joiner');

  await page.goto('/dashboard/settings');
  await page.getByLabel('Invite by e-mail').fill(joinerEmail);
  await page.getByLabel('Role', { exact: true }).selectOption('owner');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${joinerEmail}`)).toBeVisible();
  const mail = await latestMailTo(joinerEmail);
  const link = /https?:\/\/\S+\/auth\/accept-invite\/[\w-]+/.exec(mail!.text)![0];

  await joiner.goto(new URL(link).pathname);
  await joiner.getByRole('button', { name: 'Join workspace' }).click();
  await expect(joiner).toHaveURL(/\/dashboard$/);
  await joiner.goto('/dashboard/settings');
  const members = joiner.getByRole('table', { name: 'Team members' });
  await expect(members.getByText(ownerEmail)).toBeVisible();
  await expect(members.getByText(joinerEmail)).toBeVisible();
  // Joined as an owner: the invite form is there for them too.
  await expect(joiner.getByRole('button', { name: 'Send invitation' })).toBeVisible();
  await joinerContext.close();
});

test('an owner renames the workspace: "Dana Dialer\'s workspace" becomes the company\'s name', async ({
  page,
}) => {
  await signUpFreshUser(page, 'rename');
  await page.goto('/dashboard/settings');
  const form = page.getByRole('form', { name: 'Workspace name' });
  const name = form.getByLabel('Workspace name');
  await expect(name).toHaveValue("Dana Dialer's workspace");
  await name.fill(' ');
  await form.getByRole('button', { name: 'Rename workspace' }).click();
  await expect(form.getByText('Enter a workspace name')).toBeVisible();
  await name.fill('Summit Roofing');
  await form.getByRole('button', { name: 'Rename workspace' }).click();
  await expect(page.getByText('Workspace renamed')).toBeVisible();
  await expect(page.getByText(/People in Summit Roofing\./)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Workspace name' }).getByLabel('Workspace name'),
  ).toHaveValue('Summit Roofing');
});
