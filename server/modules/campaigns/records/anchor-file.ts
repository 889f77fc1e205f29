import { appendFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One line of an account's anchor file: its chain head when the anchor was taken. */
export type Anchor = { account_id: string; seq: number; row_hash: string; anchored_at: string };

const SUFFIX = '.jsonl';

/** The account's anchor file: one JSON line per anchor, appended, never rewritten. */
export function anchorPath(dir: string, accountId: string): string {
  return join(dir, `${accountId}${SUFFIX}`);
}

export async function appendAnchor(dir: string, anchor: Anchor): Promise<string> {
  await mkdir(dir, { recursive: true });
  const path = anchorPath(dir, anchor.account_id);
  await appendFile(path, `${JSON.stringify(anchor)}\n`, { mode: 0o600 });
  return path;
}

/** The latest anchor of each account with a file in `dir` (none: an empty map). */
export async function latestAnchors(dir: string): Promise<Map<string, Anchor>> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const latest = new Map<string, Anchor>();
  for (const name of names.filter((n) => n.endsWith(SUFFIX))) {
    const lines = (await readFile(join(dir, name), 'utf8')).split('\n').filter(Boolean);
    const last = lines.at(-1);
    if (!last) continue;
    const anchor = JSON.parse(last) as Anchor;
    latest.set(anchor.account_id, anchor);
  }
  return latest;
}
