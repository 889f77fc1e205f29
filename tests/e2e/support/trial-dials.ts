import { readFileSync } from 'node:fs';
import pg from 'pg';
import { e2eEnvFile } from './e2e-env';

/** The environment of the e2e server on `port` (its database). */
export function serverEnv(port: string): Record<string, string> {
  return JSON.parse(readFileSync(e2eEnvFile(port), 'utf8')) as Record<string, string>;
}

/** The simulated server's port and the real-calls server's (VOICE_PROVIDER=retell, the next one). */
export const simulatedPort = () => process.env.E2E_PORT ?? '4310';
export const realCallsPort = () => String(Number(simulatedPort()) + 1);

/**
 * Placed Retell calls of the account this period (its real dials so far), all to the first contact
 * of the one list it has uploaded so far (a list of its past calls, not the one dialled next).
 */
export async function seedRetellDials(port: string, email: string, count: number): Promise<void> {
  const db = new pg.Client({ connectionString: serverEnv(port).DATABASE_URL });
  await db.connect();
  try {
    const { rowCount } = await db.query(
      `insert into calls (account_id, list_id, contact_id, attempt, round_seq, state, outcome,
         provider, started_at, ended_at)
       select c.account_id, c.list_id, c.id, 100 + g, 0, 'ended', 'Dial No Answer', 'retell',
         now(), now()
       from users u join contacts c on c.account_id = u.account_id,
         generate_series(1, $2::int) g
       where u.email = $1 and c.row_number = 1`,
      [email, count],
    );
    if (rowCount !== count) throw new Error(`seeded ${rowCount} dials, not ${count}`);
  } finally {
    await db.end();
  }
}

/** Retell calls the account placed after the seeded ones (attempts under 100). */
export async function placedRetellCalls(port: string, email: string): Promise<number> {
  const db = new pg.Client({ connectionString: serverEnv(port).DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from calls k join users u on u.account_id = k.account_id
       where u.email = $1 and k.provider = 'retell' and k.attempt < 100 and k.state <> 'not-placed'`,
      [email],
    );
    return rows[0]!.n;
  } finally {
    await db.end();
  }
}
