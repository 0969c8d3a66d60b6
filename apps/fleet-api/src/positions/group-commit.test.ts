import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

/** A commit that records its batches and answers each submission with its sum; `gate` holds a commit until opened. */
function recorder(options: { failOn?: number } = {}) {
  const batches: number[][][] = [];
  let open: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  return {
    batches,
    hold() {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release() {
      open();
    },
    commit: async (parts: readonly (readonly number[])[]) => {
      batches.push(parts.map((p) => [...p]));
      await gate;
      if (options.failOn !== undefined && parts.some((p) => p.includes(options.failOn!))) throw new Error(`bad record ${options.failOn}`);
      return parts.map((p) => p.reduce((a, b) => a + b, 0));
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('GroupCommit', () => {
  it('commits what arrives together in one batch and answers each submission with its own outcome', async () => {
    const r = recorder();
    const group = new GroupCommit(r.commit, { lingerMs: 2 });
    const answers = await Promise.all([group.submit([1, 2]), group.submit([10]), group.submit([100, 200])]);
    expect(answers).toEqual([3, 10, 300]);
    expect(r.batches).toEqual([[[1, 2], [10], [100, 200]]]);
    expect(group.stats).toEqual({ batches: 1, submissions: 3, items: 5, split: 0 });
  });

  it('gathers what arrives during a commit into the next one', async () => {
    const r = recorder();
    const group = new GroupCommit(r.commit, { lingerMs: 0, concurrency: 1 });
    r.hold();
    const first = group.submit([1]);
    await tick();
    const later = [group.submit([2]), group.submit([3]), group.submit([4])];
    await tick();
    expect(r.batches).toEqual([[[1]]]);
    r.release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(r.batches).toEqual([[[1]], [[2], [3], [4]]]);
  });

  it('sends the next batch while the database commits the one before, up to `concurrency` at once', async () => {
    const r = recorder();
    const group = new GroupCommit(r.commit, { lingerMs: 0, concurrency: 2 });
    r.hold();
    const answers = [group.submit([1])];
    await tick();
    answers.push(group.submit([2]));
    await tick();
    answers.push(group.submit([3]), group.submit([4]));
    await tick();
    // Two in flight; the third batch waits for one of them.
    expect(r.batches).toEqual([[[1]], [[2]]]);
    r.release();
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4]);
    expect(r.batches).toEqual([[[1]], [[2]], [[3], [4]]]);
  });

  it('keeps a batch within maxItems (whole submissions; one larger than it goes alone)', async () => {
    const r = recorder();
    const group = new GroupCommit(r.commit, { lingerMs: 1, maxItems: 3, concurrency: 1 });
    await Promise.all([group.submit([1, 1]), group.submit([2]), group.submit([3, 3]), group.submit([4, 4, 4, 4])]);
    expect(r.batches).toEqual([[[1, 1], [2]], [[3, 3]], [[4, 4, 4, 4]]]);
  });

  it('when a batch fails, commits its submissions one by one: only the bad one fails', async () => {
    const r = recorder({ failOn: 13 });
    const group = new GroupCommit(r.commit, { lingerMs: 2 });
    const answers = await Promise.allSettled([group.submit([1]), group.submit([13]), group.submit([5])]);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as Error).message))).toEqual([1, 'bad record 13', 5]);
    expect(r.batches).toEqual([[[1], [13], [5]], [[1]], [[13]], [[5]]]);
    expect(group.stats.split).toBe(1);
  });

  it('makes submitters wait past the high-water mark, and drops nothing', async () => {
    const r = recorder();
    const group = new GroupCommit(r.commit, { lingerMs: 0, maxItems: 2, highWater: 4, concurrency: 1 });
    r.hold();
    const answers = [group.submit([1, 1])];
    await tick();
    answers.push(group.submit([2, 2]), group.submit([3, 3]));
    let lastQueued = false;
    const last = group.submit([4]).then((v) => {
      lastQueued = true;
      return v;
    });
    await tick();
    expect(group.waiting).toBe(4);
    expect(lastQueued).toBe(false);
    r.release();
    expect(await Promise.all([...answers, last])).toEqual([2, 4, 6, 4]);
    expect(r.batches.flat().flat().length).toBe(7);
  });

  it('drain resolves once everything submitted is answered', async () => {
    const r = recorder();
    const group = new GroupCommit(r.commit, { lingerMs: 50 });
    let done = false;
    void group.submit([7]).then(() => (done = true));
    await group.drain();
    expect(done).toBe(true);
  });
});
