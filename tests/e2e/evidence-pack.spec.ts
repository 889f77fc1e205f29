import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { EvidencePack } from '../../shared/dialer/evidence-pack';
import { signUpThroughForm } from './support/fresh-user';

const NUMBER = '+12145550121';
const FILE = [
  'phone,first_name,Consent,Consent Date,Consent Source',
  '(214) 555-0121,Eve,yes,2026-01-05,web form',
].join('\n');

test.setTimeout(90_000);

test("a contact's consent history, its call's dial record on the evidence page, and the evidence download", async ({
  page,
}) => {
  await signUpThroughForm(page, 'evidence');
  await page.goto('/dashboard');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'evidence.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(FILE),
  });
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  // The import runs in worker threads: on a loaded host it takes longer than a click's 10 s.
  await expect(page.getByText('Successfully uploaded 1 contact')).toBeVisible({ timeout: 30_000 });
  const upload = page.getByRole('list', { name: 'Recent uploads' }).getByRole('listitem').first();
  await upload.getByRole('button', { name: 'Start Calling' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  const eve = page
    .getByRole('table', { name: 'Contacts' })
    .getByRole('row')
    .filter({ hasText: 'Eve' });
  await expect(eve).toContainText(/Answered|Completed|Dial No Answer|Reached Voicemail/, {
    timeout: 30_000,
  });

  await eve.getByRole('button', { name: 'Details of Eve' }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByTestId('consent-history')).toContainText(
    'Consent given 2026-01-05: upload (web form), no written evidence',
  );
  await details.getByRole('link', { name: `Evidence pack for ${NUMBER}` }).click();

  await expect(page.getByRole('heading', { name: 'Evidence pack', level: 1 })).toBeVisible();
  const consent = page.getByRole('table', { name: 'Consent events, oldest first' });
  await expect(consent.getByRole('row').nth(1)).toContainText('Consent given');
  await expect(consent.getByRole('row').nth(1)).toContainText('upload (web form)');
  await expect(page.getByText('Now: Not on the do-not-call list')).toBeVisible();
  const dials = page.getByTestId('evidence-dials');
  await expect(dials.getByRole('row').nth(1)).toContainText('Placed');
  await expect(dials.getByRole('row').nth(1)).toContainText('consent claimed by web form');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download evidence (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`evidence-${NUMBER}.json`);
  const pack = JSON.parse(readFileSync((await file.path())!, 'utf8')) as Omit<
    EvidencePack,
    'dials'
  > & { dials: EvidencePack['dials']['records'] };
  expect(pack.number).toBe(NUMBER);
  expect(pack.consent.events).toMatchObject([
    { kind: 'granted', source: 'upload', sourceDetail: 'web form' },
  ]);
  expect(pack.doNotCall).toEqual({ listed: null, changes: [] });
  expect(pack.dials.length).toBeGreaterThan(0);
  expect(pack.dials.at(-1)).toMatchObject({
    decision: 'placed',
    phone_number: NUMBER,
    call: { id: expect.any(String) },
  });
});
