import { expect, test } from '@playwright/test';
import pg from 'pg';
import { BILLING_MESSAGES } from '../../shared/billing/billing-messages';
import { FREE_TRIAL, SUPPORT_LINE } from '../../shared/billing/plans';
import { e2eEnv } from './support/e2e-env';
import { signUpFreshUser } from './support/fresh-user';

const CARD_NUMBER = '4242 4242 4242 4242';
const CARD_DIGITS = '4242424242424242';
const CVC = '731';

test('a card is saved as its last four; no request body ever carries the full number or CVC', async ({
  page,
}) => {
  const bodies: string[] = [];
  page.on('request', (request) => {
    const body = request.postData();
    if (body) bodies.push(body);
  });
  await signUpFreshUser(page, 'billing-card');
  await page.goto('/dashboard/billing');
  await expect(page.getByText(BILLING_MESSAGES.recordedNotCharged).first()).toBeVisible();
  const methods = page.getByTestId('payment-methods');
  await expect(methods.getByText(BILLING_MESSAGES.noPaymentMethods)).toBeVisible();

  await methods.getByRole('button', { name: 'Add Card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Card' });
  await dialog.getByRole('button', { name: 'Save Card' }).click();
  for (const message of [
    BILLING_MESSAGES.cardNameRequired,
    BILLING_MESSAGES.cardNumberRequired,
    BILLING_MESSAGES.expiryRequired,
    BILLING_MESSAGES.cvcRequired,
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }

  await dialog.getByLabel('Name on card').fill('Dana Roofer');
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4241');
  await dialog.getByLabel('Expiry (MM/YY)').fill('01/20');
  await dialog.getByLabel('CVC').fill(CVC);
  await dialog.getByRole('button', { name: 'Save Card' }).click();
  await expect(dialog.getByText(BILLING_MESSAGES.cardNumberInvalid)).toBeVisible();
  await expect(dialog.getByText(BILLING_MESSAGES.cardExpired)).toBeVisible();

  await dialog.getByLabel('Card number').fill(CARD_NUMBER);
  await expect(dialog.getByTestId('card-brand')).toHaveText('Visa');
  await dialog.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await dialog.getByRole('button', { name: 'Save Card' }).click();

  await expect(page.getByText(BILLING_MESSAGES.cardAddedTitle)).toBeVisible();
  await expect(page.getByText(BILLING_MESSAGES.cardAddedBody)).toBeVisible();
  await expect(methods.getByText('Visa •••• 4242')).toBeVisible();
  await expect(methods).not.toContainText(CARD_DIGITS);

  await page.reload();
  await expect(methods.getByText('Visa •••• 4242')).toBeVisible();
  const saves = bodies.filter((body) => body.includes('"last4"'));
  expect(saves).toHaveLength(1);
  for (const body of bodies) {
    expect(body).not.toContain(CARD_DIGITS);
    expect(body).not.toContain(CARD_NUMBER);
    expect(body).not.toContain('4242 4242 4242 4241');
    expect(body).not.toContain(CVC);
    expect(body).not.toMatch(/cardNumber|"cvc"/);
  }

  await methods.getByRole('button', { name: 'Remove card ending 4242' }).click();
  await expect(methods.getByText(BILLING_MESSAGES.noPaymentMethods)).toBeVisible();
});

test('credits added show in the balance', async ({ page }) => {
  await signUpFreshUser(page, 'billing-credits');
  await page.goto('/dashboard/billing');
  const balance = page.getByTestId('account-balance');
  await expect(balance.getByTestId('balance')).toHaveText('$0.00');
  await expect(balance.getByTestId('minutes-used')).toHaveText('0');
  await expect(balance.getByTestId('estimated-cost')).toHaveText('$0.00');
  // No SMS is ever sent, so none is priced.
  await expect(
    balance.getByText('Estimated costs: $0.05 per minute for voice agent calls.'),
  ).toBeVisible();
  await expect(balance.getByText(/SMS/)).toHaveCount(0);

  await balance.getByRole('button', { name: 'Add Credits' }).click();
  await balance.getByLabel('Amount (USD)').fill('0.50');
  await balance.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(balance.getByText(BILLING_MESSAGES.creditAmountRange)).toBeVisible();
  await balance.getByLabel('Amount (USD)').fill('24.50');
  await balance.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(balance.getByTestId('balance')).toHaveText('$24.50');

  await balance.getByRole('button', { name: 'Add Credits' }).click();
  await balance.getByLabel('Amount (USD)').fill('$1,000');
  await balance.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(balance.getByTestId('balance')).toHaveText('$1,024.50');
  await expect(balance.getByRole('list', { name: 'Recent credits' })).toContainText(
    '$1,000.00 by Dana Dialer',
  );
  await page.reload();
  await expect(balance.getByTestId('balance')).toHaveText('$1,024.50');
});

test('the free trial upgrades to a plan: its limits change and its invoices are recorded', async ({
  page,
}) => {
  await signUpFreshUser(page, 'billing-plan');
  await page.goto('/dashboard/billing');
  const current = page.getByTestId('current-plan');
  await expect(current.getByTestId('plan-name')).toHaveText('Free Trial');
  await expect(current.getByText('14 days remaining')).toBeVisible();
  for (const feature of FREE_TRIAL.features) {
    await expect(current.getByText(feature, { exact: true })).toBeVisible();
  }
  await expect(current.getByTestId('meter-dials')).toContainText(
    '0 of 267 calls placed this period',
  );
  await expect(current.getByTestId('meter-voice-agents')).toContainText('0 of 2 in use');
  await expect(current.getByTestId('meter-talk-minutes')).toContainText('0 of 100 minutes talked');
  await expect(page.getByTestId('billing-history')).toContainText(BILLING_MESSAGES.noInvoices);
  const trialCanDo =
    'On the Free Trial you can dial for 14 days, up to 267 dials and 100 talk minutes. Upgrade Plan moves you to a plan at once: its invoice is recorded here, and nothing is charged because no payment processor is connected.';
  const dialsExplained =
    'Why 267 dials: 100 talk minutes at about 2.5 minutes a connected call is 40 connected calls, and about 15 in every 100 dials connect.';
  await expect(current.getByText(trialCanDo)).toBeVisible();
  await expect(current.getByText(dialsExplained)).toBeVisible();

  await current.getByRole('button', { name: 'Upgrade Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade Plan' });
  await expect(dialog).toContainText('one-time setup fee of $5,000');
  await expect(dialog).toContainText(SUPPORT_LINE);
  const prices = { Starter: '$997', Pro: '$1,497', Elite: '$1,997', Enterprise: '$2,497' };
  for (const [name, price] of Object.entries(prices)) {
    await expect(dialog.getByRole('region', { name: `${name} plan` })).toContainText(`${price}/mo`);
  }
  const pro = dialog.getByRole('region', { name: 'Pro plan' });
  await expect(pro).toContainText('Most Popular');
  await expect(pro).toContainText('10,000 dials per month');
  await expect(pro).toContainText('About 1,500 connected calls');
  await expect(pro).toContainText('3,750 talk minutes');
  await expect(pro).toContainText('2 voice agents');
  await expect(pro).toContainText('A/B script testing');
  await dialog.getByRole('button', { name: 'Choose Starter' }).click();

  await expect(page.getByText('You are now on the Starter plan')).toBeVisible();
  await expect(current.getByTestId('plan-name')).toHaveText('Starter');
  await expect(current.getByText(trialCanDo)).toHaveCount(0);
  await expect(current.getByText(dialsExplained)).toHaveCount(0);
  await expect(current.getByTestId('meter-dials')).toContainText(
    '0 of 5,000 calls placed this period',
  );
  await expect(current.getByTestId('meter-voice-agents')).toContainText('0 of 1 in use');
  await expect(current.getByTestId('meter-talk-minutes')).toContainText(
    '0 of 1,875 minutes talked',
  );
  const history = page.getByTestId('billing-history');
  await expect(history.getByRole('row', { name: /One-time setup fee/ })).toContainText('$5,000.00');
  await expect(history.getByRole('row', { name: /Starter plan/ })).toContainText('$997.00');
  await expect(history.getByText('Pending')).toHaveCount(2);
});

/** Past Retell calls of the account (its real dials so far) on the first contact of its list. */
async function seedRetellDials(email: string, count: number, attemptBase: number) {
  const db = new pg.Client({ connectionString: e2eEnv().DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `insert into calls (account_id, list_id, contact_id, attempt, round_seq, state, outcome,
         provider, started_at, ended_at)
       select c.account_id, c.list_id, c.id, $3::int + g, 0, 'ended', 'Dial No Answer', 'retell',
         now(), now()
       from contacts c join users u on u.account_id = c.account_id,
         generate_series(1, $2::int) g
       where u.email = $1 and c.row_number = 1`,
      [email, count, attemptBase],
    );
  } finally {
    await db.end();
  }
}

test('simulated calls use none of the dials; at the limit every dashboard page says which limit', async ({
  page,
}) => {
  const { email } = await signUpFreshUser(page, 'billing-limit');
  await page.goto('/dashboard');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'limit.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('phone,first_name\n+12142000001,Ann\n+12142000002,Bob\n+12142000003,Cy\n'),
  });
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  await expect(page.getByText('Successfully uploaded 3 contacts')).toBeVisible();

  // The account has placed all but one of its trial's dials through Retell already.
  await seedRetellDials(email, FREE_TRIAL.dials - 1, 100);
  await page.reload();
  const banner = page.getByTestId('plan-limit-banner');
  await expect(banner).toContainText(BILLING_MESSAGES.dialsWarning('266', '267', FREE_TRIAL.name));

  // Simulated calls dial nobody: the list calls all three and the one dial left stays.
  const upload = page.getByRole('list', { name: 'Recent uploads' }).getByRole('listitem').first();
  await upload.getByRole('button', { name: 'Start Calling' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/trpc/contacts.lists');
        const lists = ((await response.json()) as { result: { data: { state: string }[] } }).result
          .data;
        return lists[0]?.state;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^(completed|waiting)$/);
  await page.goto('/dashboard/billing');
  await expect(page.getByTestId('meter-dials')).toContainText(
    '266 of 267 calls placed this period',
  );

  await seedRetellDials(email, 1, 1000);
  await page.goto('/dashboard');
  await expect(banner).toContainText(BILLING_MESSAGES.dialLimitReached('267', FREE_TRIAL.name));
  await expect(banner.getByRole('link', { name: 'Upgrade Plan' })).toBeVisible();
  await page.goto('/dashboard/billing');
  await expect(banner).toContainText(BILLING_MESSAGES.dialLimitReached('267', FREE_TRIAL.name));
  await expect(page.getByTestId('meter-dials')).toContainText(
    '267 of 267 calls placed this period',
  );
});
