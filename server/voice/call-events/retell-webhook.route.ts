import express from 'express';
import type { AppDeps } from '../../deps';
import { RETELL_WEBHOOK_MAX_BYTES } from '../../integrations/retell/retell-webhook-shape';
import { answerBodyErrors } from '../../security/webhook-body-errors';
import { acceptRetellWebhook } from './retell-webhook.service';

const STATUS = { stored: 204, duplicate: 204, unauthorized: 401, malformed: 400 } as const;

/**
 * `POST /api/webhooks/retell`: Retell's call events, signed with the account's key. Mounted
 * outside the state-change guard (Retell is no browser) with its own body cap; the raw bytes are
 * kept for the signature. Answers once the event is stored; the worker processes it.
 */
export function createRetellWebhookRouter(deps: AppDeps): express.Router {
  const router = express.Router();
  const readBody = express.raw({ type: () => true, limit: RETELL_WEBHOOK_MAX_BYTES });

  router.post('/', readBody, async (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
    const verdict = await acceptRetellWebhook(deps, raw, req.get('x-retell-signature'));
    res.status(STATUS[verdict]).end();
  });

  router.use(answerBodyErrors);
  return router;
}
