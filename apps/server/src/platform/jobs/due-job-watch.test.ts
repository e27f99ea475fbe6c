import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchForDueJobs } from './due-job-watch.js';
import type { JobName } from './job-catalogue.js';

describe('watchForDueJobs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('looks every interval and wakes the workers of the queues with jobs due; a failed look is reported, not fatal', async () => {
    vi.useFakeTimers();
    const answers: (JobName[] | Error)[] = [[], ['send-email', 'send-sms'], new Error('connection lost'), ['send-sms']];
    const woken: JobName[] = [];
    const errors: unknown[] = [];
    const watch = watchForDueJobs({
      queuesWithJobsDue: async () => {
        const answer = answers.shift() ?? [];
        if (answer instanceof Error) throw answer;
        return answer;
      },
      wake: (name) => woken.push(name),
      intervalMs: 2_000,
      onError: (err) => errors.push(err),
    });

    await vi.advanceTimersByTimeAsync(1_999);
    expect(answers).toHaveLength(4); // no look before the first interval ends
    await vi.advanceTimersByTimeAsync(1);
    expect(answers).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(woken).toEqual(['send-email', 'send-sms']);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(errors).toEqual([new Error('connection lost')]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(woken).toEqual(['send-email', 'send-sms', 'send-sms']);

    watch.stop();
    answers.push(['send-email']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(answers).toHaveLength(1); // stopped: no more looks
  });
});
