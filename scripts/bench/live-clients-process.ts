/**
 * Child process of `npm run bench -- live`: holds many SSE connections (one per browser tab) and
 * records, for each event whose listId carries its publish time, how long it took to arrive.
 */
import http from 'node:http';

type Connect = { type: 'connect'; url: string; cookies: string[]; concurrency: number };
type Message = Connect | { type: 'count' } | { type: 'collect' } | { type: 'close' };

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
const open: http.ClientRequest[] = [];
let latencies: number[] = [];
const now = () => performance.timeOrigin + performance.now();

function onMessage(text: string) {
  const sent = /bench-(\d+(?:\.\d+)?)/.exec(text);
  if (sent) latencies.push(now() - Number(sent[1]));
}

/** Opens one stream; resolves once the server's first message (connected) arrives. */
function connect(url: string, cookie: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { agent, headers: { cookie, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        let buffer = '';
        let first = true;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            onMessage(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            if (first) {
              first = false;
              resolve();
            }
          }
        });
      },
    );
    req.on('error', reject);
    open.push(req);
  });
}

async function connectAll({ url, cookies, concurrency }: Connect) {
  const queue = [...cookies];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let cookie = queue.shift(); cookie !== undefined; cookie = queue.shift()) {
        await connect(url, cookie);
      }
    }),
  );
}

process.on('message', async (message: Message) => {
  try {
    if (message.type === 'connect') {
      await connectAll(message);
      process.send!({ type: 'connected', count: open.length });
    } else if (message.type === 'count') {
      process.send!({ type: 'count', count: latencies.length });
    } else if (message.type === 'collect') {
      process.send!({ type: 'latencies', samples: latencies });
      latencies = [];
    } else {
      for (const req of open.splice(0)) req.destroy();
      process.send!({ type: 'closed' });
    }
  } catch (error) {
    process.send!({ type: 'error', message: (error as Error).message });
  }
});
process.on('disconnect', () => process.exit(0));
