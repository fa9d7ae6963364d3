import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeLiveEvents } from './live-events';
import { openLiveStream, type LiveStreamOptions } from './live-stream';
import { MSG } from '@comoe/shared/messages';
import { readSessionEndNotice } from './session/session-end-notice';
import { useSession } from './session/session-store';

vi.mock('./live-stream', () => ({ openLiveStream: vi.fn() }));

const stop = vi.fn();
const opened = () => vi.mocked(openLiveStream).mock.calls.map(([options]) => options);
const listener = () => ({ onEvent: vi.fn(), onOpen: vi.fn() });
const signIn = (id: number) =>
  useSession.setState({ user: { id, telephone: '0700000001', role: 'CLIENT', token: `jwt-${id}` } });

beforeEach(() => {
  vi.mocked(openLiveStream).mockReset().mockReturnValue(stop);
  stop.mockReset();
  signIn(1);
});
afterEach(() => useSession.setState({ user: null }));

describe('live events of the signed-in user', () => {
  it('shares one stream between listeners and closes it when the last one leaves', () => {
    const [a, b] = [listener(), listener()];
    const leaveA = subscribeLiveEvents(a);
    const leaveB = subscribeLiveEvents(b);
    expect(opened()).toHaveLength(1);

    const event = { type: 'commande.statut', commandeId: 'x', statut: 'PRETE', at: 't' } as const;
    (opened()[0] as LiveStreamOptions).onEvent(event);
    expect(a.onEvent).toHaveBeenCalledWith(event);
    expect(b.onEvent).toHaveBeenCalledWith(event);

    leaveA();
    expect(stop).not.toHaveBeenCalled();
    vi.useFakeTimers();
    try {
      leaveB();
      // Kept a moment for the next page's listeners, then closed.
      vi.advanceTimersByTime(2900);
      expect(stop).not.toHaveBeenCalled();
      vi.advanceTimersByTime(200);
      expect(stop).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the stream for a page that follows at once', () => {
    vi.useFakeTimers();
    try {
      const leave = subscribeLiveEvents(listener());
      leave();
      const leaveNext = subscribeLiveEvents(listener());
      vi.advanceTimersByTime(10_000);
      expect(opened()).toHaveLength(1);
      expect(stop).not.toHaveBeenCalled();
      leaveNext();
      vi.advanceTimersByTime(3000);
      expect(stop).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops on sign-out and opens a new stream for the next user', () => {
    const leave = subscribeLiveEvents(listener());
    useSession.setState({ user: null });
    expect(stop).toHaveBeenCalledTimes(1);
    signIn(2);
    expect(opened()).toHaveLength(2);
    vi.useFakeTimers();
    try {
      leave();
      vi.advanceTimersByTime(3000);
      expect(stop).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens nothing while signed out', () => {
    useSession.setState({ user: null });
    const leave = subscribeLiveEvents(listener());
    expect(opened()).toHaveLength(0);
    leave();
  });

  it('ends the session at once when the server says an admin deactivated the account, and says why', () => {
    const a = listener();
    const leave = subscribeLiveEvents(a);
    (opened()[0] as LiveStreamOptions).onEvent({ type: 'session.fin', at: 't' });
    expect(useSession.getState().user).toBeNull();
    expect(readSessionEndNotice()).toBe(MSG.accountDeactivatedByAdmin);
    expect(stop).toHaveBeenCalled();
    expect(a.onEvent).not.toHaveBeenCalled();
    leave();
  });
});
