/** An index moved by `step` that wraps at both ends (the spec's carousel): -1 → last, count → 0. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
