import { ApiError, NetworkError } from '@jbp/shared';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './queryClient';

/** How many times the shell's cache calls a read that always fails with `error`. */
async function attemptsFailingWith(error: Error): Promise<number> {
  const client = createQueryClient();
  let attempts = 0;
  client.setQueryDefaults(['probe'], { retryDelay: 0 });
  await client
    .fetchQuery({
      queryKey: ['probe'],
      queryFn: () => {
        attempts += 1;
        throw error;
      },
      retry: client.getDefaultOptions().queries?.retry,
    })
    .catch(() => undefined);
  return attempts;
}

describe(createQueryClient.name, () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Please log in to continue.'],
    [403, 'You do not have permission to do this.'],
    [404, 'Booking not found.'],
  ])('does not ask again after a %i answer', async (status, message) => {
    expect(await attemptsFailingWith(new ApiError(status, [message]))).toBe(1);
  });

  it('asks once more after a server error or a failed connection', async () => {
    expect(await attemptsFailingWith(new ApiError(503, ['Service Unavailable']))).toBe(2);
    expect(await attemptsFailingWith(new NetworkError('Failed to fetch'))).toBe(2);
  });

  it('does not refetch when the window regains focus', () => {
    const client = createQueryClient();
    const observer = new QueryObserver(client, { queryKey: ['x'], queryFn: () => 1 });
    expect(observer.options.refetchOnWindowFocus).toBe(false);
  });
});
