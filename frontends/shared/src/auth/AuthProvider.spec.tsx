import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UNAUTHORIZED_EVENT } from '../api/client';
import { AuthProvider } from './AuthProvider';
import { useAuth } from './useAuth';

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p>signed in: {String(auth.isLoggedIn)}</p>
      <p>role: {auth.role ?? 'none'}</p>
      <button
        onClick={() =>
          auth.login({
            token: 'jwt',
            user: { id: 1, role: 'Customer' as never, fullName: 'Asha Verma', email: 'asha@example.in', mobile: '9876543210' },
          })
        }
      >
        login
      </button>
      <button onClick={auth.logout}>logout</button>
    </div>
  );
}

describe(AuthProvider.name, () => {
  it('derives the signed-in state from storage on load', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('role', 'Agent');
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('signed in: true')).toBeInTheDocument();
    expect(screen.getByText('role: agent')).toBeInTheDocument();
  });

  it('stores token, lowercased role and customerData on login, and clears them on logout', async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('signed in: false')).toBeInTheDocument();
    await userEvent.click(screen.getByText('login'));
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(localStorage.getItem('role')).toBe('customer');
    expect(JSON.parse(localStorage.getItem('customerData') ?? '{}')).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: '9876543210',
    });
    expect(screen.getByText('role: customer')).toBeInTheDocument();
    await userEvent.click(screen.getByText('logout'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(screen.getByText('signed in: false')).toBeInTheDocument();
  });

  it('signs out when the API reports the session has ended', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('role', 'customer');
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    act(() => {
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    });
    expect(screen.getByText('signed in: false')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
