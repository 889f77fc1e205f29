import express from 'express';
import type { AppDeps } from '../../deps';
import { RETELL_INBOUND_MAX_BYTES } from '../../integrations/retell/retell-inbound-shape';
import { answerBodyErrors } from '../../security/webhook-body-errors';
import type { InboundCallers } from './inbound-callers';
import { answerRetellInbound } from './retell-inbound.service';

/**
 * `POST /api/webhooks/retell/inbound/:accountId`: Retell asks who answers a call to one of the
 * account's numbers. Signed with that account's key on the raw bytes; answered at once with the
 * agent, its variables and the call's metadata (Retell waits at most 10 s, then retries).
 */
export function createRetellInboundRouter(deps: AppDeps, callers: InboundCallers): express.Router {
  const router = express.Router();
  const readBody = express.raw({ type: () => true, limit: RETELL_INBOUND_MAX_BYTES });

  router.post('/:accountId', readBody, async (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
    const verdict = await answerRetellInbound(
      deps,
      callers,
      String(req.params.accountId),
      raw,
      req.get('x-retell-signature'),
    );
    if (verdict.kind === 'answer') res.status(200).json(verdict.body);
    else res.status(verdict.kind === 'unauthorized' ? 401 : 400).end();
  });

  router.use(answerBodyErrors);
  return router;
}

/** The inbound webhook address of one account (set on each number the product manages). */
export const inboundWebhookUrl = (deps: Pick<AppDeps, 'config'>, accountId: string) =>
  `${deps.config.retell.webhookUrl}/inbound/${accountId}`;
