import { createHash, randomBytes } from 'node:crypto';
import { constants, deflateRawSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, StandardFonts } from 'pdf-lib';
import { type RawZipEntry, zipOf } from './zip-writer';

const MB = 1024 * 1024;
const WORD_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const PARAGRAPH = '<w:p><w:r><w:t>Hail damage claim, roof inspection booked.</w:t></w:r></w:p>';

const stored = (name: string, data: Buffer): RawZipEntry => ({
  name,
  data,
  method: 0,
  declaredSize: data.length,
});

/**
 * Bytes that do not compress, the same on every run: random padding sometimes spelled a filter
 * name the PDF check cannot count through (say `/RL `), and the bomb was then kept uncounted.
 */
function incompressibleBytes(length: number): Buffer {
  const blocks: Buffer[] = [];
  for (let i = 0; blocks.length * 32 < length; i += 1) {
    blocks.push(createHash('sha256').update(`padding ${i}`).digest());
  }
  return Buffer.concat(blocks).subarray(0, length);
}

/** A deflate block of `text`, byte-aligned and independent of what came before (full flush). */
const block = (text: string) =>
  deflateRawSync(Buffer.from(text), { level: 9, finishFlush: constants.Z_FULL_FLUSH });

/** What a bomb's document part is made of: short paragraphs, or one paragraph and then spaces. */
export type BombFiller = 'paragraphs' | 'spaces';

const FILLERS: Record<BombFiller, { open: string; megabyte: string; close: string }> = {
  paragraphs: {
    open: '',
    megabyte: PARAGRAPH.repeat(Math.floor(MB / PARAGRAPH.length)),
    close: '',
  },
  spaces: { open: PARAGRAPH, megabyte: ' '.repeat(MB), close: '' },
};

/**
 * A raw deflate stream of a `word/document.xml` of about `mb` MB, and its exact inflated size:
 * one compressed megabyte repeated, so the stream is built in milliseconds and stays small.
 */
export function documentXmlStream(mb: number, filler: BombFiller = 'paragraphs') {
  const { open, megabyte, close } = FILLERS[filler];
  const head = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${WORD_NS}"><w:body>${open}`;
  const tail = `${close}</w:body></w:document>`;
  const body = block(megabyte);
  const stream = Buffer.concat([
    block(head),
    ...Array.from({ length: mb }, () => body),
    deflateRawSync(Buffer.from(tail)),
  ]);
  return { stream, size: head.length + mb * megabyte.length + tail.length };
}

export type DocxBombOptions = {
  /** Megabytes the document part inflates to. */
  inflatesToMb: number;
  /** The uncompressed size the ZIP declares for it; the real size when left out. */
  declaredSize?: number;
  /** Incompressible bytes stored beside it, to make the file larger on disk. */
  paddingBytes?: number;
  filler?: BombFiller;
};

/** A .docx whose document part is a deflate bomb, its declared size a lie when asked. */
export function docxBomb(options: DocxBombOptions): Buffer {
  const xml = documentXmlStream(options.inflatesToMb, options.filler);
  const entries = [
    stored('[Content_Types].xml', Buffer.from(CONTENT_TYPES)),
    stored('_rels/.rels', Buffer.from(RELS)),
    {
      name: 'word/document.xml',
      data: xml.stream,
      method: 8 as const,
      declaredSize: options.declaredSize ?? xml.size,
    },
  ];
  if (options.paddingBytes) {
    entries.push(stored('word/media/image1.png', incompressibleBytes(options.paddingBytes)));
  }
  return zipOf(entries);
}

/** A .docx with `parts` empty entries beside a valid document. */
export function docxWithParts(parts: number): Buffer {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${WORD_NS}"><w:body>${PARAGRAPH}</w:body></w:document>`;
  return zipOf([
    stored('[Content_Types].xml', Buffer.from(CONTENT_TYPES)),
    stored('_rels/.rels', Buffer.from(RELS)),
    stored('word/document.xml', Buffer.from(xml)),
    ...Array.from({ length: parts - 3 }, (_, i) => stored(`word/parts/p${i}.xml`, Buffer.alloc(0))),
  ]);
}

/**
 * A real .docx of about `mb` MB of formatted paragraphs (compressed about 30 to 1, within every
 * bound): heavy to read, since mammoth takes some 60 bytes of heap per byte of such XML.
 */
export function heavyDocx(mb: number): Buffer {
  const paragraphs: string[] = [];
  for (let size = 0; size < mb * MB; ) {
    const word = randomBytes(4).toString('hex');
    const paragraph = `<w:p><w:pPr><w:pStyle w:val="Normal"/><w:spacing w:after="120"/></w:pPr><w:r><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri"/><w:b/><w:sz w:val="22"/></w:rPr><w:t xml:space="preserve">${word} </w:t></w:r></w:p>`;
    paragraphs.push(paragraph);
    size += paragraph.length;
  }
  const xml = Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${WORD_NS}"><w:body>${paragraphs.join('')}</w:body></w:document>`,
  );
  return zipOf([
    stored('[Content_Types].xml', Buffer.from(CONTENT_TYPES)),
    stored('_rels/.rels', Buffer.from(RELS)),
    { name: 'word/document.xml', data: deflateRawSync(xml), method: 8, declaredSize: xml.length },
  ]);
}

/** A PDF of `pages` blank pages (a few dozen bytes each). */
export async function pdfWithPages(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) doc.addPage([200, 200]);
  return Buffer.from(await doc.save());
}

export type PdfBombOptions = {
  /** Megabytes the page's content stream inflates to (spaces after one line of text). */
  inflatesToMb: number;
  /** The /Length its dictionary declares; the real length when left out. */
  declaredLength?: number;
  /** Incompressible bytes in an unfiltered stream beside it, to make the file larger. */
  paddingBytes?: number;
};

/** A one-page PDF whose content stream is a Flate bomb (zlib header, repeated full-flush blocks). */
export async function pdfBomb(options: PdfBombOptions): Promise<Buffer> {
  const spaces = block(' '.repeat(MB));
  const content = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    block('BT /F1 12 Tf 50 700 Td (Roof inspection booked) Tj ET\n'),
    ...Array.from({ length: options.inflatesToMb }, () => spaces),
    deflateRawSync(Buffer.from('\n')),
  ]);
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  page.drawText(' ', { font: await doc.embedFont(StandardFonts.Helvetica), size: 12 });
  const dict = doc.context.obj({
    Filter: 'FlateDecode',
    Length: options.declaredLength ?? content.length,
  });
  page.node.set(PDFName.of('Contents'), doc.context.register(PDFRawStream.of(dict, content)));
  if (options.paddingBytes) {
    const padding = incompressibleBytes(options.paddingBytes);
    doc.context.register(PDFRawStream.of(doc.context.obj({ Length: padding.length }), padding));
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A real PDF of `lines` that also holds a stream filtered by `filter` (say, LZWDecode). */
export async function pdfWithFilter(lines: readonly string[], filter: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage();
  lines.forEach((line, i) => {
    page.drawText(line, { x: 50, y: 720 - i * 18, font, size: 12 });
  });
  const data = Buffer.from('unused');
  doc.context.register(
    PDFRawStream.of(doc.context.obj({ Filter: filter, Length: data.length }), data),
  );
  return Buffer.from(await doc.save());
}
