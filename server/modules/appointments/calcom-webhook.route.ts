import express from 'express';
import type { AppDeps } from '../../deps';
import { answerBodyErrors } from '../../security/webhook-body-errors';
import { acceptCalcomWebhook } from './calcom-webhook.service';

/** Bookings are small; Cal.com's payloads stay far below this. */
export const CALCOM_WEBHOOK_MAX_BYTES = 256 * 1024;

const STATUS = {
  applied: 204,
  ignored: 204,
  unknown: 404,
  unauthorized: 401,
  malformed: 400,
} as const;

/**
 * `POST /api/webhooks/calcom/:connectionId`: Cal.com's booking events, signed with the
 * connection's own secret. Outside the state-change guard (Cal.com is no browser), with its own
 * body cap; the raw bytes are kept for the signature.
 */
export function createCalcomWebhookRouter(deps: AppDeps): express.Router {
  const router = express.Router();
  const readBody = express.raw({ type: () => true, limit: CALCOM_WEBHOOK_MAX_BYTES });

  router.post('/:connectionId', readBody, async (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const verdict = await acceptCalcomWebhook(
      deps,
      String(req.params.connectionId),
      raw,
      req.get('x-cal-signature-256'),
    );
    res.status(STATUS[verdict]).end();
  });

  router.use(answerBodyErrors);
  return router;
}
