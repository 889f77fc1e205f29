/** `npm run make-admin -- someone@example.com` grants admin rights (is_admin) to that user. */
import { createDb } from '../server/db/database';
import { loadConfig } from '../server/env';
import { setAdmin } from '../server/modules/auth/users.repository';
import { startLocalServices } from './lib/local-services';

const email = process.argv[2]?.trim();
if (!email) {
  console.error('Usage: npm run make-admin -- <email>');
  process.exit(1);
}

const services = await startLocalServices(process.env);
let exitCode = 0;
try {
  const config = loadConfig({ ...process.env, ...services.env });
  const db = createDb(config.db.url, { max: 1 });
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
  await services.stop();
}
process.exit(exitCode);
