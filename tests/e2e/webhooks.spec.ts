import { expect, test } from '@playwright/test';
import { e2eEnv } from './support/e2e-env';
import { signUpThroughForm } from './support/fresh-user';

test('an owner adds an endpoint, sends a test event and sees it delivered in the log', async ({
  page,
  request,
}) => {
  const receiverUrl = e2eEnv().WEBHOOK_LOCAL_ORIGINS!;
  await signUpThroughForm(page, 'webhooks');
  await page.goto('/dashboard/settings');
  await expect(page.getByText('No endpoints yet.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Add an endpoint' });
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(form.getByText('Choose at least one event')).toBeVisible();
  await form.getByLabel('Endpoint URL').fill('https://10.0.0.7/hooks');
  await form.getByLabel(/Contact stage changed/).check();
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(
    form.getByText(
      'This URL points to a private or internal address. Use a public https:// endpoint.',
    ),
  ).toBeVisible();

  await form.getByLabel('Endpoint URL').fill(`${receiverUrl}/hooks`);
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  const secret = await page.locator('code', { hasText: /^whsec_/ }).textContent();
  expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
  await request.put(`${receiverUrl}/_secret`, { data: secret! });
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.locator('code', { hasText: /^whsec_/ })).toHaveCount(0);

  const endpoint = page.getByRole('article', { name: `Endpoint ${receiverUrl}/hooks` });
  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  const log = endpoint.getByRole('table', { name: 'Delivery log' });
  const row = log.getByRole('row', { name: /webhook\.test/ });
  await expect(row).toContainText('Delivered', { timeout: 20_000 });
  await expect(row).toContainText('200');

  const received = (await (await request.get(receiverUrl)).json()) as {
    event: string;
    verified: boolean;
  }[];
  expect(received.some((r) => r.event === 'webhook.test' && r.verified)).toBe(true);

  // Edit: a private address is refused as on "Add"; a new URL and events keep the secret.
  await endpoint.getByRole('button', { name: 'Edit' }).click();
  const edit = endpoint.getByRole('form', { name: 'Edit endpoint' });
  await edit.getByLabel('Endpoint URL').fill('https://127.0.0.1/hooks');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(
    edit.getByText(
      'This URL points to a private or internal address. Use a public https:// endpoint.',
    ),
  ).toBeVisible();
  await edit.getByLabel('Endpoint URL').fill(`${receiverUrl}/hooks-edited`);
  await edit.getByLabel(/Contact opted out/).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  const editedCard = page.getByRole('article', { name: `Endpoint ${receiverUrl}/hooks-edited` });
  await expect(editedCard).toContainText('Contact stage changed · Contact opted out');
  await editedCard.getByRole('button', { name: 'Send test event' }).click();
  await expect
    .poll(
      async () => {
        const all = (await (await request.get(receiverUrl)).json()) as {
          path: string;
          verified: boolean;
        }[];
        return all.some((r) => r.path === '/hooks-edited' && r.verified);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
});
