import type { AgentDraft } from './agent-schema';

export type AgentSyncState = 'local' | 'synced' | 'failed';

/** An agent as the Voice Agents page sees it. */
export type VoiceAgentView = AgentDraft & {
  id: string;
  retellAgentId: string | null;
  webhookUrl: string | null;
  isActive: boolean;
  /** 'failed': our copy is saved but Retell has not taken it ("not synced", with a retry). */
  sync: { status: AgentSyncState; error: string | null };
  createdAt: string;
};

export const AGENT_MESSAGES = {
  created: 'Agent Created',
  updated: 'Agent Updated',
  deleted: 'Agent Deleted',
  saveError: 'Error Saving Agent',
  updateError: 'Error Updating Agent',
  deleteError: 'Error Deleting Agent',
  loadError: 'Error Loading Agents',
  empty: 'No Agents Created Yet',
  deleteTitle: 'Are you sure?',
  notFound: 'Agent not found',
  notSynced: 'Not synced to Retell',
  inUse: (campaigns: string[]) =>
    `This agent is used by ${campaigns.length === 1 ? 'the campaign' : 'the campaigns'} ${campaigns
      .map((c) => `'${c}'`)
      .join(', ')}. Choose another agent there before deleting it.`,
  calendarNeedsCalcom:
    'Connect Cal.com and choose an event type to check and book appointments through this agent.',
  draftKept: 'Your changes are kept in this window. Retry to save them.',
} as const;
