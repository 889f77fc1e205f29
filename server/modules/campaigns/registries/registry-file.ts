/**
 * The one parser of do-not-call registry files (National Registry area-code files, state lists).
 *
 * ASSUMED FORMAT — ../shared/reference has no authoritative sample of a registry download, so this
 * is what is accepted, not what the FTC documents (revisit with a real download):
 * - Plain text or CSV, one number per row, no header (a first row that holds no number is taken
 *   as a header and skipped). Blank rows are ignored.
 * - A number is either the first cell as 10 digits (NANP, punctuation such as "(214) 555-0101"
 *   or a leading "1"/"+1" allowed), or the first two cells as area code (3 digits) and local
 *   number (7 digits): "214,5550101".
 * - Extra columns are ignored in a full list.
 * - A change list carries an add/delete marker in the last non-empty cell: "A"/"add"/"+" adds,
 *   "D"/"delete"/"del"/"-" deletes. A change row without a marker is a bad row.
 * - A copy names the area codes it covers (or none: the whole list); a number outside them is a
 *   bad row, so a mislabelled file never clears or fills area codes it does not cover.
 * Bad rows are counted and reported by row number with their reason; they never stop the import.
 */

export type RegistryCopyKind = 'full' | 'changes';

export type RegistryRow =
  | { ok: true; phoneNumber: string; action: 'add' | 'delete' }
  | { ok: false; reason: string };

export const REGISTRY_ROW_REASONS = {
  noNumber: 'no 10-digit US number in the first column (or area code and number in the first two)',
  invalidNumber: 'not a valid US number (area code and exchange cannot start with 0 or 1)',
  noMarker: 'a change list row needs an add or delete marker (A or D) in its last column',
  outsideAreaCodes: 'area code {code} is not among the area codes this copy covers',
} as const;

const ADD_MARKERS = new Set(['a', 'add', '+']);
const DELETE_MARKERS = new Set(['d', 'del', 'delete', '-']);

function digitsOf(cell: string): string {
  return cell.replace(/[\s().+-]/g, '');
}

/** The row's 10 digits, or null: first cell alone, or area code + local number in two cells. */
function tenDigitsOf(cells: readonly string[]): string | null {
  const first = digitsOf(cells[0] ?? '');
  if (/^1?\d{10}$/.test(first)) return first.slice(-10);
  const second = digitsOf(cells[1] ?? '');
  if (/^\d{3}$/.test(first) && /^\d{7}$/.test(second)) return first + second;
  return null;
}

function markerOf(cells: readonly string[]): 'add' | 'delete' | null {
  const last = [...cells].reverse().find((cell) => cell.trim() !== '');
  const marker = (last ?? '').trim().toLowerCase();
  if (ADD_MARKERS.has(marker)) return 'add';
  if (DELETE_MARKERS.has(marker)) return 'delete';
  return null;
}

/** One row of a registry file, for a copy of `kind` covering `areaCodes` (null: every one). */
export function parseRegistryRow(
  cells: readonly string[],
  kind: RegistryCopyKind,
  areaCodes: ReadonlySet<string> | null,
): RegistryRow {
  const digits = tenDigitsOf(cells);
  if (!digits) return { ok: false, reason: REGISTRY_ROW_REASONS.noNumber };
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits))
    return { ok: false, reason: REGISTRY_ROW_REASONS.invalidNumber };
  const areaCode = digits.slice(0, 3);
  if (areaCodes && !areaCodes.has(areaCode))
    return { ok: false, reason: REGISTRY_ROW_REASONS.outsideAreaCodes.replace('{code}', areaCode) };
  const action = kind === 'full' ? 'add' : markerOf(cells.slice(1));
  if (!action) return { ok: false, reason: REGISTRY_ROW_REASONS.noMarker };
  return { ok: true, phoneNumber: `+1${digits}`, action };
}

/** Whether a first row is data (a number) rather than a header. */
export function rowHoldsNumber(cells: readonly string[]): boolean {
  return tenDigitsOf(cells) !== null;
}
