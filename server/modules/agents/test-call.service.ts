import {
  TEST_CALL_MESSAGES,
  type TestCallInput,
  type TestCallView,
} from '../../../shared/agents/test-call';
import { toE164 } from '../../../shared/phone/normalize-phone';
import type { AppDeps } from '../../deps';
import { BadInputError, NotFoundError } from '../../errors';
import { publishEvents } from '../../events/publish-events';
import { phoneRegionOf } from '../campaigns/lists/phone-region.repository';

/**
 * Places one test call with an agent: a call row with no list, dialled by this deployment's
 * provider and ended through the one outcome path, shown live by `test-call.updated` events.
 */
export async function placeTestCall(
  deps: AppDeps,
  user: { id: string; accountId: string },
  input: TestCallInput,
): Promise<TestCallView> {
  const toNumber = toE164(input.toNumber, await phoneRegionOf(deps.db, user.accountId));
  if (!toNumber) throw new BadInputError(TEST_CALL_MESSAGES.invalidNumber);
  const agent = await deps.db
    .selectFrom('voice_agents')
    .select(['id', 'retell_agent_id'])
    .where('id', '=', input.agentId)
    .where('account_id', '=', user.accountId)
    .executeTakeFirst();
  if (!agent) throw new NotFoundError(TEST_CALL_MESSAGES.agentNotFound);
  const number = input.fromNumber
    ? await deps.db
        .selectFrom('phone_numbers')
        .select('phone_number')
        .where('account_id', '=', user.accountId)
        .where('phone_number', '=', input.fromNumber)
        .where('status', '=', 'active')
        .executeTakeFirst()
    : undefined;
  if (input.fromNumber && !number) throw new BadInputError(TEST_CALL_MESSAGES.chooseCallerNumber);
  // The key is not judged here: a dispatch with a refused key ends the call as not placed.
  const { missing } = deps.voice.readiness({
    accountName: '',
    businessName: null,
    callbackNumber: null,
    keyStatus: 'unchecked',
    agentId: agent.id,
    agentName: null,
    retellAgentId: agent.retell_agent_id,
    callerNumber: number?.phone_number ?? null,
    callerNumberActive: number !== undefined,
  });
  if (missing.includes('voiceAgent')) throw new BadInputError(TEST_CALL_MESSAGES.agentNotOnRetell);
  if (missing.includes('callerNumber')) {
    throw new BadInputError(TEST_CALL_MESSAGES.chooseCallerNumber);
  }
  const call = await deps.db
    .insertInto('calls')
    .values({
      account_id: user.accountId,
      list_id: null,
      contact_id: null,
      attempt: 1,
      round_seq: null,
      provider: deps.voice.name,
      voice_agent_id: agent.id,
      from_number: input.fromNumber,
      to_number: toNumber,
      created_by: user.id,
    })
    .returning(['id', 'started_at'])
    .executeTakeFirstOrThrow();
  await deps.voice.dial([
    {
      id: call.id,
      listId: null,
      accountId: user.accountId,
      contactId: null,
      phoneNumber: toNumber,
      firstName: '',
      voiceAgentId: agent.id,
      startedAt: call.started_at,
    },
  ]);
  await publishEvents(deps, user.accountId, [
    {
      type: 'test-call.updated',
      callId: call.id,
      agentId: agent.id,
      state: 'in-progress',
      outcome: null,
      reason: null,
    },
  ]);
  return { callId: call.id };
}
