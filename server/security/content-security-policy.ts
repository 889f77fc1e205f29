import type { HelmetOptions } from 'helmet';
import type { Config } from '../env';

type Directives = Record<string, string[] | null>;

/**
 * The one Content-Security-Policy. An external host (a calendar embed, a media host) is added
 * here, read from config, and nowhere else.
 */
export function contentSecurityPolicy(config: Config): HelmetOptions['contentSecurityPolicy'] {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'connect-src': ["'self'"],
    // The Cal.com tab embeds the account's public booking page.
    'frame-src': [config.calcom.embedUrl],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': config.http.secureCookies ? [] : null,
  };
  return { useDefaults: false, directives };
}
