import { describe, expect, it } from 'vitest';
import {
  computeListProgress,
  listActions,
} from '../../../client/pages/upload-contacts/list-progress';

describe('computeListProgress', () => {
  it('counts contacts with a call outcome or a call in progress as called', () => {
    const progress = computeListProgress(
      { 'Not Called': 5, 'In Progress': 2, Answered: 1, 'Dial No Answer': 2 },
      10,
    );
    expect(progress.called).toBe(5);
    expect(progress.percent).toBe(50);
  });

  it('lists non-zero statuses in the spec order', () => {
    const progress = computeListProgress(
      { Answered: 1, 'Not Called': 3, 'Reached Voicemail': 0, Completed: 2 },
      6,
    );
    expect(progress.breakdown).toEqual([
      { status: 'Not Called', count: 3 },
      { status: 'Completed', count: 2 },
      { status: 'Answered', count: 1 },
    ]);
  });

  it('rounds down so 100% means every contact was called', () => {
    expect(computeListProgress({ 'Not Called': 1, Answered: 199 }, 200).percent).toBe(99);
    expect(computeListProgress({ Answered: 200 }, 200).percent).toBe(100);
  });

  it('counts only dialled contacts, of those the dialer may call: invalid and do-not-call numbers are neither', () => {
    const fresh = computeListProgress({ 'Not Called': 42, 'Invalid Number': 5 }, 47);
    expect(fresh).toMatchObject({ called: 0, total: 42, percent: 0 });
    const done = computeListProgress(
      { Completed: 40, Answered: 1, 'Do Not Call': 1, 'Invalid Number': 5 },
      47,
    );
    expect(done).toMatchObject({ called: 41, total: 41, percent: 100 });
  });

  it('handles an empty list and counts that disagree with the total', () => {
    expect(computeListProgress({}, 0)).toEqual({ called: 0, total: 0, percent: 0, breakdown: [] });
    expect(computeListProgress({ 'Not Called': 12 }, 10).called).toBe(0);
  });
});

describe('listActions', () => {
  it('offers Start Calling only to a list at rest with contacts', () => {
    for (const state of ['idle', 'stopped', 'completed'] as const) {
      expect(listActions(state, 3).canStart).toBe(true);
      expect(listActions(state, 0).canStart).toBe(false);
    }
    for (const state of ['running', 'waiting', 'paused'] as const) {
      expect(listActions(state, 3).canStart).toBe(false);
    }
  });

  it('offers Pause while dialing or waiting, Resume while paused, Stop while active', () => {
    expect(listActions('running', 3)).toEqual({
      canStart: false,
      canPause: true,
      canResume: false,
      canStop: true,
    });
    expect(listActions('waiting', 3).canPause).toBe(true);
    expect(listActions('paused', 3)).toEqual({
      canStart: false,
      canPause: false,
      canResume: true,
      canStop: true,
    });
    expect(listActions('completed', 3).canStop).toBe(false);
  });
});
