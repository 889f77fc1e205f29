import { describe, expect, it } from 'vitest';
import { callingClockOf } from '../../../server/modules/campaigns/rounds/calling-clock';
import { openKeysOfList } from '../../../server/modules/campaigns/rounds/list-windows';
import { claimEligibleContacts } from '../../../server/modules/campaigns/rounds/rounds.repository';
import { LEAD_INTAKE_MESSAGES } from '../../../shared/lead-intake/lead-intake-messages';
import { INPUT_MESSAGES } from '../../../shared/validation/input-limits';
import { importList, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { intakeToken, postLead, refusal } from './lead-intake-fixtures';

const ctx = await createTestContext({ RATE_LIMIT_LEADS_PER_TOKEN_MINUTE: '100000' });
const { url } = await startTestServer(ctx);

const contactsOfList = (listId: string) =>
  ctx.db
    .selectFrom('contacts')
    .select(['id', 'phone_number', 'first_name', 'extra', 'status', 'window_key', 'zip'])
    .where('list_id', '=', listId)
    .orderBy('row_number')
    .execute();

const listRow = (listId: string) =>
  ctx.db
    .selectFrom('contact_lists')
    .select(['name', 'contact_count', 'account_id'])
    .where('id', '=', listId)
    .executeTakeFirstOrThrow();

type Accepted = { leadId: number; contactId: number; listId: string; merged: boolean };

describe('POST /api/v1/leads', () => {
  it('stores a lead in a new "Inbound leads" list with its zones, counted on the list', async () => {
    const owner = await signedInUser(ctx, 'first');
    const token = await intakeToken(owner);
    const res = await postLead(url, token, {
      phone: '(214) 555-0100',
      firstName: 'Dana',
      lastName: 'Reyes',
      address: '12 Elm St',
      zip: '75201',
      tags: ['Storm form'],
    });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as Accepted;
    expect(answer.merged).toBe(false);
    expect(answer.leadId).toBe(answer.contactId);
    expect(await listRow(answer.listId)).toMatchObject({
      name: 'Inbound leads',
      contact_count: 1,
      account_id: owner.user.accountId,
    });
    const [contact] = await contactsOfList(answer.listId);
    expect(contact).toMatchObject({
      id: answer.contactId,
      phone_number: '+12145550100',
      first_name: 'Dana',
      extra: { 'Last Name': 'Reyes', Address: '12 Elm St', ZIP: '75201' },
      status: 'Not Called',
      zip: '75201',
    });
    expect(contact!.window_key).toContain('America/Chicago');
    const keys = await ctx.db
      .selectFrom('list_window_keys')
      .select('window_key')
      .where('list_id', '=', answer.listId)
      .execute();
    expect(keys.map((k) => k.window_key)).toEqual([contact!.window_key]);
    const tags = await ctx.db
      .selectFrom('contact_tags')
      .select('tag')
      .where('contact_id', '=', answer.contactId)
      .execute();
    expect(tags).toEqual([{ tag: 'Storm form' }]);

    // The next lead without a listId goes to the same list.
    const second = (await (
      await postLead(url, token, { phone: '+12145550101' })
    ).json()) as Accepted;
    expect(second.listId).toBe(answer.listId);
    expect((await listRow(answer.listId)).contact_count).toBe(2);
  });

  it('records posted consent as a claim asserted by the token, with its evidence', async () => {
    const owner = await signedInUser(ctx, 'consent');
    const token = await intakeToken(owner, 'Storm landing page');
    const consent = {
      text: 'I agree to be called about a roof inspection.',
      pageUrl: 'https://roofs.example/inspect',
      at: '2026-03-09T15:04:05Z',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0',
      formId: 'inspect-v2',
    };
    const res = await postLead(url, token, { phone: '+12145550110', consent });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as Accepted;
    const events = await ctx.db
      .selectFrom('consent_events')
      .select([
        'kind',
        'source',
        'source_detail',
        'captured_at',
        'evidence',
        'claim_evidence',
        'list_id',
      ])
      .where('account_id', '=', owner.user.accountId)
      .execute();
    expect(events).toEqual([
      {
        kind: 'granted',
        source: 'api',
        source_detail: 'asserted by Storm landing page',
        captured_at: new Date('2026-03-09T15:04:05Z'),
        evidence: null,
        claim_evidence: { assertedBy: 'Storm landing page', ...consent },
        list_id: answer.listId,
      },
    ]);
    const record = await ctx.db
      .selectFrom('consent_records')
      .select(['granted', 'evidenced', 'consent_source'])
      .where('account_id', '=', owner.user.accountId)
      .where('phone_number', '=', '+12145550110')
      .executeTakeFirstOrThrow();
    // A claim: granted, never written evidence.
    expect(record).toEqual({
      granted: true,
      evidenced: false,
      consent_source: 'asserted by Storm landing page',
    });
    const [entry] = await owner.caller.consent.history({ contactId: answer.contactId });
    expect(entry).toMatchObject({
      source: 'api',
      sourceDetail: 'asserted by Storm landing page',
      evidence: null,
      claimEvidence: { assertedBy: 'Storm landing page', ...consent },
    });
  });

  it('a retry with the same Idempotency-Key gets the first answer and stores nothing more', async () => {
    const owner = await signedInUser(ctx, 'idem');
    const token = await intakeToken(owner);
    const body = { phone: '+12145550120', firstName: 'Ana' };
    const key = { 'idempotency-key': 'form-submission-1' };
    const first = await postLead(url, token, body, key);
    const again = await postLead(url, token, body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const answer = (await first.json()) as Accepted;
    expect(await again.json()).toEqual(answer);
    expect(await contactsOfList(answer.listId)).toHaveLength(1);
    expect((await listRow(answer.listId)).contact_count).toBe(1);

    const other = await postLead(url, token, { ...body, firstName: 'Other' }, key);
    expect(await refusal(other)).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: LEAD_INTAKE_MESSAGES.idempotencyKeyReused,
    });
    expect(await contactsOfList(answer.listId)).toHaveLength(1);
  });

  it('concurrent retries with one key make one contact', async () => {
    const owner = await signedInUser(ctx, 'idem-race');
    const token = await intakeToken(owner);
    const body = { phone: '+12145550125' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postLead(url, token, body, { 'idempotency-key': 'k-race' })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as Accepted[];
    expect(new Set(bodies.map((b) => b.contactId)).size).toBe(1);
    expect(await contactsOfList(bodies[0]!.listId)).toHaveLength(1);
  });

  it('a number already in the list merges: no second contact, blanks filled in', async () => {
    const owner = await signedInUser(ctx, 'merge');
    const token = await intakeToken(owner);
    const first = (await (
      await postLead(url, token, { phone: '214-555-0130', tags: ['A'] })
    ).json()) as Accepted;
    const res = await postLead(url, token, {
      phone: '+1 214 555 0130',
      firstName: 'Lee',
      city: 'Dallas',
      tags: ['B'],
    });
    expect(res.status).toBe(201);
    const merged = (await res.json()) as Accepted;
    expect(merged).toEqual({ ...first, merged: true });
    const contacts = await contactsOfList(first.listId);
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ first_name: 'Lee', extra: { City: 'Dallas' } });
    expect((await listRow(first.listId)).contact_count).toBe(1);
    const tags = await ctx.db
      .selectFrom('contact_tags')
      .select('tag')
      .where('contact_id', '=', first.contactId)
      .orderBy('tag')
      .execute();
    expect(tags.map((t) => t.tag)).toEqual(['A', 'B']);
  });

  it('a number on the do-not-call list is stored as Do Not Call', async () => {
    const owner = await signedInUser(ctx, 'dnc');
    await owner.caller.doNotCall.add({ numbers: ['+12145550140'] });
    const token = await intakeToken(owner);
    const answer = (await (await postLead(url, token, { phone: '2145550140' })).json()) as Accepted;
    const [contact] = await contactsOfList(answer.listId);
    expect(contact!.status).toBe('Do Not Call');
  });

  it('a lead posted into a running list is claimable by its next round', async () => {
    const owner = await signedInUser(ctx, 'running');
    const list = await importList(ctx, owner.user.accountId, 1);
    await owner.caller.dialer.start({ listId: list.id });
    const token = await intakeToken(owner);
    const res = await postLead(url, token, { phone: '+13125550150', listId: list.id });
    expect(res.status).toBe(201);
    const lead = (await res.json()) as Accepted;
    expect(lead.listId).toBe(list.id);
    // The round's own claim, rolled back so nothing is dialled.
    let claimed: number[] = [];
    const rolledBack = new Error('rolled back');
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        const open = await openKeysOfList(trx, list.id, callingClockOf(ctx).now());
        const picks = await claimEligibleContacts(trx, list.id, 10, new Date(), open, false);
        claimed = picks.map((c) => c.id);
        throw rolledBack;
      })
      .catch((error) => {
        if (error !== rolledBack) throw error;
      });
    expect(claimed).toContain(lead.contactId);
  });

  it("refuses another account's list with 404 and stores nothing", async () => {
    const owner = await signedInUser(ctx, 'mine');
    const stranger = await signedInUser(ctx, 'stranger');
    const theirs = await importList(ctx, stranger.user.accountId, 1);
    const token = await intakeToken(owner);
    const res = await postLead(url, token, { phone: '+12145550160', listId: theirs.id });
    expect(await refusal(res)).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: LEAD_INTAKE_MESSAGES.listNotFound,
    });
    expect(await contactsOfList(theirs.id)).toHaveLength(1);
    const mine = await ctx.db
      .selectFrom('contacts')
      .select('id')
      .where('account_id', '=', owner.user.accountId)
      .execute();
    expect(mine).toEqual([]);
  });

  it('refuses a bad body with 400 and the field messages', async () => {
    const owner = await signedInUser(ctx, 'bad');
    const token = await intakeToken(owner);
    const bad = await postLead(url, token, {
      firstName: 'No phone',
      consent: { text: 'yes', pageUrl: 'not a url' },
      favouriteColour: 'red',
    });
    const refused = await refusal(bad);
    expect(refused).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: LEAD_INTAKE_MESSAGES.invalidBody,
    });
    expect(refused.fieldErrors).toEqual({
      phone: [LEAD_INTAKE_MESSAGES.phoneRequired],
      'consent.pageUrl': ['Invalid URL'],
      favouriteColour: ['Unknown field'],
    });
    expect(await refusal(await postLead(url, token, { phone: '12' }))).toMatchObject({
      status: 400,
      fieldErrors: { phone: [LEAD_INTAKE_MESSAGES.phoneInvalid] },
    });
    expect(await refusal(await postLead(url, token, '{"phone":'))).toMatchObject({
      status: 400,
      message: INPUT_MESSAGES.invalidJson,
    });
    expect(await refusal(await postLead(url, token, { phone: 'a\u0000b' }))).toMatchObject({
      status: 400,
      fieldErrors: { phone: [INPUT_MESSAGES.controlCharacters] },
    });
    expect(await refusal(await postLead(url, token, '[1]'))).toMatchObject({ status: 400 });
    const tooLarge = await postLead(url, token, {
      phone: '+12145550170',
      address: 'x'.repeat(40_000),
    });
    expect(await refusal(tooLarge)).toMatchObject({
      status: 413,
      message: LEAD_INTAKE_MESSAGES.tooLarge,
    });
    const contacts = await ctx.db
      .selectFrom('contacts')
      .select('id')
      .where('account_id', '=', owner.user.accountId)
      .execute();
    expect(contacts).toEqual([]);
  });

  it('refuses a missing, unknown or revoked token with 401', async () => {
    const owner = await signedInUser(ctx, 'revoked');
    const token = await intakeToken(owner);
    const body = { phone: '+12145550180' };
    expect(await refusal(await postLead(url, null, body))).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
      message: LEAD_INTAKE_MESSAGES.tokenMissing,
      fieldErrors: null,
    });
    expect(await refusal(await postLead(url, `${token}x`, body))).toMatchObject({
      status: 401,
      message: LEAD_INTAKE_MESSAGES.tokenInvalid,
    });
    const [view] = await owner.caller.leadTokens.list();
    await owner.caller.leadTokens.revoke({ id: view!.id });
    expect(await refusal(await postLead(url, token, body))).toMatchObject({
      status: 401,
      message: LEAD_INTAKE_MESSAGES.tokenInvalid,
    });
    const contacts = await ctx.db
      .selectFrom('contacts')
      .select('id')
      .where('account_id', '=', owner.user.accountId)
      .execute();
    expect(contacts).toEqual([]);
  });

  it('500 concurrent posts lose nothing', async () => {
    const owner = await signedInUser(ctx, 'burst');
    const token = await intakeToken(owner);
    const phones = Array.from({ length: 500 }, (_, i) => `+1469555${String(i).padStart(4, '0')}`);
    const answers = await Promise.all(phones.map((phone) => postLead(url, token, { phone })));
    expect(answers.filter((r) => r.status !== 201)).toEqual([]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as Accepted[];
    const listId = bodies[0]!.listId;
    expect(new Set(bodies.map((b) => b.listId))).toEqual(new Set([listId]));
    const stored = await contactsOfList(listId);
    expect(stored.map((c) => c.phone_number).sort()).toEqual([...phones].sort());
    expect((await listRow(listId)).contact_count).toBe(500);
    const lists = await ctx.db
      .selectFrom('contact_lists')
      .select('id')
      .where('account_id', '=', owner.user.accountId)
      .execute();
    expect(lists).toHaveLength(1);
  }, 120_000);

  it('serves the OpenAPI document with the lead schema', async () => {
    const res = await fetch(`${url}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, { post: { responses: Record<string, unknown> } }>;
      components: {
        schemas: { Lead: { required: string[]; properties: Record<string, unknown> } };
      };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths['/leads']!.post.responses).sort()).toEqual([
      '201',
      '400',
      '401',
      '404',
      '409',
      '413',
      '429',
    ]);
    expect(doc.components.schemas.Lead.required).toEqual(['phone']);
    expect(Object.keys(doc.components.schemas.Lead.properties)).toContain('consent');
  });
});
