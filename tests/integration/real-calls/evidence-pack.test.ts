import { afterAll, describe, expect, it } from 'vitest';
import { dialsPageOf } from '../../../server/modules/campaigns/evidence/evidence-pack.service';
import { callingClockStartingAt } from '../../../server/modules/campaigns/rounds/calling-clock';
import { campaignPort } from '../../../server/modules/campaigns/rounds/campaign-port';
import { dispatchCall } from '../../../server/voice/retell/dispatch-call.job';
import { EVIDENCE_MESSAGES } from '../../../shared/dialer/evidence-pack';
import { startRetellFake } from '../../fakes/retell-fake';
import {
  callsOf,
  contactsOf,
  importList as importAnyList,
  runPlannedRounds,
  signedInMember,
  signedInUser,
} from '../../helpers/dialer-fixtures';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { importList, realModeAccount } from './real-call-fixtures';

const KEY = 'retell-evidence-pack-key';
const NUMBER = '+12142000001';
const fake = await startRetellFake([KEY]);
afterAll(() => fake.close());
// The app's own pool, as the app builds it: connected as the application's role (migration 0075).
const ctx = await createTestContext({
  VOICE_PROVIDER: 'retell',
  RETELL_BASE_URL: fake.url,
  DIALER_CALL_DURATION_MS: '600000',
  DATABASE_APP_USER: 'stormdialer_app',
});
const { url } = await startTestServer(ctx);

const setCallingTime = (iso: string) => {
  ctx.callingClock = callingClockStartingAt(new Date(iso));
};

/**
 * An owner whose one contact's call was dispatched twice: placed by the first try's check (the
 * provider then answered 503), not placed as the retry finds no call at Retell, then refused by
 * the retry's check, past 21:00 local.
 */
async function calledOwner(label: string) {
  const a = await realModeAccount(ctx, fake, url, label, KEY);
  const list = await importList(ctx, a.user.accountId, 1);
  // Tuesday 10 March 2026, 20:59 in Dallas: the first try passes the check, Retell fails it.
  setCallingTime('2026-03-11T01:59:00Z');
  await a.caller.dialer.start({ listId: list.id });
  await runPlannedRounds(ctx);
  const [call] = await callsOf(ctx, list.id);
  fake.failWith(503, { error_message: 'Service unavailable' });
  try {
    await dispatchCall(ctx, campaignPort(ctx), { callId: call!.id, try: 1 });
  } finally {
    fake.failWith(null);
  }
  // The retry runs at 21:00:30 local, when Texas has closed, and is refused.
  setCallingTime('2026-03-11T02:00:30Z');
  await dispatchCall(ctx, campaignPort(ctx), { callId: call!.id, try: 2 });
  const [contact] = await contactsOf(ctx, list.id);
  return { ...a, callId: call!.id, contactId: contact!.id };
}

const download = (number: string, cookie: string) =>
  fetch(`${url}/api/evidence/${encodeURIComponent(number)}.json`, { headers: { cookie } });

