import { vi } from 'vitest';
import type { Call } from '@/test/fake-server';

type Answer = { status: number; body: string };

/**
 * A fake XMLHttpRequest for the uploads: each send is recorded in the same list as the fetch
 * calls (so their order can be checked), reports half its bytes sent, then gets `answer`.
 */
export function fakeXhr(calls: Call[], answer: (call: Call) => Answer | Promise<Answer>) {
  class FakeXhr {
    upload: {
      onprogress: ((event: Pick<ProgressEvent, 'lengthComputable' | 'loaded' | 'total'>) => void) | null;
    } = { onprogress: null };
    status = 0;
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private path = '';
    private readonly headers = new Headers();

    open(method: string, path: string) {
      this.method = method;
      this.path = path;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      const call: Call = { method: this.method, path: this.path, body, headers: this.headers };
      calls.push(call);
      void Promise.resolve().then(async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        const { status, body: text } = await answer(call);
        this.status = status;
        this.responseText = text;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}
