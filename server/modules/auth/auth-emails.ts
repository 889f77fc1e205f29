import escapeHtml from 'escape-html';
import type { MailMessage } from '../../mail/mailer';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const VERIFY_TOKEN_TTL_SECONDS = 24 * 60 * 60;

function link(appUrl: string, path: string, token: string): string {
  return `${appUrl.replace(/\/$/, '')}${path}/${encodeURIComponent(token)}`;
}

function message(to: string, subject: string, lines: string[], url: string, label: string) {
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${label}: ${url}\n`,
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`,
    ].join('\n'),
  } satisfies MailMessage;
}

export function resetPasswordEmail(appUrl: string, to: string, token: string): MailMessage {
  return message(
    to,
    'Reset your StormDialer password',
    [
      'Someone asked to reset the password of your StormDialer account.',
      'The link works once and expires in 1 hour. If it was not you, ignore this e-mail.',
    ],
    link(appUrl, '/auth/reset-password', token),
    'Reset your password',
  );
}

export function verifyEmailEmail(appUrl: string, to: string, token: string): MailMessage {
  return message(
    to,
    'Confirm your StormDialer e-mail address',
    [
      'Welcome to StormDialer! Please confirm your e-mail address.',
      'The link expires in 24 hours.',
    ],
    link(appUrl, '/auth/verify-email', token),
    'Confirm your e-mail address',
  );
}

/** To the owner of an address someone tried to sign up with again (the page answered as usual). */
export function signUpAttemptEmail(appUrl: string, to: string): MailMessage {
  const base = appUrl.replace(/\/$/, '');
  const lines = [
    'Someone tried to create a StormDialer account with this e-mail address, which already has one.',
    'If it was you, sign in instead, or reset your password if you forgot it. If it was not you, you can ignore this e-mail: nothing changed.',
  ];
  const resetUrl = `${base}/auth/forgot-password`;
  return {
    ...message(
      to,
      'Someone tried to sign up with your e-mail address',
      lines,
      `${base}/auth/signin`,
      'Sign in',
    ),
    text: `${lines.join('\n\n')}\n\nSign in: ${base}/auth/signin\nReset your password: ${resetUrl}\n`,
  };
}
