/**
 * The calling mode a campaign was started in. The pure rule: a campaign started with simulated
 * calls may dial nobody once the deployment places real calls (a restart with Retell configured);
 * it waits for a person to review the list and resume. Another change of mode dials on. The round
 * applies it to the campaigns it locked (`rounds/mode-change-pauses.ts`).
 */
export function startedSimulatedNowReal(
  list: { voice_mode: string | null },
  currentMode: string,
): boolean {
  return list.voice_mode === 'simulated' && currentMode !== 'simulated';
}
