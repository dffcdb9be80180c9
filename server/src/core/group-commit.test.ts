import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

/** A writer whose statements finish only when the test says so, recording each batch it got. */
function controlledWriter() {
  const batches: string[][] = [];
  const finish: (() => void)[] = [];
  const write = (items: string[]) => {
    batches.push(items);
    return new Promise<(string | Error)[]>((resolve) => {
      finish.push(() => resolve(items.map((x) => (x.startsWith('bad') ? new Error(`no ${x}`) : x.toUpperCase()))));
    });
  };
  return { batches, finish, write };
}
/** Two turns of the event loop: a finished batch's callers are answered, then the next batch (sent at a turn's end) leaves. */
const tick = () => new Promise((r) => setImmediate(() => setImmediate(r)));

describe('GroupCommit', () => {
  it("sends the items of one turn of the event loop together, and gathers the ones that arrive meanwhile into the next batch", async () => {
    const w = controlledWriter();
    const commit = new GroupCommit(w.write, { maxInFlight: 1, maxBatch: 10, keyOf: (x) => x });
    const first = [commit.submit('a'), commit.submit('b')];
    // Requests read in the same turn (the embedded database runs statements on this thread) leave together.
    expect(w.batches).toEqual([]);
    await tick();
    expect(w.batches).toEqual([['a', 'b']]);
    const rest = ['c', 'd', 'e'].map((x) => commit.submit(x));
    await tick();
    expect(w.batches).toEqual([['a', 'b']]);
    w.finish[0]();
    expect(await Promise.all(first)).toEqual(['A', 'B']);
    await tick();
    expect(w.batches).toEqual([['a', 'b'], ['c', 'd', 'e']]);
    w.finish[1]();
    expect(await Promise.all(rest)).toEqual(['C', 'D', 'E']);
  });

  it('answers nobody before their batch has finished', async () => {
    const w = controlledWriter();
    const commit = new GroupCommit(w.write, { maxInFlight: 1, maxBatch: 10, keyOf: (x) => x });
    let answered = false;
    void commit.submit('a').then(() => { answered = true; });
    await tick();
    expect(answered).toBe(false);
    w.finish[0]();
    await tick();
    expect(answered).toBe(true);
  });

  it('never puts two items with one key in a batch, and keeps their order', async () => {
    const w = controlledWriter();
    const commit = new GroupCommit(w.write, { maxInFlight: 1, maxBatch: 10, keyOf: (x) => x[0] });
    const all = ['a1', 'b1', 'a2', 'a3', 'c1'].map((x) => commit.submit(x));
    await tick();
    expect(w.batches[0]).toEqual(['a1', 'b1', 'c1']);
    w.finish[0]();
    await tick();
    expect(w.batches[1]).toEqual(['a2']);
    w.finish[1]();
    await tick();
    expect(w.batches[2]).toEqual(['a3']);
    w.finish[2]();
    expect(await Promise.all(all)).toEqual(['A1', 'B1', 'A2', 'A3', 'C1']);
  });

  it('caps batches at maxBatch and statements in flight at maxInFlight', async () => {
    const w = controlledWriter();
    const commit = new GroupCommit(w.write, { maxInFlight: 2, maxBatch: 2, keyOf: (x) => x });
    const all = ['a', 'b', 'c', 'd', 'e', 'f'].map((x) => commit.submit(x));
    // Both slots take two items each; the rest wait for a free slot.
    await tick();
    expect(w.batches).toEqual([['a', 'b'], ['c', 'd']]);
    w.finish[0]();
    await tick();
    expect(w.batches[2]).toEqual(['e', 'f']);
    for (let i = 1; i < 3; i++) { w.finish[i](); await tick(); }
    expect(await Promise.all(all)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(w.batches.flat()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it("rejects only the item whose answer is an error, and the whole batch when the statement fails", async () => {
    const w = controlledWriter();
    const commit = new GroupCommit(w.write, { maxInFlight: 1, maxBatch: 10, keyOf: (x) => x });
    const [good, bad] = [commit.submit('ok'), commit.submit('bad-one')];
    await tick();
    expect(w.batches).toEqual([['ok', 'bad-one']]);
    w.finish[0]();
    expect(await good).toBe('OK');
    await expect(bad).rejects.toThrow('no bad-one');

    const failing = new GroupCommit<string, string>(async () => { throw new Error('connection lost'); }, { maxInFlight: 1, maxBatch: 10, keyOf: (x) => x });
    await expect(Promise.all([failing.submit('x'), failing.submit('y')])).rejects.toThrow('connection lost');
  });

  it('runs a batch once more when the failure is retryable', async () => {
    let calls = 0;
    const commit = new GroupCommit<string, string>(async (items) => {
      calls++;
      if (calls === 1) throw Object.assign(new Error('deadlock'), { code: '40P01' });
      return items.map((x) => x.toUpperCase());
    }, { maxInFlight: 1, maxBatch: 10, keyOf: (x) => x, retryable: (e) => (e as { code?: string }).code === '40P01' });
    expect(await commit.submit('a')).toBe('A');
    expect(calls).toBe(2);
  });

  it('drained() waits for every submitted item', async () => {
    const w = controlledWriter();
    const commit = new GroupCommit(w.write, { maxInFlight: 1, maxBatch: 10, keyOf: (x) => x });
    void commit.submit('a');
    await tick();
    void commit.submit('b');
    let drained = false;
    void commit.drained().then(() => { drained = true; });
    w.finish[0]();
    await tick();
    expect(drained).toBe(false);
    w.finish[1]();
    await tick();
    expect(drained).toBe(true);
  });
});
