import { expect, test } from '@playwright/test';
import { E2E_CALCOM_KEY, E2E_RETELL_KEY } from './support/e2e-fakes';
import { signUpFreshUser } from './support/fresh-user';

test('an owner saves API keys: only Retell is asked for, and a refused key shows the 401 text', async ({
  page,
}) => {
  await signUpFreshUser(page, 'keys');
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('form', { name: 'Retell AI API key' })).toBeVisible();
  await expect(page.getByText(/OpenAI API Key|ElevenLabs API Key/)).toHaveCount(0);
  const retell = page.getByRole('form', { name: 'Retell AI API key' });
  await expect(retell.getByText('Not configured')).toBeVisible();
  await expect(retell.getByText(/Retell hosts the language model and the voices/)).toBeVisible();
  await expect(retell.getByRole('button', { name: 'Save Key' })).toBeDisabled();
  await retell.getByLabel('Retell AI API Key', { exact: true }).fill('key_wrong');
  await retell.getByRole('button', { name: 'Show Retell AI API key' }).click();
  await expect(retell.getByLabel('Retell AI API Key', { exact: true })).toHaveAttribute(
    'type',
    'text',
  );
  await retell.getByRole('button', { name: 'Save Key' }).click();
  const invalid = 'Invalid API key. Please check your Retell AI API key and try again.';
  await expect(retell.getByText(invalid)).toBeVisible();
  await expect(page.getByText(`Failed to save API key: ${invalid}`)).toBeVisible();

  await retell.getByLabel('Retell AI API Key', { exact: true }).fill(E2E_RETELL_KEY);
  await retell.getByRole('button', { name: 'Save Key' }).click();
  await expect(page.getByText('Retell AI API key saved successfully')).toBeVisible();
  await expect(retell.getByText('Configured', { exact: true })).toBeVisible();
  await expect(retell.getByLabel('Retell AI API Key', { exact: true })).toHaveValue('');
  await expect(page.getByText('Security')).toBeVisible();
  await expect(page.getByText(/never kept in browser storage/)).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(E2E_RETELL_KEY);
});

