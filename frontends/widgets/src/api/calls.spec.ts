import { describe, expect, it } from 'vitest';
import { ApiError } from '@jbp/shared';
import { HttpResponse, http, server } from '@jbp/shared/testing';
import { authApi } from './auth';
import { usersApi } from './desk';

const LINK = { path: '/resetpassword?token=abc123', expiresAt: '2030-03-02T06:30:00.000Z' };

describe('password links', () => {
  it.each([
    ['customers', usersApi.customerPasswordLink],
    ['agents', usersApi.agentPasswordLink],
  ] as const)('POSTs {} to /api/users/%s/:id/password-link with the admin token and returns the link', async (kind, create) => {
    localStorage.setItem('token', 'admin-token');
    const seen: { id: unknown; body: unknown; authorization: string | null }[] = [];
    const record = async (request: Request, id: unknown) => {
      seen.push({ id, body: await request.json(), authorization: request.headers.get('authorization') });
    };
    server.use(
      kind === 'customers'
        ? http.post('/api/users/customers/{id}/password-link', async ({ request, params, response }) => {
            await record(request, params.id);
            return response(201).json(LINK);
          })
        : http.post('/api/users/agents/{id}/password-link', async ({ request, params, response }) => {
            await record(request, params.id);
            return response(201).json(LINK);
          }),
    );
    await expect(create(21)).resolves.toEqual(LINK);
    expect(seen).toEqual([{ id: '21', body: {}, authorization: 'Bearer admin-token' }]);
  });

  it("reports 'Customer not found.' as an ApiError", async () => {
    server.use(
      http.post('/api/users/customers/{id}/password-link', () =>
        HttpResponse.json({ statusCode: 404, message: 'Customer not found.' }, { status: 404 }),
      ),
    );
    const error = await usersApi.customerPasswordLink(9).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Customer not found.');
  });
});

describe('authApi.resetPassword', () => {
  const body = { token: 'abc123', password: 'NewSecret1', confirmPassword: 'NewSecret1' };

  it('POSTs the token and both passwords and returns the server message', async () => {
    const message = 'Your password has been changed. You can log in now.';
    const seen: { body: unknown; authorization: string | null }[] = [];
    server.use(
      http.post('/api/auth/reset-password', async ({ request }) => {
        seen.push({ body: await request.json(), authorization: request.headers.get('authorization') });
        return HttpResponse.json({ message });
      }),
    );
    await expect(authApi.resetPassword(body)).resolves.toEqual({ message });
    expect(seen).toEqual([{ body, authorization: null }]);
  });

  it("turns a 400 into an ApiError with the server's message", async () => {
    const message = 'This password link is invalid or has expired. Please ask our office for a new one.';
    server.use(http.post('/api/auth/reset-password', () => HttpResponse.json({ statusCode: 400, message }, { status: 400 })));
    await expect(authApi.resetPassword(body)).rejects.toThrow(message);
  });
});
