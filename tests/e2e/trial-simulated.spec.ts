import { expect, type Page, test } from '@playwright/test';
import type { ListSummary } from '../../shared/dialer/list-summary';
import { signUpFreshUser } from './support/fresh-user';
import { seedRetellDials, simulatedPort } from './support/trial-dials';

/**
 * A list dials 5 at a time and each round takes at least call + pause (0.7 s on the e2e server), so
 * 1,000 contacts is 200+ rounds: over 2.5 minutes on an idle machine, more on a shared one.
 */
const CONTACTS = 1_000;
const COUNT = CONTACTS.toLocaleString('en-US');
const USED = 257;

async function upload(page: Page, name: string, numbers: string[]) {
  await page.goto('/dashboard');
  const rows = numbers.map((phone, i) => `${phone},Contact${i + 1}`);
  await page.getByLabel('CSV file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(`phone,first_name\n${rows.join('\n')}\n`),
  });
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  const contacts = numbers.length === 1 ? '1 contact' : `${numbers.length} contacts`;
  await expect(page.getByText(`Successfully uploaded ${contacts}`)).toBeVisible({
    timeout: 30_000,
  });
}

async function listStates(page: Page): Promise<string[]> {
  const response = await page.request.get('/trpc/contacts.lists');
  return ((await response.json()) as { result: { data: ListSummary[] } }).result.data.map(
    (list) => list.state,
  );
}

test(`with ${USED} Retell dials used on a trial, a simulated list of ${COUNT} finishes and uses none`, async ({
  page,
}) => {
  test.setTimeout(900_000);
  const { email } = await signUpFreshUser(page, 'trial-simulated');
  await page.goto('/dashboard/voice-agents');
  await page.getByRole('button', { name: 'Create Agent' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Use Template' }).first().click();
  await dialog.getByLabel('Agent Name').fill('Storm Caller');
  await dialog.getByRole('button', { name: 'Save Voice Agent' }).click();
  await expect(page.getByTestId('agent-card').getByText('Storm Caller')).toBeVisible({
    timeout: 30_000,
  });

  await page.goto('/dashboard/campaign-settings');
  await page.getByRole('tab', { name: 'Call Settings' }).click();
  await page.getByLabel('Max Attempts').fill('1');
  await page.getByRole('button', { name: 'Save Call Settings' }).click();
  await expect(page.getByText('Call settings saved successfully')).toBeVisible();

  // The account's past real calls, on a list of their own: 10 of the trial's 267 dials are left.
  await upload(page, 'called-before.csv', ['+12145559999']);
  await seedRetellDials(simulatedPort(), email, USED);
  const numbers = Array.from(
    { length: CONTACTS },
    (_, i) => `+1214300${String(i).padStart(4, '0')}`,
  );
  await upload(page, 'storm-leads.csv', numbers);

  const list = page.getByRole('list', { name: 'Recent uploads' }).getByRole('listitem').first();
  await list.getByRole('button', { name: 'Start Calling' }).click();
  const start = page.getByRole('dialog');
  await expect(start).toContainText(`Start calling: ${COUNT} of ${COUNT} can be called now.`);
  await expect(start).toContainText('Simulated calls by Storm Caller: nobody is dialled.');
  await start.getByRole('button', { name: 'Start', exact: true }).click();
  await expect
    .poll(async () => (await listStates(page))[0], { intervals: [2_000], timeout: 720_000 })
    .toBe('completed');

  await page.goto('/dashboard/billing');
  await expect(page.getByTestId('meter-dials')).toContainText(
    `${USED} of 267 calls placed this period`,
  );

  // Every simulated call records the agent that would have called.
  await page.goto('/dashboard/call-logs');
  const rows = page.getByRole('table', { name: 'Recent Calls' }).locator('tbody tr');
  await expect(rows.first()).toContainText('Storm Caller', { timeout: 30_000 });
  await expect(rows.first()).toContainText('Simulated');
  await expect(rows.filter({ hasText: 'Direct Call' })).toHaveCount(0);
});
