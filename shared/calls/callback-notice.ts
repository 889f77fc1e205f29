/** What the account's owner is told when a known contact calls back (in the app and by e-mail). */
export type CallbackFacts = { firstName: string; phoneNumber: string; listName: string };

const who = ({ firstName, phoneNumber }: CallbackFacts) =>
  firstName ? `${firstName} (${phoneNumber})` : phoneNumber;

export const CALLBACK_NOTICE = {
  message: (facts: CallbackFacts) =>
    `${who(facts)} from your list "${facts.listName}" called back. The call is in Call Logs.`,
  subject: (facts: CallbackFacts) => `Callback from ${who(facts)}`,
  viewCall: 'View in Call Logs',
} as const;
