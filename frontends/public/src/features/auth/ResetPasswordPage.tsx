import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, RichText, buttonClass, errorMessage, useTexts, type Translate } from '@jbp/shared';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { AskOfficeForLink } from './AskOfficeForLink';
import { authTexts } from './auth.i18n';
import { AuthAside, AuthLayout } from './AuthLayout';
import { FormField, type FormFieldProps } from '@jbp/widgets';
import { authApi } from '@jbp/widgets/api/auth';

/** The shortest password the server accepts. */
const MIN_LENGTH = 8;

// The length rule is the inputs' own (minLength), as before; the server checks it again.
function passwordSchema(t: Translate<keyof typeof authTexts.en>) {
  return z
    .object({ password: z.string(), confirmPassword: z.string() })
    .refine((v) => v.password === v.confirmPassword, { message: t('passwordsDiffer'), path: ['confirmPassword'] });
}

type PasswordValues = z.infer<ReturnType<typeof passwordSchema>>;

function PasswordAside() {
  const t = useTexts(authTexts);
  return <AuthAside title={t('yourPassword')} lead={t('passwordLead', { min: MIN_LENGTH })} />;
}

const aside = <PasswordAside />;

/** A field for the new password: masked, offered to password managers as new, 8 characters or more. */
function NewPasswordField(props: FormFieldProps) {
  return <FormField type="password" autoComplete="new-password" minLength={MIN_LENGTH} required {...props} />;
}

function PasswordForm({ token }: { token: string }) {
  const t = useTexts(authTexts);
  const schema = useMemo(() => passwordSchema(t), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
    // The red box changes only when the form is sent, as before.
    reValidateMode: 'onSubmit',
  });
  const save = useMutation({ mutationFn: (values: PasswordValues) => authApi.resetPassword({ token, ...values }) });
  const done = save.data?.message;
  const error = errors.confirmPassword?.message ?? (save.isError ? errorMessage(save.error, t('resetFailed')) : null);
  const busy = save.isPending;

  if (done) {
    return (
      <AuthLayout title={t('resetTitle')} aside={aside}>
        <Alert tone="success" className="mt-4 font-medium">
          {done}
        </Alert>
        <Link to="/login" className={`${buttonClass('primary', 'lg')} mt-5 w-full`}>
          {t('login')}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('resetTitle')} aside={aside} error={error}>
      <p className="mt-2 text-sm text-slate-600">{t('resetLinkRules')}</p>
      <form onSubmit={handleSubmit((values) => save.mutate(values))} className="mt-5 grid gap-4">
        <NewPasswordField label={t('newPassword')} {...register('password')} />
        <NewPasswordField label={t('confirmPassword')} {...register('confirmPassword')} />
        <button type="submit" className={`${buttonClass('primary', 'lg')} w-full`} disabled={busy}>
          {busy ? t('savingPassword') : t('savePassword')}
        </button>
      </form>
      {save.isError && (
        // A used or expired link: a new one is a click away, as well as from the office.
        <p className="mt-4 text-center text-sm">
          <Link to="/forgotpassword" className="font-semibold text-blue-700 hover:underline">
            {t('forgotLink')}
          </Link>
        </p>
      )}
    </AuthLayout>
  );
}

/**
 * /resetpassword?token=…: sets a password with a one-time link: the office's (24 hours) or the
 * "Forgot password?" e-mail's (30 minutes); the server takes both. Without a token it says how to get a link.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const t = useTexts(authTexts);

  if (token) return <PasswordForm token={token} />;
  return (
    <AuthLayout title={t('resetTitle')} aside={aside}>
      <p className="mt-4 text-sm text-slate-600">
        <RichText
          texts={authTexts}
          k="resetNoTokenForgot"
          components={{ forgot: <Link to="/forgotpassword" className="font-semibold text-blue-700 hover:underline" /> }}
        />
      </p>
      <AskOfficeForLink lead={t('resetNoToken')} className="mt-2" />
      <Link to="/contactus" className={`${buttonClass('secondary')} mt-5 w-full`}>
        {t('contactUs')}
      </Link>
    </AuthLayout>
  );
}
