import { z } from 'zod';
import { singleLineText } from '../validation/bounded-text';
import { AGENT_LIMITS } from './agent-bounds';
import { API_KEY_MAX_LENGTH } from './api-keys';
import { RETELL_HINTS, RETELL_MESSAGES, type RetellFailureKind } from './retell-messages';

/** A key typed in the import dialog (used once, never stored); empty = the account's saved key. */
const TypedKey = singleLineText(API_KEY_MAX_LENGTH).optional();

export const FetchRetellAgentsSchema = z.object({ apiKey: TypedKey });

export const ImportRetellAgentSchema = z.object({
  agentId: singleLineText(AGENT_LIMITS.retellId).pipe(
    z
      .string()
      .min(1, 'Please enter a valid Retell Agent ID.')
      .regex(/^[\w-]+$/, 'Please enter a valid Retell Agent ID.'),
  ),
  apiKey: TypedKey,
});

export type RetellAgentListing = {
  agentId: string;
  agentName: string;
  language: string;
  /** Already imported into this account: the button shows 'Imported' (disabled). */
  imported: boolean;
};

export const IMPORT_MESSAGES = {
  keyRequiredTitle: 'API Key Required',
  keyRequired: 'Please enter your Retell API key to fetch agents.',
  keyFirst: 'Please enter your Retell API key first.',
  idRequiredTitle: 'Agent ID Required',
  idRequired: 'Please enter a valid Retell Agent ID.',
  fetched: 'Agents Fetched Successfully',
  imported: 'Agent Imported Successfully',
  failed: 'Import Failed',
  importedLabel: 'Imported',
  retryLabel: 'Retry',
} as const;

const KIND_OF_MESSAGE: [string, RetellFailureKind][] = [
  [RETELL_MESSAGES.invalidKey, 'auth'],
  [RETELL_MESSAGES.accessDenied, 'forbidden'],
  [RETELL_MESSAGES.allEndpointsFailed, 'endpoints'],
  [RETELL_MESSAGES.network, 'network'],
  [RETELL_MESSAGES.unexpectedFormat, 'shape'],
];

/** The hint shown with a Retell failure's toast (spec 8), from the catalogue message. */
export function retellHint(message: string): string {
  const kind = KIND_OF_MESSAGE.find(([text]) => text === message)?.[1];
  if (kind) return RETELL_HINTS[kind];
  return message.startsWith('HTTP ') ? RETELL_HINTS.status : RETELL_HINTS.default;
}

/** Agent ids are shown truncated to 8 characters. */
export const shortAgentId = (id: string) => (id.length > 8 ? `${id.slice(0, 8)}...` : id);
