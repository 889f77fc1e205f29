import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { SidebarFooter } from './sidebar-footer';
import { isNavItemActive, SIDEBAR_NAV } from './sidebar-nav';

export const SIDEBAR_ID = 'dashboard-sidebar';

export type SidebarProps = {
  open: boolean;
  isMobile: boolean;
  onCloseMobile(): void;
};

/**
 * Desktop: an in-flow column, 16rem open or 3rem collapsed (icons only).
 * Mobile (< 768 px): an 18rem off-canvas drawer over a dimmed overlay.
 */
export function Sidebar({ open, isMobile, onCloseMobile }: SidebarProps) {
  const [location] = useLocation();
  const closeButton = useRef<HTMLButtonElement>(null);
  const collapsed = !open && !isMobile;

  useEffect(() => {
    if (isMobile && open) closeButton.current?.focus();
  }, [isMobile, open]);

  return (
    <>
      {isMobile && open ? (
        <div
          aria-hidden
          data-testid="sidebar-overlay"
          className="fixed inset-0 z-40 bg-black/50"
          onClick={onCloseMobile}
        />
      ) : null}
      <aside
        id={SIDEBAR_ID}
        aria-label="Sidebar"
        data-testid="sidebar"
        data-state={open ? 'open' : 'collapsed'}
        data-mobile={isMobile ? 'true' : 'false'}
        inert={isMobile && !open}
        className={cn(
          'flex flex-col overflow-hidden border-r bg-sidebar whitespace-nowrap',
          isMobile
            ? 'fixed inset-y-0 left-0 z-50 w-72 shadow-lg transition-transform duration-200'
            : 'sticky top-14 h-[calc(100dvh-3.5rem)] shrink-0 transition-[width] duration-200',
          isMobile && (open ? 'translate-x-0' : '-translate-x-full'),
          !isMobile && (open ? 'w-64' : 'w-12'),
        )}
      >
        {isMobile ? (
          <div className="flex h-14 items-center justify-between border-b px-4">
            <span className="font-semibold">Menu</span>
            <Button
              ref={closeButton}
              variant="ghost"
              size="icon"
              aria-label="Close sidebar"
              onClick={onCloseMobile}
            >
              <X aria-hidden />
            </Button>
          </div>
        ) : null}
        <nav aria-label="Dashboard" className="flex-1 overflow-y-auto overflow-x-hidden p-2">
          <ul className="flex flex-col gap-1">
            {SIDEBAR_NAV.map((item) => {
              const active = isNavItemActive(item, location);
              const Icon = item.icon;
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={active ? 'page' : undefined}
                    title={collapsed ? item.label : undefined}
                    onClick={isMobile ? onCloseMobile : undefined}
                    className={cn(
                      'flex h-9 items-center gap-3 rounded-md px-2 text-sm outline-none transition-colors hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-ring',
                      active && 'bg-sidebar-accent font-medium text-primary',
                    )}
                  >
                    <Icon className="size-4 shrink-0" aria-hidden />
                    <span className={cn('truncate', collapsed && 'sr-only')}>{item.label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <SidebarFooter collapsed={collapsed} />
      </aside>
    </>
  );
}
