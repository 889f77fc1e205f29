import { CloudLightning, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { type LandingAccount, useLandingAccount } from '../../pages/landing/landing-account';
import { Button } from '../ui/button';
import { toast } from '../ui/toaster';

const ANCHORS = [
  { href: '#features', label: 'Features' },
  { href: '#benefits', label: 'Benefits' },
  { href: '#testimonials', label: 'Testimonials' },
];

/** The landing page's top bar; on small screens its links fold into a menu. */
export function TopNav() {
  const [menuOpen, setMenuOpen] = useState(false);
  const account = useLandingAccount();
  const close = () => setMenuOpen(false);
  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className="flex h-16 items-center justify-between gap-4 px-4 md:px-8">
        <Link href="/" className="flex items-center gap-2 text-lg font-semibold">
          <CloudLightning className="size-5 text-primary" aria-hidden />
          StormDialer
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          <Anchors />
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <AccountLinks account={account} />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="top-nav-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
        </Button>
      </div>
      {menuOpen ? (
        <div id="top-nav-menu" className="flex flex-col gap-3 border-t px-4 py-4 md:hidden">
          <nav aria-label="Main" className="flex flex-col gap-3">
            <Anchors onNavigate={close} />
          </nav>
          <div className="flex flex-col items-stretch gap-2">
            <AccountLinks account={account} onNavigate={close} />
          </div>
        </div>
      ) : null}
    </header>
  );
}

function Anchors({ onNavigate }: { onNavigate?: () => void }) {
  return ANCHORS.map((anchor) => (
    <a
      key={anchor.href}
      href={anchor.href}
      onClick={onNavigate}
      className="text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
    >
      {anchor.label}
    </a>
  ));
}

function AccountLinks({
  account: { status, user, isAdmin, signOut },
  onNavigate,
}: {
  account: LandingAccount;
  onNavigate?: () => void;
}) {
  const [, navigate] = useLocation();
  const [signingOut, setSigningOut] = useState(false);

  if (status === 'loading') return null;
  if (!user) {
    return (
      <>
        <Button asChild variant="ghost">
          <Link href="/auth/signin" onClick={onNavigate}>
            Sign In
          </Link>
        </Button>
        <Button asChild>
          <Link href="/auth/signup" onClick={onNavigate}>
            Sign Up
          </Link>
        </Button>
      </>
    );
  }

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
      onNavigate?.();
      navigate('/');
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <>
      <span className="max-w-56 truncate text-sm text-muted-foreground" title={user.email}>
        {user.email}
      </span>
      {isAdmin ? (
        <Button asChild variant="ghost">
          <Link href="/admin" onClick={onNavigate}>
            Admin
          </Link>
        </Button>
      ) : null}
      <Button variant="outline" onClick={handleSignOut} disabled={signingOut}>
        Sign Out
      </Button>
      <Button asChild>
        <Link href="/dashboard" onClick={onNavigate}>
          Dashboard
        </Link>
      </Button>
    </>
  );
}
