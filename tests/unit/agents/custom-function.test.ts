import { describe, expect, it } from 'vitest';
import { sampleArgs } from '../../../server/modules/agents/custom-function-sample';
import {
  CUSTOM_FUNCTION_MESSAGES,
  CustomFunctionSchema,
  parseParameters,
} from '../../../shared/agents/custom-function';

const issues = (fields: Record<string, string>) => {
  const parsed = CustomFunctionSchema.safeParse(fields);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the custom function fields, checked in the editor and again on the server', () => {
  it('says what is wrong with the parameters JSON schema', () => {
    expect(parseParameters('')).toEqual({ ok: true, value: null });
    expect(parseParameters('{"type":')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Parameters are not valid JSON: /),
    });
    for (const text of [
      '[]',
      '{"type":"string"}',
      '{"type":"object"}',
      '{"type":"object","properties":[]}',
    ]) {
      expect(parseParameters(text)).toEqual({
        ok: false,
        message: CUSTOM_FUNCTION_MESSAGES.parametersShape,
      });
    }
    expect(parseParameters('{"type":"object","properties":{"a":{}},"required":["b"]}')).toEqual({
      ok: false,
      message: CUSTOM_FUNCTION_MESSAGES.parametersRequired('b'),
    });
  });

  it('checks the name, the URL and the timeout bounds Retell accepts', () => {
    expect(issues({ name: 'lookup claim', url: 'ftp://x.example.com', timeoutMs: '999' })).toEqual([
      ['name', CUSTOM_FUNCTION_MESSAGES.nameFormat],
      ['url', CUSTOM_FUNCTION_MESSAGES.urlHttps],
      ['timeoutMs', CUSTOM_FUNCTION_MESSAGES.timeout],
    ]);
    expect(issues({ url: 'https://user:pw@x.example.com', timeoutMs: '600001' })).toEqual([
      ['url', CUSTOM_FUNCTION_MESSAGES.urlInvalid],
      ['timeoutMs', CUSTOM_FUNCTION_MESSAGES.timeout],
    ]);
    expect(
      issues({ name: 'lookup_claim-2', url: 'https://x.example.com/a', timeoutMs: '1000' }),
    ).toEqual([]);
  });

  it('fills the sample request with one value per parameter, enum values first', () => {
    const parsed = parseParameters(
      '{"type":"object","properties":{"a":{"type":"string"},"n":{"type":"number"},"b":{"type":"boolean"},"e":{"enum":["x","y"]}}}',
    );
    expect(parsed.ok && sampleArgs(parsed.value)).toEqual({ a: 'sample', n: 1, b: true, e: 'x' });
  });
});
