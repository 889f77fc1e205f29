import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MAX_CARDS } from '../../../server/modules/billing/billing.service';
import { BILLING_MESSAGES } from '../../../shared/billing/billing-messages';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { addUser, callerFor } from '../teams/team-fixtures';
import { VALID_CARD } from './billing-fixtures';

const ctx = await createTestContext();

describe('billing records', () => {
  it('keeps a card as brand, last four, expiry and name: the row has no number and no CVC', async () => {
    const { user, caller } = await signedInUser(ctx);
    await caller.billing.saveCard(VALID_CARD);
    const rows = await ctx.db
      .selectFrom('payment_cards')
      .selectAll()
      .where('account_id', '=', user.accountId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'account_id',
      'added_by',
      'brand',
      'card_name',
      'created_at',
      'exp_month',
      'exp_year',
      'id',
      'last4',
    ]);
    expect(rows[0]).toMatchObject({ brand: 'visa', last4: '4242', card_name: 'Dana Roofer' });
    const { id, account_id, added_by, created_at, ...kept } = rows[0]!;
    expect(JSON.stringify(kept)).not.toMatch(/\d{5,}/);

    const { cards } = await caller.billing.overview();
    expect(cards).toEqual([
      expect.objectContaining({
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        cardName: 'Dana Roofer',
      }),
    ]);
  });

  it('refuses a body carrying a card number or a CVC, and an expired card', async () => {
    const { caller } = await signedInUser(ctx);
    const withNumber = { ...VALID_CARD, cardNumber: '4242424242424242' };
    expect((await rejection(caller.billing.saveCard(withNumber))).code).toBe('BAD_REQUEST');
    const withCvc = { ...VALID_CARD, cvc: '123' };
    expect((await rejection(caller.billing.saveCard(withCvc))).code).toBe('BAD_REQUEST');
    const expired = await rejection(
      caller.billing.saveCard({ ...VALID_CARD, expMonth: 1, expYear: 2020 }),
    );
    expect(expired.code).toBe('BAD_REQUEST');
    expect(expired.message).toBe(BILLING_MESSAGES.cardExpired);
    const badLast4 = await rejection(caller.billing.saveCard({ ...VALID_CARD, last4: '42424' }));
    expect(badLast4.code).toBe('BAD_REQUEST');
    expect((await caller.billing.overview()).cards).toEqual([]);
  });

  it('keeps at most ten cards per account', async () => {
    const { caller } = await signedInUser(ctx);
    for (let i = 0; i < MAX_CARDS; i++) await caller.billing.saveCard(VALID_CARD);
    const error = await rejection(caller.billing.saveCard(VALID_CARD));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(BILLING_MESSAGES.tooManyCards(MAX_CARDS));
  });

  it('removes a card; the list is empty again', async () => {
    const { caller } = await signedInUser(ctx);
    const { id } = await caller.billing.saveCard(VALID_CARD);
    await caller.billing.removeCard({ cardId: id });
    expect((await caller.billing.overview()).cards).toEqual([]);
    const again = await rejection(caller.billing.removeCard({ cardId: id }));
    expect(again.code).toBe('NOT_FOUND');
    expect(again.message).toBe(BILLING_MESSAGES.cardNotFound);
  });

  it('credits are ledger entries (amount, who, when) and the balance is their sum', async () => {
    const { caller } = await signedInUser(ctx, 'ledger');
    await caller.billing.addCredits({ amountCents: 2450 });
    await caller.billing.addCredits({ amountCents: 1000 });
    const { balanceCents, credits } = await caller.billing.overview();
    expect(balanceCents).toBe(3450);
    expect(credits.map((entry) => [entry.amountCents, entry.addedBy])).toEqual([
      [1000, 'ledger user'],
      [2450, 'ledger user'],
    ]);
    expect(Number.isNaN(Date.parse(credits[0]!.createdAt))).toBe(false);
    const tooSmall = await rejection(caller.billing.addCredits({ amountCents: 50 }));
    expect(tooSmall.code).toBe('BAD_REQUEST');
    expect(tooSmall.message).toContain(BILLING_MESSAGES.creditAmountRange);
  });

  it('choosing a plan records the setup fee and the first period as Pending invoices', async () => {
    const { user, caller } = await signedInUser(ctx);
    await caller.billing.choosePlan({ planId: 'starter' });
    const { invoices, plan } = await caller.billing.overview();
    expect(plan).toMatchObject({ kind: 'plan', planId: 'starter' });
    expect(invoices.map((i) => [i.description.split(',')[0], i.amountCents, i.status])).toEqual([
      ['Starter plan', 99_700, 'pending'],
      ['One-time setup fee', 500_000, 'pending'],
    ]);

    // An upgrade starts a new period; the setup fee is not charged twice.
    await caller.billing.choosePlan({ planId: 'elite' });
    const after = await caller.billing.overview();
    expect(after.invoices.filter((i) => i.description === 'One-time setup fee')).toHaveLength(1);
    expect(after.invoices.map((i) => i.amountCents)).toContain(199_700);

    // Two months later, each period that began has its invoice.
    await sql`update billing_plans set period_anchor = now() - interval '2 months 3 days'
      where account_id = ${user.accountId}`.execute(ctx.db);
    const later = await caller.billing.overview();
    expect(later.invoices.filter((i) => i.description.startsWith('Elite plan'))).toHaveLength(4);
  });

  it('only owners change billing; members see it', async () => {
    const { user } = await signedInUser(ctx);
    const ownerCaller = callerFor(ctx, user);
    const { id: cardId } = await ownerCaller.billing.saveCard(VALID_CARD);
    const member = callerFor(ctx, await addUser(ctx, user.accountId, 'member'));
    for (const attempt of [
      member.billing.choosePlan({ planId: 'pro' }),
      member.billing.saveCard(VALID_CARD),
      member.billing.removeCard({ cardId }),
      member.billing.addCredits({ amountCents: 500 }),
    ]) {
      const error = await rejection(attempt);
      expect(error.code).toBe('FORBIDDEN');
    }
    const seen = await member.billing.overview();
    expect(seen.canManage).toBe(false);
    expect(seen.cards.map((card) => card.id)).toEqual([cardId]);
    expect(seen.plan.kind).toBe('trial');
    expect(seen.balanceCents).toBe(0);
  });

  it("one account never sees or changes another's billing", async () => {
    const alpha = await signedInUser(ctx, 'alpha');
    const bravo = await signedInUser(ctx, 'bravo');
    const { id: cardId } = await alpha.caller.billing.saveCard(VALID_CARD);
    await alpha.caller.billing.addCredits({ amountCents: 9900 });
    await alpha.caller.billing.choosePlan({ planId: 'pro' });

    const seen = await bravo.caller.billing.overview();
    expect(seen).toMatchObject({ cards: [], invoices: [], credits: [], balanceCents: 0 });
    expect(seen.plan.kind).toBe('trial');
    expect((await rejection(bravo.caller.billing.removeCard({ cardId }))).code).toBe('NOT_FOUND');
    expect((await alpha.caller.billing.overview()).cards).toHaveLength(1);
  });

  it('marking an invoice paid is for admins only', async () => {
    const owner = await signedInUser(ctx);
    await owner.caller.billing.choosePlan({ planId: 'starter' });
    const [invoice] = (await owner.caller.billing.overview()).invoices;
    const refused = await rejection(
      owner.caller.billing.markInvoicePaid({ invoiceId: invoice!.id }),
    );
    expect(refused.code).toBe('FORBIDDEN');

    const admin = await signedInUser(ctx, 'staff', { isAdmin: true });
    const listed = (await admin.caller.admin.invoices()).find((i) => i.id === invoice!.id);
    expect(listed).toMatchObject({ status: 'pending', amountCents: invoice!.amountCents });
    expect(await admin.caller.billing.markInvoicePaid({ invoiceId: invoice!.id })).toEqual({
      id: invoice!.id,
      status: 'paid',
    });
    const { invoices } = await owner.caller.billing.overview();
    expect(invoices.find((i) => i.id === invoice!.id)?.status).toBe('paid');
    expect((await admin.caller.admin.invoices()).find((i) => i.id === invoice!.id)?.status).toBe(
      'paid',
    );
    const twice = await rejection(admin.caller.billing.markInvoicePaid({ invoiceId: invoice!.id }));
    expect(twice.code).toBe('CONFLICT');
    expect(twice.message).toBe(BILLING_MESSAGES.invoiceAlreadyPaid);
  });
});
