import { existsSync } from 'node:fs';
import path from 'node:path';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { AppDeps } from './deps';
import { checkReadiness } from './health';
import { redactUrl } from './logger';
import { createVoicePreviewRouter } from './modules/agents/voice-preview.route';
import { createUploadRouter } from './modules/contacts/upload.route';
import { appRouter } from './router';
import { contentSecurityPolicy } from './security/content-security-policy';
import { createContext } from './trpc';

/** Builds the HTTP app without listening, so tests drive the very same app. */
export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    helmet({
      contentSecurityPolicy: contentSecurityPolicy(deps.config),
      strictTransportSecurity: deps.config.http.secureCookies,
    }),
  );
  app.use(
    pinoHttp({
      logger: deps.logger,
      serializers: {
        req: (req: { method: string; url: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );
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
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req, res }) => createContext(deps, req, res),
      onError: ({ error, path: procedure }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          deps.logger.error({ err: error, procedure }, 'tRPC procedure failed');
        }
      },
    }),
  );

  app.use('/api/uploads', createUploadRouter(deps));
  app.use('/api/voices', createVoicePreviewRouter(deps));
  serveClient(app, deps.config.staticDir);
  app.use(((error, _req, res, _next) => {
    deps.logger.error({ err: error }, 'request failed');
    if (!res.headersSent)
      res.status(500).json({ error: 'Something went wrong. Please try again.' });
  }) satisfies ErrorRequestHandler);
  return app;
}

function serveClient(app: express.Express, staticDir: string) {
  const root = path.resolve(staticDir);
  const index = path.join(root, 'index.html');
  app.use(express.static(root, { index: false, maxAge: '1h' }));
  app.get('/{*splat}', (req, res, next) => {
    if (req.path.startsWith('/api/') || req.path.startsWith('/trpc/')) return next();
    if (!existsSync(index)) {
      res.status(503).type('text').send('The client is not built yet: run `npm run build`.');
      return;
    }
    res.sendFile(index);
  });
}
