// The one API client of @jbp/shared (shared/src/api/client.ts), through the calls made on it here.
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, UNAUTHORIZED_EVENT, setLanguage } from '@jbp/shared';
import { HttpResponse, aBooking, aProfile, http, server } from '@jbp/shared/testing';
import { authApi } from './auth';
import { bookingsApi } from './bookings';
import { offersApi } from './offers';
import { tripApi } from './trip';

/** Records the requests a handler saw. */
function recorder() {
  const requests: Request[] = [];
  return { requests, record: (request: Request) => requests.push(request.clone()) };
}

describe('API client', () => {
  it('sends the bearer token from storage when there is one', async () => {
    localStorage.setItem('token', 'abc');
    const seen = recorder();
    server.use(
      http.get('/api/auth/profile', ({ request, response }) => {
        seen.record(request);
        return response(200).json(aProfile());
      }),
    );
    await authApi.profile();
    expect(seen.requests[0].headers.get('authorization')).toBe('Bearer abc');
  });

  it('sends no Authorization header without a token', async () => {
    const seen = recorder();
    server.use(
      http.get('/api/offers', ({ request }) => {
        seen.record(request);
        return HttpResponse.json({ success: true, data: [], error: null });
      }),
    );
    await offersApi.openPage(1, 20);
    expect(seen.requests[0].headers.get('authorization')).toBeNull();
  });

  it("asks for answers in the site's language (Accept-Language), so server messages come back in it", async () => {
    const seen = recorder();
    server.use(
      http.post('/api/auth/login', ({ request, response }) => {
        seen.record(request);
        const hindi = request.headers.get('accept-language') === 'hi';
        return response(401).json({ statusCode: 401, message: hindi ? 'ईमेल/मोबाइल या पासवर्ड गलत है।' : 'Invalid credentials.' });
      }),
    );
    await expect(authApi.login({ emailOrMobile: 'a@b.in', password: 'x' })).rejects.toThrow('Invalid credentials.');
    setLanguage('hi');
    await expect(authApi.login({ emailOrMobile: 'a@b.in', password: 'x' })).rejects.toThrow('ईमेल/मोबाइल या पासवर्ड गलत है।');
    expect(seen.requests.map((r) => r.headers.get('accept-language'))).toEqual(['en', 'hi']);
  });

  it('sends JSON bodies and answers with the parsed JSON', async () => {
    const seen = recorder();
    server.use(
      http.post('/api/distance', ({ request }) => {
        seen.record(request);
        return HttpResponse.json({ distance: 1, duration: 2 });
      }),
    );
    await expect(tripApi.distance('a', 'b')).resolves.toEqual({ distance: 1, duration: 2 });
    expect(seen.requests[0].headers.get('content-type')).toBe('application/json');
    expect(await seen.requests[0].json()).toEqual({ from: 'a', to: 'b' });
  });

  it('drops empty filters from the query', async () => {
    const seen = recorder();
    server.use(
      http.get('/api/bookings/all', ({ request }) => {
        seen.record(request);
        return HttpResponse.json({ data: [], total: 0, page: 2, limit: 20 });
      }),
    );
    await bookingsApi.all({ status: '', q: undefined, page: 2 });
    expect(new URL(seen.requests[0].url).search).toBe('?page=2');
  });

  it('turns {statusCode, message[]} into an ApiError with the messages joined', async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ statusCode: 400, message: ['email must be an email', 'mobile is invalid'] }, { status: 400 }),
      ),
    );
    const error = await authApi.login({ emailOrMobile: 'x', password: 'y' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('email must be an email; mobile is invalid');
    expect((error as ApiError).messages).toHaveLength(2);
  });

  it('keeps a single string message as it is', async () => {
    server.use(
      http.post('/api/auth/login', () => HttpResponse.json({ statusCode: 401, message: 'Invalid login credentials' }, { status: 401 })),
    );
    await expect(authApi.login({ emailOrMobile: 'x', password: 'y' })).rejects.toThrow('Invalid login credentials');
  });

  it('reports a failed connection as a NetworkError, not an ApiError', async () => {
    server.use(http.get('/api/offers', () => HttpResponse.error()));
    const error = await offersApi.openPage(1, 20).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('lets an aborted call reject as an abort, not a NetworkError', async () => {
    server.use(http.get('/api/offers', () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const pending = offersApi.openPage(1, 20, controller.signal).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('announces a 401 on a call that carried a token (the session ended)', async () => {
    localStorage.setItem('token', 'expired');
    server.use(http.get('/api/bookings', () => HttpResponse.json({ statusCode: 401, message: 'Unauthorized' }, { status: 401 })));
    const listener = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    await bookingsApi.mine().catch(() => undefined);
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not announce a 401 of a login attempt without a token', async () => {
    server.use(
      http.post('/api/auth/login', () => HttpResponse.json({ statusCode: 401, message: 'Invalid login credentials' }, { status: 401 })),
    );
    const listener = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    await authApi.login({ emailOrMobile: 'x', password: 'y' }).catch(() => undefined);
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
    expect(listener).not.toHaveBeenCalled();
  });

  it('sends FormData as multipart, not as JSON', async () => {
    const seen = recorder();
    server.use(
      http.post('/api/auth/register', ({ request }) => {
        seen.record(request);
        return HttpResponse.json({ message: 'Registered Successfully!', user: aProfile(), session: null }, { status: 201 });
      }),
    );
    const form = new FormData();
    form.append('role', 'customer');
    await expect(authApi.register(form)).resolves.toMatchObject({ message: 'Registered Successfully!' });
    expect(seen.requests[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await seen.requests[0].formData()).get('role')).toBe('customer');
  });

  it('downloads the duty slip as a PDF blob', async () => {
    server.use(
      http.untyped.get(
        '/api/bookings/:id/duty-slip.pdf',
        ({ params }) => new HttpResponse(`%PDF slip ${String(params.id)}`, { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    const blob = await bookingsApi.dutySlipPdf(42);
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF slip 42');
  });

  it('sends the Idempotency-Key of a booking', async () => {
    const seen = recorder();
    server.use(
      http.post('/api/bookings', ({ request }) => {
        seen.record(request);
        return HttpResponse.json({ data: aBooking() }, { status: 201 });
      }),
    );
    await bookingsApi.create(
      {
        tripType: 'one-way',
        from: 'Jabalpur',
        to: 'Bhopal',
        date: '2030-05-10',
        time: '09:30',
        vehicle: 'Dzire',
        passenger: { name: 'Asha', phone: '9876543210', email: 'a@b.in', idType: 'Aadhar Card', idNumber: '1' },
      },
      'key-1',
    );
    expect(seen.requests[0].headers.get('idempotency-key')).toBe('key-1');
  });
});
