import { describe, expect, it } from 'vitest';
import { mockApi } from '../testing';
import { authApi, usersApi } from './endpoints';
import { ApiError } from './errors';

const LINK = { path: '/resetpassword?token=abc123', expiresAt: '2030-03-02T06:30:00.000Z' };

describe('password links', () => {
  it.each([
    ['customers', usersApi.customerPasswordLink],
    ['agents', usersApi.agentPasswordLink],
  ])('POSTs {} to /api/users/%s/:id/password-link with the admin token and returns the link', async (kind, create) => {
    localStorage.setItem('token', 'admin-token');
    const api = mockApi([{ method: 'POST', path: `/api/users/${kind}/21/password-link`, status: 201, body: LINK }]);
    await expect(create(21)).resolves.toEqual(LINK);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0].body).toEqual({});
    expect(api.calls[0].headers.authorization).toBe('Bearer admin-token');
  });

  it("reports 'Customer not found.' as an ApiError", async () => {
    mockApi([{ method: 'POST', path: '/api/users/customers/9/password-link', status: 404, body: { statusCode: 404, message: 'Customer not found.' } }]);
    const error = await usersApi.customerPasswordLink(9).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Customer not found.');
  });
});

describe('authApi.resetPassword', () => {
  const body = { token: 'abc123', password: 'NewSecret1', confirmPassword: 'NewSecret1' };

  it('POSTs the token and both passwords and returns the server message', async () => {
    const message = 'Your password has been changed. You can log in now.';
    const api = mockApi([{ method: 'POST', path: '/api/auth/reset-password', body: { message } }]);
    await expect(authApi.resetPassword(body)).resolves.toEqual({ message });
    expect(api.calls[0].body).toEqual(body);
    expect(api.calls[0].headers.authorization).toBeUndefined();
  });

  it("turns a 400 into an ApiError with the server's message", async () => {
    const message = 'This password link is invalid or has expired. Please ask our office for a new one.';
    mockApi([{ method: 'POST', path: '/api/auth/reset-password', status: 400, body: { statusCode: 400, message } }]);
    await expect(authApi.resetPassword(body)).rejects.toThrow(message);
  });
});
