/** The suffix a template copy's name carries in the editor (spec 02 §4). */
export const TEMPLATE_COPY_SUFFIX = ' (Custom)';

/** The agent's name as the homeowner hears it ({agent_name}): never the template-copy suffix. */
export function spokenAgentName(name: string): string {
  const trimmed = name.trim();
  const bare = trimmed.endsWith(TEMPLATE_COPY_SUFFIX.trim())
    ? trimmed.slice(0, -TEMPLATE_COPY_SUFFIX.trim().length).trim()
    : trimmed;
  return bare || trimmed;
}
