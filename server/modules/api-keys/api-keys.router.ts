import { SaveApiKeySchema } from '../../../shared/agents/api-keys';
import { authedProcedure, ownerProcedure, router } from '../../trpc';
import { getApiKeyStatuses, saveApiKey } from './api-keys.service';

export const apiKeysRouter = router({
  /** Configured / Not configured per provider; every member may read it. */
  status: authedProcedure.query(({ ctx }) => getApiKeyStatuses(ctx.deps, ctx.user.accountId)),
  /** Owners change keys; the key goes in, only its status comes back. */
  save: ownerProcedure
    .input(SaveApiKeySchema)
    .mutation(({ ctx, input }) => saveApiKey(ctx.deps, ctx.user, input)),
});