describe('the evidence pack of a number', () => {
  it("gives the owner the number's consent and do-not-call history and every dial with its record", async () => {
    const a = await calledOwner('evidence');
    await a.caller.consent.record({
      contactId: a.contactId,
      kind: 'revoked',
      capturedOn: '2026-03-12',
      note: 'Asked by phone',
    });
    await a.caller.doNotCall.add({ numbers: [NUMBER], source: 'manual' });
    await a.caller.doNotCall.remove({ numbers: [NUMBER], reason: 'Added to the wrong number' });

    const pack = await a.caller.evidence.pack({ number: '(214) 200-0001' });
    expect(pack.number).toBe(NUMBER);
    expect(pack.consent.events).toMatchObject([
      { kind: 'granted', source: 'upload', evidence: null },
      {
        kind: 'revoked',
        source: 'by hand',
        sourceDetail: 'Asked by phone',
        capturedAt: '2026-03-12T00:00:00.000Z',
        recordedBy: 'evidence user',
      },
    ]);
    expect(pack.consent.now).toMatchObject({ text: 'Consent revoked', consented: false });
    expect(pack.doNotCall).toEqual({
      listed: null,
      changes: [
        expect.objectContaining({ action: 'do-not-call added', actor: 'evidence user' }),
        expect.objectContaining({
          action: 'do-not-call removed',
          actor: 'evidence user',
          actorRole: 'owner',
          reason: 'Added to the wrong number',
        }),
      ],
    });
    expect(pack.dials.nextBefore).toBeNull();
    expect(pack.dials.records).toMatchObject([
      {
        decision: 'refused',
        refused_reason: 'outside calling hours',
        call_id: a.callId,
        phone_number: NUMBER,
        zones: [{ zone: 'America/Chicago', local: '2026-03-10 21:00 Tue' }],
        call: { id: a.callId, state: 'not-placed', notPlacedReason: 'outside calling hours' },
      },
      {
        // The first try's placed record is closed before the retry's decision: Retell had no call.
        decision: 'not-placed',
        refused_reason: 'an earlier dispatch try ended with no call at the provider',
        call_id: a.callId,
        zones: [{ zone: 'America/Chicago', local: '2026-03-10 20:59 Tue' }],
      },
      {
        decision: 'placed',
        refused_reason: null,
        call_id: a.callId,
        started_by: a.user.id,
        started_by_name: 'evidence user',
        agent_id: a.agentId,
        agent_name: 'evidence agent',
        number_count: 1,
        number_cap: 3,
        zones: [{ zone: 'America/Chicago', local: '2026-03-10 20:59 Tue' }],
        consent_basis: expect.stringContaining('consent claimed'),
        schedule: expect.objectContaining({ start: '08:00', end: '21:00' }),
        dnc_checked_at: expect.any(String),
      },
    ]);

    const response = await download(NUMBER, a.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename=evidence-${NUMBER}.json`,
    );
    const json = (await response.json()) as typeof pack;
    expect({ ...json, generatedAt: null }).toEqual({
      ...pack,
      generatedAt: null,
      dials: pack.dials.records,
    });
  });

  it('pages the dial records newest first', async () => {
    const a = await calledOwner('evidence-pages');
    const first = await dialsPageOf(ctx, a.user.accountId, NUMBER, null, 1);
    expect(first.records.map((r) => r.decision)).toEqual(['refused']);
    const second = await dialsPageOf(ctx, a.user.accountId, NUMBER, first.nextBefore, 1);
    expect(second.records.map((r) => r.decision)).toEqual(['not-placed']);
    const third = await dialsPageOf(ctx, a.user.accountId, NUMBER, second.nextBefore, 1);
    expect(third).toMatchObject({ records: [{ decision: 'placed' }], nextBefore: null });
  });

  it('refuses members, by the query and by the download', async () => {
    const owner = await signedInUser(ctx, 'evidence-owner');
    const member = await signedInMember(ctx, owner);
    const refused = await rejection(member.caller.evidence.pack({ number: NUMBER }));
    expect(refused).toMatchObject({ code: 'FORBIDDEN', message: EVIDENCE_MESSAGES.ownersOnly });
    const dials = await rejection(member.caller.evidence.dials({ number: NUMBER }));
    expect(dials.code).toBe('FORBIDDEN');
    const response = await download(NUMBER, member.cookie);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(EVIDENCE_MESSAGES.ownersOnly);
  });

  it('answers a number that is not one with the catalogued 400, never a 500', async () => {
    const owner = await signedInUser(ctx, 'evidence-bad');
    const bad = await rejection(owner.caller.evidence.pack({ number: 'not a number' }));
    expect(bad).toMatchObject({ code: 'BAD_REQUEST', message: EVIDENCE_MESSAGES.invalidNumber });
    for (const file of ['12.json', 'not-a-number.json', '%2B12142000001.csv']) {
      const response = await fetch(`${url}/api/evidence/${file}`, {
        headers: { cookie: owner.cookie },
      });
      expect(response.status, file).toBe(400);
    }
  });

  it("shows another account nothing of the first account's number", async () => {
    await calledOwner('evidence-first');
    const other = await signedInUser(ctx, 'evidence-other');
    const empty = await other.caller.evidence.pack({ number: NUMBER });
    expect(empty).toMatchObject({
      number: NUMBER,
      consent: { events: [], now: { text: 'No consent on record', eventId: null } },
      doNotCall: { listed: null, changes: [] },
      dials: { records: [], nextBefore: null },
    });
    await importAnyList(ctx, other.user.accountId, 1, { consent: true });
    const own = await other.caller.evidence.pack({ number: NUMBER });
    expect(own.consent.events).toHaveLength(1);
    expect(own.dials.records).toEqual([]);
    const response = await download(NUMBER, other.cookie);
    const json = (await response.json()) as { dials: unknown[] };
    expect(json.dials).toEqual([]);
  });
});
