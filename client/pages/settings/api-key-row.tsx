import { Eye, EyeOff } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  API_KEY_LABELS,
  API_KEY_MAX_LENGTH,
  API_KEY_MESSAGES,
  API_KEY_PURPOSES,
  type ApiKeyProvider,
  type ApiKeyStatus,
} from '../../../shared/agents/api-keys';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

/** Configured, Not configured, or the provider's refusal (a rejected Retell key's 401 text). */
function KeyStatus({ status }: { status: ApiKeyStatus }) {
  if (status.configured && status.checkStatus === 'rejected') {
    return <p className="text-sm text-destructive">{status.checkMessage}</p>;
  }
  return status.configured ? (
    <Badge variant="success">{API_KEY_MESSAGES.configured}</Badge>
  ) : (
    <Badge variant="secondary">{API_KEY_MESSAGES.notConfigured}</Badge>
  );
}

/** A stored key the product never reads: named, marked unused, no input (nothing to ask for). */
export function UnusedKeyRow({ status }: { status: ApiKeyStatus }) {
  const label = API_KEY_LABELS[status.provider];
  return (
    <section className="flex flex-col gap-1" aria-label={`${label} API key`}>
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium">{label} API Key</span>
        <Badge variant="secondary">{API_KEY_MESSAGES.unused}</Badge>
      </div>
      <p className="text-xs text-muted-foreground">{API_KEY_PURPOSES[status.provider]}</p>
    </section>
  );
}

/** One key of the API Keys card: show/hide, a password input and Save Key (owners only). */
export function ApiKeyRow({
  status,
  provider,
  canEdit,
}: {
  status: ApiKeyStatus;
  provider: ApiKeyProvider;
  canEdit: boolean;
}) {
  const id = useId();
  const utils = trpc.useUtils();
  const [value, setValue] = useState('');
  const [visible, setVisible] = useState(false);
  const label = API_KEY_LABELS[provider];
  const save = trpc.apiKeys.save.useMutation({
    onSuccess: (saved) => {
      setValue('');
      if (saved.checkStatus === 'rejected') {
        toast.error(API_KEY_MESSAGES.saveFailed(saved.checkMessage ?? ''));
      } else {
        toast.success(API_KEY_MESSAGES.saved(provider));
      }
      void utils.apiKeys.status.invalidate();
    },
    onError: (error) =>
      toast.error(API_KEY_MESSAGES.saveFailed(errorMessage(error, 'Please try again.'))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) save.mutate({ provider, key: value });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label={`${label} API key`}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label} API Key</Label>
        <KeyStatus status={status} />
      </div>
      <p className="text-xs text-muted-foreground">{API_KEY_PURPOSES[provider]}</p>
      {canEdit ? (
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Input
              id={id}
              type={visible ? 'text' : 'password'}
              autoComplete="off"
              spellCheck={false}
              maxLength={API_KEY_MAX_LENGTH}
              placeholder={status.configured ? '••••••••••' : `Enter your ${label} API key`}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              className="pr-10"
            />
            <button
              type="button"
              className="absolute inset-y-0 right-2 flex items-center text-muted-foreground"
              aria-label={visible ? `Hide ${label} API key` : `Show ${label} API key`}
              onClick={() => setVisible((v) => !v)}
            >
              {visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
            </button>
          </div>
          <Button type="submit" disabled={!value.trim() || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Key'}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
