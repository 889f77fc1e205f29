import { EvidenceDialsInput, EvidencePackInput } from '../../../../shared/dialer/evidence-pack';
import { authedProcedure, router } from '../../../trpc';
import { evidenceDials, evidencePack } from './evidence-pack.service';

export const evidenceRouter = router({
  pack: authedProcedure
    .input(EvidencePackInput)
    .query(({ ctx, input }) => evidencePack(ctx.deps, ctx.user, input.number)),
  dials: authedProcedure
    .input(EvidenceDialsInput)
    .query(({ ctx, input }) =>
      evidenceDials(ctx.deps, ctx.user, input.number, input.before ?? null),
    ),
});
