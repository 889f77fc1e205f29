import type { ColumnType, Generated } from 'kysely';
import type { KnowledgeType, TextStatus } from '../../../shared/knowledge/knowledge-rules';
import type { CreatedAt } from './core';

// Tables of the knowledge base: documents and FAQs per account, and the uploaded bytes.

type DefaultedTime = ColumnType<Date, Date | string | undefined, Date | string>;
/** Question/answer pairs, written as JSON text. */
type FaqsJson = ColumnType<{ question: string; answer: string }[], string | undefined, string>;

export interface KnowledgeItemsTable {
  id: Generated<string>;
  account_id: string;
  title: string;
  type: KnowledgeType;
  agent_id: string | null;
  file_name: string | null;
  mime_type: string | null;
  byte_size: number | null;
  text_content: Generated<string>;
  text_status: Generated<TextStatus>;
  faqs: FaqsJson;
  created_at: CreatedAt;
  updated_at: DefaultedTime;
}

export interface KnowledgeFilesTable {
  item_id: string;
  account_id: string;
  bytes: Buffer;
}

/** A document read running or waiting in some API process; deleted when the read ends. */
export interface DocumentReadsTable {
  id: Generated<string>;
  account_id: string;
  expires_at: Date;
}

export interface KnowledgeTables {
  knowledge_items: KnowledgeItemsTable;
  knowledge_files: KnowledgeFilesTable;
  document_reads: DocumentReadsTable;
}
