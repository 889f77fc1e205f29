import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { INBOUND_CONTROL_PATH } from '../fakes/retell-fake';
import { e2eEnvFile } from './support/e2e-env';
import { E2E_CALLER_NUMBER, E2E_REAL_CALLEES } from './support/e2e-fakes';
import { signUpFreshUser } from './support/fresh-user';
import { configureRealCalls } from './support/real-calls-setup';

// Runs against the second e2e server (VOICE_PROVIDER=retell): every call goes to the Retell fake,
// which plays the callee's scenario back to our webhook, signed with the account's key.

test('a real-mode campaign against the Retell fake: calls connect and end live', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpFreshUser(page, 'real');
  await configureRealCalls(page);

  await page.goto('/dashboard');
  // Real calls dial only contacts with recorded consent by default.
  const csv = [
    'phone,first_name,consent,consent_source',
    `${E2E_REAL_CALLEES.voicemail},Vera,yes,web form`,
    `${E2E_REAL_CALLEES.booking},Bob,yes,web form`,
  ].join('\n');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'real-leads.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${csv}\n`),
  });
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  await expect(page.getByText('Successfully uploaded 2 contacts')).toBeVisible();
  const upload = page.getByRole('list', { name: 'Recent uploads' }).getByRole('listitem').first();
  const contacts = page.getByRole('table', { name: 'Contacts' });

  await upload.getByRole('button', { name: 'Start Calling' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(contacts.getByText('In Progress').first()).toBeVisible();
  const bob = contacts.getByRole('row').filter({ hasText: 'Bob' });
  const vera = contacts.getByRole('row').filter({ hasText: 'Vera' });
  // The booking ends Completed and leaves the dialer; the voicemail waits for its retry.
  await expect(bob.getByText('Completed')).toBeVisible({ timeout: 20_000 });
  await expect(vera.getByText('Reached Voicemail')).toBeVisible({ timeout: 20_000 });
  await expect(upload.getByText(/Waiting/)).toBeVisible({ timeout: 20_000 });
});

test('a test call from an agent card shows its outcome', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpFreshUser(page, 'testcall');
  await configureRealCalls(page);

  await page.goto('/dashboard/voice-agents');
  await page.getByRole('button', { name: 'Test call' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Caller number').selectOption(E2E_CALLER_NUMBER);
  await dialog.getByLabel('Number to call').fill(E2E_REAL_CALLEES.testCall);
  await dialog.getByRole('button', { name: 'Place test call' }).click();
  const status = dialog.getByTestId('test-call-status');
  await expect(status).toHaveText(/Calling|Connected/);
  await expect(status).toHaveText('Call ended: Reached Voicemail', { timeout: 20_000 });
});

/** The real-mode server's environment (its Retell fake's address). */
function realServerEnv(): Record<string, string> {
  const realPort = String(Number(process.env.E2E_PORT ?? 4310) + 1);
  return JSON.parse(readFileSync(e2eEnvFile(realPort), 'utf8')) as Record<string, string>;
}

test('a contact who calls back: the owner is told, and the callback is in Call Logs and on the timeline', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signUpFreshUser(page, 'callback');
  // Saving the caller number lists the numbers, which points their inbound webhook at this account.
  await configureRealCalls(page);

  await page.goto('/dashboard');
  const csv = `phone,first_name,consent\n${E2E_REAL_CALLEES.callback},Carla,yes\n`;
  await page.getByLabel('CSV file').setInputFiles({
    name: 'callbacks.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  await expect(page.getByText(/Successfully uploaded 1 contact/)).toBeVisible({ timeout: 30_000 });

  // The homeowner rings the account's number back (the Retell fake's inbound-call control).
  const ring = await request.post(`${realServerEnv().RETELL_BASE_URL}${INBOUND_CONTROL_PATH}`, {
    data: { from_number: E2E_REAL_CALLEES.callback, to_number: E2E_CALLER_NUMBER },
  });
  expect(await ring.json()).toMatchObject({ answered: true, webhookStatus: 200 });
  await expect(
    page.getByText(`Carla (${E2E_REAL_CALLEES.callback}) from your list`, { exact: false }),
  ).toBeVisible({ timeout: 20_000 });

  await page.goto('/dashboard/call-logs');
  const row = page.getByRole('row').filter({ hasText: 'Carla' });
  await expect(row.locator('[data-inbound-badge]')).toBeVisible({ timeout: 20_000 });
  await row.getByRole('button', { name: 'View Details' }).click();
  const timeline = page.getByRole('list', { name: 'Contact timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(1);
  await expect(timeline.locator('[data-inbound-badge]')).toHaveText('Inbound');
});

test('where calls are real, the editor refuses an agent without the disclosure, under its fields', async ({
  page,
}) => {
  await signUpFreshUser(page, 'disclosure');
  await page.goto('/dashboard/settings');
  await expect(page.getByLabel('Registered business name')).toBeVisible({ timeout: 30_000 });
  await page.goto('/dashboard/voice-agents');
  await page.getByRole('button', { name: 'Create Agent' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Start from scratch' }).click();
  await dialog.getByLabel('Agent Name').fill('Quiet Caller');
  await dialog.getByLabel('Script', { exact: true }).fill('Sell roofs.');
  await dialog.getByRole('button', { name: 'Save Voice Agent' }).click();
  await expect(
    dialog.getByRole('listitem').filter({
      hasText:
        'Real calls need a first message the agent says word for word: choose a custom welcome message that names your business and offers the opt-out.',
    }),
  ).toHaveCount(2); // under Welcome Behaviour, and in the notice above
  await dialog.getByRole('radio', { name: 'Custom welcome message' }).check();
  await dialog
    .getByRole('textbox', { name: 'Welcome message' })
    .fill('Hi {customer_name}, this is {company_name}.');
  await dialog.getByRole('button', { name: 'Save Voice Agent' }).click();
  await expect(
    dialog.getByText(
      'The first message must say the call is recorded (for example "This call is recorded")',
    ),
  ).toHaveCount(2);
  await expect(
    dialog.getByText('The script must give the callback number ({callback_number})'),
  ).toHaveCount(2);
  await expect(page.getByText('Agent Created')).toHaveCount(0);
});
