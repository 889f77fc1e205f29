/**
 * The fixed table every text field of every input receives, whatever fast-check happens to draw:
 * each entry names the class of bug it has found or would find.
 */
export const HOSTILE_TEXT = {
  nul: 'Storm\u0000Roofing',
  loneHighSurrogate: 'Storm \uD83D Roofing',
  loneLowSurrogate: 'Storm \uDE00 Roofing',
  // Under the tRPC body cap (1 MiB) with the JSON around it, so it reaches the schema.
  oneMegabyte: 'a'.repeat(1_000_000),
  rtlOverride: '\u202Egnifoor mrots',
  percent: '100% %E0%A4%A %',
  sql: '\'; DROP TABLE users; -- " \\ ` $1',
  html: '<script>alert(1)</script><img src=x onerror=alert(1)> &amp; "\'',
} as const;

export type HostileName = keyof typeof HOSTILE_TEXT | `${'nul' | 'loneHigh' | 'loneLow'}Inside`;
export const HOSTILE_ENTRIES = Object.entries(HOSTILE_TEXT) as [HostileName, string][];

/**
 * The same characters inside a value the field otherwise accepts (a NUL in a real phone number),
 * so they pass the field's own format check and reach the service.
 */
export function hostileInside(valid: unknown): [HostileName, string][] {
  const text = typeof valid === 'string' && valid.length > 1 ? valid : 'ab';
  const inside = (character: string) => `${text.slice(0, 2)}${character}${text.slice(2)}`;
  return [
    ['nulInside', inside('\u0000')],
    ['loneHighInside', inside('\uD83D')],
    ['loneLowInside', inside('\uDE00')],
  ];
}

/** Path segments whose percent escapes do not decode (a lone `%`, a cut sequence, a lone surrogate). */
export const MALFORMED_PATH_SEGMENTS = ['%', '%E0%A4%A', '%ZZ', '%ED%A0%80', 'a%00b'] as const;
