// @stores sqlite: pure logic over error codes, no database
import { describe, expect, it } from 'vitest';
import { retryingConflicts } from '../src/db/retry-conflicts.ts';

const failing = (codes: string[]) => {
  let calls = 0;
  const work = () => {
    const code = codes[calls++];
    return code ? Promise.reject(Object.assign(new Error(code), { code })) : Promise.resolve(calls);
  };
  return { work, calls: () => calls };
};

describe('retryingConflicts', () => {
  it("runs a deadlock's or a serialization failure's victim again", async () => {
    const run = failing(['40P01', '40001']);
    expect(await retryingConflicts(run.work)).toBe(3);
  });

  it('gives up after its attempts, with the last error', async () => {
    const run = failing(['40P01', '40P01', '40P01', '40P01']);
    await expect(retryingConflicts(run.work)).rejects.toThrow('40P01');
    expect(run.calls()).toBe(3);
  });

  it('never repeats any other failure (a refused payout, a broken query)', async () => {
    const run = failing(['23505']);
    await expect(retryingConflicts(run.work)).rejects.toThrow('23505');
    expect(run.calls()).toBe(1);
  });
});
