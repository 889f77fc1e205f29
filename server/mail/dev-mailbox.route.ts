import { type Request, Router } from 'express';
import type { AppDeps } from '../deps';
import type { Config } from '../env';
import { renderDevMailboxPage } from './dev-mailbox-page';
import { readDevMailbox } from './dev-mailer';

/** The mailbox page exists only for the dev mailer (no Resend key) and never in production. */
export function devMailboxEnabled(config: Config): boolean {
  return !config.mail.resendApiKey && config.nodeEnv !== 'production';
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The connection comes from this machine, and so does the client behind a local proxy: `req.ip`
 * follows X-Forwarded-For from a loopback proxy ('trust proxy' is 'loopback').
 */
export function isLoopbackRequest(req: Request): boolean {
  return LOOPBACK.has(req.socket.remoteAddress ?? '') && LOOPBACK.has(req.ip ?? '');
}

/**
 * GET /dev/mailbox: the dev mailer's messages. A 404 (never the app shell) in production, with a
 * Resend key, and to anyone not on this machine.
 */
export function createDevMailboxRouter(deps: Pick<AppDeps, 'config' | 'redis'>): Router {
  const router = Router();
  const enabled = devMailboxEnabled(deps.config);
  router.get('/dev/mailbox', async (req, res) => {
    if (!enabled || !isLoopbackRequest(req)) {
      res.status(404).type('text').send('Not found');
      return;
    }
    const entries = await readDevMailbox(deps.redis, deps.config.redis.queuePrefix);
    res.set('Cache-Control', 'no-store').type('html').send(renderDevMailboxPage(entries));
  });
  return router;
}
