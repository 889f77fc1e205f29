import { CloudLightning } from 'lucide-react';
import { Link } from 'wouter';
import { BELOW_THE_FOLD } from './section';

const LINKS = [
  { href: '#features', label: 'Features' },
  { href: '#benefits', label: 'Benefits' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#testimonials', label: 'Testimonials' },
];

export function SiteFooter() {
  return (
    <footer className={`border-t bg-muted/40 ${BELOW_THE_FOLD}`}>
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-12 md:flex-row md:items-start md:justify-between md:px-8">
        <div className="max-w-sm">
          <p className="flex items-center gap-2 text-lg font-semibold">
            <CloudLightning className="size-5 text-primary" aria-hidden />
            StormDialer
          </p>
          <p className="mt-2 text-sm text-muted-foreground">
            AI voice agents that cold-call your lists, redial missed calls and book roofing
            appointments.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
          {LINKS.map((link) => (
            <a
              key={link.href}
              href={link.href}
              className="text-muted-foreground hover:text-foreground"
            >
              {link.label}
            </a>
          ))}
          <Link href="/auth/signin" className="text-muted-foreground hover:text-foreground">
            Sign In
          </Link>
          <Link href="/auth/signup" className="text-muted-foreground hover:text-foreground">
            Sign Up
          </Link>
        </nav>
      </div>
      <p className="border-t py-6 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} StormDialer. All rights reserved.
      </p>
    </footer>
  );
}
