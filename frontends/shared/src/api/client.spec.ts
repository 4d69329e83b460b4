import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../testing';
import { UNAUTHORIZED_EVENT, apiRequest } from './client';
import { ApiError, NetworkError } from './errors';

describe(apiRequest.name, () => {
  it('sends the bearer token from storage when there is one', async () => {
    localStorage.setItem('token', 'abc');
    const api = mockApi([{ path: '/api/auth/profile', body: { id: '1' } }]);
    await apiRequest('/api/auth/profile');
    expect(api.calls[0].headers.authorization).toBe('Bearer abc');
  });

  it('sends no Authorization header without a token', async () => {
    const api = mockApi([{ path: '/api/offers', body: { success: true, data: [], error: null } }]);
    await apiRequest('/api/offers');
    expect(api.calls[0].headers.authorization).toBeUndefined();
  });

  it('sends JSON bodies and drops empty query values', async () => {
    const api = mockApi([{ method: 'POST', path: '/api/distance', body: { distance: 1, duration: 2 } }]);
    const answer = await apiRequest('/api/distance', { method: 'POST', body: { from: 'a', to: 'b' }, query: { x: '', y: 2 } });
    expect(answer).toEqual({ distance: 1, duration: 2 });
    expect(api.calls[0].url).toBe('/api/distance?y=2');
    expect(api.calls[0].headers['content-type']).toBe('application/json');
    expect(api.calls[0].body).toEqual({ from: 'a', to: 'b' });
  });

  it('turns {statusCode, message[]} into an ApiError with the messages joined', async () => {
    mockApi([{ method: 'POST', path: '/api/auth/register', status: 400, body: { statusCode: 400, message: ['email must be an email', 'mobile is invalid'] } }]);
    const error = await apiRequest('/api/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('email must be an email; mobile is invalid');
    expect((error as ApiError).messages).toHaveLength(2);
  });

  it('keeps a single string message as it is', async () => {
    mockApi([{ method: 'POST', path: '/api/auth/login', status: 401, body: { statusCode: 401, message: 'Invalid login credentials' } }]);
    await expect(apiRequest('/api/auth/login', { method: 'POST', body: {} })).rejects.toThrow('Invalid login credentials');
  });

  it('reports a failed connection as a NetworkError, not an ApiError', async () => {
    mockApi([{ path: '/api/offers', networkError: true }]);
    const error = await apiRequest('/api/offers').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('announces a 401 on a call that carried a token (the session ended)', async () => {
    localStorage.setItem('token', 'expired');
    mockApi([{ path: '/api/bookings', status: 401, body: { statusCode: 401, message: 'Unauthorized' } }]);
    const listener = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    await apiRequest('/api/bookings').catch(() => undefined);
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not announce a 401 of a login attempt without a token', async () => {
    mockApi([{ method: 'POST', path: '/api/auth/login', status: 401, body: { statusCode: 401, message: 'Invalid login credentials' } }]);
    const listener = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    await apiRequest('/api/auth/login', { method: 'POST', body: {} }).catch(() => undefined);
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
    expect(listener).not.toHaveBeenCalled();
  });

  it('sends FormData as multipart without forcing a JSON content type', async () => {
    const api = mockApi([{ method: 'POST', path: '/api/auth/register', status: 201, body: { message: 'Registered Successfully!' } }]);
    const form = new FormData();
    form.append('role', 'customer');
    await apiRequest('/api/auth/register', { method: 'POST', body: form });
    expect(api.calls[0].body).toBeInstanceOf(FormData);
    expect(api.calls[0].headers['content-type']).toBeUndefined();
  });
});
