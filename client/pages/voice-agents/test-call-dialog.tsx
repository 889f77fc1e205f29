import { PhoneOutgoing } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { VoiceAgentView } from '../../../shared/agents/agent-view';
import { TEST_CALL_MESSAGES } from '../../../shared/agents/test-call';
import type { AccountEvent } from '../../../shared/events';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { useAccountEvents } from '../../lib/account-events';
import { errorMessage, trpc } from '../../lib/trpc';

type TestCallState = Extract<AccountEvent, { type: 'test-call.updated' }>;

const STATE_TEXT: Record<TestCallState['state'], string> = {
  'in-progress': 'Calling...',
  connected: 'Connected: the agent is talking.',
  ended: 'Call ended',
  'not-placed': 'The call was not placed',
};

/** 'Test call' on an agent card: one call with this agent, its progress shown live. */
export function TestCallDialog({ agent }: { agent: VoiceAgentView }) {
  const [open, setOpen] = useState(false);
  const [fromNumber, setFromNumber] = useState('');
  const [toNumber, setToNumber] = useState('');
  const [callId, setCallId] = useState<string | null>(null);
  const [progress, setProgress] = useState<TestCallState | null>(null);
  const numbers = trpc.phoneNumbers.list.useQuery(undefined, { enabled: open });
  const place = trpc.agents.testCall.useMutation({
    onSuccess: ({ callId: id }) => {
      setCallId(id);
      setProgress(null);
    },
  });
  useAccountEvents((event) => {
    if (event.type === 'test-call.updated' && event.callId === callId) setProgress(event);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    place.mutate({ agentId: agent.id, fromNumber: fromNumber || null, toNumber });
  };
  const state = progress?.state ?? (callId ? 'in-progress' : null);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <PhoneOutgoing aria-hidden /> Test call
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Test call with {agent.name}</DialogTitle>
          <DialogDescription>
            The agent calls the number you enter. The call is kept in your call logs without a list.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4">
          <CallerNumberField
            numbers={numbers.data?.numbers ?? []}
            value={fromNumber}
            onChange={setFromNumber}
          />
          <div className="grid gap-2">
            <Label htmlFor="test-call-to">Number to call</Label>
            <Input
              id="test-call-to"
              type="tel"
              value={toNumber}
              maxLength={40}
              required
              onChange={(e) => setToNumber(e.target.value)}
            />
          </div>
          {place.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(place.error, TEST_CALL_MESSAGES.invalidNumber)}
            </p>
          ) : null}
          {state ? <TestCallStatus state={state} progress={progress} /> : null}
          <Button type="submit" className="w-fit" disabled={place.isPending}>
            {place.isPending ? 'Placing...' : 'Place test call'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type CallerNumberFieldProps = {
  numbers: { phoneNumber: string }[];
  value: string;
  onChange: (value: string) => void;
};

function CallerNumberField({ numbers, value, onChange }: CallerNumberFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="test-call-from">Caller number</Label>
      <Select id="test-call-from" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Choose a number</option>
        {numbers.map((number) => (
          <option key={number.phoneNumber} value={number.phoneNumber}>
            {number.phoneNumber}
          </option>
        ))}
      </Select>
    </div>
  );
}

function TestCallStatus({
  state,
  progress,
}: {
  state: TestCallState['state'];
  progress: TestCallState | null;
}) {
  return (
    <p role="status" className="text-sm" data-testid="test-call-status">
      {STATE_TEXT[state]}
      {progress?.outcome ? `: ${progress.outcome}` : ''}
      {progress?.reason ? ` (${progress.reason})` : ''}
    </p>
  );
}
