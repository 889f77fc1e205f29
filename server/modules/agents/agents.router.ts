import {
  AgentIdSchema,
  CreateAgentSchema,
  DeleteAgentSchema,
  UpdateAgentSchema,
} from '../../../shared/agents/agent-schema';
import { SetAgentWebhookSchema } from '../../../shared/agents/agent-webhook';
import { TestFunctionSchema } from '../../../shared/agents/custom-function';
import {
  FetchRetellAgentsSchema,
  ImportRetellAgentSchema,
} from '../../../shared/agents/retell-import';
import { TestCallInput } from '../../../shared/agents/test-call';
import { authedProcedure, router } from '../../trpc';
import { productWebhookUrl, setAgentWebhook } from './agent-webhook.service';
import { createAgent, deleteAgent, listAgents, retrySync, updateAgent } from './agents.service';
import { testCustomFunction } from './custom-function.service';
import { fetchRetellAgents, importRetellAgent } from './retell-import.service';
import { placeTestCall } from './test-call.service';
import { voiceCatalogue } from './voices.service';

/** Voice agents of the signed-in user's account; every member may manage them. */
export const agentsRouter = router({
  list: authedProcedure.query(({ ctx }) => listAgents(ctx.deps, ctx.user.accountId)),
  voices: authedProcedure.query(({ ctx }) => voiceCatalogue(ctx.deps, ctx.user.accountId)),
  create: authedProcedure
    .input(CreateAgentSchema)
    .mutation(({ ctx, input }) => createAgent(ctx.deps, ctx.user, input)),
  update: authedProcedure
    .input(UpdateAgentSchema)
    .mutation(({ ctx, input }) => updateAgent(ctx.deps, ctx.user.accountId, input)),
  retrySync: authedProcedure
    .input(AgentIdSchema)
    .mutation(({ ctx, input }) => retrySync(ctx.deps, ctx.user.accountId, input.id)),
  delete: authedProcedure
    .input(DeleteAgentSchema)
    .mutation(({ ctx, input }) => deleteAgent(ctx.deps, ctx.user.accountId, input)),
  /** A mutation so a typed key travels in the body, never in a logged query string. */
  fetchRetellAgents: authedProcedure
    .input(FetchRetellAgentsSchema)
    .mutation(({ ctx, input }) => fetchRetellAgents(ctx.deps, ctx.user.accountId, input.apiKey)),
  testCall: authedProcedure
    .input(TestCallInput)
    .mutation(({ ctx, input }) => placeTestCall(ctx.deps, ctx.user, input)),
  /** "Test function": a sample request to the editor's custom-function URL, and its answer. */
  testFunction: authedProcedure
    .input(TestFunctionSchema)
    .mutation(({ ctx, input }) =>
      testCustomFunction(ctx.deps, ctx.user.accountId, input.customFunction),
    ),
  importFromRetell: authedProcedure
    .input(ImportRetellAgentSchema)
    .mutation(({ ctx, input }) => importRetellAgent(ctx.deps, ctx.user, input)),
  /** Where Retell should post call events for this product (compared with an agent's webhook). */
  webhookTarget: authedProcedure.query(({ ctx }) => ({ url: productWebhookUrl(ctx.deps) })),
  /** Sets an imported agent's Retell webhook to this product (its only change on Retell). */
  setRetellWebhook: authedProcedure
    .input(SetAgentWebhookSchema)
    .mutation(({ ctx, input }) => setAgentWebhook(ctx.deps, ctx.user.accountId, input)),
});
