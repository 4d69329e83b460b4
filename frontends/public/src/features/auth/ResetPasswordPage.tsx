import { Alert, FormField, authApi, buttonClass, errorMessage, type FormFieldProps } from '@jbp/shared';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
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
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirmPassword) {
      setError(RESET_MESSAGES.mismatch);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await authApi.resetPassword({ token, password, confirmPassword });
      setDone(answer.message);
    } catch (e) {
      setError(errorMessage(e, RESET_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  };

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
      <form onSubmit={submit} className="mt-5 grid gap-4">
        <NewPasswordField label="New Password" name="password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <NewPasswordField
          label="Confirm Password"
          name="confirmPassword"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
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
