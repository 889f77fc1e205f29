import type { ReactNode } from 'react';
import { CALL_DIRECTION_LABELS, CALLBACK_ATTEMPT_TEXT } from '../../../shared/calls/call-direction';
import {
  agentLabel,
  callLogStatus,
  contactLabel,
  formatCallDuration,
  formatCallTime,
  formatCost,
} from '../../../shared/calls/call-log-format';
import type { CallDetails } from '../../../shared/calls/call-log-types';
import { disconnectionReasonText } from '../../../shared/calls/disconnection-reasons';
import { SIMULATED_CALLS_NOTE } from '../../../shared/dialer/voice-mode';
import { CallStatusBadge } from '../../components/call-status-badge';
import { InboundCallBadge } from '../../components/inbound-call-badge';
import { SimulatedCallBadge } from '../../components/simulated-call-badge';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { LoadError } from '../../components/ui/load-error';
import { ScrollPre } from '../../components/ui/scroll-pre';
import { Spinner } from '../../components/ui/spinner';
import { trpc } from '../../lib/trpc';
import { DoNotCallButton } from '../do-not-call/do-not-call-button';
import { ContactTimeline } from './contact-timeline';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

const when = (at: string | null) => (at ? formatCallTime(at) : '—');

function AllowedBecause({ facts }: { facts: CallDetails['allowedBecause'] }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-sm font-medium">Why this call was allowed</h3>
      <dl className="grid grid-cols-2 gap-3">
        <Fact label="Consent">{facts.consent ?? '—'}</Fact>
        <Fact label="Do-not-call list checked">{when(facts.doNotCallCheckedAt)}</Fact>
        <Fact label="Local time at dial">{facts.localTimes ?? '—'}</Fact>
        <Fact label="State rules">{facts.stateRules ?? '—'}</Fact>
        <Fact label="Calls to this number">{facts.numberCap ?? '—'}</Fact>
      </dl>
    </section>
  );
}

function CallFieldValues({ fields }: { fields: CallDetails['callFields'] }) {
  if (fields.length === 0) return null;
  return (
    <section className="flex flex-col gap-1" aria-label="Call fields">
      <h3 className="text-sm font-medium">Call fields</h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {fields.map((field) => (
          <Fact key={field.name} label={field.label}>
            {field.value || '—'}
          </Fact>
        ))}
      </dl>
    </section>
  );
}

function RecordingAndTranscript({ call }: { call: CallDetails }) {
  return (
    <>
      {call.hasRecording && (
        <section className="flex flex-col gap-1">
          <h3 className="text-sm font-medium">Recording</h3>
          {/* biome-ignore lint/a11y/useMediaCaption: a call recording has no caption track; the transcript is shown below. */}
          <audio
            controls
            preload="none"
            src={`/api/calls/${call.id}/recording`}
            aria-label="Call recording"
          />
        </section>
      )}
      {call.transcript && (
        <section className="flex flex-col gap-1">
          <h3 className="text-sm font-medium">Transcript</h3>
          <ScrollPre
            label="Transcript"
            className="max-h-64 overflow-y-auto p-3 whitespace-pre-wrap"
          >
            {call.transcript}
          </ScrollPre>
        </section>
      )}
    </>
  );
}

function Details({ call }: { call: CallDetails }) {
  return (
    <div className="flex flex-col gap-4">
      {call.simulated && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <SimulatedCallBadge /> {SIMULATED_CALLS_NOTE}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3">
        <Fact label="Contact">
          {contactLabel(call.firstName)}
          {call.phoneNumber && (
            <span className="block font-mono text-xs text-muted-foreground">
              {call.phoneNumber}
            </span>
          )}
          {call.contactId !== null && call.contactStatus && (
            <span className="mt-1 block">
              <DoNotCallButton contactId={call.contactId} status={call.contactStatus} />
            </span>
          )}
        </Fact>
        <Fact label="List">
          {call.listName ?? (call.direction === 'inbound' ? 'Not on a list' : 'Test call')}
        </Fact>
        <Fact label="Agent">{agentLabel(call.agentName)}</Fact>
        <Fact label="Direction">
          {call.direction === 'inbound' ? (
            <InboundCallBadge />
          ) : (
            CALL_DIRECTION_LABELS[call.direction]
          )}
        </Fact>
        <Fact label="Attempt">
          {call.direction === 'inbound' ? CALLBACK_ATTEMPT_TEXT : call.attempt}
        </Fact>
        <Fact label="Placed">{when(call.startedAt)}</Fact>
        <Fact label="Connected">{when(call.connectedAt)}</Fact>
        <Fact label="Ended">{when(call.endedAt)}</Fact>
        <Fact label="Duration">{formatCallDuration(call.durationMs)}</Fact>
        <Fact label="Outcome">
          <CallStatusBadge status={callLogStatus(call.outcome)} />
        </Fact>
        <Fact label="Why it ended">{disconnectionReasonText(call.disconnectionReason) ?? '—'}</Fact>
        {call.transfer && <Fact label="Hand-off">{call.transfer}</Fact>}
        <Fact label="Cost">{formatCost(call.costCents)}</Fact>
        {call.sentiment && <Fact label="Sentiment">{call.sentiment}</Fact>}
      </dl>
      <AllowedBecause facts={call.allowedBecause} />
      <CallFieldValues fields={call.callFields} />
      {call.summary && (
        <section className="flex flex-col gap-1">
          <h3 className="text-sm font-medium">Summary</h3>
          <p className="text-sm">{call.summary}</p>
        </section>
      )}
      {call.contactId !== null && (
        <section className="flex flex-col gap-1">
          <h3 className="text-sm font-medium">Contact timeline</h3>
          <ContactTimeline contactId={call.contactId} callId={call.id} />
        </section>
      )}
      <RecordingAndTranscript call={call} />
    </div>
  );
}

/** The 'View Details' panel of one call. */
export function CallDetailsDialog({
  callId,
  onClose,
}: {
  callId: string | null;
  onClose: () => void;
}) {
  const details = trpc.callLogs.details.useQuery(
    { callId: callId ?? '' },
    { enabled: callId !== null },
  );
  return (
    <Dialog open={callId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Call Details</DialogTitle>
        </DialogHeader>
        {details.isPending ? (
          <Spinner />
        ) : details.isError ? (
          <LoadError title="Call Details" error={details.error} onRetry={() => details.refetch()} />
        ) : (
          <Details call={details.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}
