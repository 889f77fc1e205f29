import { CalendarDays } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { API_KEY_MAX_LENGTH } from '../../shared/agents/api-keys';
import { CALCOM_MESSAGES } from '../../shared/agents/calcom';
import { useAuth } from '../lib/auth';
import { errorMessage, trpc } from '../lib/trpc';
import { Button } from './ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './ui/dialog';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { toast } from './ui/toaster';

function connectLabel(pending: boolean, connected: boolean): string {
  if (pending) return 'Connecting...';
  return connected ? 'Update Settings' : 'Connect Cal.com';
}

/**
 * The Cal.com connection (spec 2.5 / 2.9): API key and username, checked by the server and
 * stored encrypted for the whole workspace. Used by Voice Agents and the Appointment Calendar;
 * `trigger` replaces the default button ('Connect Cal.com' / 'Cal.com Settings').
 */
export function CalcomDialog({ trigger }: { trigger?: ReactNode } = {}) {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const status = trpc.calcom.status.useQuery();
  const [open, setOpen] = useState(false);
  const [apiKey, setApiKey] = useState('');
  const [username, setUsername] = useState('');
  const connected = Boolean(status.data?.connected);
  const connect = trpc.calcom.connect.useMutation({
    onSuccess: () => {
      toast.success(CALCOM_MESSAGES.connectedTitle, { description: CALCOM_MESSAGES.connected });
      setApiKey('');
      setOpen(false);
      void utils.calcom.status.invalidate();
      void utils.calcom.eventTypes.invalidate();
      void utils.appointments.invalidate();
    },
    onError: (error) =>
      toast.error('Cal.com', { description: errorMessage(error, 'Please try again.') }),
  });
  const submit = () => {
    if (!apiKey.trim() || !username.trim()) {
      return toast.error(CALCOM_MESSAGES.missingTitle, { description: CALCOM_MESSAGES.missing });
    }
    connect.mutate({ apiKey, username });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setUsername(status.data?.username ?? '');
      }}
    >
      <DialogTrigger asChild>
        {trigger ?? (
          <Button variant="outline">
            <CalendarDays aria-hidden /> {connected ? 'Cal.com Settings' : 'Connect Cal.com'}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cal.com Integration</DialogTitle>
          <DialogDescription>
            Agents check availability and book inspections in this Cal.com account.
          </DialogDescription>
        </DialogHeader>
        {user?.role === 'owner' ? (
          <CalcomFields
            connected={connected}
            apiKey={apiKey}
            onApiKey={setApiKey}
            username={username}
            onUsername={setUsername}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            {connected ? `Connected as ${status.data?.username}. ` : ''}
            {CALCOM_MESSAGES.ownersOnly}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          {user?.role === 'owner' ? (
            <Button onClick={submit} disabled={connect.isPending}>
              {connectLabel(connect.isPending, connected)}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CalcomFields(props: {
  connected: boolean;
  apiKey: string;
  onApiKey: (apiKey: string) => void;
  username: string;
  onUsername: (username: string) => void;
}) {
  const keyId = useId();
  const userId = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={keyId}>Cal.com API Key</Label>
        <Input
          id={keyId}
          type="password"
          autoComplete="off"
          maxLength={API_KEY_MAX_LENGTH}
          placeholder={props.connected ? '••••••••••' : 'cal_live_...'}
          value={props.apiKey}
          onChange={(e) => props.onApiKey(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={userId}>Cal.com Username</Label>
        <Input
          id={userId}
          maxLength={100}
          value={props.username}
          onChange={(e) => props.onUsername(e.target.value)}
        />
      </div>
    </div>
  );
}
