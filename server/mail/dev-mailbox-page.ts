import escapeHtml from 'escape-html';
import type { DevMailboxEntry } from './dev-mailer';

/** Plain text with its http(s) links clickable; everything else escaped. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

function renderHeaders(headers: Record<string, string> | undefined): string {
  return Object.entries(headers ?? {})
    .map(([name, value]) => `<p><b>${escapeHtml(name)}:</b> ${escapeHtml(value)}</p>`)
    .join('\n');
}

function renderEntry(entry: DevMailboxEntry): string {
  return `<article>
<h2>${escapeHtml(entry.subject)}</h2>
<p><b>To:</b> ${escapeHtml(entry.to)} · <time datetime="${escapeHtml(entry.sentAt)}">${escapeHtml(entry.sentAt)}</time></p>
${renderHeaders(entry.headers)}
<pre>${linkify(entry.text)}</pre>
</article>`;
}

/** The development mailbox as one self-contained page (no scripts, so the CSP stays strict). */
export function renderDevMailboxPage(entries: DevMailboxEntry[]): string {
  const body = entries.length
    ? entries.map(renderEntry).join('\n<hr>\n')
    : '<p>No mail yet. Sign up, reset a password or invite a member, then reload.</p>';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Dev mailbox · StormDialer</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;word-break:break-all;background:#f4f4f5;padding:.75rem;border-radius:.375rem}</style>
</head>
<body>
<h1>Dev mailbox</h1>
<p>Mail sent without <code>RESEND_API_KEY</code>, newest first (last 100). Only this machine can open this page.</p>
${body}
</body>
</html>`;
}
