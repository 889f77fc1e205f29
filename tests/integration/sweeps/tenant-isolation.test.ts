import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertKnowledgeRow } from '../../../server/modules/knowledge/knowledge.repository';
import { newWebhookSecret } from '../../../server/modules/webhooks/webhook-secrets';
import { importList, type SignedIn, signedInUser } from '../../helpers/dialer-fixtures';
import {
  type JsonSchema,
  type ProcedureInfo,
  routerProcedures,
  UUID_PATTERN,
  walkSchema,
} from '../../helpers/router-procedures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { addUser, callerFor } from '../teams/team-fixtures';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);

/** Procedures anyone may call signed out. Everything else must answer UNAUTHORIZED. */
const PUBLIC_PROCEDURES = [
  'auth.signUp',
  'auth.signIn',
  'auth.signOut',
  'auth.session',
  'auth.requestPasswordReset',
  'auth.resetPassword',
  'auth.resendVerification',
  'auth.verifyEmail',
  'auth.isAdmin',
  'teams.invitationInfo',
  'landing.config',
  'landing.demoCalls',
  'landing.testimonials',
  'landing.socialProof',
];

/** Procedures whose ids name data shared by every account on purpose: the landing page's content. */
const GLOBAL_BY_DESIGN: string[] = [
  'admin.updateDemoCall',
  'admin.deleteDemoCall',
  'admin.updateTestimonial',
  'admin.deleteTestimonial',
];

/** Account A's rows, by table. */
type World = {
  owner: SignedIn;
  listId: string;
  otherListId: string;
  invitationId: string;
  memberId: string;
  agentId: string;
  cardId: string;
  invoiceId: string;
  faqId: string;
  documentId: string;
  callId: string;
  appointmentId: string;
  stormAlertId: string;
  variantId: string;
  webhookEndpointId: string;
  webhookDeliveryId: string;
  acculynxDeliveryId: string;
  leadTokenId: string;
  salesRepId: string;
};

/**
 * How to call each id-taking procedure with account A's real ids. A procedure that takes an id
 * and has no entry here fails the sweep: add its fixture when you add the procedure.
 */
