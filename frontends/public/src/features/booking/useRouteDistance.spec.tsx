import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HttpResponse, createTestQueryClient, http, server } from '@jbp/shared/testing';
import { useRouteDistance } from './useRouteDistance';

function renderRouteDistance() {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useRouteDistance(), { wrapper });
}

describe(useRouteDistance.name, () => {
  it('asks the server for the route and shows calculating until it answers', async () => {
    let release: () => void = () => undefined;
    const asked: unknown[] = [];
    server.use(
      http.post('/api/distance', async ({ request, response }) => {
        asked.push(await request.json());
        await new Promise<void>((resolve) => (release = resolve));
        return response(200).json({ distance: 290.4, duration: 350 });
      }),
    );
    const { result } = renderRouteDistance();
    let answer: Promise<unknown> = Promise.resolve();
    act(() => {
      answer = result.current.calculate('Jabalpur', 'Nagpur');
    });
    await waitFor(() => expect(result.current.calculating).toBe(true));
    await waitFor(() => expect(asked).toEqual([{ from: 'Jabalpur', to: 'Nagpur' }]));
    release();
    await expect(answer).resolves.toEqual({ distance: 290.4, duration: 350 });
    await waitFor(() => expect(result.current.distance).toEqual({ distance: 290.4, duration: 350 }));
    expect(result.current.calculating).toBe(false);
  });

  it('clears the route and logs when the lookup fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('/api/distance', () => HttpResponse.json({ statusCode: 400, message: 'Unknown place' }, { status: 400 })));
    const { result } = renderRouteDistance();
    let answer: unknown;
    await act(async () => {
      answer = await result.current.calculate('Nowhere', 'Jabalpur');
    });
    expect(answer).toBeNull();
    expect(result.current.distance).toBeNull();
    expect(result.current.calculating).toBe(false);
    expect(error).toHaveBeenCalledWith('Distance lookup failed', expect.anything());
  });

  it('ignores an answer that a newer ask replaced, and clear forgets the route', async () => {
    server.use(
      http.post('/api/distance', async ({ request, response }) => {
        const { to } = (await request.json()) as { to: string };
        return response(200).json({ distance: to === 'Bhopal' ? 320 : 290, duration: 60 });
      }),
    );
    const { result } = renderRouteDistance();
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.calculate('Jabalpur', 'Nagpur');
      second = result.current.calculate('Jabalpur', 'Bhopal');
    });
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toEqual({ distance: 320, duration: 60 });
    await waitFor(() => expect(result.current.distance?.distance).toBe(320));
    act(() => result.current.clear());
    await waitFor(() => expect(result.current.distance).toBeNull());
  });
});
