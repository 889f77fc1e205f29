import { createServer, type Server } from 'node:http';
import { createApp } from './app';
import type { AppDeps } from './deps';
import { createAccountStreamHandler } from './modules/events/account-stream.route';

/**
 * The API's HTTP server. Open tabs' live streams are answered before Express: each holds its
 * response for hours, so nothing per request (router state, request logger, metrics timers) may
 * stay alive with it. Everything else goes to the app.
 */
export function createHttpServer(deps: AppDeps): Server {
  const app = createApp(deps);
  const streams = createAccountStreamHandler(deps);
  return createServer((req, res) => streams(req, res, () => app(req, res)));
}
