import type { NextFunction, Request, Response } from 'express';
import { Counter, Gauge, Histogram } from 'prom-client';
import { registry } from './registry';

export const httpRequestDuration = new Histogram({
  name: 'stormdialer_http_request_duration_seconds',
  help: 'HTTP request latency by method, route and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const trpcErrorsTotal = new Counter({
  name: 'stormdialer_trpc_errors_total',
  help: 'tRPC procedure errors by code (BAD_REQUEST, UNAUTHORIZED, INTERNAL_SERVER_ERROR, ...)',
  labelNames: ['code'] as const,
  registers: [registry],
});

export const eventStreamsOpen = new Gauge({
  name: 'stormdialer_event_streams_open',
  help: 'Live account-event streams (SSE subscriptions) open on this API process',
  registers: [registry],
});

const PROCEDURE = /^[a-zA-Z]+(\.[a-zA-Z]+)+$/;

/**
 * A low-cardinality route label, never the raw URL (ids, tokens): the tRPC procedure ('trpc-batch'
 * for several, 'trpc-unknown' for a 404), the Express route pattern, or 'static' for files.
 */
export function routeLabel(req: Request, statusCode: number): string {
  const path = req.originalUrl.split('?')[0] ?? '';
  if (path.startsWith('/trpc/')) {
    const name = path.slice('/trpc/'.length);
    if (name.includes(',')) return 'trpc-batch';
    return statusCode !== 404 && PROCEDURE.test(name) ? `trpc:${name}` : 'trpc-unknown';
  }
  const pattern: unknown = req.route?.path;
  if (pattern === '/{*splat}') return 'app-shell';
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  return 'static';
}

/** Observes every request's latency when its response finishes. */
export function httpMetrics(req: Request, res: Response, next: NextFunction): void {
  const end = httpRequestDuration.startTimer();
  res.once('finish', () => {
    end({
      method: req.method,
      route: routeLabel(req, res.statusCode),
      status_code: String(res.statusCode),
    });
  });
  next();
}
