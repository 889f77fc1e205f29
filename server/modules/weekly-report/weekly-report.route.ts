import escapeHtml from 'escape-html';
import express, { type Request, type Response, Router } from 'express';
import { WEEKLY_REPORT_MESSAGES } from '../../../shared/weekly-report/weekly-report-inputs';
import type { AppDeps } from '../../deps';
import { signedInRoute } from '../../http/signed-in-route';
import { verifyUnsubscribeToken } from './unsubscribe-token';
import { setOptIn } from './weekly-report.repository';
import { buildWeeklyReport } from './weekly-report.service';
import { weeklyReportCsv } from './weekly-report-csv';

/** `content` is HTML: callers escape what they put in. */
function page(status: number, content: string, res: Response): void {
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Weekly report · StormDialer</title></head>
<body><main><h1>Weekly report</h1>${content}<p><a href="/dashboard/settings">Settings</a></p></main></body></html>`;
  res.status(status).set('Cache-Control', 'no-store').type('html').send(body);
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

const tokenOf = (req: Request) =>
  typeof req.query.token === 'string' ? req.query.token.slice(0, 200) : '';

/** The question, and a button that posts the same link: only the POST unsubscribes. */
function confirmForm(token: string): string {
  const action = `/api/weekly-report/unsubscribe?token=${encodeURIComponent(token)}`;
  return `${paragraph(WEEKLY_REPORT_MESSAGES.unsubscribeConfirm)}
<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(WEEKLY_REPORT_MESSAGES.unsubscribeButton)}</button></form>`;
}

/**
 * GET /api/weekly-report/report.csv: the signed-in user's account's last complete week, as the
 * e-mail has it. /api/weekly-report/unsubscribe?token (signed for the member, no sign-in): POST
 * unsubscribes in one click (RFC 8058's List-Unsubscribe-Post, and the confirm page's button);
 * GET only asks, since mail scanners open links.
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
  const invalid = (res: Response) =>
    page(400, paragraph(WEEKLY_REPORT_MESSAGES.unsubscribeInvalid), res);
  router.get('/unsubscribe', (req, res) => {
    const token = tokenOf(req);
    if (!verifyUnsubscribeToken(token, deps.config.auth.jwtSecret)) return invalid(res);
    page(200, confirmForm(token), res);
  });
  router.post(
    '/unsubscribe',
    express.urlencoded({ extended: false, limit: '1kb' }),
    async (req: Request, res: Response) => {
      const userId = verifyUnsubscribeToken(tokenOf(req), deps.config.auth.jwtSecret);
      if (!userId) return invalid(res);
      await setOptIn(deps.db, userId, false);
      page(200, paragraph(WEEKLY_REPORT_MESSAGES.unsubscribed), res);
    },
  );
  return router;
}
