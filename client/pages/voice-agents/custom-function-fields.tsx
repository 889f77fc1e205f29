import { useState } from 'react';
import {
  CUSTOM_FUNCTION_LIMITS,
  CUSTOM_FUNCTION_MESSAGES,
  CUSTOM_FUNCTION_TIMEOUT_PLACEHOLDER,
  type CustomFunction,
  parseParameters,
  type TestFunctionResult,
} from '../../../shared/agents/custom-function';
import { Button } from '../../components/ui/button';
import { ScrollPre } from '../../components/ui/scroll-pre';
import { errorMessage, trpc } from '../../lib/trpc';
import { TextField } from './editor-fields';
import type { DraftState } from './use-agent-draft';

const PARAMETERS_PLACEHOLDER = `{
  "type": "object",
  "properties": {
    "address": { "type": "string", "description": "The property address" }
  },
  "required": ["address"]
}`;

/** What the endpoint answered to the sample request (or why nothing was sent). */
function TestAnswer({
  result,
  error,
}: {
  result: TestFunctionResult | null;
  error: string | null;
}) {
  if (error) {
    return (
      <p role="status" className="text-sm text-destructive">
        {error}
      </p>
    );
  }
  if (!result) return null;
  return (
    <div role="status" className="flex flex-col gap-1 text-sm">
      <p className={result.status < 400 ? 'text-success-text' : 'text-destructive'}>
        {CUSTOM_FUNCTION_MESSAGES.testSent(result.status)}
      </p>
      <p className="text-xs text-muted-foreground">Sent: {result.sent}</p>
      <ScrollPre label="Answer" className="max-h-40 overflow-auto whitespace-pre-wrap p-2">
        {result.body || '(empty answer)'}
      </ScrollPre>
    </div>
  );
}

/** "Test function": one sample request to the URL as typed, and what it answered. */
function TestFunction({ fn }: { fn: CustomFunction }) {
  const [result, setResult] = useState<TestFunctionResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const test = trpc.agents.testFunction.useMutation({
    onSuccess: (answer) => {
      setFailure(null);
      setResult(answer);
    },
    onError: (error) => {
      setResult(null);
      setFailure(errorMessage(error, CUSTOM_FUNCTION_MESSAGES.testUnreachable));
    },
  });
  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={test.isPending || !fn.url}
        onClick={() => test.mutate({ customFunction: fn })}
      >
        {test.isPending ? 'Testing...' : 'Test function'}
      </Button>
      <p className="text-xs text-muted-foreground">
        Sends one sample request (each parameter filled with a sample value) to the URL and shows
        what it answers. Retell calls this URL during calls; this product does not.
      </p>
      <TestAnswer result={result} error={failure} />
    </div>
  );
}

/**
 * The custom function (spec 2.2): Retell calls its URL during the call. The parameters' JSON
 * schema is checked as it is typed; "Test function" sends a sample request and shows the answer.
 */
export function CustomFunctionFields({ state }: { state: DraftState }) {
  const { draft, errors, set } = state;
  const fn = draft.customFunction;
  const update = (key: keyof CustomFunction, value: string) =>
    set('customFunction', { ...fn, [key]: value });
  const parameters = parseParameters(fn.parameters);
  const errorsOf = (key: keyof CustomFunction) => errors[`customFunction.${key}`];
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Custom Function</legend>
      <TextField
        label="Function Name"
        placeholder="lookup_claim"
        value={fn.name}
        maxLength={CUSTOM_FUNCTION_LIMITS.name}
        errors={errorsOf('name')}
        onChange={(v) => update('name', v)}
      />
      <TextField
        label="Function Description"
        multiline
        rows={2}
        placeholder="When to call it and what it returns"
        value={fn.description}
        maxLength={CUSTOM_FUNCTION_LIMITS.description}
        errors={errorsOf('description')}
        onChange={(v) => update('description', v)}
      />
      <TextField
        label="Function URL"
        placeholder="https://api.example.com/lookup"
        value={fn.url}
        maxLength={CUSTOM_FUNCTION_LIMITS.url}
        errors={errorsOf('url')}
        onChange={(v) => update('url', v)}
      />
      <TextField
        label="API Timeout (ms)"
        placeholder={CUSTOM_FUNCTION_TIMEOUT_PLACEHOLDER}
        value={fn.timeoutMs}
        maxLength={6}
        errors={errorsOf('timeoutMs')}
        onChange={(v) => update('timeoutMs', v)}
      />
      <TextField
        label="Parameters (JSON schema)"
        multiline
        rows={6}
        placeholder={PARAMETERS_PLACEHOLDER}
        value={fn.parameters}
        maxLength={CUSTOM_FUNCTION_LIMITS.parameters}
        errors={parameters.ok ? errorsOf('parameters') : [parameters.message]}
        onChange={(v) => update('parameters', v)}
      />
      <TestFunction fn={fn} />
    </fieldset>
  );
}
