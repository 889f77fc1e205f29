import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { TRPC_MAX_BATCH_SIZE, TRPC_MAX_BODY_BYTES } from '../shared/validation/input-limits';
import type { AppDeps } from './deps';
import { checkReadiness } from './health';
import { redactUrl, requestLogLevel } from './logger';
import { createDevMailboxRouter } from './mail/dev-mailbox.route';
import { httpMetrics, trpcErrorsTotal } from './metrics/http-metrics';
import { createDemoCallUploadRouter } from './modules/admin/demo-call-upload.route';
import { createQueueBoardRouter, QUEUE_BOARD_PATH } from './modules/admin/queue-board.route';
import { createVoicePreviewRouter } from './modules/agents/voice-preview.route';
import { createCalcomWebhookRouter } from './modules/appointments/calcom-webhook.route';
import { createCallLogExportRouter } from './modules/call-logs/call-log-export.route';
import { createCallRecordingRouter } from './modules/call-logs/call-recording.route';
import { createDoNotCallExportRouter } from './modules/campaigns/do-not-call/do-not-call-export.route';
import { createDoNotCallImportRouter } from './modules/campaigns/do-not-call/do-not-call-import.route';
import { recordOptOut } from './modules/campaigns/do-not-call/opt-out.service';
import { createEvidenceDownloadRouter } from './modules/campaigns/evidence/evidence-download.route';
import { inboundCallers } from './modules/campaigns/inbound/inbound-callers.service';
import { createImportReportRouter } from './modules/campaigns/lists/import-report.route';
import { createUploadRouter } from './modules/campaigns/lists/upload.route';
import { createKnowledgeRouter } from './modules/knowledge/knowledge.route';
import { createDemoCallAudioRouter } from './modules/landing/demo-call-audio.route';
import { createPublicApiRouter } from './modules/lead-intake/lead-intake.route';
import { createLeadsExportRouter } from './modules/leads/leads-export.route';
import { createHailImportRouter } from './modules/storm/archive/hail-import.route';
import { createMeshUploadRouter } from './modules/storm/mesh/mesh-upload.route';
import { createWeeklyReportRouter } from './modules/weekly-report/weekly-report.route';
import { answerRequestErrors, refuseMalformedPath } from './request-errors';
import { appRouter } from './router';
import { contentSecurityPolicy } from './security/content-security-policy';
import { requireNonSimpleRequest } from './security/state-change-guard';
import { createContext } from './trpc';
import { createRetellFunctionsRouter } from './voice/call-events/retell-function.route';
import { createRetellInboundRouter } from './voice/call-events/retell-inbound.route';
import { createRetellWebhookRouter } from './voice/call-events/retell-webhook.route';

/** Builds the HTTP app without listening, so tests drive the very same app. */
export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(httpMetrics);
  // Server-to-server, signed: mounted before the browser's middleware (security headers, request
  // log, cookies) and the state-change guard, with its own body cap. Their answers carry no body.
  app.use('/api/webhooks', refuseMalformedPath);
  app.use('/api/webhooks/retell/inbound', createRetellInboundRouter(deps, inboundCallers(deps)));
  app.use(
    '/api/webhooks/retell/functions',
    createRetellFunctionsRouter(deps, (callId) => recordOptOut(deps, callId)),
  );
  app.use('/api/webhooks/retell', createRetellWebhookRouter(deps));
  app.use('/api/webhooks/calcom', createCalcomWebhookRouter(deps));
  app.use(
    helmet({
      contentSecurityPolicy: contentSecurityPolicy(deps.config),
      strictTransportSecurity: deps.config.http.secureCookies,
    }),
  );
  app.use(requestLog(deps));
  app.use(refuseMalformedPath);
  app.use(cookieParser());

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/readyz', async (_req, res) => {
    const readiness = await checkReadiness(deps);
    res.status(readiness.ok ? 200 : 503).json(readiness);
  });

  app.use(
    '/trpc',
    requireNonSimpleRequest,
    createExpressMiddleware({
      router: appRouter,
      maxBodySize: TRPC_MAX_BODY_BYTES,
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      createContext: ({ req, res }) => createContext(deps, req, res),
      onError: ({ error, path: procedure, req }) => {
        trpcErrorsTotal.inc({ code: error.code });
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          deps.logger.error({ err: error, procedure, requestId: req.id }, 'tRPC procedure failed');
        }
      },
    }),
  );

  // Server-to-server with a bearer token (no cookie is read): no state-change guard.
  app.use('/api/v1', createPublicApiRouter(deps));
  app.use('/api/uploads', requireNonSimpleRequest, createUploadRouter(deps));
  app.use('/api/knowledge', requireNonSimpleRequest, createKnowledgeRouter(deps));
  app.use('/api/lists', createImportReportRouter(deps));
  app.use('/api/do-not-call/imports', requireNonSimpleRequest, createDoNotCallImportRouter(deps));
  app.use('/api/do-not-call', createDoNotCallExportRouter(deps));
  app.use('/api/evidence', createEvidenceDownloadRouter(deps));
  app.use('/api/voices', createVoicePreviewRouter(deps));
  app.use('/api/calls', createCallLogExportRouter(deps), createCallRecordingRouter(deps));
  app.use('/api/leads', createLeadsExportRouter(deps));
  app.use('/api/weekly-report', createWeeklyReportRouter(deps));
  app.use('/api/admin/demo-calls', createDemoCallUploadRouter(deps));
  app.use('/api/admin/hail-imports', createHailImportRouter(deps));
  app.use('/api/admin/mesh-imports', createMeshUploadRouter(deps));
  app.use(QUEUE_BOARD_PATH, createQueueBoardRouter(deps));
  app.use('/api/demo-calls', createDemoCallAudioRouter(deps));
  app.use(createDevMailboxRouter(deps));
  serveClient(app, deps.config.staticDir);
  app.use(answerRequestErrors(deps));
  return app;
}

/** One log line per request, with a request id (also sent as X-Request-Id); probes are not logged. */
function requestLog(deps: AppDeps) {
  return pinoHttp({
    logger: deps.logger,
    genReqId: (_req, res) => {
      const id = randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: logPath(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: requestLogLevel(deps.config.nodeEnv),
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
  });
}

/** Request logs carry the path only: query strings hold tRPC inputs and link tokens. */
function logPath(url: string): string {
  return redactUrl(url.split('?')[0]!);
}

/** Paths that are never a page: a miss there is a 404, not the SPA's HTML. */
const NOT_PAGES = ['/api/', '/trpc/', '/assets/'];

function serveClient(app: express.Express, staticDir: string) {
  const root = path.resolve(staticDir);
  const index = path.join(root, 'index.html');
  // `/` pre-rendered at build time (scripts/lib/prerender-landing-plugin.ts), when it was.
  const landing = path.join(root, 'landing.html');
  // Only the client's files are compressed: API responses and event streams are left as they are.
  app.use(compression());
  // Vite names every asset by its content hash: a changed file is a new URL.
  app.use(
    '/assets',
    express.static(path.join(root, 'assets'), { index: false, immutable: true, maxAge: '1y' }),
  );
  app.use(express.static(root, { index: false, maxAge: '1h' }));
  app.get('/{*splat}', (req, res, next) => {
    if (NOT_PAGES.some((prefix) => req.path.startsWith(prefix))) return next();
    if (!existsSync(index)) {
      res.status(503).type('text').send('The client is not built yet: run `npm run build`.');
      return;
    }
    res.sendFile(req.path === '/' && existsSync(landing) ? landing : index);
  });
}
