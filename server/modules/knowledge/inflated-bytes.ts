import type { Readable } from 'node:stream';

/**
 * How many bytes an inflating stream really yields, read until its end or until they pass
 * `limit` (then it is destroyed: the rest is never inflated). A stream that fails midway
 * reports what it yielded before the failure, and the failure.
 */
export async function inflatedBytes(
  stream: Readable,
  limit: number,
): Promise<{ bytes: number; error?: unknown }> {
  let bytes = 0;
  try {
    for await (const chunk of stream) {
      bytes += (chunk as Buffer).length;
      if (bytes > limit) break;
    }
  } catch (error) {
    return { bytes, error };
  }
  return { bytes };
}
