import { useId } from 'react';
import { CONSENT_LEDGER_MESSAGES } from '../../../shared/dialer/consent-ledger';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toaster';
import { useAuth } from '../../lib/auth';
import { errorMessage, trpc } from '../../lib/trpc';

/** The owner's "require written-consent evidence for real calls" (every change is logged). */
export function ConsentEvidenceCard() {
  const id = useId();
  const utils = trpc.useUtils();
  const owner = useAuth().user?.role === 'owner';
  const setting = trpc.consent.evidenceSetting.useQuery();
  const set = trpc.consent.setRequireEvidence.useMutation({
    onSuccess: (data) => {
      utils.consent.evidenceSetting.setData(undefined, data);
      void utils.consent.preview.invalidate();
    },
    onError: (error) => toast.error(errorMessage(error, 'Something went wrong. Please try again.')),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Consent for real calls</CardTitle>
        <CardDescription>
          Off: consent an upload or the API claims, with its source and date, also counts and is
          recorded as claimed, with no written evidence. On: only consent with written evidence (the
          seller named, the person's signature, agreement to calls using an artificial voice)
          counts.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <div className="flex items-center gap-2">
          <Checkbox
            id={id}
            checked={setting.data?.required ?? false}
            disabled={!owner || !setting.data || set.isPending}
            onCheckedChange={(value) => set.mutate({ required: value === true })}
          />
          <Label htmlFor={id} className="font-normal">
            Require written-consent evidence
          </Label>
        </div>
        {owner ? null : (
          <p className="text-muted-foreground">{CONSENT_LEDGER_MESSAGES.ownersOnly}</p>
        )}
      </CardContent>
    </Card>
  );
}
