/**
 * Text Postgres cannot store: NUL (refused in `text`, `\u0000` refused in `jsonb`) and lone UTF-16
 * surrogates (refused in `jsonb`, silently replaced in `text`). What a person sends is refused
 * with a catalogued message; what a provider sends is cleaned, since refusing it loses its event.
 */
// A high surrogate with no low one after it, or a low one with no high one before it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const LONE_SURROGATE_TEST = new RegExp(LONE_SURROGATE.source);

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE_TEST.test(value);
}

/** Provider text made storable: NUL removed, each lone surrogate replaced by U+FFFD. */
export function cleanProviderText(value: string): string {
  if (isStorableText(value)) return value;
  return value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
}

/** Every string (and object key) of a parsed JSON value cleaned as `cleanProviderText` does. */
export function cleanProviderValue(value: unknown): unknown {
  if (typeof value === 'string') return cleanProviderText(value);
  if (Array.isArray(value)) return value.map(cleanProviderValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        cleanProviderText(key),
        cleanProviderValue(child),
      ]),
    );
  }
  return value;
}

/**
 * The path (keys from the top) of the first string that is not storable, or of the object holding
 * such a key; null when every text in the value is storable.
 */
export function findUnstorableText(value: unknown, at: string[] = []): string[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : at;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (!isStorableText(key)) return at;
    const found = findUnstorableText(child, [...at, key]);
    if (found) return found;
  }
  return null;
}
