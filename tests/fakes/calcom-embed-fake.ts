import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where the fake serves Cal.com's embed script, and the booking page it frames. */
export const FAKE_EMBED_SCRIPT_PATH = '/embed/embed.js';
export const FAKE_BOOKING_PATH = '/stormdialer/discovery-call';

/**
 * A stand-in for https://app.cal.com/embed/embed.js (reference calendar.md 2.7): replays the
 * snippet's queued `init` / `inline` calls and draws an iframe of `{origin}/{calLink}` into the
 * element, as the real script does; later calls run at once.
 */
const EMBED_SCRIPT = `(() => {
  const Cal = window.Cal;
  const origins = {};
  const run = (namespace, args) => {
    if (args[0] === 'init') origins[namespace] = (args[2] || {}).origin;
    if (args[0] !== 'inline') return;
    const options = args[1];
    const element = typeof options.elementOrSelector === 'string'
      ? document.querySelector(options.elementOrSelector)
      : options.elementOrSelector;
    const frame = document.createElement('iframe');
    frame.src = origins[namespace] + '/' + options.calLink + '?embed=true&layout=' + options.layout;
    frame.title = 'Book a call';
    frame.style.cssText = 'width:100%;height:100%;border:0';
    element.appendChild(frame);
  };
  for (const [namespace, api] of Object.entries(Cal.ns)) {
    for (const args of api.q) run(namespace, args);
    api.q = { push: (args) => run(namespace, args) };
  }
})();`;

const bookingPage = (calLink: string) =>
  `<!doctype html><html><body><h1>Fake Cal.com booking page</h1><p>Booking: ${calLink}</p></body></html>`;

/** Answers the embed script and booking page requests; false for anything else (the API). */
export function serveEmbed(url: URL, res: ServerResponse, req: IncomingMessage): boolean {
  if (req.method !== 'GET') return false;
  if (url.pathname === FAKE_EMBED_SCRIPT_PATH) {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end(EMBED_SCRIPT);
    return true;
  }
  if (url.pathname === FAKE_BOOKING_PATH) {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(bookingPage(url.pathname.slice(1)));
    return true;
  }
  return false;
}
