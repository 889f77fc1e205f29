import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addNumbersLocked } from '../../../server/modules/campaigns/do-not-call/do-not-call.service';
import { importContactsCsv } from '../../../server/modules/campaigns/lists/import-contacts.service';
import {
  CONSENT_LEDGER_MESSAGES,
  type WrittenConsentEvidence,
} from '../../../shared/dialer/consent-ledger';
import {
  contactsOf,
  type SignedIn,
  signedInMember,
  signedInUser,
} from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

// The app's own pool, as the app builds it: connected as the application's role (migration 0075).
const ctx = await createTestContext({ DATABASE_APP_USER: 'stormdialer_app' });

const ANN = '+12142000001';
const BOB = '+12142000002';

async function upload(owner: SignedIn, rows: string[]) {
  const imported = await importContactsCsv(ctx, {
    accountId: owner.user.accountId,
    fileName: 'leads.csv',
    bytes: Buffer.from(
      `Phone,First Name,Consent,Consent Date,Consent Source\n${rows.join('\n')}\n`,
    ),
  });
  if (!imported.ok) throw new Error(imported.message);
  return imported.list;
}

async function recordOf(owner: SignedIn, phone: string) {
  return ctx.db
    .selectFrom('consent_records')
    .select(['consented', 'granted', 'evidenced'])
    .where('account_id', '=', owner.user.accountId)
    .where('phone_number', '=', phone)
    .executeTakeFirstOrThrow();
}

const EVIDENCE: WrittenConsentEvidence = {
  sellerName: 'Lone Star Roofing LLC',
  consentText:
    'I agree that Lone Star Roofing LLC may call me at this number with an artificial voice about a roof inspection. Consent is not a condition of purchase.',
  assent: 'e-sign',
  signedBy: 'Ann Homeowner',
  agreesToArtificialVoice: true,
  notConditionOfPurchase: true,
  pageUrl: 'https://lonestarroofing.example/inspection',
  ipAddress: '203.0.113.7',
};

