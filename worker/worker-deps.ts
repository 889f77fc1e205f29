import type { AppDeps } from '../server/deps';

export type WorkerDeps = AppDeps & { workerId: string };
