import { sql } from 'kysely';
import { recordConsentEvents } from '../../../server/modules/campaigns/consent/consent-ledger';
import { importRegistryStream } from '../../../server/modules/campaigns/registries/registry-import.service';
import { claimEligibleContacts } from '../../../server/modules/campaigns/rounds/rounds.repository';
import type { RegistryCopyInput } from '../../../shared/dialer/registries';
import type { TestContext } from '../../helpers/test-context';
import { insertAccount, insertContacts, insertList } from '../campaigns/policy-property-fixtures';

export const KEY = 'America/Chicago|TX';

/** An account with one list of `numbers` (all in the open window KEY), and its list id. */
export async function accountWithContacts(ctx: TestContext, numbers: readonly string[]) {
  const accountId = await insertAccount(ctx);
  const listId = await insertList(ctx, accountId);
  await insertContacts(
    ctx,
    accountId,
    listId,
    numbers.map((phoneNumber) => ({ phoneNumber, windowKey: KEY })),
  );
  return { accountId, listId };
}

export async function subscribe(ctx: TestContext, accountId: string, registry = 'national') {
  await sql`insert into registry_subscriptions (account_id, registry, subscription_id)
    values (${accountId}, ${registry}, 'SAN-12345')`.execute(ctx.db);
}

/** Imports a registry file (lines joined by newlines) as the account's copy. */
export function importCopy(
  ctx: TestContext,
  accountId: string,
  copy: RegistryCopyInput,
  lines: readonly string[],
) {
  const body = [new TextEncoder().encode(lines.join('\n'))];
  return importRegistryStream(ctx.db, { accountId, copy, body });
}

/** A consent claim (an API caller's assertion) for each number: consented, not evidenced. */
export async function claimConsent(
  ctx: TestContext,
  accountId: string,
  numbers: readonly string[],
) {
  await ctx.db.transaction().execute((trx) =>
    recordConsentEvents(
      trx,
      accountId,
      numbers.map((phoneNumber) => ({
        phoneNumber,
        kind: 'granted' as const,
        source: 'api' as const,
        capturedAt: new Date('2026-01-05T12:00:00Z'),
        claimEvidence: { assertedBy: 'Lead vendor', text: 'Opted in on our form' },
      })),
      null,
    ),
  );
}

/** Written consent with evidence (a form the person signed) for the number. */
export async function writtenConsent(ctx: TestContext, accountId: string, phoneNumber: string) {
  await ctx.db.transaction().execute((trx) =>
    recordConsentEvents(
      trx,
      accountId,
      [
        {
          phoneNumber,
          kind: 'granted',
          source: 'form',
          capturedAt: new Date('2026-01-05T12:00:00Z'),
          evidence: {
            sellerName: 'Policy Roofing',
            consentText: 'I agree that Policy Roofing may call me with an artificial voice.',
            assent: 'e-sign',
            signedBy: 'Pat Doe',
            agreesToArtificialVoice: true,
            notConditionOfPurchase: true,
          },
        },
      ],
      null,
    ),
  );
}

/** The numbers one claim at `now` takes from the list (rolled back: the claim is only asked). */
export async function claimedNumbers(
  ctx: TestContext,
  listId: string,
  now: Date,
  realCalls: boolean,
): Promise<string[]> {
  let numbers: string[] = [];
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      const claimed = await claimEligibleContacts(trx, listId, 100, now, [KEY], realCalls);
      numbers = claimed.map((contact) => contact.phoneNumber).sort();
      throw new RolledBack();
    })
    .catch((error) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return numbers;
}

class RolledBack extends Error {}
