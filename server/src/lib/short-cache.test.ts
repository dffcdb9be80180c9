import { describe, expect, it } from 'vitest';
import { ShortCache } from './short-cache';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
};

describe('ShortCache', () => {
  it('keeps a loaded value for its time and loads again afterwards', async () => {
    const cache = new ShortCache<string, { n: number }>(60_000);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    expect(loads).toBe(1);
  });

  it('never keeps a missing row', async () => {
    const cache = new ShortCache<string, number>(60_000);
    let loads = 0;
    await cache.get('gone', async () => { loads++; return null; });
    await cache.get('gone', async () => { loads++; return null; });
    expect(loads).toBe(2);
  });

  it('keeps nothing with a time of 0', async () => {
    const cache = new ShortCache<string, number>(0);
    let loads = 0;
    await cache.get('a', async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('ends an entry at its own expiry when that comes first', async () => {
    const cache = new ShortCache<string, number>(60_000);
    let loads = 0;
    await cache.get('a', async () => ++loads, { expiresAt: () => Date.now() - 1 });
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('forgets one key, or every key of a tag, at once', async () => {
    const cache = new ShortCache<string, { user: number; v: number }>(60_000);
    let v = 0;
    const load = (user: number) => async () => ({ user, v: ++v });
    const tagOf = (x: { user: number }) => x.user;
    await cache.get('t1', load(7), { tagOf });
    await cache.get('t2', load(7), { tagOf });
    await cache.get('t3', load(8), { tagOf });
    cache.forgetTag(7);
    expect((await cache.get('t1', load(7), { tagOf }))!.v).toBe(4);
    expect((await cache.get('t2', load(7), { tagOf }))!.v).toBe(5);
    expect((await cache.get('t3', load(8), { tagOf }))!.v).toBe(3);
    cache.forget('t3');
    expect((await cache.get('t3', load(8), { tagOf }))!.v).toBe(6);
  });

  it('does not keep a load that was under way when something was forgotten', async () => {
    const cache = new ShortCache<string, string>(60_000);
    const slow = deferred<string>();
    const first = cache.get('a', () => slow.promise);
    cache.forget('a');
    slow.resolve('read before the change');
    expect(await first).toBe('read before the change');
    expect(await cache.get('a', async () => 'after the change')).toBe('after the change');
  });

  it('stays within its size, dropping the oldest entries', async () => {
    const cache = new ShortCache<number, number>(60_000, 3);
    for (let i = 0; i < 5; i++) await cache.get(i, async () => i);
    let loads = 0;
    await cache.get(0, async () => { loads++; return 0; });
    await cache.get(4, async () => { loads++; return 4; });
    expect(loads).toBe(1);
  });
});
