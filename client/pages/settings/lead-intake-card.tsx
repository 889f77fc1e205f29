import { type FormEvent, useId, useState } from 'react';
import { CreateLeadTokenInput } from '../../../shared/lead-intake/lead-intake-tokens';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors';
import { errorMessage, trpc } from '../../lib/trpc';
import { LeadTokenSecretNotice } from './lead-token-secret-notice';
import { LeadTokensTable } from './lead-tokens-table';

function CreateTokenForm({ onSecret }: { onSecret: (secret: string) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const utils = trpc.useUtils();
  const create = trpc.leadTokens.create.useMutation({
    onSuccess: ({ secret }) => {
      onSecret(secret);
      setName('');
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      setErrors(
        Object.keys(fields).length > 0 ? fields : { name: [errorMessage(error, 'Try again.')] },
      );
    },
    onSettled: () => utils.leadTokens.list.invalidate(),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateLeadTokenInput.safeParse({ name });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Create a lead intake token"
      className="flex flex-col gap-2"
    >
      <Label htmlFor={id}>Token name</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={name}
          placeholder="Website form"
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.name ? true : undefined}
        />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create token'}
        </Button>
      </div>
      {errors.name?.map((message) => (
        <p key={message} className="text-sm text-destructive">
          {message}
        </p>
      ))}
    </form>
  );
}

/** Settings → Lead intake (owners): tokens other tools post leads with (`POST /api/v1/leads`). */
export function LeadIntakeCard() {
  const owner = useAuth().user?.role === 'owner';
  const [secret, setSecret] = useState<string | null>(null);
  const tokens = trpc.leadTokens.list.useQuery(undefined, { enabled: owner });
  if (!owner) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lead intake</CardTitle>
        <CardDescription>
          Tokens your website forms, ad tools and CRMs use to post leads to{' '}
          <code>POST /api/v1/leads</code> (see{' '}
          <a className="underline" href="/api/v1/openapi.json">
            the API document
          </a>
          ). Consent they send is recorded as claimed by the token, not as written consent.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {secret ? <LeadTokenSecretNotice secret={secret} onDone={() => setSecret(null)} /> : null}
        <CreateTokenForm onSecret={setSecret} />
        {tokens.isPending ? <Spinner /> : null}
        {tokens.isError ? (
          <LoadError
            title="Failed to load lead intake tokens"
            error={tokens.error}
            onRetry={() => tokens.refetch()}
          />
        ) : null}
        {tokens.data ? <LeadTokensTable tokens={tokens.data} /> : null}
      </CardContent>
    </Card>
  );
}
