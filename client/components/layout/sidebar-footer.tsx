import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';
import { toast } from '../ui/toaster';

const SIGN_OUT_FAILED = 'Failed to sign out. Please try again.';

export function SidebarFooter({ collapsed }: { collapsed: boolean }) {
  const { user, signOut } = useAuth();
  const [, navigate] = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const displayName = user?.name.trim() || user?.email || '';

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
      navigate('/auth/signin');
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : SIGN_OUT_FAILED);
      setSigningOut(false);
    }
  };

  return (
    <div className="flex flex-col gap-1 border-t p-2">
      <p className={cn('px-2 pt-1 text-xs text-muted-foreground', collapsed && 'sr-only')}>
        Signed in as
      </p>
      <div className={cn('flex items-center gap-2 py-1', !collapsed && 'px-2')}>
        <Avatar src={user?.avatarUrl} name={displayName} />
        <span
          className={cn('truncate text-sm font-medium', collapsed && 'sr-only')}
          title={displayName}
        >
          {displayName}
        </span>
      </div>
      <Button
        variant="ghost"
        className="w-full justify-start gap-3 px-2 font-normal"
        onClick={handleSignOut}
        disabled={signingOut}
        title={collapsed ? 'Sign Out' : undefined}
      >
        <LogOut aria-hidden />
        <span className={cn(collapsed && 'sr-only')}>Sign Out</span>
      </Button>
    </div>
  );
}
