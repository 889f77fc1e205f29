import { describe, expect, it } from 'vitest';
import { FairQueue, FairQueueFullError } from '../../../server/modules/knowledge/fair-queue';

/** A job the test finishes by hand, recording when it started. */
function controlled(started: string[], label: string) {
  let finish: (fail?: boolean) => void = () => {};
  const job = () =>
    new Promise<string>((resolve, reject) => {
      started.push(label);
      finish = (fail) => (fail ? reject(new Error(label)) : resolve(label));
    });
  return { job, finish: (fail?: boolean) => finish(fail) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('FairQueue', () => {
  it('starts the least recently served account next, two at a time', async () => {
    const queue = new FairQueue(2, 10);
    const started: string[] = [];
    const jobs = ['A1', 'A2', 'A3', 'A4', 'B1', 'B2'].map((label) => {
      const control = controlled(started, label);
      return { label, ...control, done: queue.run(label[0] ?? '', control.job) };
    });
    await settle();
    expect(started).toEqual(['A1', 'A2']);
    jobs[0]?.finish();
    await settle();
    expect(started).toEqual(['A1', 'A2', 'B1']);
    jobs[1]?.finish(true);
    await expect(jobs[1]?.done).rejects.toThrow('A2');
    await settle();
    // A failed job frees its thread like any other.
    expect(started).toEqual(['A1', 'A2', 'B1', 'A3']);
    jobs[4]?.finish();
    await settle();
    expect(started).toEqual(['A1', 'A2', 'B1', 'A3', 'B2']);
  });

  it("refuses an account's job beyond its quota, not another account's", async () => {
    const queue = new FairQueue(1, 2);
    const started: string[] = [];
    const first = controlled(started, 'A1');
    const done = queue.run('A', first.job);
    void queue.run('A', controlled(started, 'A2').job);
    await expect(queue.run('A', controlled(started, 'A3').job)).rejects.toBeInstanceOf(
      FairQueueFullError,
    );
    expect(queue.count('A')).toBe(2);
    void queue.run('B', controlled(started, 'B1').job);
    first.finish();
    await done;
    await settle();
    expect(queue.count('A')).toBe(1);
    expect(started).toEqual(['A1', 'B1']);
  });
});
