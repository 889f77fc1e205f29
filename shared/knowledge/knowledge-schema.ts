import { z } from 'zod';
import { multiLineText, singleLineText } from '../validation/bounded-text';
import { INPUT_LIMITS } from '../validation/input-limits';
import {
  type FaqPair,
  KNOWLEDGE_LIMITS,
  KNOWLEDGE_MESSAGES,
  type KnowledgeType,
  keptFaqs,
  type TextStatus,
} from './knowledge-rules';

const agentId = z.uuid({ error: KNOWLEDGE_MESSAGES.agentNotFound }).nullable().default(null);
const title = singleLineText(KNOWLEDGE_LIMITS.title).default('');

export const KnowledgeListSchema = z.object({
  search: singleLineText(INPUT_LIMITS.search).default(''),
  /** Also match the documents' text and the FAQs, not only titles. */
  inContent: z.boolean().default(false),
});

export const FaqPairSchema = z.object({
  question: multiLineText(KNOWLEDGE_LIMITS.question),
  answer: multiLineText(KNOWLEDGE_LIMITS.answer),
});

/** New or edited FAQ: empty pairs are dropped, and at least one must remain (spec 5). */
export const SaveFaqSchema = z.object({
  id: z.uuid().optional(),
  title,
  faqs: z
    .array(FaqPairSchema)
    .max(KNOWLEDGE_LIMITS.faqs, `At most ${KNOWLEDGE_LIMITS.faqs} questions`)
    .transform(keptFaqs)
    .refine((pairs) => pairs.length > 0, KNOWLEDGE_MESSAGES.addFaq),
  agentId,
});

export const UpdateDocumentSchema = z.object({ id: z.uuid(), title, agentId });
export const KnowledgeIdSchema = z.object({ id: z.uuid() });
export const AgentKnowledgeSchema = z.object({ agentId: z.uuid() });

/** The upload route's query: what the dialog sends beside the file's bytes. */
export const DocumentUploadQuerySchema = z.object({
  fileName: singleLineText(KNOWLEDGE_LIMITS.fileName).pipe(
    z.string().min(1, KNOWLEDGE_MESSAGES.selectFile),
  ),
  title,
  agentId: z
    .union([z.literal(''), z.uuid({ error: KNOWLEDGE_MESSAGES.agentNotFound })])
    .default('')
    .transform((id) => id || null),
});

export type SaveFaqInput = z.input<typeof SaveFaqSchema>;

/** A knowledge item as the page sees it. */
export type KnowledgeItemView = {
  id: string;
  title: string;
  type: KnowledgeType;
  dateAdded: string;
  agentId: string | null;
  agentName: string | null;
  /** Documents: the file and its text; FAQs: nulls and the pairs. */
  fileName: string | null;
  byteSize: number | null;
  fileUrl: string | null;
  textStatus: TextStatus;
  textChars: number;
  faqs: FaqPair[];
};

/** How much of an agent's prompt budget its knowledge takes. */
export type KnowledgeBudgetView = {
  agentId: string;
  usedChars: number;
  budgetChars: number;
  truncated: boolean;
};

export const documentFileUrl = (id: string) => `/api/knowledge/${id}/file`;
