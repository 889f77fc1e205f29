import pg from 'pg';
import { e2eEnv } from './e2e-env';

/** Every dashboard page, by path and the heading it shows once loaded. */
export const DASHBOARD_PAGES = [
  { path: '/dashboard', heading: 'Upload Contacts' },
  { path: '/dashboard/voice-agents', heading: 'Voice Agents' },
  { path: '/dashboard/campaign-settings', heading: 'Campaign Settings' },
  { path: '/dashboard/appointment-calendar', heading: 'Appointment Calendar' },
  { path: '/dashboard/call-logs', heading: 'Call Logs' },
  { path: '/dashboard/analytics', heading: 'Analytics' },
  { path: '/dashboard/storm-data', heading: 'Storm Data' },
  { path: '/dashboard/tutorials', heading: 'Tutorials' },
  { path: '/dashboard/billing', heading: 'Billing' },
  { path: '/dashboard/knowledge-base', heading: 'Knowledge Base' },
  { path: '/dashboard/settings', heading: 'Settings' },
] as const;

/** Grants admin rights straight in the database, as `npm run make-admin` does. */
export async function makeAdmin(email: string) {
  const client = new pg.Client({ connectionString: e2eEnv().DATABASE_URL });
  await client.connect();
  try {
    await client.query('update users set is_admin = true where email = $1', [email]);
  } finally {
    await client.end();
  }
}
