/** The suffix template copies carried before names were kept as typed (agents saved then keep it). */
export const TEMPLATE_COPY_SUFFIX = ' (Custom)';

/** The agent's name as the homeowner hears it ({agent_name}): never the template-copy suffix. */
export function spokenAgentName(name: string): string {
  const trimmed = name.trim();
  const bare = trimmed.endsWith(TEMPLATE_COPY_SUFFIX.trim())
    ? trimmed.slice(0, -TEMPLATE_COPY_SUFFIX.trim().length).trim()
    : trimmed;
  return bare || trimmed;
}
