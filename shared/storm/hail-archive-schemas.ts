import { z } from 'zod';
import { HAIL_ARCHIVE_MESSAGES } from './hail-archive-messages';

export const ImportNceiUrlSchema = z.object({
  url: z.string().trim().min(1, HAIL_ARCHIVE_MESSAGES.urlNotNcei).max(2000),
});
