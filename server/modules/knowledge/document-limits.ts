/** What one uploaded document may take to read (config `documents.limits`, docs/security.md). */
export type DocumentLimits = {
  /** Bytes a .docx may inflate to, counted as they are inflated. */
  maxUnpackedBytes: number;
  /** Inflated bytes per byte of the file. */
  maxCompressionRatio: number;
  maxZipEntries: number;
  maxPdfPages: number;
  maxTextChars: number;
};

/** A document refused for what its content holds; its message is for the user. */
export class DocumentRefusal extends Error {
  override name = 'DocumentRefusal';
}
