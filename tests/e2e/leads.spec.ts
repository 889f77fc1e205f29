import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpThroughForm } from './support/fresh-user';

const FILE = ['phone,first_name', '(214) 555-0111,Ann', '(214) 555-0112,Bob'].join('\n');

test.setTimeout(90_000);

test('a contact moves between stages on the Leads page and the pipeline exports', async ({
  page,
}) => {
  await signUpThroughForm(page, 'leads');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'leads.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(FILE),
  });
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  await expect(page.getByText('Successfully uploaded 2 contacts')).toBeVisible({ timeout: 30_000 });

  await page.goto('/dashboard/leads');
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
  await expect(page.getByTestId('stage-count-New')).toHaveText('2');
  await page.getByLabel('Stage of Ann').selectOption('Interested');
  await expect(page.getByTestId('stage-count-Interested')).toHaveText('1');
  await expect(page.getByTestId('stage-count-New')).toHaveText('1');

  await page.getByRole('button', { name: /^Interested/ }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Ann');

  await page.getByLabel('Select Ann').click();
  await page
    .getByRole('region', { name: 'Bulk actions' })
    .getByLabel('Tag', { exact: true })
    .fill('Storm 11/20');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(table).toContainText('Storm 11/20');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export pipeline' }).click();
  const exported = readFileSync((await (await download).path())!, 'utf8').split('\r\n');
  expect(exported[0]).toMatch(
    /^First Name,Last Name,Phone Number,Email,Address,City,State,ZIP,List,Stage,Tags,/,
  );
  expect(exported.slice(1, -1)).toHaveLength(1);
  expect(exported[1]).toMatch(/^Ann,,\+12145550111,.*,Interested,Storm 11\/20,Not Called,/);
});
