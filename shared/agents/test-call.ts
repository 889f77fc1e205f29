import { z } from 'zod';

export const TEST_CALL_MESSAGES = {
  invalidNumber: 'Enter a valid phone number to call',
  agentNotFound: 'Voice agent not found',
  agentNotOnRetell: 'This agent is not on Retell yet: sync it before placing a test call.',
  chooseCallerNumber: 'Choose one of your caller numbers',
  placed: 'Test call placed',
} as const;

/** 'Test call' on an agent card: one call with that agent to a number the user types. */
export const TestCallInput = z.object({
  agentId: z.uuid(),
  /** One of the account's numbers; optional while calls are simulated. */
  fromNumber: z.string().max(20).nullable(),
  toNumber: z.string().trim().min(1, TEST_CALL_MESSAGES.invalidNumber).max(40),
});
export type TestCallInput = z.infer<typeof TestCallInput>;

export type TestCallView = { callId: string };
