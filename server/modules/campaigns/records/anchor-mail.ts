import type { MailMessage } from '../../../mail/mailer';
import type { Anchor } from './anchor-file';

/** The anchor as mailed to an account's owner: the line to keep, and why to keep it. */
export function anchorMail(to: string, anchor: Anchor): MailMessage {
  const line = JSON.stringify(anchor);
  const text = [
    "Today's anchor of your dial record (StormDialer):",
    '',
    line,
    '',
    'Keep this e-mail (or the line above) somewhere outside StormDialer. `npm run verify-records`',
    'compares it with the record: a row changed, deleted or re-hashed before this anchor shows up.',
  ].join('\n');
  const html = `<p>Today's anchor of your dial record (StormDialer):</p><pre>${escapeHtml(line)}</pre>
<p>Keep this e-mail (or the line above) somewhere outside StormDialer. <code>npm run verify-records</code>
compares it with the record: a row changed, deleted or re-hashed before this anchor shows up.</p>`;
  return {
    to,
    subject: `Dial record anchor: row ${anchor.seq}`,
    text,
    html,
    idempotencyKey: `dial-record-anchor/${anchor.account_id}/${anchor.seq}`,
  };
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
