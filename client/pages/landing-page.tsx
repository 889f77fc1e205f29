import { CloudLightning } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';

/** Minimal landing page; the full marketing page replaces it in a later issue. */
export function LandingPage() {
  return (
    <div className="flex min-h-svh flex-col">
      <header className="flex h-16 items-center justify-between border-b px-4 md:px-8">
        <span className="flex items-center gap-2 text-lg font-semibold">
          <CloudLightning className="size-5 text-primary" aria-hidden />
          StormDialer
        </span>
        <nav aria-label="Account" className="flex items-center gap-2">
          <Button asChild variant="ghost">
            <Link href="/auth/signin">Sign In</Link>
          </Button>
          <Button asChild>
            <Link href="/auth/signup">Sign Up</Link>
          </Button>
        </nav>
      </header>
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
