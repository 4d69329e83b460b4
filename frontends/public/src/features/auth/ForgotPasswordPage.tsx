import { Alert, buttonClass, errorMessage, useTexts } from '@jbp/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AskOfficeForLink } from './AskOfficeForLink';
import { authTexts } from './auth.i18n';
import { AuthAside, AuthLayout } from './AuthLayout';
import { FormField } from '@jbp/widgets';
import { authApi } from '@jbp/widgets/api/auth';

/**
 * /forgotpassword: asks for a reset link by e-mail address or mobile number. The server answers
 * the same sentence whether or not the account exists, and the page shows just that.
 */
export function ForgotPasswordPage() {
  const t = useTexts(authTexts);
  const [emailOrMobile, setEmailOrMobile] = useState('');
  const ask = useMutation({ mutationFn: (value: string) => authApi.requestPasswordReset(value) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (emailOrMobile.trim()) ask.mutate(emailOrMobile.trim());
  };
  const aside = <AuthAside title={t('forgotTitle')} lead={t('linkRules')} />;

  if (ask.isSuccess) {
    return (
      <AuthLayout title={t('forgotTitle')} aside={aside}>
        <Alert tone="success" className="mt-4 font-medium">
          {ask.data.message}
        </Alert>
        <Link to="/login" className={`${buttonClass('primary', 'lg')} mt-5 w-full`}>
          {t('backToLogin')}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('forgotTitle')} aside={aside} error={ask.isError ? errorMessage(ask.error, t('forgotFailed')) : null}>
      <p className="mt-2 text-sm text-slate-600">{t('forgotLead')}</p>
      <form onSubmit={submit} className="mt-5 grid gap-4">
        <FormField
          label={t('emailOrMobile')}
          autoComplete="username"
          required
          value={emailOrMobile}
          onChange={(e) => setEmailOrMobile(e.target.value)}
        />
        <button type="submit" className={`${buttonClass('primary', 'lg')} w-full`} disabled={ask.isPending}>
          {ask.isPending ? t('sendingLink') : t('sendLink')}
        </button>
      </form>
      <p className="mt-4 text-sm text-slate-600">{t('linkRules')}</p>
      <AskOfficeForLink lead="" className="mt-2" />
      <Link to="/login" className="mt-4 inline-block text-sm font-semibold text-blue-700 hover:underline">
        {t('backToLogin')}
      </Link>
    </AuthLayout>
  );
}
