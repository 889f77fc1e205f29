import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { LIVE_UPDATES_STOPPED } from '../../client/components/live-updates-stopped-banner';
import { signUpFreshUser } from './support/fresh-user';

/** The context's session cookies as one Cookie header, for requests made outside the browser. */
async function cookieHeader(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies();
  return cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
}

/** Opens the dashboard and waits until its live stream is open. */
async function openDashboard(page: Page) {
  const stream = page.waitForResponse((res) => res.url().includes('/trpc/events.account'));
  await page.goto('/dashboard/tutorials');
  expect((await stream).status()).toBe(200);
}

test('the tabs of one browser share one live stream, and all say when the server closed it', async ({
  page,
  context,
  baseURL,
}) => {
  await signUpFreshUser(page, 'many-tabs');
  await openDashboard(page);
  // Eight tabs: more than the six connections per host the browser opens over HTTP/1.1, so with a
  // stream per tab the seventh tab's requests would never be answered.
  const tabs = [page];
  for (let i = 1; i < 8; i++) {
    const tab = await context.newPage();
    await tab.goto('/dashboard/tutorials');
    await expect(tab.getByRole('heading', { name: 'Tutorials', exact: true })).toBeVisible();
    tabs.push(tab);
  }
  for (const tab of tabs) await expect(tab.getByTestId('live-updates-stopped')).toHaveCount(0);

  // Twenty more streams of the same user, from elsewhere: the oldest, this browser's, is closed.
  const cookie = await cookieHeader(context);
  const others = Array.from({ length: 20 }, () => new AbortController());
  try {
    for (const other of others) {
      const res = await fetch(`${baseURL}/trpc/events.account`, {
        headers: { cookie },
        signal: other.signal,
      });
      expect(res.status).toBe(200);
    }
    for (const tab of tabs) {
      const banner = tab.getByTestId('live-updates-stopped');
      await expect(banner).toContainText(LIVE_UPDATES_STOPPED.title);
      await expect(banner).toContainText(LIVE_UPDATES_STOPPED.description);
      await expect(tab).toHaveURL(/\/dashboard\/tutorials$/);
    }
  } finally {
    for (const other of others) other.abort();
  }

  // Reloading one tab opens a new stream, and every tab is live again.
  await tabs[3]!.getByRole('button', { name: 'Reload' }).click();
  await expect(tabs[3]!.getByRole('heading', { name: 'Tutorials', exact: true })).toBeVisible();
  for (const tab of tabs) await expect(tab.getByTestId('live-updates-stopped')).toHaveCount(0);
});

test('a tab that takes the stream over from a closed tab catches up on what it missed meanwhile', async ({
  page,
  context,
}) => {
  await signUpFreshUser(page, 'takeover');
  await openDashboard(page);
  // A second tab, opened after the last event: it follows the first and knows no event id.
  const follower = await context.newPage();
  await follower.goto('/dashboard');
  await expect(follower.getByText('No recent uploads found')).toBeVisible();

  // The follower's own stream is held back until a list has been uploaded from elsewhere, so the
  // list's event is published while no tab of this browser is listening. The route is in place
  // before the first tab closes: the follower asks for the stream as soon as it has closed.
  let releaseStream = () => {};
  const held = new Promise<void>((resolve) => {
    releaseStream = resolve;
  });
  await context.route('**/trpc/events.account**', async (route) => {
    await held;
    await route.continue();
  });
  const streamAsked = follower.waitForRequest((req) => req.url().includes('/trpc/events.account'), {
    timeout: 10_000,
  });
  await page.close();
  await streamAsked;
  const upload = await follower.request.post('/api/uploads?fileName=missed-leads.csv', {
    data: 'phone,first_name\n+12145550101,Ann\n+12145550102,Bob\n',
    headers: { 'content-type': 'text/csv', 'x-requested-with': 'StormDialer' },
  });
  expect(upload.status()).toBe(201);
  releaseStream();

  await expect(follower.getByRole('list', { name: 'Recent uploads' })).toContainText('2 contacts');
});

test('a tab whose session is signed out elsewhere goes to sign-in', async ({
  page,
  context,
  baseURL,
}) => {
  await signUpFreshUser(page, 'signed-out-elsewhere');
  await openDashboard(page);
  const res = await fetch(`${baseURL}/trpc/auth.signOut`, {
    method: 'POST',
    headers: { cookie: await cookieHeader(context), 'content-type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBe(200);
  await expect(page).toHaveURL(/\/auth\/signin/);
});
