import { verify } from 'retell-sdk';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import {
  type RetellInboundAnswer,
  RetellInboundShape,
} from '../../integrations/retell/retell-inbound-shape';
import { INBOUND_DIRECTION, type InboundCallers } from './inbound-callers';

export type InboundVerdict =
  | { kind: 'answer'; body: RetellInboundAnswer }
  | { kind: 'unauthorized' }
  | { kind: 'malformed' };

/**
 * Answers Retell's signed `call_inbound` for the account named in the URL: the signature must
 * verify with that account's own Retell key on the exact bytes received (one number may be stored
 * under two accounts, so `to_number` never chooses the account). A caller on the do-not-call list
 * is answered too (they may be calling to complain); the call is logged like any other.
 */
export async function answerRetellInbound(
  deps: Pick<AppDeps, 'keys' | 'logger'>,
  callers: InboundCallers,
  accountId: string,
  rawBody: string,
  signature: string | undefined,
): Promise<InboundVerdict> {
  if (!signature || !z.uuid().safeParse(accountId).success) return { kind: 'unauthorized' };
  const key = await deps.keys.retellKey(accountId);
  if (!key || !(await verify(rawBody, key, signature))) return { kind: 'unauthorized' };
  const parsed = RetellInboundShape.safeParse(parseJson(rawBody));
  if (!parsed.success) return { kind: 'malformed' };

  const caller = await callers(accountId, parsed.data.call_inbound.from_number);
  if (caller.onDoNotCall) {
    deps.logger.info(
      { accountId, contactId: caller.contactId },
      'inbound call from a number on the do-not-call list: answered and logged',
    );
  }
  const metadata: Record<string, string> = {
    account_id: accountId,
    direction: INBOUND_DIRECTION,
    ...(caller.contactId && { contact_id: caller.contactId }),
    ...(caller.listId && { list_id: caller.listId }),
    ...(caller.voiceAgentId && { voice_agent_id: caller.voiceAgentId }),
  };
  return {
    kind: 'answer',
    body: {
      call_inbound: {
        ...(caller.retellAgentId && { override_agent_id: caller.retellAgentId }),
        dynamic_variables: caller.variables,
        metadata,
      },
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
