/** Redis stream entry ids ("<ms>-<seq>") compared exactly, without floating-point rounding. */
export function compareStreamIds(a: string, b: string): number {
  const [aMs = '0', aSeq = '0'] = a.split('-');
  const [bMs = '0', bSeq = '0'] = b.split('-');
  return compareDigits(aMs, bMs) || compareDigits(aSeq, bSeq);
}

function compareDigits(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length < y.length ? -1 : 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The body of an entry written by the bus (field "event"). */
export function entryBody(fields: string[]): string | null {
  for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === 'event') return fields[i + 1]!;
  return null;
}
