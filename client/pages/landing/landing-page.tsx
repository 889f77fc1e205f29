import { useEffect, useRef } from 'react';
import { TopNav } from '../../components/layout/top-nav';
import { BenefitsSection } from './benefits-section';
import { BookingSection } from './booking-section';
import { ClosingSection } from './closing-section';
import { DemoCallsSection } from './demo-calls-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { PricingSection } from './pricing-section';
import { SiteFooter } from './site-footer';
import { TestimonialsSection } from './testimonials-section';

/**
 * The public marketing page, its sections in the spec's order. `data-hydrated` appears once the
 * pre-rendered page has been taken over by React (its scripts load after the first paint).
 */
export function LandingPage() {
  const page = useRef<HTMLDivElement>(null);
  // Set on the element, not through state: a state change would render the whole page again.
  useEffect(() => page.current?.setAttribute('data-hydrated', ''), []);
  return (
    <div ref={page} data-page="landing" className="flex min-h-svh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      <TopNav />
      <main id="main" className="flex-1">
        <HeroSection />
        <BookingSection />
        <DemoCallsSection />
        <FeaturesSection />
        <BenefitsSection />
        <PricingSection />
        <TestimonialsSection />
        <ClosingSection />
      </main>
      <SiteFooter />
    </div>
  );
}
