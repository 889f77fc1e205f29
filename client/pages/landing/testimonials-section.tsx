import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import type { Testimonial } from '../../../shared/landing/landing-types';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { wrapIndex } from '../../lib/wrap-index';
import { useTestimonials } from './landing-queries';
import { Section } from './section';

export function TestimonialsSection() {
  const testimonials = useTestimonials();
  return (
    <Section
      id="testimonials"
      eyebrow="Testimonials"
      title="What roofing teams say"
      className="bg-muted/40"
    >
      {testimonials.data && testimonials.data.length > 0 ? (
        <Carousel items={testimonials.data} />
      ) : (
        // Reserves the carousel's height (slide + controls) while loading; nothing to show without any.
        <div className="mx-auto min-h-[21.75rem] max-w-3xl" aria-busy={testimonials.isPending} />
      )}
    </Section>
  );
}

/**
 * One testimonial at a time; previous/next, the dots and the arrow keys (while a control of the
 * carousel has focus) move it, wrapping both ways.
 */
function Carousel({ items }: { items: Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const current = items[Math.min(index, items.length - 1)]!;
  const move = (step: number) => setIndex((i) => wrapIndex(i, step, items.length));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Testimonials"
      onKeyDown={onKeyDown}
      className="mx-auto max-w-3xl"
    >
      <div aria-live="polite">
        <Slide item={current} label={`${index + 1} of ${items.length}`} />
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous testimonial"
          onClick={() => move(-1)}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <div className="flex items-center gap-1">
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              aria-label={`Show testimonial ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
              className="flex size-6 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span
                className={cn(
                  'block size-2.5 rounded-full transition-colors',
                  i === index ? 'bg-primary' : 'bg-foreground/25',
                )}
              />
            </button>
          ))}
        </div>
        <Button variant="outline" size="icon" aria-label="Next testimonial" onClick={() => move(1)}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </section>
  );
}

function Slide({ item, label }: { item: Testimonial; label: string }) {
  return (
    <figure
      aria-roledescription="slide"
      aria-label={label}
      className="flex min-h-72 flex-col justify-between rounded-2xl border bg-card p-8 shadow-sm md:p-10"
    >
      <div>
        <div className="mb-6 flex items-center justify-between gap-4">
          <Quote className="size-8 text-primary/40" aria-hidden />
          {item.isExample ? (
            <Badge
              variant="outline"
              title="An illustrative example, not a quote from a named customer"
            >
              Example
            </Badge>
          ) : null}
        </div>
        <blockquote className="text-lg leading-relaxed text-pretty md:text-xl">
          “{item.quote}”
        </blockquote>
      </div>
      <figcaption className="mt-8">
        <p className="font-semibold">{item.name}</p>
        <p className="text-sm text-muted-foreground">{item.company}</p>
        {item.isExample ? (
          <p className="mt-2 text-xs text-muted-foreground">
            Illustrative example of a roofing team's experience, not a named customer.
          </p>
        ) : null}
      </figcaption>
    </figure>
  );
}
