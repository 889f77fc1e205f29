import type { AppDeps } from '../../server/deps';
import { recordOutcomes } from '../../server/modules/campaigns/outcomes/record-outcome.service';
import type {
  CallResolution,
  CallToDial,
  ProviderConcurrency,
  StaleCall,
  VoiceProvider,
  VoiceReadiness,
} from '../../server/voice/voice-provider';
import type { CallOutcome } from '../../shared/dialer/contact-status';

export type StubCallScript = { durationMs: number; outcome: CallOutcome };

/**
 * A voice provider for tests: each call lasts what `script` says and reports its outcome through
 * the app's one outcome path, as a provider's webhook would. It records what it was handed and
 * the peak of calls in flight per account as a provider counts them: from hand-over until the
 * call ends on its side (before the outcome is recorded).
 */
export class StubVoiceProvider implements VoiceProvider {
  readonly name = 'stub';
  readonly realCalls = false;
  readonly dialled: CallToDial[] = [];
  readonly staleAsked: string[] = [];
  readonly peakByAccount = new Map<string, number>();
  private readonly inFlight = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private deps: AppDeps | null = null;

  constructor(
    private readonly script: (call: CallToDial, index: number) => StubCallScript,
    private readonly stale: (call: StaleCall) => CallResolution = () => ({ state: 'unknown' }),
  ) {}

  /** The app dependencies with this provider in them (outcomes are recorded through them). */
  wire<D extends AppDeps>(deps: D): D {
    const wired = { ...deps, voice: this };
    this.deps = wired;
    return wired;
  }

  async dial(calls: readonly CallToDial[]): Promise<void> {
    for (const call of calls) {
      const index = this.dialled.length;
      this.dialled.push(call);
      const now = (this.inFlight.get(call.accountId) ?? 0) + 1;
      this.inFlight.set(call.accountId, now);
      this.peakByAccount.set(
        call.accountId,
        Math.max(now, this.peakByAccount.get(call.accountId) ?? 0),
      );
      const { durationMs, outcome } = this.script(call, index);
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.end(call, outcome);
      }, durationMs);
      this.timers.add(timer);
    }
  }

  async resolveStale(call: StaleCall): Promise<CallResolution> {
    this.staleAsked.push(call.id);
    return this.stale(call);
  }

  readiness(): VoiceReadiness {
    return { provider: this.name, usable: true, missing: [] };
  }

  async recordingUrl(): Promise<string | null> {
    return null;
  }

  /** What the stub reports as an account's concurrency (null: nothing, like simulated calls; may throw). */
  concurrencyOf: (accountId: string) => ProviderConcurrency | null = () => null;

  async concurrency(accountId: string): Promise<ProviderConcurrency | null> {
    return this.concurrencyOf(accountId);
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async end(call: CallToDial, outcome: CallOutcome): Promise<void> {
    if (!this.deps) throw new Error('StubVoiceProvider used before wire()');
    this.inFlight.set(call.accountId, (this.inFlight.get(call.accountId) ?? 1) - 1);
    await recordOutcomes(this.deps, [{ callId: call.id, outcome }]);
  }
}
