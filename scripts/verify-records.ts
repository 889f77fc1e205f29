/**
 * `npm run verify-records [-- --anchors <dir>]` recomputes every account's dial record chain and
 * judges it against the latest anchor in the directory (default DIAL_RECORD_ANCHOR_DIR, else
 * ./.data/anchors). One line per finding, naming the account and the row; exit code 1 on any.
 */
import { createDb } from '../server/db/database';
import { DEFAULT_ANCHOR_DIR } from '../server/env';
import { reportLines, verifyRecords } from '../server/modules/campaigns/records/verify-records';
import { scriptDatabaseOrExit } from './lib/script-database';

const flag = process.argv.indexOf('--anchors');
const anchorDir =
  (flag >= 0 ? process.argv[flag + 1] : undefined) ??
  process.env.DIAL_RECORD_ANCHOR_DIR ??
  DEFAULT_ANCHOR_DIR;

const database = await scriptDatabaseOrExit('verify-records', process.env);
let exitCode = 0;
try {
  const db = createDb(database.url, { max: 1 });
  try {
    const report = await verifyRecords(db, anchorDir);
    for (const line of reportLines(report)) console.log(`[verify-records] ${line}`);
    if (report.findings.length > 0) exitCode = 1;
  } finally {
    await db.destroy();
  }
} finally {
  await database.stop();
}
process.exit(exitCode);
