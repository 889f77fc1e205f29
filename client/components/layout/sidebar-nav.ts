import type { LucideIcon } from 'lucide-react';
import { DASHBOARD_ROUTES, dashboardHref } from '../../routes';

export type SidebarNavItem = {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Active only when the path equals `href` (not for its sub-paths). */
  exact?: boolean;
};

/** The dashboard menu: one item per dashboard route, in the route table's order. */
export const SIDEBAR_NAV: readonly SidebarNavItem[] = DASHBOARD_ROUTES.map((route) => ({
  label: route.label,
  href: dashboardHref(route.segment),
  icon: route.icon,
  exact: route.segment === '',
}));

export function isNavItemActive(item: SidebarNavItem, path: string): boolean {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (normalized === item.href) return true;
  return !item.exact && normalized.startsWith(`${item.href}/`);
}
