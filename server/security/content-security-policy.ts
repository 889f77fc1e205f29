import { createHash } from 'node:crypto';
import type { HelmetOptions } from 'helmet';
import { LANDING_BOOT_SCRIPT } from '../../shared/landing/landing-boot-script';
import type { Config } from '../env';

type Directives = Record<string, string[] | null>;

/** The landing page's one inline script (it loads the app once `/` has painted). */
const LANDING_BOOT_HASH = `'sha256-${createHash('sha256').update(LANDING_BOOT_SCRIPT).digest('base64')}'`;

/**
 * The one Content-Security-Policy. An external host (a calendar embed, a media host) is added
 * here, read from config, and nowhere else.
 */
export function contentSecurityPolicy(config: Config): HelmetOptions['contentSecurityPolicy'] {
  const { calEmbed } = config.landing;
  const embedScriptOrigin = new URL(calEmbed.scriptUrl).origin;
  // The landing page's discovery-call booking: Cal.com's script draws an iframe of the booking page.
  const embedFrameOrigins = [...new Set([calEmbed.origin, embedScriptOrigin])];
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", LANDING_BOOT_HASH, embedScriptOrigin],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'connect-src': ["'self'"],
    // The landing page's booking embed, and the Cal.com tab's public booking page.
    'frame-src': [...new Set([...embedFrameOrigins, new URL(config.calcom.embedUrl).origin])],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': config.http.secureCookies ? [] : null,
  };
  return { useDefaults: false, directives };
}
