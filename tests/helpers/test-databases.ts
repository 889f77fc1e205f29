import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';

export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

async function withAdmin<T>(baseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrlFor(baseUrl, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates and migrates a template database that each test file clones. */
export async function createTemplateDatabase(baseUrl: string): Promise<string> {
  const name = uniqueName('sd_tpl');
  await withAdmin(baseUrl, (c) => c.query(`create database "${name}"`));
  const db = createDb(databaseUrlFor(baseUrl, name), { max: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return name;
}

export async function cloneDatabase(baseUrl: string, template: string): Promise<string> {
  const name = uniqueName('sd_t');
  for (let attempt = 0; ; attempt++) {
    try {
      await withAdmin(baseUrl, (c) => c.query(`create database "${name}" template "${template}"`));
      return databaseUrlFor(baseUrl, name);
    } catch (error) {
      // Two clones of one template at the same instant can collide; try again shortly.
      if (attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  await withAdmin(baseUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
}
