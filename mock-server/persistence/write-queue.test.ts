import { describe, expect, it } from 'vitest';
import { WriteQueue } from './write-queue';

/** A fake disk: writes take a few milliseconds, and we watch what each one wrote and how many run at once. */
function fakeDisk(fail: (attempt: number) => boolean = () => false) {
  const state = { value: 0 };
  const written: number[] = [];
  let active = 0;
  let maxActive = 0;
  let attempts = 0;
  const queue = new WriteQueue(
    () => String(state.value),
    async (text) => {
      attempts++;
      active++;
      maxActive = Math.max(maxActive, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active--;
      if (fail(attempts)) throw new Error('disk full');
      written.push(Number(text));
    },
  );
  return { state, written, queue, maxActive: () => maxActive };
}

describe('WriteQueue', () => {
  it('never runs two writes at once', async () => {
    const disk = fakeDisk();
    const all: Promise<void>[] = [];
    for (let i = 1; i <= 20; i++) {
      disk.state.value = i;
      all.push(disk.queue.persist());
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await Promise.all(all);
    expect(disk.maxActive()).toBe(1);
    expect(disk.written.at(-1)).toBe(20);
  });

  it('coalesces a burst of changes into at most two writes', async () => {
    const disk = fakeDisk();
    const all = Array.from({ length: 50 }, (_, i) => {
      disk.state.value = i + 1;
      return disk.queue.persist();
    });
    await Promise.all(all);
    expect(disk.written.length).toBeLessThanOrEqual(2);
    expect(disk.written.at(-1)).toBe(50);
  });

  it('resolves each caller only after a write that includes its change', async () => {
    const disk = fakeDisk();
    const checks: Promise<void>[] = [];
    for (let i = 1; i <= 30; i++) {
      disk.state.value = i;
      checks.push(disk.queue.persist().then(() => expect(Math.max(...disk.written)).toBeGreaterThanOrEqual(i)));
      if (i % 7 === 0) await new Promise((resolve) => setTimeout(resolve, 3));
    }
    await Promise.all(checks);
  });

  it('rejects the callers of a failed write and retries with the next change', async () => {
    const disk = fakeDisk((attempt) => attempt === 1);
    disk.state.value = 1;
    await expect(disk.queue.persist()).rejects.toThrow('disk full');
    disk.state.value = 2;
    await disk.queue.persist();
    expect(disk.written).toEqual([2]);
  });

  it('drains: resolves when every queued write has finished', async () => {
    const disk = fakeDisk();
    disk.state.value = 1;
    void disk.queue.persist();
    disk.state.value = 2;
    void disk.queue.persist();
    await disk.queue.drain();
    expect(disk.written.at(-1)).toBe(2);
  });
});
