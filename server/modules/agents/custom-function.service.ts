import type { AgentDraft } from '../../../shared/agents/agent-schema';
import {
  CUSTOM_FUNCTION_MESSAGES,
  type CustomFunction,
  parseParameters,
  requiredCustomFunctionIssues,
  type TestFunctionResult,
} from '../../../shared/agents/custom-function';
import { waitText } from '../../../shared/format/wait-text';
import type { AppDeps } from '../../deps';
import { BadGatewayError, BadInputError } from '../../errors';
import { customFunctionPolicy } from '../../security/fetch-policy';
import { guardedFetch, RefusedUrlError } from '../../security/guarded-fetch';
import { checkPublicEndpoint, type EndpointVerdict } from '../../security/public-endpoint';
import { consumeLimits } from '../auth/rate-limits';
import { sampleRequestBody } from './custom-function-sample';

type Deps = Pick<AppDeps, 'config' | 'resolve'>;

const DEFAULT_TIMEOUT_MS = 120_000;
const SHOWN_CHARS = 2_000;

const timeoutOf = (fn: CustomFunction) =>
  fn.timeoutMs ? Number(fn.timeoutMs) : DEFAULT_TIMEOUT_MS;
const policyFor = (deps: Deps, fn: CustomFunction) =>
  customFunctionPolicy(deps.config, timeoutOf(fn), deps.resolve);

function urlRefusal(verdict: Exclude<EndpointVerdict, 'public'>, url: string): BadInputError {
  const message =
    verdict === 'scheme'
      ? CUSTOM_FUNCTION_MESSAGES.urlHttps
      : verdict === 'invalid-url'
        ? CUSTOM_FUNCTION_MESSAGES.urlInvalid
        : verdict === 'unresolvable'
          ? CUSTOM_FUNCTION_MESSAGES.urlUnresolvable(new URL(url).hostname)
          : CUSTOM_FUNCTION_MESSAGES.urlNotPublic;
  return new BadInputError(message, { 'customFunction.url': [message] });
}

/** Refuses a custom-function URL that is not https and public (checked on every save). */
export async function assertCustomFunctionUrl(deps: Deps, draft: AgentDraft): Promise<void> {
  const { url } = draft.customFunction;
  if (!url) return;
  const verdict = await checkPublicEndpoint(url, policyFor(deps, draft.customFunction));
  if (verdict !== 'public') throw urlRefusal(verdict, url);
}

async function readText(body: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function fetchFailure(error: unknown, fn: CustomFunction, waitedMs: number): Error {
  if (error instanceof RefusedUrlError) {
    return error.reason === 'too-large'
      ? new BadGatewayError(CUSTOM_FUNCTION_MESSAGES.testTooLarge)
      : urlRefusal(error.reason === 'scheme' ? 'scheme' : 'address', fn.url);
  }
  const name = (error as Error | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new BadGatewayError(CUSTOM_FUNCTION_MESSAGES.testTimedOut(waitedMs));
  }
  return new BadGatewayError(CUSTOM_FUNCTION_MESSAGES.testUnreachable);
}

/**
 * "Test function": sends a sample request (the function's parameters filled with sample values)
 * through the guarded fetch and returns what the endpoint answered.
 */
export async function testCustomFunction(
  deps: Deps & Pick<AppDeps, 'redis'>,
  accountId: string,
  fn: CustomFunction,
): Promise<TestFunctionResult> {
  const missing = requiredCustomFunctionIssues(fn);
  if (missing.length > 0) {
    throw new BadInputError(
      missing[0]!.message,
      Object.fromEntries(missing.map((m) => [`customFunction.${m.path}`, [m.message]])),
    );
  }
  await consumeLimits(deps, [['testFunctionAccount', accountId]], (ms) =>
    CUSTOM_FUNCTION_MESSAGES.tooManyTests(waitText(ms)),
  );
  const policy = policyFor(deps, fn);
  const verdict = await checkPublicEndpoint(fn.url, policy);
  if (verdict !== 'public') throw urlRefusal(verdict, fn.url);
  const parameters = parseParameters(fn.parameters);
  const sent = sampleRequestBody(fn, parameters.ok ? parameters.value : null);
  try {
    const response = await guardedFetch(fn.url, policy, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'StormDialer test function' },
      body: sent,
    });
    const text = await readText(response.body);
    return { status: response.status, body: text.slice(0, SHOWN_CHARS), sent };
  } catch (error) {
    throw fetchFailure(error, fn, policy.timeoutMs);
  }
}
