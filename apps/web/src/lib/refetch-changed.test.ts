import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchChanged } from './refetch-changed';

describe('a refetch asked by a live event', () => {
  it('reads the server again when the first load was already under way', async () => {
    const client = new QueryClient();
    let server = 'ACCEPTEE';
    let release: () => void = () => undefined;
    const answers: string[] = [];
    const queryFn = () => {
      const read = server;
      answers.push(read);
      // The first read is slow: the change lands while it is on the way.
      return answers.length === 1
        ? new Promise<string>((resolve) => (release = () => resolve(read)))
        : Promise.resolve(read);
    };
    const observer = new QueryObserver(client, { queryKey: ['livreur', 'missions'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);

    server = 'PRETE';
    const refetched = refetchChanged(client, ['livreur', 'missions']);
    release();
    await refetched;
    expect(client.getQueryData(['livreur', 'missions'])).toBe('PRETE');
    unsubscribe();
  });
});
