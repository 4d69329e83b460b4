import { zodResolver } from '@hookform/resolvers/zod';
import { RichText, buttonClass, errorMessage, profilePath, returnToQuery, takeIntent, useAuth, useTexts } from '@jbp/shared';
import { useMutation } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { AskOfficeForLink } from './AskOfficeForLink';
import { authTexts } from './auth.i18n';
import { AuthAside, AuthLayout } from './AuthLayout';
import { FormField } from '@jbp/widgets';
import { authApi } from '@jbp/widgets/api/auth';

// The spec asks nothing of the fields before sending: the server answers for wrong or missing ones.
const loginSchema = z.object({ emailOrMobile: z.string().trim(), password: z.string() });
type LoginValues = z.infer<typeof loginSchema>;

const BENEFITS = ['benefitBook', 'benefitManage', 'benefitPay'] as const;

/**
 * /login: 'Email or Mobile', 'Password', Login; the server's message in a red box on failure. A
 * plain login lands on the profile (spec); one the route guard asked for returns to that page
 * with what the visitor had chosen there (?returnTo=…).
 */
export function LoginPage() {
  const { login } = useAuth();
  const t = useTexts(authTexts);
  const navigate = useNavigate();
  const { search } = useLocation();
  const { register, handleSubmit } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { emailOrMobile: '', password: '' },
  });
  const signIn = useMutation({
    mutationFn: authApi.login,
    onSuccess: (answer) => {
      login(answer);
      const intent = takeIntent(search);
      if (intent) navigate(intent.path, { replace: true, state: intent.state });
      else navigate(profilePath(answer.user.role), { replace: true });
    },
  });
  const busy = signIn.isPending || signIn.isSuccess;

  return (
    <AuthLayout
      title={t('login')}
      error={signIn.isError ? errorMessage(signIn.error, t('loginFailed')) : null}
      aside={
        <AuthAside title={t('welcomeBack')} lead={t('welcomeLead')}>
          <ul className="mt-6 space-y-3">
            {BENEFITS.map((b) => (
              <li key={b} className="flex items-center gap-3 text-slate-700">
                <span className="flex size-7 items-center justify-center rounded-full bg-green-100 text-green-700">
                  <Check className="size-4" />
                </span>
                {t(b)}
              </li>
            ))}
          </ul>
        </AuthAside>
      }
    >
      {returnToQuery(search) && <p className="mt-3 rounded-xl bg-blue-50 px-4 py-3 text-sm text-blue-900">{t('loginToContinue')}</p>}
      <form onSubmit={handleSubmit((values) => signIn.mutate(values))} className="mt-5 grid gap-4">
        <FormField label={t('emailOrMobile')} autoComplete="username" {...register('emailOrMobile')} />
        <FormField label={t('password')} type="password" autoComplete="current-password" {...register('password')} />
        <button type="submit" className={`${buttonClass('primary', 'lg')} w-full`} disabled={busy}>
          {busy ? t('loggingIn') : t('login')}
        </button>
      </form>
      <p className="mt-4 text-center text-sm">
        <Link to="/forgotpassword" className="font-semibold text-blue-700 hover:underline">
          {t('forgotLink')}
        </Link>
      </p>
      <AskOfficeForLink lead={t('forgotPassword')} className="mt-2 text-center" />
      <p className="mt-5 text-center text-sm text-slate-600">
        <RichText
          texts={authTexts}
          k="newUser"
          components={{
            register: <Link to={`/register${returnToQuery(search)}`} className="font-semibold text-blue-700 hover:underline" />,
          }}
        />
      </p>
    </AuthLayout>
  );
}
