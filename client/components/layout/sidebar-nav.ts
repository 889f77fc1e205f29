import {
  BookOpen,
  Bot,
  CalendarDays,
  CloudLightning,
  CreditCard,
  GraduationCap,
  type LucideIcon,
  PhoneCall,
  Settings,
  SlidersHorizontal,
  Upload,
} from 'lucide-react';

export type SidebarNavItem = {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Active only when the path equals `href` (not for its sub-paths). */
  exact?: boolean;
};

/** The dashboard menu, in the order the spec gives. */
export const SIDEBAR_NAV: readonly SidebarNavItem[] = [
  { label: 'Upload Contacts', href: '/dashboard', icon: Upload, exact: true },
  { label: 'Voice Agents', href: '/dashboard/voice-agents', icon: Bot },
  { label: 'Campaign Settings', href: '/dashboard/campaign-settings', icon: SlidersHorizontal },
  { label: 'Appointment Calendar', href: '/dashboard/appointment-calendar', icon: CalendarDays },
  { label: 'Call Logs', href: '/dashboard/call-logs', icon: PhoneCall },
  { label: 'Storm Data', href: '/dashboard/storm-data', icon: CloudLightning },
  { label: 'Tutorials', href: '/dashboard/tutorials', icon: GraduationCap },
  { label: 'Billing', href: '/dashboard/billing', icon: CreditCard },
  { label: 'Knowledge Base', href: '/dashboard/knowledge-base', icon: BookOpen },
  { label: 'Settings', href: '/dashboard/settings', icon: Settings },
];

export function isNavItemActive(item: SidebarNavItem, path: string): boolean {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (normalized === item.href) return true;
  return !item.exact && normalized.startsWith(`${item.href}/`);
}