const FIXTURES: Record<string, (a: World) => unknown[]> = {
  'contacts.page': (a) => [{ listId: a.listId, page: 1, pageSize: 10 }],
  'contacts.updateDetails': (a) => [{ listId: a.listId, name: 'Taken over', description: 'x' }],
  'contacts.delete': (a) => [{ listId: a.listId }],
  'dialer.start': (a) => [{ listId: a.otherListId }],
  'dialer.pause': (a) => [{ listId: a.listId }],
  'dialer.resume': (a) => [{ listId: a.listId }],
  'dialer.stop': (a) => [{ listId: a.listId }],
  'dialer.readiness': (a) => [{ listId: a.listId }],
  'dialer.preview': (a) => [{ listId: a.listId }],
  'campaignSettings.get': (a) => [{ listId: a.listId }],
  'campaignSettings.schedule': (a) => [{ listId: a.listId }],
  'campaignSettings.saveSchedule': (a) => [{ listId: a.listId, schedule: null }],
  'consent.preview': (a) => [{ listId: a.listId }],
  'consent.setRequired': (a) => [{ listId: a.listId, required: true }],
  'campaignSettings.saveCallSettings': (a) => [
    {
      listId: a.listId,
      redial: { maxAttempts: 9, retryDelayMinutes: 5, retryStatuses: ['Dial No Answer'] },
    },
  ],
  'campaignSettings.saveGeneral': (a) => [{ listId: a.listId, name: 'Taken', description: '' }],
  'campaignSettings.useDefaults': (a) => [{ listId: a.listId }],
  'campaignSettings.saveVoice': (a) => [
    { listId: a.listId, voiceAgentId: null, callerNumber: null },
    { listId: null, voiceAgentId: a.agentId, callerNumber: null },
  ],
  'variants.get': (a) => [{ listId: a.listId }],
  'variants.results': (a) => [{ listId: a.listId, includeSimulated: true }],
  'variants.save': (a) => [
    {
      listId: a.listId,
      variants: [
        { agentId: a.agentId, weight: 1 },
        { agentId: a.agentId.replace(/.$/, (d) => (d === '0' ? '1' : '0')), weight: 1 },
      ],
    },
  ],
  'variants.stop': (a) => [{ listId: a.listId, variantId: a.variantId }],
  'variants.promote': (a) => [{ listId: a.listId, variantId: a.variantId }],
  'teams.resendInvitation': (a) => [{ invitationId: a.invitationId }],
  'teams.revokeInvitation': (a) => [{ invitationId: a.invitationId }],
  'teams.removeMember': (a) => [{ userId: a.memberId }, { userId: a.owner.user.id }],
  'agents.update': (a) => [{ id: a.agentId, agent: { name: 'Taken over' } }],
  'agents.retrySync': (a) => [{ id: a.agentId }],
  'phoneNumbers.setInboundAgent': (a) => [{ voiceAgentId: a.agentId }],
  'agents.setRetellWebhook': (a) => [{ id: a.agentId }],
  'agents.delete': (a) => [{ id: a.agentId }],
  'appointments.update': (a) => [
    {
      id: a.appointmentId,
      appointment: {
        title: 'Taken over',
        clientName: 'Intruder',
        startTime: '2030-01-01T10:00:00Z',
        endTime: '2030-01-01T11:00:00Z',
      },
    },
  ],
  'appointments.cancel': (a) => [{ id: a.appointmentId }],
  'agents.testCall': (a) => [{ agentId: a.agentId, fromNumber: null, toNumber: '+1 214 555 0123' }],
  'billing.removeCard': (a) => [{ cardId: a.cardId }],
  'billing.markInvoicePaid': (a) => [{ invoiceId: a.invoiceId }],
  'knowledge.saveFaq': (a) => [
    { id: a.faqId, title: 'Taken over', faqs: [{ question: 'q', answer: 'a' }] },
    { title: 'Borrowed agent', faqs: [{ question: 'q', answer: 'a' }], agentId: a.agentId },
  ],
  'knowledge.updateDocument': (a) => [
    { id: a.documentId, title: 'Taken over', agentId: null },
    { id: a.documentId, title: 'Taken over', agentId: a.agentId },
  ],
  'knowledge.delete': (a) => [{ id: a.faqId }, { id: a.documentId }],
  'callLogs.page': (a) => [{ filters: { listId: a.listId } }, { filters: { agentId: a.agentId } }],
  'callLogs.details': (a) => [{ callId: a.callId }],
  'callLogs.analytics': (a) => [{ agentId: a.agentId }],
  'callLogs.funnel': (a) => [{ scopes: [{ listId: a.listId }, { agentId: a.agentId }] }],
  'admin.users': (a) => [{ cursor: { createdAt: new Date().toISOString(), id: a.owner.user.id } }],
  'admin.setAdmin': (a) => [{ userId: a.owner.user.id, isAdmin: true }],
  'storm.stormOfList': (a) => [{ listId: a.listId }],
  'storm.dismissAlert': (a) => [{ alertId: a.stormAlertId }],
  'webhooks.rollSecret': (a) => [{ endpointId: a.webhookEndpointId }],
  'webhooks.updateEndpoint': (a) => [
    { endpointId: a.webhookEndpointId, url: 'https://sweep.invalid/taken', events: ['call.ended'] },
  ],
  'webhooks.removeEndpoint': (a) => [{ endpointId: a.webhookEndpointId }],
  'webhooks.enableEndpoint': (a) => [{ endpointId: a.webhookEndpointId }],
  'webhooks.deliveries': (a) => [{ endpointId: a.webhookEndpointId }],
  'webhooks.sendTestEvent': (a) => [{ endpointId: a.webhookEndpointId }],
  'webhooks.resend': (a) => [{ deliveryId: a.webhookDeliveryId }],
  'leadTokens.revoke': (a) => [{ id: a.leadTokenId }],
  'salesReps.update': (a) => [
    {
      id: a.salesRepId,
      rep: {
        name: 'Taken',
        phone: '+12145550188',
        timeZone: 'America/Chicago',
        days: [1],
        start: '09:00',
        end: '17:00',
      },
    },
  ],
  'salesReps.setEnabled': (a) => [{ id: a.salesRepId, enabled: false }],
  'salesReps.remove': (a) => [{ id: a.salesRepId }],
  'acculynx.resend': (a) => [{ deliveryId: a.acculynxDeliveryId }],
  'teams.changeRole': (a) => [
    { userId: a.memberId, role: 'owner' },
    { userId: a.owner.user.id, role: 'member' },
  ],
};

