import express, { type Request, type Response, Router } from 'express';
import { WEEKLY_REPORT_MESSAGES } from '../../../shared/weekly-report/weekly-report-inputs';
import type { AppDeps } from '../../deps';
import { signedInRoute } from '../../http/signed-in-route';
import { verifyUnsubscribeToken } from './unsubscribe-token';
import { setOptIn } from './weekly-report.repository';
import { buildWeeklyReport } from './weekly-report.service';
import { weeklyReportCsv } from './weekly-report-csv';

function page(status: number, message: string, res: Response): void {
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Weekly report · StormDialer</title></head>
<body><h1>Weekly report</h1><p>${message}</p><p><a href="/dashboard/settings">Settings</a></p></body></html>`;
  res.status(status).set('Cache-Control', 'no-store').type('html').send(body);
}

/**
 * GET /api/weekly-report/report.csv: the signed-in user's account's last complete week, as the
 * e-mail has it. GET or POST /api/weekly-report/unsubscribe?token: one click, no sign-in (the
 * token is signed for the member); POST is RFC 8058's List-Unsubscribe-Post.
 */
export function createWeeklyReportRouter(deps: AppDeps): Router {
  const router = Router();
  router.get(
    '/report.csv',
    signedInRoute(deps, async (_req, res, user) => {
      const report = await buildWeeklyReport(deps, user.accountId, new Date());
      res.status(200).type('text/csv').attachment(`weekly-report-${report.weekStart}.csv`);
      res.set('cache-control', 'no-store').send(weeklyReportCsv(report));
    }),
  );
  const unsubscribe = async (req: Request, res: Response) => {
    const token = typeof req.query.token === 'string' ? req.query.token.slice(0, 200) : '';
    const userId = verifyUnsubscribeToken(token, deps.config.auth.jwtSecret);
    if (!userId) return page(400, WEEKLY_REPORT_MESSAGES.unsubscribeInvalid, res);
    await setOptIn(deps.db, userId, false);
    page(200, WEEKLY_REPORT_MESSAGES.unsubscribed, res);
  };
  router.get('/unsubscribe', unsubscribe);
  router.post('/unsubscribe', express.urlencoded({ extended: false, limit: '1kb' }), unsubscribe);
  return router;
}
