import { processesApi, recordsApi, taskBatchApi, usersApi } from '@custodia/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateReads, invalidateReadsSparing, readKey } from './queryKeys.ts';

/** A cache holding reads of two records' details and a page of one form's list. */
function cacheWithReads() {
  const client = new QueryClient();
  const reads = {
    first: readKey(recordsApi.get, { params: { id: 'f1', recordId: 'r1' }, query: {} }),
    second: readKey(recordsApi.get, { params: { id: 'f1', recordId: 'r2' }, query: {} }),
    list: readKey(recordsApi.list, { params: { id: 'f1' }, query: { page: 2 } }),
    users: readKey(usersApi.list, { query: { page: 1 } }),
  };
  for (const key of Object.values(reads)) client.setQueryData(key, 'answer');
  const stale = () =>
    Object.entries(reads)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { client, stale };
}

describe('what a change makes stale', () => {
  it('reaches one record read with any query when it names that record', async () => {
    const { client, stale } = cacheWithReads();
    await invalidateReads(client, [recordsApi.get, { params: { recordId: 'r1' } }]);
    expect(stale()).toEqual(['first']);
  });

  it('reaches every read of an endpoint when it names the endpoint', async () => {
    const { client, stale } = cacheWithReads();
    await invalidateReads(client, recordsApi.get, recordsApi.list);
    expect(stale()).toEqual(['first', 'second', 'list']);
  });

  it("reaches every read of a feature's endpoints when it names the feature", async () => {
    const { client, stale } = cacheWithReads();
    await invalidateReads(client, recordsApi.list.tag);
    expect(stale()).toEqual(['first', 'second', 'list']);
  });
});

describe('what an action taking tasks away makes stale', () => {
  /** A cache holding reads of two tasks, of the process they belong to and a batch's plan. */
  function cacheWithTasks() {
    const client = new QueryClient();
    const reads = {
      leaving: readKey(processesApi.task, { params: { id: 't1' } }),
      staying: readKey(processesApi.task, { params: { id: 't2' } }),
      process: readKey(processesApi.get, { params: { id: 'p1' } }),
      plan: readKey(taskBatchApi.verify, { body: { tasks: ['t2', 't1'] } }),
      users: readKey(usersApi.list, { query: { page: 1 } }),
    };
    for (const key of Object.values(reads)) client.setQueryData(key, 'answer');
    const stale = () =>
      Object.entries(reads)
        .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
        .map(([name]) => name);
    return { client, stale };
  }

  it('leaves the reads naming a task that leaves, among those the change reached', async () => {
    const { client, stale } = cacheWithTasks();
    await invalidateReadsSparing(client, ['t1'], processesApi.get.tag);
    expect(stale()).toEqual(['staying', 'process']);
  });

  it('reaches every other read when it names none, a task named deep in a body included', async () => {
    const { client, stale } = cacheWithTasks();
    await invalidateReadsSparing(client, ['t1']);
    expect(stale()).toEqual(['staying', 'process', 'users']);
  });
});

describe('the rule that keys come from the endpoint table', () => {
  /** Every source file of the features, as text: the platform alone builds keys. */
  const sources = import.meta.glob(['../**/*.{ts,tsx}', '!./**', '!../**/*.test.*'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }) as Record<string, string>;

  it('finds no key written by hand, nor a cache call given one', () => {
    const handWritten = /queryKey:\s*[[']|invalidateQueries\(/;
    const offending = Object.entries(sources)
      .filter(([, text]) => handWritten.test(text))
      .map(([path]) => path);
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(offending).toEqual([]);
  });
});
