/// <reference lib="webworker" />
import { type ParsedContact, parseContactsCsv } from '../../../shared/csv';
import { cleanContactNumbers } from '../../../shared/phone/clean-contact-numbers';
import type { CountryCode } from '../../../shared/phone/normalize-phone';

// The preview's heavy work (parsing and checking every number) runs here, off the page's thread.

export type PreviewRequest = { text: string; region: CountryCode };
export type PreviewMessage =
  | { type: 'progress'; percent: number }
  | { type: 'invalid'; message: string }
  | {
      type: 'preview';
      contacts: ParsedContact[];
      numbers: { valid: number; invalid: number; duplicates: number };
    };

const post = (message: PreviewMessage) => self.postMessage(message);

self.onmessage = (event: MessageEvent<PreviewRequest>) => {
  const parsed = parseContactsCsv(event.data.text);
  if (!parsed.ok) {
    post({ type: 'invalid', message: parsed.message });
    return;
  }
  post({ type: 'progress', percent: 10 });
  const cleaned = cleanContactNumbers(parsed.contacts, event.data.region, (done, total) =>
    post({ type: 'progress', percent: 10 + Math.floor((done / total) * 90) }),
  );
  post({
    type: 'preview',
    contacts: parsed.contacts,
    numbers: {
      valid: cleaned.valid,
      invalid: cleaned.invalid,
      duplicates: cleaned.duplicates.length,
    },
  });
};
