import { BookCallLink } from './book-call-link';
import { BELOW_THE_FOLD } from './section';

/** The closing call to action. */
export function ClosingSection() {
  return (
    <section
      aria-labelledby="closing-heading"
      className={`px-4 py-20 md:px-8 md:py-24 ${BELOW_THE_FOLD}`}
    >
      <div className="mx-auto flex max-w-5xl flex-col items-center rounded-3xl bg-primary px-6 py-16 text-center text-primary-foreground shadow-xl md:px-16">
        <h2
          id="closing-heading"
          className="max-w-2xl text-3xl font-bold tracking-tight text-balance md:text-4xl"
        >
          Ready to fill your calendar with roof inspections?
        </h2>
        <p className="mt-4 max-w-xl text-lg text-primary-foreground/90">
          Talk to us for 30 minutes and see what the agents would do with your next storm list.
        </p>
        <BookCallLink variant="secondary" className="mt-8 h-12 px-8 text-base" />
        <p className="mt-4 text-sm text-primary-foreground/90">
          No credit card required. 14-day free trial.
        </p>
      </div>
    </section>
  );
}
