/** Keys the e2e server's local fakes accept (the Retell fake is started by e2e-server.ts). */
export const E2E_RETELL_KEY = 'key_e2e_retell_accepted';
export const E2E_CALCOM_KEY = 'cal_live_e2e_accepted';
export const E2E_ACCULYNX_KEY = 'acx_e2e_accepted_key';

/** The real-mode e2e server (VOICE_PROVIDER=retell): its caller number and what each callee does. */
export const E2E_CALLER_NUMBER = '+12145550100';
export const E2E_REAL_CALLEES = {
  voicemail: '+12145550141',
  booking: '+12145550142',
  testCall: '+12145550177',
  /** Calls back (the fake's inbound-call control), never dialled. */
  callback: '+12145550143',
} as const;
