/**
 * Cal.com's documented embed snippet, typed: `Cal(...)` queues calls until the embed script (from
 * config) loads and replays them. Namespaced so our inline widget never collides with another.
 */
type CalCall = unknown[];
type CalFunction = ((...args: CalCall) => void) & { q: CalCall[] };
type CalGlobal = CalFunction & { loaded?: boolean; ns: Record<string, CalFunction> };

declare global {
  interface Window {
    Cal?: CalGlobal;
  }
}

let scriptState: 'loading' | 'loaded' | 'failed' = 'loading';
const failureListeners = new Set<() => void>();

function queueing(): CalFunction {
  const api = ((...args: CalCall) => void api.q.push(args)) as CalFunction;
  api.q = [];
  return api;
}

function installCal(scriptUrl: string): CalGlobal {
  if (window.Cal) return window.Cal;
  const cal = queueing() as CalGlobal;
  cal.ns = {};
  cal.loaded = true;
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  script.onload = () => {
    scriptState = 'loaded';
  };
  // Unreachable, blocked by the network or refused by the CSP: the page shows a plain link.
  script.onerror = () => {
    scriptState = 'failed';
    for (const listener of failureListeners) listener();
  };
  document.head.appendChild(script);
  window.Cal = cal;
  return cal;
}

export type InlineEmbed = { scriptUrl: string; origin: string; calLink: string };

const NAMESPACE = 'discovery-call';

/**
 * Draws the booking page into `element` (month view); `onFailure` runs if the script cannot load.
 * Returns a function that stops listening for that failure.
 */
export function mountInlineEmbed(element: HTMLElement, embed: InlineEmbed, onFailure: () => void) {
  if (scriptState === 'failed') {
    onFailure();
    return () => {};
  }
  failureListeners.add(onFailure);
  const stop = () => void failureListeners.delete(onFailure);
  // React's development double-mount keeps the same element: draw into it once.
  if (element.dataset.calMounted) return stop;
  element.dataset.calMounted = 'true';
  const cal = installCal(embed.scriptUrl);
  if (!cal.ns[NAMESPACE]) {
    cal.ns[NAMESPACE] = queueing();
    cal.ns[NAMESPACE]('init', NAMESPACE, { origin: embed.origin });
    cal('initNamespace', NAMESPACE);
  }
  cal.ns[NAMESPACE]('inline', {
    elementOrSelector: element,
    calLink: embed.calLink,
    layout: 'month_view',
    config: { layout: 'month_view' },
  });
  return stop;
}
