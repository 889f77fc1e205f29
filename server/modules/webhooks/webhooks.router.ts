import {
  CreateEndpointInput,
  DeliveryIdInput,
  EndpointIdInput,
  UpdateEndpointInput,
} from '../../../shared/webhooks/webhooks';
import { ownerProcedure, router } from '../../trpc';
import { listDeliveries, resendDelivery, sendTestEvent } from './webhook-deliveries.service';
import { listEndpoints } from './webhook-endpoints.repository';
import {
  addEndpoint,
  enableEndpoint,
  removeEndpoint,
  rollSecret,
  updateEndpoint,
} from './webhook-endpoints.service';

/** Settings → Integrations: the account's outbound webhook endpoints (owners only). */
export const webhooksRouter = router({
  endpoints: ownerProcedure.query(({ ctx }) => listEndpoints(ctx.deps.db, ctx.user.accountId)),
  addEndpoint: ownerProcedure
    .input(CreateEndpointInput)
    .mutation(({ ctx, input }) => addEndpoint(ctx.deps, ctx.user.accountId, input)),
  updateEndpoint: ownerProcedure
    .input(UpdateEndpointInput)
    .mutation(({ ctx, input }) => updateEndpoint(ctx.deps, ctx.user.accountId, input)),
  rollSecret: ownerProcedure
    .input(EndpointIdInput)
    .mutation(({ ctx, input }) => rollSecret(ctx.deps, ctx.user.accountId, input.endpointId)),
  removeEndpoint: ownerProcedure
    .input(EndpointIdInput)
    .mutation(({ ctx, input }) => removeEndpoint(ctx.deps, ctx.user.accountId, input.endpointId)),
  enableEndpoint: ownerProcedure
    .input(EndpointIdInput)
    .mutation(({ ctx, input }) => enableEndpoint(ctx.deps, ctx.user.accountId, input.endpointId)),
  deliveries: ownerProcedure
    .input(EndpointIdInput)
    .query(({ ctx, input }) => listDeliveries(ctx.deps, ctx.user.accountId, input.endpointId)),
  sendTestEvent: ownerProcedure
    .input(EndpointIdInput)
    .mutation(({ ctx, input }) => sendTestEvent(ctx.deps, ctx.user.accountId, input.endpointId)),
  resend: ownerProcedure
    .input(DeliveryIdInput)
    .mutation(({ ctx, input }) => resendDelivery(ctx.deps, ctx.user.accountId, input.deliveryId)),
});
