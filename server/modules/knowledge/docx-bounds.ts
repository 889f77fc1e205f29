import { fromBufferPromise } from 'yauzl';
import { KNOWLEDGE_MESSAGES } from '../../../shared/knowledge/knowledge-rules';
import { type DocumentLimits, DocumentRefusal } from './document-limits';
import { inflatedBytes } from './inflated-bytes';

const MB = 1024 * 1024;

/**
 * Refuses a .docx (a ZIP) before a reader unpacks it when it holds too many entries, inflates to
 * more than the total allowed, or more than `maxCompressionRatio` times its own size. Entries are
 * found by the central directory, as mammoth finds them, and every entry is inflated and its bytes
 * counted: the sizes a ZIP declares can lie. Reading stops at the first byte over the bound.
 */
export async function checkDocxBounds(bytes: Buffer, limits: DocumentLimits): Promise<void> {
  const tooManyParts = new DocumentRefusal(KNOWLEDGE_MESSAGES.tooManyParts(limits.maxZipEntries));
  const zip = await fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: false });
  if (zip.entryCount > limits.maxZipEntries) {
    zip.close();
    throw tooManyParts;
  }
  const byRatio = limits.maxCompressionRatio * bytes.length;
  const budget = Math.min(limits.maxUnpackedBytes, byRatio);
  let entries = 0;
  let inflated = 0;
  for await (const entry of zip.eachEntry()) {
    entries += 1;
    if (entries > limits.maxZipEntries) throw tooManyParts;
    const stream = await zip.openReadStreamPromise(entry);
    const counted = await inflatedBytes(stream, budget - inflated);
    if (counted.error) throw counted.error;
    inflated += counted.bytes;
    if (inflated <= budget) continue;
    throw new DocumentRefusal(
      byRatio < limits.maxUnpackedBytes
        ? KNOWLEDGE_MESSAGES.compressedTooMuch(limits.maxCompressionRatio)
        : KNOWLEDGE_MESSAGES.unpacksTooLarge(limits.maxUnpackedBytes / MB),
    );
  }
}
