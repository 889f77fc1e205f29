import type { RedialSettings } from './redial-settings';

/** What Campaign Settings shows for the account defaults (`listId: null`) or one list. */
export type CampaignSettingsView = {
  scope: 'defaults' | 'list';
  /** For the defaults: the name new uploads get. */
  name: string;
  description: string;
  redial: RedialSettings;
  /** A list without settings of its own follows the defaults (always true for the defaults). */
  usesDefaults: boolean;
  /** Who calls and from which number: this scope's own choice (null = the defaults' / none). */
  voice: { agentId: string | null; callerNumber: string | null };
};
