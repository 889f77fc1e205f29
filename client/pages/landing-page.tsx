import { Link } from 'wouter';
import { TopNav } from '../components/layout/top-nav';
import { Button } from '../components/ui/button';

/** Minimal landing page; the full marketing page replaces it in a later issue. */
export function LandingPage() {
  return (
    <div className="flex min-h-svh flex-col">
      <TopNav />
      <main className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-16 text-center">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">
          AI voice agents that cold-call your roofing leads and book the appointments
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Upload a contact list, let the agents dial, redial missed calls and set appointments while
          your sales team closes storm-damage jobs.
        </p>
        <Button asChild size="lg">
          <Link href="/auth/signup">Get Started</Link>
        </Button>
      </main>
    </div>
  );
}
