import { z } from 'zod';
import { ImportNceiUrlSchema } from '../../../shared/storm/hail-archive-schemas';
import { MeshSwathSchema, SwathListSchema } from '../../../shared/storm/mesh-swath';
import { StormListSchema } from '../../../shared/storm/storm-list-schemas';
import {
  ConnectAcculynxKeySchema,
  ConnectHailProviderSchema,
  DisconnectStormSchema,
  HailSearchSchema,
} from '../../../shared/storm/storm-schemas';
import { adminProcedure, authedProcedure, ownerProcedure, router } from '../../trpc';
import { dismissAlert, openAlerts } from './alerts/storm-alerts.repository';
import { hailArchiveState } from './archive/hail-archive-state';
import { nceiFileUrl } from './archive/hail-import-url.job';
import { searchHail } from './hail-search.service';
import { meshDays } from './mesh/mesh-swath.repository';
import { meshSwath } from './mesh/mesh-swath.service';
import { createSwathList, previewSwathList } from './mesh/swath-list.service';
import {
  connectAcculynxByKey,
  connectHailProvider,
  disconnectStorm,
  getStormStatus,
} from './storm.service';
import { createStormList, previewStormList, stormVariablesOfList } from './storm-list.service';

export const stormRouter = router({
  /** Connected yes/no per provider; every member may read it. Secrets never come back. */
  status: authedProcedure.query(({ ctx }) => getStormStatus(ctx.deps, ctx.user.accountId)),
  connectAcculynxKey: ownerProcedure
    .input(ConnectAcculynxKeySchema)
    .mutation(({ ctx, input }) => connectAcculynxByKey(ctx.deps, ctx.user, input.apiKey)),
  connectHailProvider: ownerProcedure
    .input(ConnectHailProviderSchema)
    .mutation(({ ctx, input }) =>
      connectHailProvider(ctx.deps, ctx.user, input.provider, input.apiKey),
    ),
  disconnect: ownerProcedure
    .input(DisconnectStormSchema)
    .mutation(({ ctx, input }) => disconnectStorm(ctx.deps, ctx.user, input.provider)),
  /** The shared hail archive's state (years, rows, latest imports): every signed-in user. */
  archive: authedProcedure.query(({ ctx }) => hailArchiveState(ctx.deps.db)),
  /** Admins: queue the fetch of an NCEI details file (NCEI host only); progress shows in `archive`. */
  importNceiUrl: adminProcedure.input(ImportNceiUrlSchema).mutation(async ({ ctx, input }) => {
    const url = nceiFileUrl(ctx.deps, input.url);
    await ctx.deps.queues.add('hail-import-url', { url: url.href, userId: ctx.user.id });
    return { queued: true as const, fileName: url.pathname.split('/').at(-1)! };
  }),
  /** Storm days with a radar swath (MRMS MESH) imported: public NOAA data, every signed-in user. */
  meshDays: authedProcedure.query(({ ctx }) => meshDays(ctx.deps.db)),
  /** A storm day's radar swath over a map box: contours by size band and the ZIPs under 1 in. */
  meshSwath: authedProcedure
    .input(MeshSwathSchema)
    .query(({ ctx, input }) => meshSwath(ctx.deps, input)),
  /** "Contacts where MESH ≥ N in" for a storm day: the count and the skips first. */
  previewSwathList: authedProcedure
    .input(SwathListSchema)
    .query(({ ctx, input }) => previewSwathList(ctx.deps, ctx.user.accountId, input)),
  createSwathList: authedProcedure
    .input(SwathListSchema)
    .mutation(({ ctx, input }) => createSwathList(ctx.deps, ctx.user.accountId, input)),
  searchHail: authedProcedure
    .input(HailSearchSchema)
    .mutation(({ ctx, input }) => searchHail(ctx.deps, ctx.user.accountId, input)),
  /** "Call homeowners in this area": the count and the skips before anything is created. */
  previewStormList: authedProcedure
    .input(StormListSchema)
    .query(({ ctx, input }) => previewStormList(ctx.deps, ctx.user.accountId, input)),
  createStormList: authedProcedure
    .input(StormListSchema)
    .mutation(({ ctx, input }) => createStormList(ctx.deps, ctx.user.accountId, input)),
  /** Storm alerts of the account not yet dismissed (the dashboard's notice). */
  alerts: authedProcedure.query(({ ctx }) => openAlerts(ctx.deps.db, ctx.user.accountId)),
  dismissAlert: authedProcedure
    .input(z.object({ alertId: z.uuid() }))
    .mutation(({ ctx, input }) => dismissAlert(ctx.deps.db, ctx.user.accountId, input.alertId)),
  /** The storm a list was built for and the call variables its calls carry (null: not a storm list). */
  stormOfList: authedProcedure
    .input(z.object({ listId: z.uuid() }))
    .query(({ ctx, input }) => stormVariablesOfList(ctx.deps, ctx.user.accountId, input.listId)),
});
