import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, FormField, authApi, buttonClass, errorMessage, type FormFieldProps } from '@jbp/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { AskOfficeForLink } from './AskOfficeForLink';
import { AuthAside, AuthLayout } from './AuthLayout';

export const RESET_MESSAGES = {
  title: 'Set a New Password',
  noToken: 'This page opens from the link our office sends you.',
  mismatch: 'Passwords do not match!',
  failed: 'We could not save your password. Please try again.',
} as const;

/** The shortest password the server accepts. */
const MIN_LENGTH = 8;

// The length rule is the inputs' own (minLength), as before; the server checks it again.
const passwordSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: RESET_MESSAGES.mismatch, path: ['confirmPassword'] });
type PasswordValues = z.infer<typeof passwordSchema>;

const aside = (
  <AuthAside
    title="Your password"
    lead={`Choose a password of at least ${MIN_LENGTH} characters. Then log in with your mobile number or email and this password.`}
  />
);

/** A field for the new password: masked, offered to password managers as new, 8 characters or more. */
function NewPasswordField(props: FormFieldProps) {
  return <FormField type="password" autoComplete="new-password" minLength={MIN_LENGTH} required {...props} />;
}

function PasswordForm({ token }: { token: string }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    // The red box changes only when the form is sent, as before.
    reValidateMode: 'onSubmit',
  });
  const save = useMutation({ mutationFn: (values: PasswordValues) => authApi.resetPassword({ token, ...values }) });
  const done = save.data?.message;
  const error = errors.confirmPassword?.message ?? (save.isError ? errorMessage(save.error, RESET_MESSAGES.failed) : null);
  const busy = save.isPending;

  if (done) {
    return (
      <AuthLayout title={RESET_MESSAGES.title} aside={aside}>
        <Alert tone="success" className="mt-4 font-medium">
          {done}
        </Alert>
        <Link to="/login" className={`${buttonClass('primary', 'lg')} mt-5 w-full`}>
          Login
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={RESET_MESSAGES.title} aside={aside} error={error}>
      <form onSubmit={handleSubmit((values) => save.mutate(values))} className="mt-5 grid gap-4">
        <NewPasswordField label="New Password" {...register('password')} />
        <NewPasswordField label="Confirm Password" {...register('confirmPassword')} />
        <button type="submit" className={`${buttonClass('primary', 'lg')} w-full`} disabled={busy}>
          {busy ? 'Saving...' : 'Save Password'}
        </button>
      </form>
    </AuthLayout>
  );
}

/**
 * /resetpassword?token=…: sets a password with the one-time link the office sends (phone
 * customers and anyone who forgot theirs). Without a token it says how to get a link.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';

  if (token) return <PasswordForm token={token} />;
  return (
    <AuthLayout title={RESET_MESSAGES.title} aside={aside}>
      <AskOfficeForLink lead={RESET_MESSAGES.noToken} className="mt-4" />
      <Link to="/contactus" className={`${buttonClass('secondary')} mt-5 w-full`}>
        Contact Us
      </Link>
    </AuthLayout>
  );
}
