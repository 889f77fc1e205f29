import { z } from 'zod';
import { singleLineText } from '../validation/bounded-text';

export const WORKSPACE_NAME_MAX = 100;

export const WORKSPACE_NAME_MESSAGES = {
  required: 'Enter a workspace name',
  renamed: 'Workspace renamed',
  renameFailed: 'Failed to rename the workspace. Please try again.',
} as const;

export const RenameWorkspaceSchema = z.object({
  name: singleLineText(WORKSPACE_NAME_MAX).pipe(
    z.string().min(1, WORKSPACE_NAME_MESSAGES.required),
  ),
});
export type RenameWorkspaceInput = z.infer<typeof RenameWorkspaceSchema>;
