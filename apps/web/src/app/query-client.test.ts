import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

const client = createQueryClient();
afterEach(() => client.clear());

/** A list whose loads the test answers by hand, in order, watched as a page's list is. */
function watchedList() {
  const loads: ((names: string[]) => void)[] = [];
  const observer = new QueryObserver(client, {
    queryKey: ['networks'],
    queryFn: () => new Promise<string[]>((resolve) => loads.push(resolve)),
  });
  const seen: (string[] | undefined)[] = [];
  const unsubscribe = observer.subscribe((result) => seen.push(result.data));
  return { loads, shown: () => observer.getCurrentResult().data, seen, unsubscribe };
}

const settled = () => new Promise((resolve) => setTimeout(resolve));

describe("the app's query client, after a change is saved", () => {
  it('reads a list again when its first load is still on its way, and shows that answer, not the older one', async () => {
    const list = watchedList();
    expect(list.loads).toHaveLength(1); // the first load, read before the change
    const invalidated = client.invalidateQueries({ queryKey: ['networks'] }); // the change is saved meanwhile
    await settled();
    expect(list.loads).toHaveLength(2);
    list.loads[0](['Demo']);
    list.loads[1](['Demo', 'Westside']);
    await invalidated;
    expect(list.shown()).toEqual(['Demo', 'Westside']);
    expect(list.seen).not.toContainEqual(['Demo']); // the older answer never showed
    list.unsubscribe();
  });

  it('reads a loaded list again, as TanStack Query does, and leaves other lists alone', async () => {
    const list = watchedList();
    list.loads[0](['Demo']);
    await settled();
    const other = new QueryObserver(client, { queryKey: ['clubs'], queryFn: () => new Promise<string[]>(() => {}) });
    const stopOther = other.subscribe(() => {});
    const invalidated = client.invalidateQueries({ queryKey: ['networks'] });
    await settled();
    expect(list.loads).toHaveLength(2);
    expect(client.getQueryState(['clubs'])?.fetchStatus).toBe('fetching'); // its first load goes on
    list.loads[1](['Demo', 'Westside']);
    await invalidated;
    expect(list.shown()).toEqual(['Demo', 'Westside']);
    list.unsubscribe();
    stopOther();
  });
});
