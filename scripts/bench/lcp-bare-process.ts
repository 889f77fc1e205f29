/**
 * Child process of `npm run bench -- lcp`: serves the HTML file named in argv for every request,
 * with the response headers of the JSON file named after it, as the bare page the landing page is
 * measured against. Tells the parent its port over IPC.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const html = readFileSync(process.argv[2]!);
const headers = JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as Record<string, string>;
const server = http.createServer((_req, res) => {
  res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
});
server.listen(0, '127.0.0.1', () => {
  process.send!({ type: 'listening', port: (server.address() as AddressInfo).port });
});
process.on('disconnect', () => process.exit(0));
