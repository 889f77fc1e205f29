import type { AppDeps } from '../../../deps';
import { type Anchor, appendAnchor } from './anchor-file';
import { anchorMail } from './anchor-mail';

/**
 * Recurring (daily): appends each account's chain head to its anchor file
 * (`<DIAL_RECORD_ANCHOR_DIR>/<account id>.jsonl`) and mails the same line to its owners, who keep
 * it outside the database. A re-run appends the head again: anchors only ever add lines.
 */
export async function anchorDialRecords(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  now: Date = new Date(),
): Promise<number> {
  const heads = await deps.db
    .selectFrom('dial_record_heads')
    .select(['account_id', 'seq', 'row_hash'])
    .where('seq', '>', 0)
    .orderBy('account_id')
    .execute();
  for (const head of heads) {
    const anchor: Anchor = { ...head, anchored_at: now.toISOString() };
    await appendAnchor(deps.config.dialRecords.anchorDir, anchor);
    const owners = await deps.db
      .selectFrom('users')
      .select('email')
      .where('account_id', '=', head.account_id)
      .where('role', '=', 'owner')
      .execute();
    for (const owner of owners) await deps.mailer.send(anchorMail(owner.email, anchor));
  }
  return heads.length;
}
