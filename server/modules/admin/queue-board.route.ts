import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import express, { type RequestHandler } from 'express';
import type { AppDeps } from '../../deps';
import { QUEUE_NAMES } from '../../queue/jobs';
import { requireNonSimpleRequest } from '../../security/state-change-guard';
import { requireAdmin } from './require-admin';

/**
 * The board changes state with body-less PUTs (retry, pause, clean) that carry no content type;
 * another origin cannot send a PUT without a preflight, so only its POSTs need the JSON guard.
 */
const guardPosts: RequestHandler = (req, res, next) =>
  req.method === 'POST' ? requireNonSimpleRequest(req, res, next) : next();

export const QUEUE_BOARD_PATH = '/admin/queues';

/** bull-board's page links IBM Plex from Google Fonts, which the CSP refuses: the page goes without. */
const FOREIGN_STYLESHEET = /<link\b[^>]*href="https:\/\/[^"]*"[^>]*rel="stylesheet"[^>]*>/g;

/** The board's page as bull-board renders it, minus stylesheets from other hosts. */
const withoutForeignStylesheets: RequestHandler = (_req, res, next) => {
  const render = res.render.bind(res);
  res.render = (view: string, options?: object) =>
    render(view, options ?? {}, (error: Error | null, html?: string) => {
      if (error) return next(error);
      res.send((html ?? '').replace(FOREIGN_STYLESHEET, ''));
    });
  next();
};

/**
 * The job queues' health (waiting / active / delayed / failed, a failed job's error, retry)
 * through bull-board, for admins only: every page, asset and API call passes the admin check.
 */
export function createQueueBoardRouter(deps: AppDeps): express.Router {
  const adapter = new ExpressAdapter();
  adapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: QUEUE_NAMES.map((name) => new BullMQAdapter(deps.queues.get(name))),
    serverAdapter: adapter,
    options: { uiConfig: { boardTitle: 'StormDialer queues' } },
  });
  const router = express.Router();
  router.use(guardPosts, requireAdmin(deps), withoutForeignStylesheets, adapter.getRouter());
  return router;
}
