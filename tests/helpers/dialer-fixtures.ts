import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Request, Response } from 'express';
import { signAccessToken } from '../../server/auth/access-token';
import type { SessionUser } from '../../server/auth/session-user';
import { insertSession } from '../../server/modules/auth/sessions.repository';
import { importContactsCsv } from '../../server/modules/campaigns/lists/import-contacts.service';
import { runDueRounds } from '../../server/modules/campaigns/rounds/dial-round.service';
import { appRouter } from '../../server/router';
import { createCallerFactory } from '../../server/trpc';
import type { ListSummary } from '../../shared/dialer/list-summary';
import type { AccountEvent } from '../../shared/events';
import { type RunningWorkers, startWorkers } from '../../worker/start-workers';
import { stopBeforeContextCloses, type TestContext } from './test-context';
import { waitFor } from './wait-for';

export { waitFor };

const createCaller = createCallerFactory(appRouter);

export type SignedIn = {
  user: SessionUser;
  caller: ReturnType<typeof createCaller>;
  /** `Cookie` header value for HTTP requests as this user. */
  cookie: string;
};

/** A fresh account with one owner and a live session, inserted directly. */
export async function signedInUser(
  ctx: TestContext,
  label = 'owner',
  options: { isAdmin?: boolean } = {},
): Promise<SignedIn> {
  const isAdmin = options.isAdmin ?? false;
  const account = await ctx.db
    .insertInto('accounts')
    .values({ name: `${label} Roofing` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await ctx.db
    .insertInto('users')
    .values({
      account_id: account.id,
      role: 'owner',
      email: `${label}-${randomUUID().slice(0, 8)}@example.test`,
      name: `${label} user`,
      password_hash: 'not-a-real-hash',
      is_admin: isAdmin,
    })
    .returning(['id', 'email', 'name'])
    .executeTakeFirstOrThrow();
  const sessionId = await insertSession(ctx.db, row.id);
  const user: SessionUser = {
    id: row.id,
    sessionId,
    accountId: account.id,
    role: 'owner',
    email: row.email,
    name: row.name,
    avatarUrl: null,
    isAdmin,
    emailVerified: true,
  };
  const { token } = await signAccessToken(
    { userId: row.id, sessionId },
    ctx.config.auth.jwtSecret,
    900,
  );
  const caller = createCaller({ deps: ctx, req: {} as Request, res: {} as Response, user });
  return { user, caller, cookie: `sd_access=${token}` };
}

/** A member (not owner) of `owner`'s account with a live session. */
export async function signedInMember(ctx: TestContext, owner: SignedIn): Promise<SignedIn> {
  const row = await ctx.db
    .insertInto('users')
    .values({
      account_id: owner.user.accountId,
      role: 'member',
      email: `member-${randomUUID().slice(0, 8)}@example.test`,
      name: 'member user',
      password_hash: 'not-a-real-hash',
    })
    .returning(['id', 'email', 'name'])
    .executeTakeFirstOrThrow();
  const sessionId = await insertSession(ctx.db, row.id);
  const user: SessionUser = { ...owner.user, ...row, sessionId, role: 'member' };
  const { token } = await signAccessToken(
    { userId: row.id, sessionId },
    ctx.config.auth.jwtSecret,
    900,
  );
  const caller = createCaller({ deps: ctx, req: {} as Request, res: {} as Response, user });
  return { user, caller, cookie: `sd_access=${token}` };
}

/** A contact-list CSV with `count` rows (phone, first_name, city; with `consent`, a consent column saying yes). */
export function contactsCsv(
  count: number,
  options: { delimiter?: string; consent?: boolean } = {},
): string {
  const d = options.delimiter ?? ',';
  const consent = options.consent ? `${d}consent` : '';
  const lines = [`phone${d}first_name${d}city${consent}`];
  for (let i = 1; i <= count; i++) {
    lines.push(`+1214${2_000_000 + i}${d}Name${i}${d}City${i}${options.consent ? `${d}yes` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Imports a list of `count` contacts straight through the service (no HTTP). */
export async function importList(
  ctx: TestContext,
  accountId: string,
  count: number,
  options: { consent?: boolean } = {},
): Promise<ListSummary> {
  const result = await importContactsCsv(ctx, {
    accountId,
    fileName: 'contacts.csv',
    bytes: Buffer.from(contactsCsv(count, options)),
  });
  if (!result.ok) throw new Error(result.message);
  return result.list;
}

/** Real BullMQ workers in this process, closed after the file. */
export async function runWorkers(ctx: TestContext): Promise<RunningWorkers> {
  const running = await startWorkers(ctx);
  stopBeforeContextCloses(ctx, () => running.close());
  return running;
}

/** Runs every planned round now, even one planned for later (no workers needed); returns calls placed. */
export function runPlannedRounds(ctx: TestContext): Promise<number> {
  return runDueRounds(ctx, new Date(Date.now() + 24 * 3_600_000));
}

/**
 * Waits until the dialer is at rest: two sweeps have started since the call (so one ran entirely
 * after it) and the dialer queue holds no job but its recurring jobs' next runs. Whatever a late round, outcome
 * or sweep would dial has been dialled by then.
 */
export async function untilDialerAtRest(ctx: TestContext): Promise<void> {
  const queue = ctx.queues.get('dialer');
  const sweeps = async () =>
    (await queue.getJobSchedulers()).find((s) => s.key === 'dialer-sweep')?.iterationCount ?? 0;
  const before = await sweeps();
  await waitFor(
    async () => {
      if ((await sweeps()) < before + 2) return false;
      const { active, waiting, prioritized, delayed } = await queue.getJobCounts(
        'active',
        'waiting',
        'prioritized',
        'delayed',
      );
      const recurring = (await queue.getJobSchedulers()).length;
      return active === 0 && waiting === 0 && prioritized === 0 && (delayed ?? 0) <= recurring;
    },
    { what: 'the dialer to come to rest' },
  );
}

export async function listState(ctx: TestContext, listId: string) {
  const row = await ctx.db
    .selectFrom('contact_lists')
    .select(['state', 'round_seq', 'next_run_at'])
    .where('id', '=', listId)
    .executeTakeFirstOrThrow();
  return row;
}

export function waitForState(
  ctx: TestContext,
  listId: string,
  states: string[],
  timeoutMs?: number,
) {
  return waitFor(
    async () => {
      const { state } = await listState(ctx, listId);
      return states.includes(state) ? state : null;
    },
    { timeoutMs, what: `list state ${states.join('/')}` },
  );
}

/** A campaign's call rows (which always have a contact and a round). */
export async function callsOf(ctx: TestContext, listId: string) {
  const rows = await ctx.db
    .selectFrom('calls')
    .selectAll()
    .where('list_id', '=', listId)
    .orderBy('started_at')
    // Calls of one round start together: the contact's file order breaks the tie.
    .orderBy('contact_id')
    .orderBy('attempt')
    .execute();
  return rows.map((row) => ({
    ...row,
    list_id: listId,
    contact_id: row.contact_id!,
    round_seq: row.round_seq!,
  }));
}

export function contactsOf(ctx: TestContext, listId: string) {
  return ctx.db
    .selectFrom('contacts')
    .selectAll()
    .where('list_id', '=', listId)
    .orderBy('row_number')
    .execute();
}

/** Sets the account defaults directly (1..10 attempts, 5..1440 minutes). */
export async function setDefaults(
  ctx: TestContext,
  accountId: string,
  values: { max_attempts?: number; retry_delay_minutes?: number; retry_statuses?: string[] },
) {
  if (Object.keys(values).length === 0) return;
  await ctx.db
    .insertInto('campaign_defaults')
    .values({ account_id: accountId, ...values })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
    .execute();
}

/** Every event published to the account so far, read back from its stream. */
export async function eventsOf(ctx: TestContext, accountId: string): Promise<AccountEvent[]> {
  const key = `${ctx.config.redis.queuePrefix}:events:account:${accountId}`;
  const entries = await ctx.redis.xrange(key, '-', '+');
  return entries.map(([, fields]) => JSON.parse(fields[1]!) as AccountEvent);
}

/** The most calls of the list that were in flight at the same moment. */
export function maxConcurrent(calls: { started_at: Date; ended_at: Date | null }[]): number {
  const points = calls.flatMap((call) => [
    { at: call.started_at.getTime(), delta: 1 },
    { at: (call.ended_at ?? new Date(8.64e15)).getTime(), delta: -1 },
  ]);
  points.sort((a, b) => a.at - b.at || a.delta - b.delta);
  let current = 0;
  let max = 0;
  for (const point of points) {
    current += point.delta;
    max = Math.max(max, current);
  }
  return max;
}

/** A worker process (`worker/main.ts`) on the test's database and queues. */
export function spawnWorkerProcess(ctx: TestContext): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'worker/main.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { ...process.env, ...ctx.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  stopBeforeContextCloses(ctx, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  });
  return child;
}

/** Every contact of the list missed its first call at `at` and is due again `retryAfterMs` later. */
export async function markAwaitingRetry(
  ctx: TestContext,
  listId: string,
  at: Date,
  retryAfterMs: number,
): Promise<void> {
  await ctx.db
    .updateTable('contacts')
    .set({
      status: 'Dial No Answer',
      attempts: 1,
      last_attempt_at: at,
      next_eligible_at: new Date(at.getTime() + retryAfterMs),
    })
    .where('list_id', '=', listId)
    .execute();
}
