import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Preformatted text in a box that may scroll: a named region that takes focus, so a keyboard can
 * scroll it (axe: scrollable-region-focusable) and a screen reader says what it is.
 */
export function ScrollPre({
  label,
  className,
  ...props
}: ComponentProps<'pre'> & { label: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus to be scrolled by keyboard
      tabIndex={0}
      className={cn(
        'rounded-md bg-muted text-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <pre className="[white-space:inherit]" {...props} />
    </section>
  );
}
