import { expect, test } from '@playwright/test';
import { ACCULYNX_LINK_MESSAGES } from '../../shared/acculynx/acculynx-writeback';
import { E2E_ACCULYNX_KEY } from './support/e2e-fakes';
import { signUpFreshUser } from './support/fresh-user';

const FILE = ['phone,first_name', '(312) 555-0101,Ann', '(312) 555-0102,Bob'].join('\n');

test('link a contact to AccuLynx from its search, unlink it, and see the write-back log', async ({
  page,
}) => {
  await signUpFreshUser(page, 'acx-link');
  await page.goto('/dashboard');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'acculynx.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(FILE),
  });
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  await expect(page.getByText('Successfully uploaded 2 contacts')).toBeVisible();
  const contacts = page.getByRole('table', { name: 'Contacts' });

  // Without a verified key, linking is not offered.
  await contacts.getByRole('button', { name: 'Details of Ann' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(ACCULYNX_LINK_MESSAGES.notVerified)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Link to AccuLynx' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/storm-data');
  await page.getByLabel('Acculynx API Key').fill(E2E_ACCULYNX_KEY);
  await page.getByRole('button', { name: 'Connect with API Key' }).click();
  await expect(page.getByText('Verified by AccuLynx')).toBeVisible();

  await page.goto('/dashboard');
  await page
    .getByRole('table', { name: 'Contacts' })
    .getByRole('button', { name: 'Details of Ann' })
    .click();
  await dialog.getByRole('button', { name: 'Link to AccuLynx' }).click();
  await dialog.getByLabel('Search AccuLynx contacts').fill('nobody');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByText(ACCULYNX_LINK_MESSAGES.noMatches)).toBeVisible();
  await dialog.getByLabel('Search AccuLynx contacts').fill('rivera');
  await dialog.getByRole('button', { name: 'Search' }).click();
  const match = dialog.getByRole('list', { name: 'AccuLynx contacts' }).getByRole('listitem');
  await expect(match).toHaveText(/Dana Rivera · \+13125550101/);
  await match.getByRole('button', { name: 'Choose' }).click();
  await expect(dialog.getByTestId('acculynx-link')).toHaveText(
    'Linked to AccuLynx contact acx-e2e-1',
  );

  await page.keyboard.press('Escape');
  await page.reload();
  await page
    .getByRole('table', { name: 'Contacts' })
    .getByRole('button', { name: 'Details of Ann' })
    .click();
  await expect(dialog.getByTestId('acculynx-link')).toHaveText(
    'Linked to AccuLynx contact acx-e2e-1',
  );
  await dialog.getByRole('button', { name: 'Unlink' }).click();
  await expect(dialog.getByRole('button', { name: 'Link to AccuLynx' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'AccuLynx write-back' })).toBeVisible();
  await expect(page.getByText(ACCULYNX_LINK_MESSAGES.unconfirmed)).toBeVisible();
});
