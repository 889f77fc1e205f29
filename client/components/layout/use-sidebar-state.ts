import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
/** 7 days, in seconds. */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
export const MOBILE_BREAKPOINT = 768;

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

/** Reads the saved open state; the sidebar starts open when no cookie is set. */
export function readSidebarCookie(cookie: string = document.cookie): boolean {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  return entry?.slice(SIDEBAR_COOKIE_NAME.length + 1) !== 'false';
}

function writeSidebarCookie(open: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain client cookie is what the spec asks for
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}`;
}

function subscribeToViewport(onChange: () => void): () => void {
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True below the 768 px breakpoint, where the sidebar becomes an off-canvas drawer. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeToViewport,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

export type SidebarState = {
  isMobile: boolean;
  /** Open on desktop (not collapsed), or the drawer shown on mobile. */
  isOpen: boolean;
  toggle(): void;
  closeMobile(): void;
};

/**
 * Desktop open/collapsed state (saved in a cookie for 7 days) plus the mobile drawer state,
 * toggled with Ctrl/Cmd + B.
 */
export function useSidebarState(): SidebarState {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => readSidebarCookie());
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile(!openMobile);
      return;
    }
    setOpen(!open);
    writeSidebarCookie(!open);
  }, [isMobile, open, openMobile]);

  const closeMobile = useCallback(() => setOpenMobile(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT &&
        (event.metaKey || event.ctrlKey)
      ) {
        event.preventDefault();
        toggle();
      } else if (event.key === 'Escape' && isMobile && openMobile) {
        setOpenMobile(false);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle, isMobile, openMobile]);

  return { isMobile, isOpen: isMobile ? openMobile : open, toggle, closeMobile };
}
