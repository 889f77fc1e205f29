import type { ColumnType, Generated } from 'kysely';
import type { ApiKeyCheckStatus, StoredKeyProvider } from '../../../shared/agents/api-keys';
import type { FirstMessageSource } from '../../../shared/agents/real-call-agent';
import type { CreatedAt } from './core';

// Tables of the voice agents feature: encrypted provider keys, agents, Cal.com link, numbers.

type DefaultedTime = ColumnType<Date, Date | string | undefined, Date | string>;
type JsonObject = ColumnType<unknown, string, string>;

export interface AccountApiKeysTable {
  account_id: string;
  provider: StoredKeyProvider;
  key_id: string;
  ciphertext: string;
  check_status: Generated<ApiKeyCheckStatus>;
  check_message: string | null;
  updated_by: string | null;
  updated_at: DefaultedTime;
}

export interface CalcomConnectionsTable {
  /** Names the connection in its webhook URL (Cal.com payloads carry no account). */
  id: Generated<string>;
  account_id: string;
  username: string;
  updated_at: DefaultedTime;
  webhook_secret_key_id: string | null;
  webhook_secret_ciphertext: string | null;
  webhook_id: string | null;
  /** Why no webhook is registered (not reachable, or Cal.com refused); null when one is. */
  webhook_error: string | null;
  last_synced_at: Date | null;
  sync_error: string | null;
}

export type AgentSyncStatus = 'local' | 'synced' | 'failed';

export interface VoiceAgentsTable {
  id: Generated<string>;
  account_id: string;
  user_id: string | null;
  draft_id: string | null;
  name: string;
  description: string;
  voice_model: string;
  script: string;
  is_active: Generated<boolean>;
  /** Validated by AgentConfigurationSchema (shared/agents) on the way in and out. */
  configuration_json: JsonObject;
  retell_agent_id: string | null;
  retell_llm_id: string | null;
  sync_status: Generated<AgentSyncStatus>;
  sync_error: string | null;
  /** Where the first message comes from: written by the product, or found by an import (0080). */
  first_message_source: Generated<FirstMessageSource>;
  /** The Retell agent version the product last wrote or imported; real calls pin it. */
  retell_agent_version: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: DefaultedTime;
}

export interface PhoneNumbersTable {
  account_id: string;
  phone_number: string;
  status: 'active' | 'pending' | 'failed';
  created_at: CreatedAt;
  /** What the product last set on Retell for callbacks (null: not yet synced). */
  inbound_webhook_url: ColumnType<string | null, string | null | undefined, string | null>;
  inbound_retell_agent_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** An imported number whose own inbound agent the user chose to keep. */
  inbound_agent_kept: Generated<boolean>;
  inbound_synced_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  /** When the account closed the notice that this number answers callbacks (migration 0045). */
  inbound_notice_seen_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
}

export interface AgentsTables {
  account_api_keys: AccountApiKeysTable;
  calcom_connections: CalcomConnectionsTable;
  voice_agents: VoiceAgentsTable;
  phone_numbers: PhoneNumbersTable;
}
