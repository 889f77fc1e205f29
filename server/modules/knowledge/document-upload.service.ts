import {
  documentTitle,
  KNOWLEDGE_MESSAGES,
  typeFromFileName,
} from '../../../shared/knowledge/knowledge-rules';
import type { KnowledgeItemView } from '../../../shared/knowledge/knowledge-schema';
import type { AppDeps } from '../../deps';
import { BadInputError, NotFoundError, RateLimitedError, TooLargeError } from '../../errors';
import { readDocumentOffThread } from './document-read-pool';
import { releaseReadSlot, takeReadSlot } from './document-read-slots';
import { findKnowledgeRow, insertKnowledgeRow, updateKnowledgeRow } from './knowledge.repository';
import { checkAgent, resyncAgents, viewOf } from './knowledge.service';

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger'>;

export type DocumentUpload = {
  /** Set when the upload replaces the file of an existing document. */
  id: string | null;
  fileName: string;
  title: string;
  agentId: string | null;
  bytes: Buffer;
};

function refusalError(status: 400 | 413 | 429, message: string) {
  if (status === 413) return new TooLargeError(message);
  if (status === 429) return new RateLimitedError(message);
  return new BadInputError(message);
}

/** Reads the document holding one of the account's read slots (shared by every API process). */
async function readUnderSlot(deps: Deps, accountId: string, upload: DocumentUpload) {
  const slot = await takeReadSlot(deps.db, accountId, deps.config.documents);
  try {
    return await readDocumentOffThread(deps.config.documents, accountId, {
      fileName: upload.fileName,
      bytes: upload.bytes,
    });
  } finally {
    await releaseReadSlot(deps.db, slot);
  }
}

/**
 * Stores an uploaded document (checked by content, its text taken), or replaces the file of
 * one; the agents it is or was assigned to get the new knowledge on Retell.
 */
export async function saveDocument(
  deps: Deps,
  accountId: string,
  upload: DocumentUpload,
): Promise<KnowledgeItemView> {
  if (!upload.bytes.length) throw new BadInputError(KNOWLEDGE_MESSAGES.selectFile);
  await checkAgent(deps, accountId, upload.agentId);
  const existing = upload.id ? await findKnowledgeRow(deps.db, accountId, upload.id) : null;
  if (upload.id && !existing) throw new NotFoundError(KNOWLEDGE_MESSAGES.notFound);
  if (existing?.type === 'faq') throw new BadInputError(KNOWLEDGE_MESSAGES.wrongKind);
  const content = await readUnderSlot(deps, accountId, upload);
  if (!content.ok) throw refusalError(content.status, content.message);
  const values = {
    title: documentTitle(upload.title),
    type: typeFromFileName(upload.fileName),
    agent_id: upload.agentId,
    file_name: upload.fileName,
    mime_type: content.mime,
    byte_size: upload.bytes.length,
    text_content: content.text,
    text_status: content.textStatus,
  };
  let id: string;
  if (existing) {
    await updateKnowledgeRow(deps.db, accountId, existing.id, values, upload.bytes);
    id = existing.id;
  } else {
    id = (await insertKnowledgeRow(deps.db, { account_id: accountId, ...values }, upload.bytes)).id;
  }
  await resyncAgents(deps, accountId, [existing?.agent_id ?? null, upload.agentId]);
  return viewOf(deps, accountId, id);
}
