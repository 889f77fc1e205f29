import { type FormEvent, useEffect, useId, useState } from 'react';
import { ADMIN_MESSAGES } from '../../../shared/admin/admin-messages';
import { SOCIAL_PROOF_MAX } from '../../../shared/admin/admin-schemas';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

/** The hero's social-proof line: empty on a fresh install, so the page claims nothing. */
export function SocialProofCard() {
  const id = useId();
  const utils = trpc.useUtils();
  const current = trpc.landing.socialProof.useQuery();
  const [text, setText] = useState('');
  useEffect(() => setText(current.data ?? ''), [current.data]);
  const save = trpc.admin.setSocialProof.useMutation({
    onSuccess: ({ socialProof }) => {
      utils.landing.socialProof.setData(undefined, socialProof);
      toast.success(
        socialProof ? ADMIN_MESSAGES.socialProofSaved : ADMIN_MESSAGES.socialProofCleared,
      );
    },
    onError: (error) => toast.error(errorMessage(error, 'The social proof could not be saved.')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ socialProof: text });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Social proof on the landing page</CardTitle>
        <CardDescription>
          One line under the hero's buttons, such as "Trusted by 40 roofers in Texas". Leave it
          empty to show none; say only what you can back.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={submit}>
          <div className="flex flex-1 flex-col gap-2">
            <label htmlFor={id} className="text-sm font-medium">
              Social proof line
            </label>
            <Input
              id={id}
              value={text}
              maxLength={SOCIAL_PROOF_MAX}
              disabled={current.isPending}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={save.isPending || current.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
