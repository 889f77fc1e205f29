import { CloudLightning, PanelLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CallbackNotices } from '../callback-notices';
import { LiveUpdatesStoppedBanner } from '../live-updates-stopped-banner';
import { PlanLimitBanner } from '../plan-limit-banner';
import { Button } from '../ui/button';
import { SIDEBAR_ID, Sidebar } from './sidebar';
import { useSidebarState } from './use-sidebar-state';

/** Top bar with the product name and sidebar toggle, the sidebar, and the page content. */
export function DashboardShell({ children }: { children: ReactNode }) {
  const sidebar = useSidebarState();

  return (
    <div className="min-h-dvh bg-background">
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background px-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Toggle sidebar"
          aria-controls={SIDEBAR_ID}
          aria-expanded={sidebar.isOpen}
          aria-keyshortcuts="Control+B Meta+B"
          title="Toggle sidebar (Ctrl/Cmd + B)"
          onClick={sidebar.toggle}
        >
          <PanelLeft aria-hidden />
        </Button>
        <Link href="/dashboard" className="flex items-center gap-2 text-lg font-semibold">
          <CloudLightning className="size-5 text-primary" aria-hidden />
          StormDialer
        </Link>
      </header>
      <div className="flex">
        <Sidebar
          open={sidebar.isOpen}
          isMobile={sidebar.isMobile}
          onCloseMobile={sidebar.closeMobile}
        />
        <main className="min-w-0 flex-1 p-4 md:p-6">
          <LiveUpdatesStoppedBanner />
          <PlanLimitBanner />
          <CallbackNotices />
          {children}
        </main>
      </div>
    </div>
  );
}
