import { type FormEvent, useState } from 'react';
import {
  ACCULYNX_LINK_MESSAGES,
  ACCULYNX_SEARCH_MAX,
  type AcculynxLinkView,
} from '../../../shared/acculynx/acculynx-writeback';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

const FAILED = 'That did not work. Please try again.';

function SearchAndChoose({ contactId, onDone }: { contactId: string; onDone: () => void }) {
  const utils = trpc.useUtils();
  const [term, setTerm] = useState('');
  const search = trpc.acculynx.search.useMutation({
    onError: (error) => toast.error(errorMessage(error, FAILED)),
  });
  const choose = trpc.acculynx.setLink.useMutation({
    onSuccess: (view) => {
      utils.acculynx.link.setData({ contactId }, view);
      toast.success(ACCULYNX_LINK_MESSAGES.linked);
      onDone();
    },
    onError: (error) => toast.error(errorMessage(error, FAILED)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.mutate({ contactId, term });
  };
  return (
    <div className="flex flex-col gap-2">
      <form onSubmit={submit} className="flex gap-2">
        <Input
          aria-label="Search AccuLynx contacts"
          placeholder="Name, phone or e-mail"
          maxLength={ACCULYNX_SEARCH_MAX}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={search.isPending || term.trim() === ''}>
          Search
        </Button>
      </form>
      {search.data?.length === 0 ? (
        <p className="text-sm text-muted-foreground">{ACCULYNX_LINK_MESSAGES.noMatches}</p>
      ) : null}
      <ul aria-label="AccuLynx contacts" className="flex flex-col gap-1">
        {search.data?.map((match) => (
          <li key={match.id} className="flex items-center justify-between gap-2 text-sm">
            <span>
              {match.name}
              {match.detail ? (
                <span className="text-muted-foreground"> · {match.detail}</span>
              ) : null}
            </span>
            <Button
              size="sm"
              variant="outline"
              disabled={choose.isPending}
              onClick={() => choose.mutate({ contactId, acculynxContactId: match.id })}
            >
              Choose
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Linked({ contactId, view }: { contactId: string; view: AcculynxLinkView }) {
  const utils = trpc.useUtils();
  const unlink = trpc.acculynx.unlink.useMutation({
    onSuccess: (next) => {
      utils.acculynx.link.setData({ contactId }, next);
      toast.success(ACCULYNX_LINK_MESSAGES.unlinked);
    },
    onError: (error) => toast.error(errorMessage(error, FAILED)),
  });
  return (
    <div className="flex items-center justify-between gap-2 text-sm">
      <span data-testid="acculynx-link">
        Linked to AccuLynx contact <span className="font-mono">{view.acculynxContactId}</span>
      </span>
      <Button
        size="sm"
        variant="outline"
        disabled={unlink.isPending}
        onClick={() => unlink.mutate({ contactId })}
      >
        Unlink
      </Button>
    </div>
  );
}

/**
 * The contact's AccuLynx link: chosen by the user from AccuLynx's contacts search (never matched
 * automatically); offered only with a verified AccuLynx key.
 */
export function AcculynxLink({ contactId }: { contactId: string }) {
  const link = trpc.acculynx.link.useQuery({ contactId }, { staleTime: 0 });
  const [searching, setSearching] = useState(false);
  if (!link.data) return null;
  if (!link.data.available) {
    return <p className="text-sm text-muted-foreground">{ACCULYNX_LINK_MESSAGES.notVerified}</p>;
  }
  if (link.data.acculynxContactId) return <Linked contactId={contactId} view={link.data} />;
  if (!searching) {
    return (
      <Button size="sm" variant="outline" onClick={() => setSearching(true)}>
        Link to AccuLynx
      </Button>
    );
  }
  return <SearchAndChoose contactId={contactId} onDone={() => setSearching(false)} />;
}
