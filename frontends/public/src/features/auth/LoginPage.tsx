import { zodResolver } from '@hookform/resolvers/zod';
import { FormField, authApi, buttonClass, errorMessage, profilePath, useAuth } from '@jbp/shared';
import { useMutation } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { AskOfficeForLink } from './AskOfficeForLink';
import { AuthAside, AuthLayout } from './AuthLayout';

export const LOGIN_FAILED = 'Invalid login credentials';

// The spec asks nothing of the fields before sending: the server answers for wrong or missing ones.
const loginSchema = z.object({ emailOrMobile: z.string().trim(), password: z.string() });
type LoginValues = z.infer<typeof loginSchema>;

const BENEFITS = ['Book one-way cabs and offers', 'See and cancel your bookings', 'Pay the advance by UPI'];

/** /login: 'Email or Mobile', 'Password', Login; the server's message in a red box on failure. */
export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const { register, handleSubmit } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { emailOrMobile: '', password: '' },
  });
  const signIn = useMutation({
    mutationFn: authApi.login,
    onSuccess: (answer) => {
      login(answer);
      navigate(profilePath(answer.user.role), { replace: true });
    },
  });
  const busy = signIn.isPending || signIn.isSuccess;

  return (
    <AuthLayout
      title="Login"
      error={signIn.isError ? errorMessage(signIn.error, LOGIN_FAILED) : null}
      aside={
        <AuthAside title="Welcome back" lead="Log in to manage your trips with Jabalpur Cabs.">
          <ul className="mt-6 space-y-3">
            {BENEFITS.map((b) => (
              <li key={b} className="flex items-center gap-3 text-slate-700">
                <span className="flex size-7 items-center justify-center rounded-full bg-green-100 text-green-700">
                  <Check className="size-4" />
                </span>
                {b}
              </li>
            ))}
          </ul>
        </AuthAside>
      }
    >
      <form onSubmit={handleSubmit((values) => signIn.mutate(values))} className="mt-5 grid gap-4">
        <FormField label="Email or Mobile" autoComplete="username" {...register('emailOrMobile')} />
        <FormField label="Password" type="password" autoComplete="current-password" {...register('password')} />
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
