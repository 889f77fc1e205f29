import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * For the blocks below the hero: the browser skips their layout and paint until they near the
 * viewport, so the first paint of `/` draws the hero alone (docs/benchmarks.md, landing LCP).
 */
export const BELOW_THE_FOLD = '[content-visibility:auto] [contain-intrinsic-size:auto_700px]';

type SectionProps = {
  id: string;
  /** Small label above the heading. */
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One block of the landing page: an anchor target below the sticky header, a heading, content. */
export function Section({ id, eyebrow, title, description, className, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('scroll-mt-16 py-20 md:py-24', BELOW_THE_FOLD, className)}
    >
      <div className="mx-auto max-w-6xl px-4 md:px-8">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          {eyebrow ? (
            <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-primary">
              {eyebrow}
            </p>
          ) : null}
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {title}
          </h2>
          {description ? (
            <p className="mt-4 text-lg text-pretty text-muted-foreground">{description}</p>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
