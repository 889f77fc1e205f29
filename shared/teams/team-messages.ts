/** Abuse bounds on invitations: mail sent per account, mail per invited address, open invitations. */
export const INVITATION_LIMITS = {
  perAccountPerHour: 20,
  perAddressPerDay: 3,
  pending: 100,
} as const;

/** Texts of the Team feature: invitation links, membership rules and confirmations. */
export const TEAM_MESSAGES = {
  invalidLink: 'This invitation link is invalid.',
  expired: 'This invitation has expired. Ask the account owner to send a new one.',
  revoked: 'This invitation was revoked.',
  used: 'This invitation has already been used.',
  wrongEmail: 'This invitation was sent to a different e-mail address.',
  cannotMove:
    'You can only join another workspace while yours has no other members and no contact lists.',
  alreadyInWorkspace: 'You are already a member of this workspace.',
  alreadyMember: 'This person is already a member of your workspace.',
  invalidRole: 'Choose owner or member',
  lastOwnerLeave: 'The last owner cannot leave the workspace. Make another member an owner first.',
  lastOwnerRemove: 'The last owner cannot be removed. Make another member an owner first.',
  lastOwnerDemote: 'The last owner cannot be demoted. Make another member an owner first.',
  memberNotFound: 'This member is not part of your workspace.',
  invitationNotFound: 'This invitation is no longer pending.',
  tooManySent: (wait: string) =>
    `You can send at most ${INVITATION_LIMITS.perAccountPerHour} invitations an hour. Please try again in ${wait}.`,
  tooManyToAddress: (wait: string) =>
    `This address has already been sent ${INVITATION_LIMITS.perAddressPerDay} invitations today. Please try again in ${wait}.`,
  tooManyPending: `Your workspace has ${INVITATION_LIMITS.pending} pending invitations. Revoke some before inviting more.`,
  mailFailed: 'The invitation was saved but its e-mail could not be sent. Try Resend in a moment.',
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  invitationResent: (email: string) => `Invitation sent again to ${email}`,
  invitationRevoked: (email: string) => `Invitation to ${email} revoked`,
  memberRemoved: (name: string) => `${name} was removed from the workspace`,
  roleChanged: (name: string, role: string) =>
    `${name} is now ${role === 'owner' ? 'an owner' : 'a member'}`,
  left: 'You left the workspace',
  joined: (accountName: string) => `You joined ${accountName}`,
  loadFailed: 'Failed to load your team. Please try again.',
  actionFailed: 'Something went wrong. Please try again.',
} as const;

/** Days an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;
