import { insertKnowledgeRow } from '../../../server/modules/knowledge/knowledge.repository';
import { importList, type SignedIn } from '../../helpers/dialer-fixtures';
import { UUID_PATTERN } from '../../helpers/router-procedures';
import { withValueAt } from '../../helpers/schema-sample';
import type { TestContext } from '../../helpers/test-context';
import { addUser } from '../teams/team-fixtures';

/**
 * Real rows of the user's account, so an input's ids name something and its text reaches the
 * service and the database. Returned as plain ids: which field takes which is found by trying.
 */
export async function seedAccount(ctx: TestContext, owner: SignedIn): Promise<string[]> {
  const { caller, user } = owner;
  const list = await importList(ctx, user.accountId, 3);
  const member = await addUser(ctx, user.accountId, 'member');
  const { invitationId } = await caller.teams.invite({
    email: `invitee-${list.id.slice(0, 8)}@example.test`,
    role: 'member',
  });
  const agent = await caller.agents.create({ agent: { name: 'Sweep agent' } });
  const appointment = await caller.appointments.create({
    appointment: {
      title: 'Sweep inspection',
      clientName: 'Sweep client',
      startTime: '2030-01-01T10:00:00Z',
      endTime: '2030-01-01T11:00:00Z',
    },
  });
  const card = await caller.billing.saveCard({
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cardName: 'Sweep Owner',
  });
  const faq = await caller.knowledge.saveFaq({
    title: 'Sweep FAQ',
    faqs: [{ question: 'Sweep question?', answer: 'Sweep answer.' }],
  });
  const document = await insertKnowledgeRow(
    ctx.db,
    { account_id: user.accountId, title: 'Sweep document', type: 'pdf', file_name: 's.pdf' },
    Buffer.from('%PDF-1.4 sweep'),
  );
  return [
    list.id,
    agent.id,
    faq.id,
    document.id,
    appointment.id,
    invitationId,
    member.id,
    card.id,
    user.id,
  ];
}

type Keys = (string | number)[];

/** Where the ids are in a sample input, found by their format. */
export function idPaths(value: unknown, at: Keys = []): Keys[] {
  if (typeof value === 'string') return UUID_PATTERN.test(value) ? [at] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    idPaths(child, [...at, Array.isArray(value) ? Number(key) : key]),
  );
}

type Answer = { status: number; body: string };
type Probe = (input: unknown) => Promise<Answer>;

/** The fields a refusal names (`fieldErrors`), or none. */
function refusedFields(body: string): string[] {
  try {
    const parsed = JSON.parse(body) as { error?: { data?: { fieldErrors?: object | null } } };
    return Object.keys(parsed.error?.data?.fieldErrors ?? {});
  } catch {
    return [];
  }
}

/**
 * Values that make the service accept `input`, by their place in it: each id is given the first of
 * `ids` not answered NOT_FOUND, and each field the service refuses (rules beyond the schema) the
 * first of `candidates` it accepts.
 */
export async function acceptedValues(
  input: unknown,
  ids: string[],
  candidates: unknown[],
  probe: Probe,
): Promise<Map<string, unknown>> {
  const values = new Map<string, unknown>();
  let current = input;
  const settle = async (keys: Keys, options: unknown[], refused: (answer: Answer) => boolean) => {
    for (const option of options) {
      const tried = withValueAt(current, keys, option);
      if (!refused(await probe(tried))) {
        current = tried;
        values.set(keys.join('.'), option);
        return;
      }
    }
  };
  const settleFields = async () => {
    const refusal = await probe(current);
    if (refusal.status !== 400) return;
    for (const field of refusedFields(refusal.body)) {
      await settle([field], candidates, (answer) => refusedFields(answer.body).includes(field));
    }
    if (refusedFields(refusal.body).length > 0) return;
    // A refusal that names no field: each plain text field in turn, until it is no refusal.
    for (const [key, value] of Object.entries(current as Record<string, unknown>)) {
      if (typeof value !== 'string' || UUID_PATTERN.test(value)) continue;
      await settle([key], candidates, (answer) => answer.status === 400);
    }
  };
  // Fields first (an id is only tried once the rest passes), then ids, then fields that only
  // the real row checks.
  await settleFields();
  for (const keys of idPaths(input)) {
    await settle(keys, ids, (answer) => answer.body.includes('NOT_FOUND'));
  }
  await settleFields();
  return values;
}

/** `input` with the accepted values in their places, except at `skip` (the field under test). */
export function withValues(input: unknown, values: Map<string, unknown>, skip: Keys): unknown {
  let filled = input;
  for (const [path, value] of values) {
    if (path === skip.join('.')) continue;
    const keys = path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
    filled = withValueAt(filled, keys, value);
  }
  return filled;
}
