import escapeHtml from 'escape-html';
import { INVITATION_TTL_DAYS } from '../../../shared/teams/team-messages';
import type { AppDeps } from '../../deps';
import { invitationLink } from './invitation-token';

export type InvitationMail = {
  to: string;
  token: string;
  accountName: string;
  inviterName: string;
  role: 'owner' | 'member';
};

export async function sendInvitationMail(
  deps: Pick<AppDeps, 'config' | 'mailer'>,
  mail: InvitationMail,
): Promise<void> {
  const link = invitationLink(deps.config.http.appUrl, mail.token);
  const roleText = mail.role === 'owner' ? 'an owner' : 'a member';
  const intro = `${mail.inviterName} invited you to join ${mail.accountName} on StormDialer as ${roleText}.`;
  const expiry = `The link works once and expires in ${INVITATION_TTL_DAYS} days.`;
  await deps.mailer.send({
    to: mail.to,
    subject: `${mail.inviterName} invited you to ${mail.accountName} on StormDialer`,
    text: `${intro}\n\nAccept the invitation: ${link}\n\n${expiry}\n`,
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`,
      `<p>${escapeHtml(expiry)}</p>`,
    ].join('\n'),
  });
}
