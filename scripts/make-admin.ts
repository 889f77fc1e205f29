/**
 * `npm run make-admin -- someone@example.com` grants admin rights (is_admin) to that user. Works
 * while `npm start` runs: it then uses the running database.
 */
import { createDb } from '../server/db/database';
import { setAdmin } from '../server/modules/auth/users.repository';
import { scriptDatabaseOrExit } from './lib/script-database';

const email = process.argv[2]?.trim();
if (!email) {
  console.error('Usage: npm run make-admin -- <email>');
  process.exit(1);
}

const database = await scriptDatabaseOrExit('make-admin', process.env);
let exitCode = 0;
try {
  const db = createDb(database.url, { max: 1 });
  try {
    if (await setAdmin(db, email, true)) {
      console.log(`[make-admin] ${email} is now an admin`);
    } else {
      console.error(`[make-admin] no user with the e-mail ${email}`);
      exitCode = 1;
    }
  } finally {
    await db.destroy();
  }
} finally {
  await database.stop();
}
process.exit(exitCode);
