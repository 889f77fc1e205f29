import { type FormEvent, useState } from 'react';
import {
  type CampaignRulesView,
  campaignRulesRefusal,
  RULES_MESSAGES,
  SaveCampaignRulesInput,
} from '../../../shared/dialer/campaign-rules';
import { concurrencyNote } from '../../../shared/dialer/concurrency-note';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toaster';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors';
import { errorMessage, trpc } from '../../lib/trpc';

/** The Rules tab: the account's caps, the same for the defaults and every list. */
export function RulesTab() {
  const rules = trpc.campaignSettings.rules.useQuery();
  if (rules.isPending) return <Spinner label="Loading rules..." />;
  if (rules.isError) {
    return (
      <LoadError
        title="Could not load the rules"
        error={rules.error}
        onRetry={() => rules.refetch()}
      />
    );
  }
  return <RulesForm key={rules.dataUpdatedAt} view={rules.data} />;
}

function RulesForm({ view }: { view: CampaignRulesView }) {
  const utils = trpc.useUtils();
  const [perNumber, setPerNumber] = useState(String(view.callsPerNumber24h));
  const [atOnce, setAtOnce] = useState(String(view.campaignsAtOnce));
  const [concurrent, setConcurrent] = useState(String(view.concurrentCalls));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = trpc.campaignSettings.saveRules.useMutation({
    onSuccess: () => {
      toast.success(RULES_MESSAGES.saved);
      void utils.campaignSettings.rules.invalidate();
      void utils.contacts.lists.invalidate();
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast.error(errorMessage(error, 'Failed to save the rules. Please try again.'));
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SaveCampaignRulesInput.safeParse({
      callsPerNumber24h: Number(perNumber),
      campaignsAtOnce: Number(atOnce),
      concurrentCalls: Number(concurrent),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    const refusal = campaignRulesRefusal(
      parsed.data,
      { campaignsAtOnce: view.planCampaignsAtOnce, label: view.planLabel },
      view.concurrency,
    );
    if (refusal) return setErrors({ [refusal.field]: [refusal.message] });
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <form onSubmit={onSubmit} className="grid max-w-xl gap-5" noValidate>
      <p className="text-sm text-muted-foreground">
        These rules apply to every list of your account. They are product guard rails, not legal
        advice: check the rules that apply to your calls.
      </p>
      <FormField
        label="Calls per number per 24 hours (all lists)"
        name="callsPerNumber24h"
        inputMode="numeric"
        value={perNumber}
        onChange={(event) => setPerNumber(event.target.value)}
        errors={errors.callsPerNumber24h}
      />
      <p className="-mt-3 text-xs text-muted-foreground">
        Counted across all your lists; a state's own cap applies when it is lower (Florida, Oklahoma
        and Maryland: 3).
      </p>
      <FormField
        label="Campaigns at once"
        name="campaignsAtOnce"
        inputMode="numeric"
        value={atOnce}
        onChange={(event) => setAtOnce(event.target.value)}
        errors={errors.campaignsAtOnce}
      />
      <p className="-mt-3 text-xs text-muted-foreground">
        Your {view.planLabel} allows up to {view.planCampaignsAtOnce}. Lists placing calls hold a
        slot; a list ready to dial while every slot is busy is queued and starts when one frees.
      </p>
      <FormField
        label="Concurrent calls (all lists)"
        name="concurrentCalls"
        inputMode="numeric"
        value={concurrent}
        onChange={(event) => setConcurrent(event.target.value)}
        errors={errors.concurrentCalls}
      />
      <p className="-mt-3 text-xs text-muted-foreground">{concurrencyNote(view.concurrency)}</p>
      <Button type="submit" className="w-fit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Rules'}
      </Button>
    </form>
  );
}
