import { useState } from 'react';
import { type AgentDraft, AgentDraftSchema } from '../../../shared/agents/agent-schema';

export type DraftErrors = Record<string, string[] | undefined>;

/** A fresh agent with every spec default (the name is left for the user). */
export function blankDraft(): AgentDraft {
  return { ...AgentDraftSchema.parse({ name: 'New Agent' }), name: '' };
}

/** A template or stored agent filled out to a full draft by the shared schema's defaults. */
export function fullDraft(input: unknown): AgentDraft {
  const parsed = AgentDraftSchema.safeParse(input);
  return parsed.success ? parsed.data : blankDraft();
}

/** Editor state: the draft, grouped setters, and field errors keyed by dotted path. */
export function useAgentDraft(initial: AgentDraft) {
  const [draft, setDraft] = useState<AgentDraft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});

  const set = <K extends keyof AgentDraft>(key: K, value: AgentDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const group =
    <G extends 'llmSettings' | 'callSettings' | 'speechSettings'>(name: G) =>
    <K extends keyof AgentDraft[G]>(key: K, value: AgentDraft[G][K]) =>
      setDraft((d) => ({ ...d, [name]: { ...d[name], [key]: value } }));

  /** Validates with the same schema the server uses: the parsed draft, or the field errors. */
  const validate = (): { data: AgentDraft | null; errors: DraftErrors } => {
    const parsed = AgentDraftSchema.safeParse(draft);
    if (parsed.success) {
      setErrors({});
      return { data: parsed.data, errors: {} };
    }
    const next: DraftErrors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      next[key] = [...(next[key] ?? []), issue.message];
    }
    setErrors(next);
    return { data: null, errors: next };
  };

  return {
    draft,
    setDraft,
    errors,
    setErrors,
    validate,
    set,
    setLlm: group('llmSettings'),
    setCall: group('callSettings'),
    setSpeech: group('speechSettings'),
  };
}

export type DraftState = ReturnType<typeof useAgentDraft>;
