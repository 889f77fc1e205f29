import { z } from 'zod';
import { multiLineText, singleLineText } from '../validation/bounded-text';

/** Retell's custom tool bounds (retell-sdk `LlmResponse.CustomTool`): name, timeout_ms. */
export const CUSTOM_FUNCTION_LIMITS = {
  name: 64,
  description: 1000,
  url: 2000,
  parameters: 20_000,
  timeoutMinMs: 1_000,
  timeoutMaxMs: 600_000,
  /** "Test function" requests one workspace may send an hour (each is an outbound request). */
  testsPerAccountPerHour: 30,
} as const;

/** The spec's placeholder, and Retell's default timeout when none is given. */
export const CUSTOM_FUNCTION_TIMEOUT_PLACEHOLDER = '120000';

export const CUSTOM_FUNCTION_MESSAGES = {
  nameRequired: 'Give the custom function a name',
  nameFormat: 'Use letters, digits, underscores or dashes only (no spaces)',
  urlRequired: 'Enter the URL Retell calls during the call',
  urlInvalid: 'Enter a full URL, e.g. https://api.example.com/lookup',
  urlHttps: 'The function URL must start with https://',
  urlNotPublic:
    'The function URL must be a public address: Retell calls it from the internet, and this product never sends requests to private, loopback or link-local addresses.',
  urlUnresolvable: (host: string) => `${host} could not be found. Check the address.`,
  timeout: 'The timeout is a whole number of milliseconds from 1000 to 600000',
  parametersJson: (detail: string) => `Parameters are not valid JSON: ${detail}`,
  parametersShape:
    'Parameters must be a JSON schema object: {"type": "object", "properties": { ... }}',
  parametersRequired: (name: string) =>
    `"required" lists "${name}", which is not one of the "properties"`,
  testSent: (status: number) => `The function answered HTTP ${status}`,
  testUnreachable: 'The function URL could not be reached. Check the address and try again.',
  testTimedOut: (ms: number) => `The function did not answer within ${ms} ms`,
  testTooLarge: 'The function answered, but its answer is larger than 64 KB',
  tooManyTests: (wait: string) =>
    `Too many test requests from this workspace. Try again in ${wait}.`,
} as const;

const NAME = /^[A-Za-z0-9_-]+$/;

/**
 * The URL's syntax: https, no credentials. The server also checks, when saving, that every
 * address is public; http passes here only on 127.0.0.1, where the server allows a configured
 * local fake outside production and nothing else.
 */
export function urlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return CUSTOM_FUNCTION_MESSAGES.urlInvalid;
  }
  const localFake = parsed.protocol === 'http:' && parsed.hostname === '127.0.0.1';
  if (parsed.protocol !== 'https:' && !localFake) return CUSTOM_FUNCTION_MESSAGES.urlHttps;
  if (parsed.username || parsed.password || !parsed.hostname) {
    return CUSTOM_FUNCTION_MESSAGES.urlInvalid;
  }
  return null;
}

export type FunctionParameters = {
  type: 'object';
  properties: Record<string, unknown>;
  required?: string[];
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses the parameters text as Retell's JSON schema shape, or says what is wrong with it. */
export function parseParameters(
  text: string,
): { ok: true; value: FunctionParameters | null } | { ok: false; message: string } {
  if (!text.trim()) return { ok: true, value: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      message: CUSTOM_FUNCTION_MESSAGES.parametersJson((error as Error).message),
    };
  }
  if (!isPlainObject(value) || value.type !== 'object' || !isPlainObject(value.properties)) {
    return { ok: false, message: CUSTOM_FUNCTION_MESSAGES.parametersShape };
  }
  const required = value.required ?? [];
  if (!Array.isArray(required) || !required.every((r) => typeof r === 'string')) {
    return { ok: false, message: CUSTOM_FUNCTION_MESSAGES.parametersShape };
  }
  const missing = required.find((name) => !(name in (value.properties as object)));
  if (missing !== undefined) {
    return { ok: false, message: CUSTOM_FUNCTION_MESSAGES.parametersRequired(missing) };
  }
  return { ok: true, value: value as FunctionParameters };
}

/** The custom function's fields (spec 2.2); required only when the function is switched on. */
export const CustomFunctionSchema = z
  .object({
    name: singleLineText(CUSTOM_FUNCTION_LIMITS.name).default(''),
    description: multiLineText(CUSTOM_FUNCTION_LIMITS.description).default(''),
    url: singleLineText(CUSTOM_FUNCTION_LIMITS.url).default(''),
    /** Milliseconds as typed; '' leaves Retell's default (120000). */
    timeoutMs: singleLineText(6).default(''),
    /** A JSON schema as typed; '' means the function takes no parameters. */
    parameters: multiLineText(CUSTOM_FUNCTION_LIMITS.parameters).default(''),
  })
  .superRefine((fn, ctx) => {
    if (fn.name && !NAME.test(fn.name)) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: CUSTOM_FUNCTION_MESSAGES.nameFormat,
      });
    }
    const urlIssue = fn.url ? urlProblem(fn.url) : null;
    if (urlIssue) ctx.addIssue({ code: 'custom', path: ['url'], message: urlIssue });
    const ms = Number(fn.timeoutMs);
    const timeoutOk =
      fn.timeoutMs === '' ||
      (/^\d+$/.test(fn.timeoutMs) &&
        ms >= CUSTOM_FUNCTION_LIMITS.timeoutMinMs &&
        ms <= CUSTOM_FUNCTION_LIMITS.timeoutMaxMs);
    if (!timeoutOk) {
      ctx.addIssue({
        code: 'custom',
        path: ['timeoutMs'],
        message: CUSTOM_FUNCTION_MESSAGES.timeout,
      });
    }
    const parameters = parseParameters(fn.parameters);
    if (!parameters.ok) {
      ctx.addIssue({ code: 'custom', path: ['parameters'], message: parameters.message });
    }
  });
export type CustomFunction = z.infer<typeof CustomFunctionSchema>;

/** Switched on, the function needs a name and a URL. */
export function requiredCustomFunctionIssues(
  fn: CustomFunction,
): { path: string; message: string }[] {
  return [
    ...(fn.name ? [] : [{ path: 'name', message: CUSTOM_FUNCTION_MESSAGES.nameRequired }]),
    ...(fn.url ? [] : [{ path: 'url', message: CUSTOM_FUNCTION_MESSAGES.urlRequired }]),
  ];
}

/** What "Test function" sends: the editor's current fields, not necessarily saved. */
export const TestFunctionSchema = z.object({
  customFunction: CustomFunctionSchema,
});

export type TestFunctionResult = {
  status: number;
  /** The answer's body as text, cut at 2000 characters. */
  body: string;
  /** The sample request body that was sent. */
  sent: string;
};
