import type { VoiceAgentView } from '../../../shared/agents/agent-view';
import { AGENT_MESSAGES } from '../../../shared/agents/agent-view';
import { AGENT_WEBHOOK_MESSAGES } from '../../../shared/agents/agent-webhook';
import { IMPORT_MESSAGES } from '../../../shared/agents/retell-import';
import type { AppDeps } from '../../deps';
import { BadInputError, NotFoundError } from '../../errors';
import { retellApi } from '../../integrations/retell/retell-api';
import { createRetellClient } from '../../integrations/retell/retell-client';
import { readSecret } from '../api-keys/api-keys.service';
import { draftColumns, rowToDraft, rowToView } from './agent-mapper';
import { findAgentRow, updateAgentRow } from './agents.repository';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** The URL Retell should post this product's call events to. */
export const productWebhookUrl = (deps: Pick<AppDeps, 'config'>) => deps.config.retell.webhookUrl;

/**
 * Sets the linked Retell agent's webhook_url to this product (the only field sent), then records
 * it on our copy. The key typed in the import dialog is used once if given, else the saved key.
 */
export async function setAgentWebhook(
  deps: Deps,
  accountId: string,
  input: { id: string; apiKey?: string | undefined },
): Promise<VoiceAgentView> {
  const row = await findAgentRow(deps.db, accountId, input.id);
  if (!row) throw new NotFoundError(AGENT_MESSAGES.notFound);
  if (!row.retell_agent_id) throw new BadInputError(AGENT_WEBHOOK_MESSAGES.notLinked);
  const key = input.apiKey || (await readSecret(deps, accountId, 'retell'));
  if (!key)
    throw new BadInputError(IMPORT_MESSAGES.keyFirst, { apiKey: [IMPORT_MESSAGES.keyFirst] });
  const url = productWebhookUrl(deps);
  await retellApi(createRetellClient(deps.config, key)).updateAgent(row.retell_agent_id, {
    webhook_url: url,
  });
  const updated = await updateAgentRow(
    deps.db,
    accountId,
    row.id,
    draftColumns(rowToDraft(row), url),
  );
  return rowToView(updated ?? row);
}
