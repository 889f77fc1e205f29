/** Keys the e2e server's local fakes accept (the Retell fake is started by e2e-server.ts). */
export const E2E_RETELL_KEY = 'key_e2e_retell_accepted';
export const E2E_CALCOM_KEY = 'cal_live_e2e_accepted';
export const E2E_ACCULYNX_KEY = 'acx_e2e_accepted_key';
