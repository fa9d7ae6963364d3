import { onlineManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OFFLINE_QUEUED, queryClient } from './query-client';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: { info: vi.fn(), success: vi.fn(), error: vi.fn() } }));

describe('queryClient', () => {
  // As the app's provider does: a mounted client resumes paused changes when the network returns.
  beforeAll(() => queryClient.mount());
  afterAll(() => queryClient.unmount());
  afterEach(() => onlineManager.setOnline(true));

  it('says so when a change waits for the network, and sends it when the network is back', async () => {
    onlineManager.setOnline(false);
    const send = vi.fn(() => Promise.resolve('ok'));
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: send });
    const done = mutation.execute(undefined);
    await vi.waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith(OFFLINE_QUEUED.title, OFFLINE_QUEUED.text),
    );
    expect(send).not.toHaveBeenCalled();
    onlineManager.setOnline(true);
    await expect(done).resolves.toBe('ok');
    expect(send).toHaveBeenCalledOnce();
  });

  it('says nothing for a change sent at once', async () => {
    vi.mocked(toast.info).mockClear();
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.resolve(1) });
    await mutation.execute(undefined);
    expect(toast.info).not.toHaveBeenCalled();
  });
});
