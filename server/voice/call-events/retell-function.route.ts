import express from 'express';
import type { AppDeps } from '../../deps';
import { OPT_OUT_TOKEN_HEADER } from '../../integrations/retell/retell-opt-out-tool';
import { answerBodyErrors } from '../../security/webhook-body-errors';
import { verifyOptOutToken } from './opt-out-token';

/** What the agent is told after the number is on the list (Retell reads `result`). */
export const OPT_OUT_RESULT =
  'Done: this number is on the do-not-call list. Confirm they will not be called again, say goodbye and end the call now.';

/** Retell's body is not read (its shape is not documented); a small cap keeps it cheap. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * `POST /api/webhooks/retell/functions/opt-out`: the agent's opt-out function, called during the
 * call. The call's signed token (header) names the call; its number goes on the do-not-call list
 * before the answer, so the agent ends the call only once it is recorded. The campaigns record
 * it (`optedOut`, handed in by the composition root: voice reads no campaign table).
 */
export function createRetellFunctionsRouter(
  deps: Pick<AppDeps, 'config' | 'logger'>,
  optedOut: (callId: string) => Promise<unknown>,
): express.Router {
  const router = express.Router();
  router.post(
    '/opt-out',
    express.raw({ type: () => true, limit: MAX_BODY_BYTES }),
    async (req, res) => {
      const callId = verifyOptOutToken(
        req.get(OPT_OUT_TOKEN_HEADER) ?? '',
        deps.config.auth.jwtSecret,
      );
      if (!callId) return void res.status(401).end();
      await optedOut(callId);
      deps.logger.info({ callId }, 'opt-out function: number on the do-not-call list');
      res.status(200).json({ result: OPT_OUT_RESULT });
    },
  );
  router.use(answerBodyErrors);
  return router;
}
