/**
 * Event ids this process applied or is applying in a batch, most recent kept: the queued job of
 * an event a batch already took ends without a database round trip. A miss only costs the claim.
 */
export class TakenEvents {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity = 50_000) {}

  add(ids: readonly string[]): void {
    for (const id of ids) {
      this.ids.add(id);
      if (this.ids.size > this.capacity) this.ids.delete(this.ids.values().next().value!);
    }
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }

  /** A failed batch gives its events back: their jobs (or a retry) must claim them again. */
  forget(ids: readonly string[]): void {
    for (const id of ids) this.ids.delete(id);
  }
}

/** The one per process (a worker process runs one batch loop per job slot, all share it). */
export const takenEvents = new TakenEvents();
