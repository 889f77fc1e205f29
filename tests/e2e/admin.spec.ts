import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { Queue } from 'bullmq';
import pg from 'pg';
import { e2eEnv } from './support/e2e-env';
import { signUpFreshUser } from './support/fresh-user';

/** Grants admin rights straight in the database, as `npm run make-admin` does. */
async function makeAdmin(email: string) {
  const client = new pg.Client({ connectionString: e2eEnv().DATABASE_URL });
  await client.connect();
  try {
    await client.query('update users set is_admin = true where email = $1', [email]);
  } finally {
    await client.end();
  }
}

async function demoCallRow(title: string) {
  const client = new pg.Client({ connectionString: e2eEnv().DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{
      id: string;
      file_url: string;
      audio_content_type: string;
    }>('select id, file_url, audio_content_type from demo_calls where title = $1', [title]);
    return rows[0];
  } finally {
    await client.end();
  }
}

/** The worker's dialer queue, as the e2e api and worker see it. */
function dialerQueue() {
  const env = e2eEnv();
  return new Queue('dialer', { connection: { url: env.REDIS_URL }, prefix: env.QUEUE_PREFIX });
}

const MP3 = Buffer.concat([Buffer.from('ID3\x04\x00\x00', 'latin1'), Buffer.alloc(256)]);

test('an admin sees users and queue health, retries a failed job and adds a demo call', async ({
  page,
}) => {
  const { email } = await signUpFreshUser(page, 'admin');
  await makeAdmin(email);

  // A job the worker refuses: its payload is not what the catalogue says.
  const queue = dialerQueue();
  const jobId = `e2e-broken-${randomUUID().slice(0, 8)}`;
  try {
    await queue.add('provider-event', { eventId: 'not-a-uuid' }, { jobId, attempts: 1 });
    await expect
      .poll(async () => (await queue.getJob(jobId))?.failedReason ?? '')
      .toContain('eventId');

    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible();
    await page.getByLabel('Search users').fill(email);
    const users = page.getByRole('table', { name: 'Users' });
    await expect(users.getByText(email)).toBeVisible();
    // The row of this user: an admin made by a test running beside this one may be listed too.
    const row = users.getByRole('row').filter({ hasText: email });
    await expect(row.getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Remove admin' })).toBeVisible();

    await page.getByRole('tab', { name: 'Queues' }).click();
    await page.getByRole('link', { name: 'Open queue board' }).click();
    await expect(page).toHaveURL(/\/admin\/queues\/$/);
    await expect(page.getByText('StormDialer queues').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /dialer/ }).first()).toBeVisible();

    await page.goto('/admin/queues/queue/dialer?status=failed');
    await expect(page.getByText(jobId).first()).toBeVisible();
    await expect(page.getByText(/eventId/).first()).toBeVisible();
    // A failed job's first action is Retry: an icon button named by its tooltip.
    const retry = page
      .getByRole('link', { name: jobId })
      .locator('xpath=ancestor::*[.//ul][1]')
      .getByRole('list')
      .first()
      .getByRole('button')
      .first();
    await retry.hover();
    await expect(page.getByText('Retry', { exact: true })).toBeVisible();
    await retry.click();
    await expect(page.getByText('Are you sure that you want to retry this job?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(async () => (await queue.getJob(jobId))?.attemptsMade).toBe(2);
  } finally {
    // The e2e server's queues are shared with the other specs: remove only this job.
    await (await queue.getJob(jobId))?.remove().catch(() => {});
    await queue.close();
  }

  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Demo calls' }).click();
  const title = `Hail follow-up ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('The agent books an inspection after a storm.');
  await page.getByLabel('Display order').fill('2');
  await page
    .getByLabel('Audio file')
    .setInputFiles({ name: 'call.mp3', mimeType: 'audio/mpeg', buffer: MP3 });
  await page.getByRole('button', { name: 'Add demo call' }).click();
  await expect(page.getByText(`Demo call "${title}" added`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Demo calls' }).getByText(title)).toBeVisible();

  // The landing page's demo-calls section reads this row and plays its file_url.
  const row = await demoCallRow(title);
  expect(row?.file_url).toBe(`/api/demo-calls/${row?.id}/audio`);
  expect(row?.audio_content_type).toBe('audio/mpeg');
});

test('an admin is told when a file is not audio', async ({ page }) => {
  const { email } = await signUpFreshUser(page, 'admin-bad-file');
  await makeAdmin(email);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Demo calls' }).click();
  await page.getByLabel('Title').fill('Not audio');
  await page
    .getByLabel('Audio file')
    .setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from('phone\n') });
  await page.getByRole('button', { name: 'Add demo call' }).click();
  await expect(page.getByText('Audio must be an MP3, WAV, OGG, M4A or WebM file')).toBeVisible();
});

test('a normal user cannot open /admin: sent to the dashboard, the board refused', async ({
  page,
}) => {
  await signUpFreshUser(page, 'not-admin');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Upload Contacts' })).toBeVisible();
  const board = await page.request.get('/admin/queues/');
  expect(board.status()).toBe(403);
});
