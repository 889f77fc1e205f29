/** What the worker tells `npm start`'s supervisor once it takes jobs (over the IPC channel). */
export const WORKER_STARTED = 'worker started';

/** Tells the supervisor, when there is one, and lets the channel not keep the process alive. */
export function tellSupervisorStarted(): void {
  if (!process.send) return;
  process.send(WORKER_STARTED);
  process.channel?.unref();
}
