import { PDFParse } from 'pdf-parse';
import { KNOWLEDGE_MESSAGES } from '../../../shared/knowledge/knowledge-rules';
import { type DocumentLimits, DocumentRefusal } from './document-limits';

/**
 * The text of a PDF, page by page: refused before any page is read when it has more than
 * `maxPdfPages` pages, and as soon as its text passes `maxTextChars`.
 */
export async function pdfText(bytes: Buffer, limits: DocumentLimits): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes), isEvalSupported: false });
  try {
    const { total } = await parser.getInfo();
    if (total > limits.maxPdfPages) {
      throw new DocumentRefusal(KNOWLEDGE_MESSAGES.tooManyPages(limits.maxPdfPages));
    }
    let text = '';
    for (let page = 1; page <= total; page += 1) {
      text += (await parser.getText({ partial: [page], pageJoiner: '' })).text;
      if (text.length > limits.maxTextChars) {
        throw new DocumentRefusal(KNOWLEDGE_MESSAGES.tooMuchText(limits.maxTextChars));
      }
    }
    return text;
  } finally {
    await parser.destroy();
  }
}