let world: World;
let tables: { table: string; filter: string }[];

beforeAll(async () => {
  const owner = await signedInUser(ctx, 'alpha');
  const list = await importList(ctx, owner.user.accountId, 6);
  const otherList = await importList(ctx, owner.user.accountId, 3);
  await owner.caller.campaignSettings.saveCallSettings({
    listId: list.id,
    redial: { maxAttempts: 4, retryDelayMinutes: 30, retryStatuses: ['Reached Voicemail'] },
  });
  await owner.caller.dialer.start({ listId: list.id });
  await owner.caller.dialer.pause({ listId: list.id });
  const member = await addUser(ctx, owner.user.accountId, 'member');
  const { invitationId } = await callerFor(ctx, owner.user).teams.invite({
    email: 'alpha-invitee@example.test',
    role: 'member',
  });
  const agent = await callerFor(ctx, owner.user).agents.create({ agent: { name: 'Alpha agent' } });
  const appointment = await callerFor(ctx, owner.user).appointments.create({
    appointment: {
      title: 'Alpha inspection',
      clientName: 'Alpha client',
      startTime: '2030-01-01T10:00:00Z',
      endTime: '2030-01-01T11:00:00Z',
    },
  });
  await callerFor(ctx, owner.user).storm.connectHailProvider({
    provider: 'hailrecon',
    apiKey: 'alpha-hailrecon-key',
  });
  const card = await owner.caller.billing.saveCard({
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cardName: 'Alpha Owner',
  });
  await owner.caller.billing.choosePlan({ planId: 'starter' });
  const [invoice] = (await owner.caller.billing.overview()).invoices;
  const faq = await owner.caller.knowledge.saveFaq({
    title: 'Alpha FAQ',
    faqs: [{ question: 'Alpha question?', answer: 'Alpha answer.' }],
    agentId: agent.id,
  });
  const document = await insertKnowledgeRow(
    ctx.db,
    { account_id: owner.user.accountId, title: 'Alpha document', type: 'pdf', file_name: 'a.pdf' },
    Buffer.from('%PDF-1.4 alpha'),
  );
  const contact = await ctx.db
    .selectFrom('contacts')
    .select('id')
    .where('list_id', '=', list.id)
    .orderBy('row_number')
    .executeTakeFirstOrThrow();
  const call = await ctx.db
    .insertInto('calls')
    .values({
      account_id: owner.user.accountId,
      list_id: list.id,
      contact_id: contact.id,
      attempt: 1,
      round_seq: 1,
      state: 'ended',
      outcome: 'Completed',
      provider: 'simulated',
      voice_agent_id: agent.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stormAlert = await ctx.db
    .insertInto('storm_alerts')
    .values({
      account_id: owner.user.accountId,
      storm_key: 'ncei-episode-1',
      storm_day: '2026-05-20',
      lat: 33.02,
      lon: -96.7,
      storm: JSON.stringify({ date: '2026-05-20', sizeInches: 1.75, city: 'Plano, TX' }),
      contacts: 30,
      message: 'Alpha storm alert',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const variant = await ctx.db
    .insertInto('list_variants')
    .values({
      account_id: owner.user.accountId,
      list_id: list.id,
      voice_agent_id: agent.id,
      weight: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const webhook = await alphaWebhook(owner.user.accountId);
  const leadToken = await owner.caller.leadTokens.create({ name: 'Alpha form' });
  const salesRep = await owner.caller.salesReps.add({
    name: 'Alpha rep',
    phone: '+12145550177',
    timeZone: 'America/Chicago',
    days: [1, 2, 3, 4, 5],
    start: '09:00',
    end: '17:00',
  });
  world = {
    leadTokenId: leadToken.token.id,
    salesRepId: salesRep.id,
    variantId: variant.id,
    ...webhook,
    stormAlertId: stormAlert.id,
    agentId: agent.id,
    cardId: card.id,
    invoiceId: invoice!.id,
    faqId: faq.id,
    documentId: document.id,
    callId: call.id,
    appointmentId: appointment.id,
    owner,
    listId: list.id,
    otherListId: otherList.id,
    invitationId,
    memberId: member.id,
  };
  tables = await accountScopedTables();
});

/**
 * An endpoint (inserted: its URL would not resolve here), one delivery of account A and one
 * failed AccuLynx write-back.
 */
async function alphaWebhook(accountId: string) {
  const id = randomUUID();
  const secret = newWebhookSecret(ctx.config, id);
  await ctx.db
    .insertInto('webhook_endpoints')
    .values({
      id,
      account_id: accountId,
      url: 'https://alpha.example/hooks',
      events: ['call.ended'],
      secret_key_id: secret.keyId,
      secret_ciphertext: secret.ciphertext,
      previous_secret_key_id: null,
      previous_secret_ciphertext: null,
      previous_secret_until: null,
      disabled_at: null,
      failing_since: null,
    })
    .execute();
  const delivery = await ctx.db
    .insertInto('webhook_deliveries')
    .values({
      account_id: accountId,
      endpoint_id: id,
      event: 'call.ended',
      body: '{}',
      response_code: 200,
      duration_ms: 5,
      last_error: null,
      next_attempt_at: null,
      queued_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const writeback = await ctx.db
    .insertInto('webhook_deliveries')
    .values({
      account_id: accountId,
      destination: 'acculynx',
      event: 'call.analyzed',
      body: '{}',
      status: 'failed',
      response_code: 404,
      duration_ms: 5,
      last_error: null,
      next_attempt_at: null,
      queued_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    webhookEndpointId: id,
    webhookDeliveryId: delivery.id,
    acculynxDeliveryId: writeback.id,
  };
}

/** Every table that holds account data, found from the schema (a new table is covered too). */
async function accountScopedTables() {
  const { rows } = await sql<{ table_name: string; columns: string[] }>`
    select table_name, array_agg(column_name::text) as columns
    from information_schema.columns
    where table_schema = 'public' and column_name in ('account_id', 'user_id')
    group by table_name order by table_name`.execute(ctx.db);
  return rows.map(({ table_name, columns }) => ({
    table: table_name,
    filter: columns.includes('account_id')
      ? 'account_id = $1'
      : 'user_id in (select id from users where account_id = $1)',
  }));
}

/** All of account A's rows, in a stable order, as text. */
async function snapshotOfA(): Promise<string> {
  const accountId = world.owner.user.accountId;
  const parts: string[] = [];
  for (const { table, filter } of [...tables, { table: 'accounts', filter: 'id = $1' }]) {
    const where = sql.raw(filter.replace('$1', `'${accountId}'`));
    const { rows } = await sql`select * from ${sql.table(table)} where ${where} order by 1`.execute(
      ctx.db,
    );
    parts.push(`${table}: ${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The ids an input carries, found by their format. */
function idsIn(value: unknown): string[] {
  if (typeof value === 'string') return UUID_PATTERN.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(idsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(idsIn);
  return [];
}

function takesIds(procedure: ProcedureInfo): boolean {
  let found = false;
  if (procedure.input) {
    walkSchema(procedure.input, (node: JsonSchema) => {
      if (node.format === 'uuid') found = true;
    });
  }
  return found;
}

async function call(procedure: ProcedureInfo, input: unknown, cookie?: string) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (procedure.type === 'mutation') {
    const res = await fetch(`${url}/trpc/${procedure.path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(input ?? {}),
    });
    return { status: res.status, body: await res.text() };
  }
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const aborter = new AbortController();
  const res = await fetch(`${url}/trpc/${procedure.path}${query}`, {
    headers,
    signal: aborter.signal,
  });
  if (procedure.type === 'query') return { status: res.status, body: await res.text() };
  const reader = res.body!.getReader();
  let body = '';
  // Bounded: a stream that never answers fails this read instead of hanging the sweep.
  const timer = setTimeout(() => aborter.abort(new Error('no answer on the stream')), 10_000);
  while (!/event: serialized-error|^data:/m.test(body)) {
    const { value, done } = await reader.read();
    if (done) break;
    body += new TextDecoder().decode(value);
  }
  clearTimeout(timer);
  aborter.abort();
  return { status: res.status, body };
}

const procedures = routerProcedures();

describe('tenant isolation sweep, built from the router', () => {
  it('every procedure is either public by name or refuses the signed-out', async () => {
    const answeredSignedOut: string[] = [];
    for (const procedure of procedures) {
      const input = FIXTURES[procedure.path]?.(world)[0];
      const { status, body } = await call(procedure, input);
      const refused = status === 401 || body.includes('"code":"UNAUTHORIZED"');
      if (!refused) answeredSignedOut.push(procedure.path);
    }
    expect(answeredSignedOut.sort()).toEqual([...PUBLIC_PROCEDURES].sort());
  });

  it('every procedure that takes an id has a fixture, and every fixture names rows of A', async () => {
    const before = await snapshotOfA();
    const idTaking = procedures.filter(takesIds).map((p) => p.path);
    const missing = idTaking.filter(
      (path) => !(path in FIXTURES) && !GLOBAL_BY_DESIGN.includes(path),
    );
    expect(missing).toEqual([]);
    for (const [path, fixture] of Object.entries(FIXTURES)) {
      expect(idTaking, `${path} is in FIXTURES but takes no id`).toContain(path);
      for (const input of fixture(world)) {
        const ids = idsIn(input);
        expect(
          ids.some((id) => before.includes(id)),
          `${path}: the fixture names none of A's rows`,
        ).toBe(true);
      }
    }
  });

  it("account B neither reads nor changes A's rows through any procedure", async () => {
    let covered = 0;
    for (const procedure of procedures) {
      covered++;
      const inputs = FIXTURES[procedure.path]?.(world) ?? [undefined];
      for (const input of inputs) {
        const intruder = await signedInUser(ctx, 'bravo');
        const before = await snapshotOfA();
        const { body } = await call(procedure, input, intruder.cookie);
        const after = await snapshotOfA();
        expect(after, `${procedure.path} changed A's rows`).toBe(before);
        const given = new Set(idsIn(input));
        const leaked = (before.match(UUIDS) ?? []).filter(
          (id) => !given.has(id) && body.includes(id),
        );
        expect(leaked, `${procedure.path} returned A's ids`).toEqual([]);
        expect(body).not.toContain(world.owner.user.email);
        expect(body).not.toContain('alpha-invitee@example.test');
      }
    }
    expect(covered).toBe(procedures.length);
    // Two snapshots of every account table per procedure: it grows with the router.
  }, 120_000);
});
