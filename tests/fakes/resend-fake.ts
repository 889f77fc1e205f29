import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message as Resend's API received it (snake_case JSON body of POST /emails). */
export type ResendFakeMessage = {
  from: string;
  to: string | string[];
  subject: string;
  text?: string;
  html?: string;
  [key: string]: unknown;
};

export type ResendFake = {
  url: string;
  messages: ResendFakeMessage[];
  /** Every following request fails with this status and Resend's error body, until cleared. */
  failWith(status: number | null, name?: string): void;
  close(): Promise<void>;
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Local stand-in for Resend's HTTP API: `POST /emails` with `Authorization: Bearer <key>`. */
export async function startResendFake(apiKey: string): Promise<ResendFake> {
  const messages: ResendFakeMessage[] = [];
  let failure: { status: number; name: string } | null = null;
  const server = createServer(async (req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const body = await readBody(req);
    if (req.method !== 'POST' || req.url !== '/emails') {
      return reply(404, { statusCode: 404, name: 'not_found', message: 'Route not found' });
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return reply(403, {
        statusCode: 403,
        name: 'invalid_api_key',
        message: 'API key is invalid',
      });
    }
    if (failure) {
      return reply(failure.status, {
        statusCode: failure.status,
        name: failure.name,
        message: 'Failed',
      });
    }
    const message = JSON.parse(body) as ResendFakeMessage;
    if (!message.from || !message.to || !message.subject) {
      return reply(422, {
        statusCode: 422,
        name: 'missing_required_field',
        message: 'Missing field',
      });
    }
    messages.push(message);
    reply(200, { id: crypto.randomUUID() });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    failWith(status, name = 'application_error') {
      failure = status === null ? null : { status, name };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
