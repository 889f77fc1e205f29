import pg from 'pg';

/** The role migration 0075 creates for the application (it may not alter the dial record). */
export const APP_ROLE = 'stormdialer_app';

/**
 * Lets the application connect as its own role rather than as the owner in `ownerUrl`: gives the
 * role `password` (password-authenticated servers such as the embedded one need it) and answers
 * the env that makes the API and worker use it. Answers the reason instead when the owner may not
 * change roles, so the launcher can say that the app runs as the owner.
 */
export async function appRoleEnv(
  ownerUrl: string,
  password: string,
): Promise<{ env: Record<string, string> } | { reason: string }> {
  const client = new pg.Client({ connectionString: ownerUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ statement: string }>(
      'select format($$alter role %I login password %L$$, $1::text, $2::text) as statement',
      [APP_ROLE, password],
    );
    await client.query(rows[0]!.statement);
    return { env: { DATABASE_APP_USER: APP_ROLE, DATABASE_APP_PASSWORD: password } };
  } catch (error) {
    return { reason: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}
