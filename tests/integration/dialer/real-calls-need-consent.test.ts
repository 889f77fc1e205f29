import type { Request, Response } from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/env';
import { createInfrastructure } from '../../../server/infrastructure';
import { importContactsCsv } from '../../../server/modules/campaigns/lists/import-contacts.service';
import { callingClockOf } from '../../../server/modules/campaigns/rounds/calling-clock';
import { refusedBeforeDial } from '../../../server/modules/campaigns/rounds/pre-dial-check';
import { appRouter } from '../../../server/router';
import { createCallerFactory } from '../../../server/trpc';
import { startRetellFake } from '../../fakes/retell-fake';
import { callsOf, contactsOf, runPlannedRounds } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { realModeAccount } from '../real-calls/real-call-fixtures';

const KEY = 'retell-consent-by-mode-key';
const fake = await startRetellFake([KEY]);
afterAll(() => fake.close());
// The server as it ran when the list was uploaded: simulated calls.
const ctx = await createTestContext();

const FILE = [
  'phone,first_name,consent,consent_date,consent_source',
  '+12142000001,Ann,yes,2026-03-14,web form',
  '+12142000002,Bob,no,2026-03-15,door knock',
  '+12142000003,Cy,,,',
  '+12142000004,Dee,yes,,',
].join('\n');

/** The same database and queues after a restart with real calls configured. */
async function restartedWithRealCalls() {
  const infra = createInfrastructure(
    loadConfig({ ...ctx.env, VOICE_PROVIDER: 'retell', RETELL_BASE_URL: fake.url }),
    'test-consent-by-mode',
  );
  await infra.ready();
  return infra;
}

describe('real calls always need recorded consent, decided by the mode that places the call', () => {
  it('a list uploaded in simulated mode and started after a restart with Retell dials only consented contacts', async () => {
    const owner = await realModeAccount(ctx, fake, 'http://127.0.0.1:9', 'by-mode', KEY);
    const imported = await importContactsCsv(ctx, {
      accountId: owner.user.accountId,
      fileName: 'consent.csv',
      bytes: Buffer.from(`${FILE}\n`),
    });
    if (!imported.ok) throw new Error(imported.message);
    const list = imported.list;
    // Uploaded while calls were simulated: the list's own switch is off.
    expect(await owner.caller.consent.preview({ listId: list.id })).toMatchObject({
      required: false,
      listSetting: false,
      realCalls: false,
    });

    const real = await restartedWithRealCalls();
    try {
      const caller = createCallerFactory(appRouter)({
        deps: real,
        req: {} as Request,
        res: {} as Response,
        user: owner.user,
      });
      expect(await caller.consent.preview({ listId: list.id })).toEqual({
        required: true,
        listSetting: false,
        realCalls: true,
        requireEvidence: false,
        withConsent: 2,
        evidenced: 0,
        claimed: 2,
        total: 4,
      });
      const preview = await caller.dialer.preview({ listId: list.id });
      expect(preview.consent).toEqual({ recorded: 2 });
      expect(preview.reasons).toContainEqual({ code: 'no-consent', count: 2 });

      await caller.dialer.start({ listId: list.id });
      expect(await runPlannedRounds({ ...real, env: ctx.env })).toBe(2);
      const byName = new Map((await contactsOf(ctx, list.id)).map((c) => [c.first_name, c.id]));
      const dialled = (await callsOf(ctx, list.id)).map((call) => call.contact_id);
      expect(new Set(dialled)).toEqual(new Set([byName.get('Ann'), byName.get('Dee')]));
      expect((await callsOf(ctx, list.id)).every((call) => call.provider === 'retell')).toBe(true);

      const page = await caller.contacts.page({ listId: list.id, page: 1, pageSize: 10 });
      const reasons = Object.fromEntries(page.rows.map((row) => [row.firstName, row.skipReason]));
      const noConsent = 'No recorded consent (real calls need recorded consent)';
      expect(reasons).toMatchObject({ Bob: noConsent, Cy: noConsent });
    } finally {
      await real.queues.get('dialer').obliterate({ force: true });
      await real.close();
    }
  });

  it('the last check before a real call refuses a contact without consent, a simulated one not', async () => {
    const owner = await realModeAccount(ctx, fake, 'http://127.0.0.1:9', 'pre-dial', KEY);
    const imported = await importContactsCsv(ctx, {
      accountId: owner.user.accountId,
      fileName: 'pre-dial.csv',
      bytes: Buffer.from(`${FILE}\n`),
    });
    if (!imported.ok) throw new Error(imported.message);
    const contacts = await contactsOf(ctx, imported.list.id);
    const calls = await ctx.db
      .insertInto('calls')
      .values(
        contacts.map((contact) => ({
          account_id: owner.user.accountId,
          list_id: imported.list.id,
          contact_id: contact.id,
          attempt: 1,
          round_seq: 0,
          provider: 'retell',
          started_at: new Date(),
        })),
      )
      .returning(['id', 'contact_id'])
      .execute();
    const nameOf = new Map(contacts.map((c) => [c.id, c.first_name]));
    const refusedNames = (refused: ReadonlyMap<string, { reason: string }>) =>
      Object.fromEntries(
        calls
          .filter((call) => refused.has(call.id))
          .map((call) => [nameOf.get(call.contact_id!), refused.get(call.id)!.reason]),
      );
    const ids = calls.map((call) => call.id);
    expect(refusedNames(await refusedBeforeDial(ctx.db, ids, true, callingClockOf(ctx)))).toEqual({
      Bob: 'no recorded consent',
      Cy: 'no recorded consent',
    });
    expect(refusedNames(await refusedBeforeDial(ctx.db, ids, false, callingClockOf(ctx)))).toEqual(
      {},
    );
    const basis = await ctx.db
      .selectFrom('calls')
      .select(['contact_id', 'consent_basis'])
      .where('id', 'in', ids)
      .execute();
    const basisOf = Object.fromEntries(
      basis.map((b) => [nameOf.get(b.contact_id!), b.consent_basis]),
    );
    expect(basisOf).toEqual({
      Ann: 'consent claimed by web form, no written evidence, 2026-03-14',
      Bob: 'consent not required: simulated call, list setting off',
      Cy: 'consent not required: simulated call, list setting off',
      Dee: 'consent claimed by source not given, no written evidence, date not given',
    });
  });
});
