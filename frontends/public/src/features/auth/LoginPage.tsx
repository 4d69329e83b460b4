import { CheckIcon, FormField, authApi, buttonClass, errorMessage, profilePath, useAuth } from '@jbp/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AskOfficeForLink } from './AskOfficeForLink';
import { AuthAside, AuthLayout } from './AuthLayout';

export const LOGIN_FAILED = 'Invalid login credentials';

const BENEFITS = ['Book one-way cabs and offers', 'See and cancel your bookings', 'Pay the advance by UPI'];

/** /login: 'Email or Mobile', 'Password', Login; the server's message in a red box on failure. */
export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [emailOrMobile, setEmailOrMobile] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await authApi.login({ emailOrMobile: emailOrMobile.trim(), password });
      login(answer);
      navigate(profilePath(answer.user.role), { replace: true });
    } catch (e) {
      setError(errorMessage(e, LOGIN_FAILED));
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title="Login"
      error={error}
      aside={
        <AuthAside title="Welcome back" lead="Log in to manage your trips with Jabalpur Cabs.">
          <ul className="mt-6 space-y-3">
            {BENEFITS.map((b) => (
              <li key={b} className="flex items-center gap-3 text-slate-700">
                <span className="flex size-7 items-center justify-center rounded-full bg-green-100 text-green-700">
                  <CheckIcon className="size-4" />
                </span>
                {b}
              </li>
            ))}
          </ul>
        </AuthAside>
      }
    >
      <form onSubmit={submit} className="mt-5 grid gap-4">
        <FormField
          label="Email or Mobile"
          name="emailOrMobile"
          autoComplete="username"
          value={emailOrMobile}
          onChange={(e) => setEmailOrMobile(e.target.value)}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className={`${buttonClass('primary', 'lg')} w-full`} disabled={busy}>
          {busy ? 'Logging in…' : 'Login'}
        </button>
      </form>
      <AskOfficeForLink lead="Forgot your password?" className="mt-4 text-center" />
      <p className="mt-5 text-center text-sm text-slate-600">
        New User?{' '}
        <Link to="/register" className="font-semibold text-blue-700 hover:underline">
          Register
        </Link>
      </p>
    </AuthLayout>
  );
}
