import { expect, test } from '@playwright/test';
import { VARIANT_MESSAGES } from '../../shared/ab/variant-inputs';
import type { ListSummary } from '../../shared/dialer/list-summary';
import { SIMULATED_ANALYTICS } from '../../shared/dialer/voice-mode';
import { signUpFreshUser } from './support/fresh-user';

const CONTACTS = 8;

function contactsCsv(): Buffer {
  const rows = Array.from({ length: CONTACTS }, (_, i) => `+1214${4_000_001 + i},Variant${i + 1}`);
  return Buffer.from(`phone,first_name\n${rows.join('\n')}\n`, 'utf8');
}

test('A/B variants: set up two agents, dial, and read per-variant results with intervals', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpFreshUser(page, 'variants');
  for (const name of ['Script A', 'Script B']) {
    const created = await page.request.post('/trpc/agents.create', { data: { agent: { name } } });
    expect(created.ok()).toBe(true);
  }
  await page.goto('/dashboard');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'variant-leads.csv',
    mimeType: 'text/csv',
    buffer: contactsCsv(),
  });
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  await expect(page.getByText(`Successfully uploaded ${CONTACTS} contacts`)).toBeVisible({
    timeout: 30_000,
  });
  const lists = await page.request.get('/trpc/contacts.lists');
  const [list] = ((await lists.json()) as { result: { data: ListSummary[] } }).result.data;

  await page.goto('/dashboard/campaign-settings');
  await page.getByRole('tab', { name: 'Variants' }).click();
  await expect(page.getByText('Choose a list above to test')).toBeVisible();
  await page.getByLabel('Settings for').selectOption(list!.id);
  await page.getByRole('tab', { name: 'Variants' }).click();
  await expect(page.getByText('Your Free Trial includes 2 voice agents.')).toBeVisible();
  await page.getByRole('button', { name: 'Save variants' }).click();
  await expect(page.getByRole('alert')).toHaveText(VARIANT_MESSAGES.chooseAgent);
  await page.getByLabel('Variant 1 agent').selectOption({ label: 'Script A (not on Retell)' });
  await page.getByLabel('Variant 2 agent').selectOption({ label: 'Script B (not on Retell)' });
  await page.getByLabel('Weight').first().fill('60');
  await page.getByLabel('Weight').nth(1).fill('40');
  await page.getByRole('button', { name: 'Save variants' }).click();
  await expect(page.getByText('Variants saved')).toBeVisible();

  expect((await page.request.post('/trpc/dialer.start', { data: { listId: list!.id } })).ok()).toBe(
    true,
  );
  const results = page.getByRole('region', { name: 'Variant results' });
  await expect(results.getByRole('heading', { name: 'Results per variant' })).toBeVisible();
  const dialled = results.getByRole('row').filter({ hasText: /Script [AB]/ });
  await expect(dialled).toHaveCount(2);
  // Simulated calls end on their own; the results follow live until every contact counts.
  await expect
    .poll(
      async () => {
        let total = 0;
        for (const row of await dialled.all()) {
          total += Number(await row.getByRole('cell').nth(1).textContent());
        }
        return total;
      },
      { timeout: 45_000 },
    )
    .toBe(CONTACTS);
  await expect(results.getByText('95% CI').first()).toBeVisible();
  await expect(results.getByText(SIMULATED_ANALYTICS.onlySimulated)).toBeVisible();
  await expect(
    results.getByText(/No variant is leading yet: "Leading" needs at least 100/),
  ).toBeVisible();
  await expect(results.getByRole('button', { name: 'Promote' })).toHaveCount(2);
});
