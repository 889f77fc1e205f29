import { type CSSProperties, lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Kind = 'success' | 'info' | 'error' | 'warning';

/**
 * Sonner loads with the first toast, not with every page: the landing page never shows one.
 * A toast waits until the toaster has mounted and subscribed, so none is lost.
 */
let sonner: Promise<Sonner> | null = null;
const loadSonner = () => {
  sonner ??= import('sonner');
  return sonner;
};

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function show(kind: Kind, message: string, options?: ExternalToast): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([loadSonner(), mounted]).then(([{ toast: sonnerToast }]) =>
    sonnerToast[kind](message, options),
  );
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
};

const SonnerToaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

function Mounted() {
  useEffect(() => markMounted(), []);
  return null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Sonner's rich-colour texts at 4.5:1 or more on their own backgrounds (its defaults: success
 * 4.3:1, info 4.4:1, warning 3:1, which axe reports as serious).
 */
const RICH_TEXT = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;

export function Toaster() {
  const active = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster richColors position="top-right" style={RICH_TEXT} />
      {/* After the toaster's own effects (it subscribes to toasts in one). */}
      <Mounted />
    </Suspense>
  );
}
