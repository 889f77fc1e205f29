import type express from 'express';

export type AppRoute = { method: string; path: string };

type Layer = {
  rawPath?: unknown;
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
};

/** Every plain route of the app (method and full path with its `:params`), read from Express. */
export function appRoutes(app: express.Express): AppRoute[] {
  const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  return routesOf(stack, '');
}

function routesOf(stack: Layer[], prefix: string): AppRoute[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const paths = [layer.route.path].flat();
      return paths.flatMap((path) =>
        Object.keys(layer.route!.methods)
          .filter((method) => method !== '_all')
          .map((method) => ({ method: method.toUpperCase(), path: `${prefix}${path}` })),
      );
    }
    if (!layer.handle.stack) return [];
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return routesOf(layer.handle.stack, `${prefix}${mount}`);
  });
}

/** The path with each `:param` and `{*splat}` replaced by `segment` (already encoded). */
export function fillPath(path: string, segment: string): string {
  return path.replace(/\{\*\w+\}|:\w+/g, segment);
}