test('the API Keys Required card asks for Retell, and for Cal.com once an agent books', async ({
  page,
}) => {
  await signUpFreshUser(page, 'keyscard');
  await page.goto('/dashboard/voice-agents');
  const card = page.getByTestId('api-keys-required');
  await expect(card.getByText('API Keys Required')).toBeVisible();
  await expect(card.getByRole('form', { name: 'Retell AI API key' })).toBeVisible();
  await expect(card.getByRole('region', { name: 'Cal.com API key' })).toHaveCount(0);
  await expect(card.getByText(/OpenAI|ElevenLabs/)).toHaveCount(0);

  await card.getByLabel('Retell AI API Key', { exact: true }).fill(E2E_RETELL_KEY);
  await card.getByRole('button', { name: 'Save Key' }).click();
  await expect(card).toHaveCount(0);

  // The Appointment Scheduler template books: Cal.com is now asked for, and what it is for.
  await page.getByRole('button', { name: 'Create Agent' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Use Template' }).first().click();
  await dialog.getByRole('button', { name: 'Save Voice Agent' }).click();
  await expect(page.getByTestId('agent-card')).toHaveCount(1);
  const calcom = card.getByRole('region', { name: 'Cal.com API key' });
  await expect(calcom.getByText('Not configured')).toBeVisible();
  await expect(calcom.getByText(/check open times and book inspections/)).toBeVisible();
});

test('create an agent from a template, edit every tab, and delete it', async ({ page }) => {
  await signUpFreshUser(page, 'agents');
  await page.goto('/dashboard/voice-agents');
  await expect(page.getByText('No Agents Created Yet')).toBeVisible();
  await expect(page.getByText('API Keys Required')).toBeVisible();

  await page.getByRole('button', { name: 'Create Agent' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Choose Template' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Use Template' }).first().click();
  await expect(dialog.getByLabel('Agent Name')).toHaveValue('Appointment Scheduler');
  await dialog.getByLabel('Agent Name').fill('Hail Scheduler');

  await dialog.getByRole('tab', { name: 'Functions' }).click();
  await dialog.getByRole('checkbox', { name: 'Check Calendar Availability' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Book on the Calendar' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Press Digit' }).check();

  await dialog.getByRole('tab', { name: 'Speech' }).click();
  await dialog.getByLabel('Responsiveness').fill('1.5');
  await dialog.getByRole('checkbox', { name: 'Backchanneling' }).check();

  await dialog.getByRole('tab', { name: 'Call Settings' }).click();
  await dialog.getByLabel('Max Call Duration').fill('45');
  await dialog.getByRole('checkbox', { name: 'Voicemail Detection' }).check();

  await dialog.getByRole('button', { name: 'Save Voice Agent' }).click();
  await expect(page.getByText('Agent Created')).toBeVisible();
  const card = page.getByTestId('agent-card');
  await expect(card.getByText('Hail Scheduler')).toBeVisible();
  await expect(card.getByText('Appointment Setting')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Edit Hail Scheduler' }).click();
  await expect(dialog.getByRole('tab', { name: 'Agent Settings' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Call Settings' }).click();
  await expect(dialog.getByLabel('Max Call Duration')).toHaveValue('45');
  await dialog.getByLabel('Ringing Duration').fill('50');
  await dialog.getByRole('tab', { name: 'Speech' }).click();
  await expect(dialog.getByLabel('Responsiveness')).toHaveValue('1.5');
  await dialog.getByRole('tab', { name: 'Basic' }).click();
  await dialog.getByLabel('Agent Name').fill('');
  await dialog.getByRole('button', { name: 'Save Voice Agent' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Agent Name').fill('Hail Scheduler 2');
  await dialog.getByRole('button', { name: 'Save Voice Agent' }).click();
  await expect(page.getByText('Agent Updated')).toBeVisible();
  await expect(card.getByText('Hail Scheduler 2')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Hail Scheduler 2' }).click();
  await expect(page.getByText('Are you sure?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Agent Deleted')).toBeVisible();
  await expect(page.getByText('No Agents Created Yet')).toBeVisible();
});

test('import an agent from the Retell fake with a typed key', async ({ page }) => {
  await signUpFreshUser(page, 'import');
  await page.goto('/dashboard/voice-agents');
  await page.getByRole('button', { name: 'Import from Retell' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Fetch Agents' }).click();
  await expect(page.getByText('Please enter your Retell API key to fetch agents.')).toBeVisible();

  await dialog.getByLabel('Retell API Key').fill(E2E_RETELL_KEY);
  await dialog.getByRole('button', { name: 'Fetch Agents' }).click();
  await expect(page.getByText('Agents Fetched Successfully')).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Agent List (1)' })).toBeVisible();
  await expect(dialog.getByText('en-US')).toBeVisible();
  await expect(dialog.locator('code')).toHaveText(/^agent_[0-9a-f]{2}\.\.\.$/);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Agent Imported Successfully')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Imported' })).toBeDisabled();
  // Its webhook on Retell is empty: the dialog offers to point it here, naming the exact change.
  const offer = dialog.getByRole('region', { name: 'Webhook' });
  await expect(offer.getByText(/webhook on Retell is empty/)).toBeVisible();
  await expect(
    offer.getByText(/webhook_url \(empty\) becomes ".*\/api\/webhooks\/retell"/),
  ).toBeVisible();
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);

  await page.keyboard.press('Escape');
  const card = page.getByTestId('agent-card');
  await expect(card.getByText('Storm Follow-up (Retell)')).toBeVisible();
  await expect(card.getByText('Imported from Retell', { exact: true })).toBeVisible();
  await expect(card.getByText('Retell', { exact: true })).toBeVisible();
  // Declined: the card warns that outcomes arrive only through the periodic sweep.
  const warning = card.getByRole('region', { name: 'Webhook' });
  await expect(warning.getByText(/only through the periodic sweep/)).toBeVisible();
  // The card uses the saved key (the typed one was used once): without one it says so.
  await warning.getByRole('button', { name: 'Set webhook to this product' }).click();
  await expect(page.getByText('Please enter your Retell API key first.')).toBeVisible();
  const keys = page.getByTestId('api-keys-required');
  await keys.getByLabel('Retell AI API Key', { exact: true }).fill(E2E_RETELL_KEY);
  await keys.getByRole('button', { name: 'Save Key' }).click();
  await expect(keys).toHaveCount(0);
  await warning.getByRole('button', { name: 'Set webhook to this product' }).click();
  await expect(
    page.getByText('Webhook set: calls of this agent now report back here'),
  ).toBeVisible();
  await expect(warning).toHaveCount(0);
});

test('phone numbers: the not-configured panel, then buy a number with confirmation', async ({
  page,
}) => {
  await signUpFreshUser(page, 'numbers');
  await page.goto('/dashboard/voice-agents');
  await page.getByRole('button', { name: 'Phone Numbers' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('Retell API key not configured. Please add your API key in Settings.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  const save = await page.request.post('/trpc/apiKeys.save', {
    data: { provider: 'retell', key: E2E_RETELL_KEY },
  });
  expect(save.status()).toBe(200);
  await page.reload();
  await page.getByRole('button', { name: 'Phone Numbers' }).click();
  await dialog.getByLabel('Area code').fill('512');
  await dialog.getByRole('button', { name: 'Purchase Number' }).click();
  await expect(dialog.getByText(/billed monthly/).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm Purchase' }).click();
  await expect(page.getByText('Number Purchased')).toBeVisible();
  await expect(dialog.getByRole('cell', { name: /^\+1512\d{7}$/ })).toBeVisible();
  await expect(dialog.getByText('active', { exact: true })).toBeVisible();
});

test('connect Cal.com: missing fields, a refused key, then connected', async ({ page }) => {
  await signUpFreshUser(page, 'calcom');
  await page.goto('/dashboard/voice-agents');
  await page.getByRole('button', { name: 'Connect Cal.com' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Connect Cal.com' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(page.getByText('Please provide both API key and username.')).toBeVisible();

  await dialog.getByLabel('Cal.com API Key').fill('cal_live_wrong');
  await dialog.getByLabel('Cal.com Username').fill('acme-roofing');
  await dialog.getByRole('button', { name: 'Connect Cal.com' }).click();
  await expect(page.getByText(/Cal.com did not accept this API key/)).toBeVisible();

  await dialog.getByLabel('Cal.com API Key').fill(E2E_CALCOM_KEY);
  await dialog.getByRole('button', { name: 'Connect Cal.com' }).click();
  await expect(page.getByText('Cal.com Connected')).toBeVisible();
  await expect(
    page.getByText('Your Cal.com account has been connected successfully.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cal.com Settings' }).click();
  await expect(dialog.getByRole('button', { name: 'Update Settings' })).toBeVisible();
  await expect(dialog.getByLabel('Cal.com Username')).toHaveValue('acme-roofing');
});

test('voice preview: no clip without a key; with one, Loading Preview, Stop Preview, and a change stops it', async ({
  page,
}) => {
  await signUpFreshUser(page, 'voices');
  await page.goto('/dashboard/voice-agents');
  await page.getByRole('button', { name: 'Create Agent' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Start from scratch' }).click();
  await expect(dialog.getByText('No preview available for this voice')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.request.post('/trpc/apiKeys.save', {
    data: { provider: 'retell', key: E2E_RETELL_KEY },
  });
  await page.reload();
  await page.getByRole('button', { name: 'Create Agent' }).first().click();
  await dialog.getByRole('button', { name: 'Start from scratch' }).click();
  await dialog.getByRole('button', { name: 'Preview Voice' }).click();
  await expect(dialog.getByRole('button', { name: 'Stop Preview' })).toBeVisible();
  await dialog.getByLabel('Voice').selectOption({ label: 'Roger' });
  await expect(dialog.getByRole('button', { name: 'Preview Voice' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Preview Voice' }).click();
  await dialog.getByRole('button', { name: 'Stop Preview' }).click();
  await expect(dialog.getByRole('button', { name: 'Preview Voice' })).toBeVisible();
});

test('a failed save keeps the draft and offers Retry', async ({ page }) => {
  await signUpFreshUser(page, 'retry');
  await page.goto('/dashboard/voice-agents');
  await page.getByRole('button', { name: 'Create Agent' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Start from scratch' }).click();
  await dialog.getByLabel('Agent Name').fill('Kept Draft');
  await page.route('**/trpc/agents.create**', (route) => route.abort());
  await dialog.getByRole('button', { name: 'Save Voice Agent' }).click();
  await expect(dialog.getByText('Error Saving Agent')).toBeVisible();
  await expect(dialog.getByText(/Your changes are kept in this window/)).toBeVisible();
  await expect(dialog.getByLabel('Agent Name')).toHaveValue('Kept Draft');
  await page.unroute('**/trpc/agents.create**');
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Agent Created')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('agent-card').getByText('Kept Draft')).toBeVisible();
});

test('custom function: fields, the JSON schema checked as typed, and Test function refuses an internal URL', async ({
  page,
}) => {
  await signUpFreshUser(page, 'customfn');
  await page.goto('/dashboard/voice-agents');
  await page.getByRole('button', { name: 'Create Agent' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Use Template' }).first().click();
  await dialog.getByRole('tab', { name: 'Functions' }).click();
  await dialog.getByRole('checkbox', { name: 'Custom Function' }).check();
  await expect(dialog.getByLabel('API Timeout (ms)')).toHaveAttribute('placeholder', '120000');
  await dialog.getByLabel('Function Name').fill('lookup_claim');
  await dialog.getByLabel('Function URL').fill('http://hooks.example.com/claim');

  const parameters = dialog.getByLabel('Parameters (JSON schema)');
  await parameters.fill('{"type": ');
  await expect(dialog.getByText(/^Parameters are not valid JSON: /)).toBeVisible();
  await parameters.fill('{"type": "object", "properties": {"address": {"type": "string"}}}');
  await expect(dialog.getByText(/^Parameters are not valid JSON/)).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Save Voice Agent' }).click();
  await expect(dialog.getByText('The function URL must start with https://')).toBeVisible();

  await dialog.getByLabel('Function URL').fill('https://127.0.0.1/claim');
  await dialog.getByRole('button', { name: 'Test function' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    /^The function URL must be a public address: Retell calls it from the internet/,
  );
});

test('an agent leaves a voicemail message only when it names the business, the number and the opt-out', async ({
  page,
}) => {
  await signUpFreshUser(page, 'voicemail');
  await page.goto('/dashboard/voice-agents');
  await page.getByRole('button', { name: 'Create Agent' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Use Template' }).first().click();
  await dialog.getByLabel('Agent Name').fill('Voicemail Caller');
  await dialog.getByRole('tab', { name: 'Call Settings' }).click();
  await dialog.getByRole('checkbox', { name: 'Voicemail Detection' }).check();
  await dialog.getByLabel('When voicemail answers').selectOption({ label: 'Leave a message' });
  const message = dialog.getByLabel('Voicemail message');
  await expect(message).toHaveValue(/\{company_name\}.*\{callback_number\}/);
  await message.fill('Hi {customer_name}, call us back.');
  await dialog.getByRole('button', { name: 'Save Voice Agent' }).click();
  await expect(
    dialog.getByText('The message must name the business ({company_name})'),
  ).toBeVisible();
  await expect(
    dialog.getByText('The message must give the callback number ({callback_number})'),
  ).toBeVisible();
  await expect(dialog.getByText(/The message must offer to stop calling/)).toBeVisible();

  await message.fill(
    "Hi {customer_name}, {company_name} here about your roof. Call {callback_number}. If you'd rather not get these calls, call and say so.",
  );
  await dialog.getByRole('button', { name: 'Save Voice Agent' }).click();
  await expect(page.getByText('Agent Created')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Edit Voicemail Caller' }).click();
  await dialog.getByRole('tab', { name: 'Call Settings' }).click();
  await expect(dialog.getByLabel('When voicemail answers')).toHaveValue('message');
  await expect(dialog.getByLabel('Voicemail message')).toHaveValue(
    /^Hi \{customer_name\}, \{company_name\} here/,
  );
});
