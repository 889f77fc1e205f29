import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import {
  DELIVERY_ID_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  verifySignature,
} from '../../server/modules/webhooks/webhook-signature';

export type ReceivedDelivery = {
  /** The request's path (an edited endpoint's new URL shows here). */
  path: string;
  deliveryId: string;
  event: string;
  signature: string;
  body: string;
  verified: boolean;
};

export type WebhookReceiverFake = {
  url: string;
  received: ReceivedDelivery[];
  /** The signing secret the fake checks with (set it to the one the app showed). */
  setSecret(secret: string): void;
  /** The status the next requests get (default 200; a failing receiver answers 500). */
  answerWith(status: number): void;
  /** The receiver's clock for the 5-minute check (tests that move the sender's clock move it too). */
  setClock(now: () => Date): void;
  close(): Promise<void>;
};

/**
 * A webhook receiver as a customer would run it: verifies `StormDialer-Signature` on the raw
 * body (t at most 5 minutes old), answers 401 when it does not verify, keeps every delivery.
 * GET / lists what arrived; PUT /_secret sets the secret (tests).
 */
export async function startWebhookReceiverFake(
  options: { port?: number; secret?: string; log?: boolean } = {},
): Promise<WebhookReceiverFake> {
  const received: ReceivedDelivery[] = [];
  let secret = options.secret ?? '';
  let status = 200;
  let clock = () => new Date();
  const server = createServer((req, res) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(received, null, 2));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      // Test control (e2e): the secret the app showed, so later deliveries verify.
      if (req.method === 'PUT' && req.url === '/_secret') {
        secret = body.trim();
        res.writeHead(204).end();
        return;
      }
      const signature = String(req.headers[SIGNATURE_HEADER.toLowerCase()] ?? '');
      const now = Math.floor(clock().getTime() / 1000);
      const verified = secret !== '' && verifySignature(signature, body, secret, now);
      const delivery = {
        path: req.url ?? '',
        deliveryId: String(req.headers[DELIVERY_ID_HEADER.toLowerCase()] ?? ''),
        event: String(req.headers[EVENT_HEADER.toLowerCase()] ?? ''),
        signature,
        body,
        verified,
      };
      received.push(delivery);
      if (options.log) {
        const mark = verified ? 'verified' : 'NOT VERIFIED';
        console.log(
          `${delivery.event} ${delivery.deliveryId} at ${delivery.path} (${mark})\n${body}\n`,
        );
      }
      res.writeHead(verified ? status : 401).end();
    });
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    setSecret: (value) => {
      secret = value;
    },
    answerWith: (value) => {
      status = value;
    },
    setClock: (now) => {
      clock = now;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `npm run fake:webhook-receiver [-- <secret>]`: prints each delivery and whether it verified.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.WEBHOOK_RECEIVER_PORT ?? 4590);
  const secret = process.argv[2] ?? process.env.WEBHOOK_SECRET ?? '';
  const fake = await startWebhookReceiverFake({ port, secret, log: true });
  console.log(`Webhook receiver fake on ${fake.url} — WEBHOOK_LOCAL_ORIGINS=${fake.url}`);
  if (!secret) console.log('No secret given: deliveries are shown but not verified (401).');
}