describe('the consent ledger', () => {
  it('keeps a revocation against an older and a later-dated upload; only evidenced first-party consent clears it', async () => {
    const owner = await signedInUser(ctx, 'ledger');
    const member = await signedInMember(ctx, owner);
    const first = await upload(owner, [`${ANN},Ann,yes,2025-06-01,purchased lead list`]);
    expect(await recordOf(owner, ANN)).toEqual({
      consented: true,
      granted: true,
      evidenced: false,
    });
    const ann = (await contactsOf(ctx, first.id))[0]!;

    await member.caller.consent.record({
      contactId: ann.id,
      kind: 'revoked',
      capturedOn: '2026-03-01',
    });
    expect(await recordOf(owner, ANN)).toMatchObject({ consented: false, granted: false });

    await upload(owner, [`${ANN},Ann,yes,2025-06-01,purchased lead list`]);
    expect(await recordOf(owner, ANN)).toMatchObject({ consented: false });
    await upload(owner, [`${ANN},Ann,yes,2026-06-01,vendor refresh`]);
    expect(await recordOf(owner, ANN)).toMatchObject({ consented: false });

    // A grant allows more calls: owners only, and it needs written evidence.
    const grant = { contactId: ann.id, kind: 'granted' as const, capturedOn: '2026-04-01' };
    await expect(member.caller.consent.record({ ...grant, evidence: EVIDENCE })).rejects.toThrow(
      CONSENT_LEDGER_MESSAGES.ownersOnly,
    );
    await expect(owner.caller.consent.record(grant)).rejects.toThrow(
      CONSENT_LEDGER_MESSAGES.evidenceIncomplete,
    );
    // Dated before the revocation: it does not clear it.
    await owner.caller.consent.record({ ...grant, capturedOn: '2026-02-01', evidence: EVIDENCE });
    expect(await recordOf(owner, ANN)).toMatchObject({ consented: false });
    const history = await owner.caller.consent.record({ ...grant, evidence: EVIDENCE });
    expect(await recordOf(owner, ANN)).toEqual({ consented: true, granted: true, evidenced: true });

    expect(history.map((e) => [e.kind, e.source, e.capturedAt?.slice(0, 10) ?? null])).toEqual([
      ['granted', 'upload', '2026-06-01'],
      ['granted', 'by hand', '2026-04-01'],
      ['revoked', 'by hand', '2026-03-01'],
      ['granted', 'by hand', '2026-02-01'],
      ['granted', 'upload', '2025-06-01'],
      ['granted', 'upload', '2025-06-01'],
    ]);
    expect(history[1]).toMatchObject({ recordedBy: 'ledger user', evidence: EVIDENCE });

    const log = await ctx.db
      .selectFrom('compliance_log')
      .select(['action', 'actor_role', 'subject'])
      .where('account_id', '=', owner.user.accountId)
      .orderBy('id')
      .execute();
    expect(log.map((row) => [row.action, row.actor_role, row.subject])).toEqual([
      ['consent revoked by hand', 'member', ANN],
      ['consent granted by hand', 'owner', ANN],
      ['consent granted by hand', 'owner', ANN],
    ]);
  });

  it("never lets a consent event be changed or deleted; the account's deletion takes them with it", async () => {
    const owner = await signedInUser(ctx, 'history');
    await upload(owner, [`${BOB},Bob,yes,2026-01-10,web form`]);
    const account = owner.user.accountId;
    await expect(
      sql`update consent_events set kind = 'revoked' where account_id = ${account}`.execute(ctx.db),
    ).rejects.toThrow('permission denied for table consent_events');
    await expect(
      sql`delete from consent_events where account_id = ${account}`.execute(ctx.db),
    ).rejects.toThrow('permission denied for table consent_events');
    await expect(sql`truncate consent_events`.execute(ctx.db)).rejects.toThrow(
      'permission denied for table consent_events',
    );
    await expect(sql`truncate compliance_log`.execute(ctx.db)).rejects.toThrow(
      'permission denied for table compliance_log',
    );
    await expect(
      sql`alter table consent_events disable trigger consent_events_is_history`.execute(ctx.db),
    ).rejects.toThrow('must be owner of table consent_events');
    // The account's deletion (once nobody belongs to it) takes its history with it.
    await ctx.db.deleteFrom('users').where('account_id', '=', owner.user.accountId).execute();
    await ctx.db.deleteFrom('accounts').where('id', '=', owner.user.accountId).execute();
    const left = await ctx.db
      .selectFrom('consent_events')
      .select('id')
      .where('account_id', '=', owner.user.accountId)
      .execute();
    expect(left).toEqual([]);
  });

  it('lets only owners remove a number from Do Not Call, and one that opted out itself only with a reason', async () => {
    const owner = await signedInUser(ctx, 'optout');
    const member = await signedInMember(ctx, owner);
    const list = await upload(owner, [`${ANN},Ann,yes,2026-01-10,web form`, `${BOB},Bob,,,`]);
    const [ann, bob] = await contactsOf(ctx, list.id);
    await ctx.db
      .transaction()
      .execute((trx) => addNumbersLocked(trx, owner.user.accountId, [ANN], 'opt-out', {}));
    await member.caller.doNotCall.addContact({ contactId: bob!.id });

    await expect(member.caller.doNotCall.remove({ numbers: [ANN] })).rejects.toThrow(
      CONSENT_LEDGER_MESSAGES.ownersOnly,
    );
    await expect(member.caller.doNotCall.removeContact({ contactId: ann!.id })).rejects.toThrow(
      CONSENT_LEDGER_MESSAGES.ownersOnly,
    );
    await expect(member.caller.doNotCall.removeContact({ contactId: bob!.id })).rejects.toThrow(
      CONSENT_LEDGER_MESSAGES.ownersOnly,
    );
    await expect(owner.caller.doNotCall.removeContact({ contactId: ann!.id })).rejects.toThrow(
      CONSENT_LEDGER_MESSAGES.reasonRequired,
    );
    expect(await owner.caller.doNotCall.removeContact({ contactId: bob!.id })).toEqual({
      removed: 1,
    });
    const reason = 'She called back and asked for an inspection';
    expect(await owner.caller.doNotCall.remove({ numbers: [ANN], reason })).toEqual({ removed: 1 });

    // The opt-out revoked Ann's consent: removing her from the list does not restore it.
    expect(await recordOf(owner, ANN)).toMatchObject({ consented: false });
    const history = await owner.caller.consent.history({ contactId: ann!.id });
    expect(history[0]).toMatchObject({ kind: 'revoked', source: 'call', byVoice: true });

    const log = await ctx.db
      .selectFrom('compliance_log')
      .select(['action', 'actor_role', 'subject', 'reason'])
      .where('account_id', '=', owner.user.accountId)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { action: 'do-not-call added', actor_role: 'member', subject: BOB, reason: null },
      { action: 'do-not-call removed', actor_role: 'owner', subject: BOB, reason: null },
      { action: 'do-not-call removed', actor_role: 'owner', subject: ANN, reason },
    ]);
  });

  it('counts evidenced and claimed consent apart; an owner may require written evidence, logged', async () => {
    const owner = await signedInUser(ctx, 'evidence');
    const member = await signedInMember(ctx, owner);
    const list = await upload(owner, [
      `${ANN},Ann,yes,2026-01-10,web form`,
      `${BOB},Bob,yes,2026-01-11,purchased list`,
    ]);
    const [ann] = await contactsOf(ctx, list.id);
    await owner.caller.consent.record({
      contactId: ann!.id,
      kind: 'granted',
      capturedOn: '2026-01-12',
      evidence: EVIDENCE,
    });
    expect(await owner.caller.consent.preview({ listId: list.id })).toMatchObject({
      requireEvidence: false,
      withConsent: 2,
      evidenced: 1,
      claimed: 1,
    });
    await expect(member.caller.consent.setRequireEvidence({ required: true })).rejects.toThrow(
      CONSENT_LEDGER_MESSAGES.ownersOnly,
    );
    await owner.caller.consent.setRequireEvidence({ required: true });
    expect(await owner.caller.consent.preview({ listId: list.id })).toMatchObject({
      requireEvidence: true,
      withConsent: 1,
      evidenced: 1,
      claimed: 1,
    });
    expect(await recordOf(owner, BOB)).toEqual({
      consented: false,
      granted: true,
      evidenced: false,
    });

    // Switching a list's consent requirement off allows more calls: owners only.
    await member.caller.consent.setRequired({ listId: list.id, required: true });
    await expect(
      member.caller.consent.setRequired({ listId: list.id, required: false }),
    ).rejects.toThrow(CONSENT_LEDGER_MESSAGES.ownersOnly);
    await owner.caller.consent.setRequired({ listId: list.id, required: false });
    const log = await ctx.db
      .selectFrom('compliance_log')
      .select(['action', 'actor_role'])
      .where('account_id', '=', owner.user.accountId)
      .where('action', '<>', 'consent granted by hand')
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { action: 'written-consent evidence required', actor_role: 'owner' },
      { action: 'list consent requirement on', actor_role: 'member' },
      { action: 'list consent requirement off', actor_role: 'owner' },
    ]);
  });
});
