import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { ListSummary } from '../../shared/dialer/list-summary';
import { e2eEnv } from './support/e2e-env';
import { signUpFreshUser } from './support/fresh-user';

/** axe's serious and critical findings on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${page.url()} ${v.id} (${v.impact}): ${v.help} at ${v.nodes[0]?.target}`);
}

const CONTACTS = 4;
const csv = () =>
  Buffer.from(
    `phone,first_name\n${Array.from({ length: CONTACTS }, (_, i) => `+1214${3_000_001 + i},Axe${i + 1}`).join('\n')}\n`,
  );

/** A list whose simulated calls have all ended, so every page that shows calls has some. */
async function listWithOutcomes(page: Page) {
  await page.goto('/dashboard');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'axe-leads.csv', mimeType: 'text/csv', buffer: csv() });
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  await expect(page.getByText(`Successfully uploaded ${CONTACTS} contacts`)).toBeVisible({
    timeout: 30_000,
  });
  const lists = await page.request.get('/trpc/contacts.lists');
  const [list] = ((await lists.json()) as { result: { data: ListSummary[] } }).result.data;
  const started = await page.request.post('/trpc/dialer.start', { data: { listId: list!.id } });
  expect(started.ok()).toBe(true);
  await page.goto('/dashboard/call-logs');
  await expect(page.getByRole('table', { name: 'Recent Calls' }).locator('tbody tr')).toHaveCount(
    CONTACTS,
    { timeout: 30_000 },
  );
}

/** Sample hail results through a HailTrace connection (no archive needed). */
async function hailResults(page: Page) {
  await page.goto('/dashboard/storm-data');
  await page.getByRole('tab', { name: 'HailTrace' }).click();
  await page.getByLabel('HailTrace API Key').fill('ht_axe_key');
  await page.getByRole('button', { name: 'Connect HailTrace' }).click();
  await expect(page.getByText('HailTrace Connected').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Hail Damage Search' }).click();
  await page.getByLabel('Property Address').fill('1420 Oak Ridge Dr, Plano, TX');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table', { name: 'Hail events' })).toBeVisible();
}

/** An agent made from a template, so it has a script. */
async function agentWithScript(page: Page) {
  await page.goto('/dashboard/voice-agents');
  await page.getByRole('button', { name: 'Create Agent' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Use Template' }).first().click();
  await dialog.getByRole('button', { name: 'Save Voice Agent' }).click();
  await expect(page.getByTestId('agent-card')).toHaveCount(1);
}

/** An endpoint with one test delivery in its log (delivered or not, the row is there). */
async function webhookDeliveryLog(page: Page) {
  const receiverUrl = e2eEnv().WEBHOOK_LOCAL_ORIGINS!;
  await page.goto('/dashboard/settings');
  const form = page.getByRole('form', { name: 'Add an endpoint' });
  await form.getByLabel('Endpoint URL').fill(`${receiverUrl}/axe`);
  await form.getByLabel(/Contact stage changed/).check();
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await page.getByRole('button', { name: 'I have copied it' }).click();
  const endpoint = page.getByRole('article', { name: `Endpoint ${receiverUrl}/axe` });
  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  const log = endpoint.getByRole('table', { name: 'Delivery log' });
  await expect(log.getByRole('row', { name: /webhook\.test/ })).toBeVisible({ timeout: 20_000 });
}

/** A lead intake token, so Settings shows its table. */
async function leadIntakeToken(page: Page) {
  await page.goto('/dashboard/settings');
  const form = page.getByRole('form', { name: 'Create a lead intake token' });
  await form.getByLabel('Token name').fill('Website form');
  await form.getByRole('button', { name: 'Create token' }).click();
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByRole('table', { name: 'Lead intake tokens' })).toBeVisible();
}

const POPULATED_PAGES = [
  { path: '/dashboard', heading: 'Upload Contacts' },
  { path: '/dashboard/call-logs', heading: 'Call Logs' },
  { path: '/dashboard/analytics', heading: 'Analytics' },
  { path: '/dashboard/leads', heading: 'Leads' },
  { path: '/dashboard/campaign-settings', heading: 'Campaign Settings' },
] as const;

// A toast mid-transition is translucent, and axe judges its contrast against whatever shows
// through; with reduced motion (which the toaster honours) it is judged as it finally looks.
test.use({ reducedMotion: 'reduce' });

for (const width of [375, 1280] as const) {
  test(`axe finds nothing serious on pages with calls, hail results, an agent and a delivery log at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await signUpFreshUser(page, 'axe-full');
    await listWithOutcomes(page);
    const found: string[] = [];
    for (const { path, heading } of POPULATED_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      found.push(...(await seriousViolations(page)));
    }
    await hailResults(page);
    found.push(...(await seriousViolations(page)));
    await agentWithScript(page);
    found.push(...(await seriousViolations(page)));
    await webhookDeliveryLog(page);
    found.push(...(await seriousViolations(page)));
    await leadIntakeToken(page);
    found.push(...(await seriousViolations(page)));
    expect(found).toEqual([]);
  });
}
