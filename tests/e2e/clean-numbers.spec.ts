import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpThroughForm } from './support/fresh-user';

const FILE = [
  'phone,first_name',
  '(214) 555-0101,Ann',
  '555-0123,Bob',
  '+1 214 555 0101,Cara',
  '+44 20 7946 0958,Dev',
  'call me,Eve',
  '1-214-555-0102,Fay',
].join('\n');

test('the preview and the toast count invalid and duplicate numbers, and the report lists them', async ({
  page,
}) => {
  await signUpThroughForm(page, 'numbers');
  await page.goto('/dashboard');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'mixed.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(FILE),
  });
  await expect(page.getByTestId('number-counts')).toHaveText('3 valid, 2 invalid, 1 duplicates');
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  await expect(page.getByText('Successfully uploaded 5 contacts')).toBeVisible();
  await expect(
    page.getByText('2 invalid numbers will not be called; 1 duplicate was skipped.'),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download import report' }).click();
  const report = readFileSync((await (await download).path())!, 'utf8');
  expect(report).toBe(
    [
      'Row,Original number,Reason',
      '2,555-0123,Invalid number',
      '3,+1 214 555 0101,Duplicate of row 1',
      '5,call me,Invalid number',
      '',
    ].join('\r\n'),
  );
});
