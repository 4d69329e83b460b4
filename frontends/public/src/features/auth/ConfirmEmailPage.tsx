import { Alert, buttonClass, errorMessage, queryKeys, useTexts } from '@jbp/shared';
import { authApi } from '@jbp/widgets/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { authTexts } from './auth.i18n';
import { AuthAside, AuthLayout } from './AuthLayout';

/** /confirm-email?token=…: the link e-mailed to a new address; opening it makes that address the account's. */
export function ConfirmEmailPage() {
  const t = useTexts(authTexts);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: (value: string) => authApi.confirmEmailChange(value),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
  });
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  const aside = <AuthAside title={t('confirmEmailTitle')} lead={t('confirmEmailNoToken')} />;

  return (
    <AuthLayout
      title={t('confirmEmailTitle')}
      aside={aside}
      error={confirm.isError ? errorMessage(confirm.error, t('confirmEmailFailed')) : null}
    >
      {!token && <p className="mt-4 text-sm text-slate-600">{t('confirmEmailNoToken')}</p>}
      {confirm.isPending && (
        <p role="status" className="mt-4 text-sm text-slate-600">
          {t('confirmingEmail')}
        </p>
      )}
      {confirm.isSuccess && (
        <Alert tone="success" className="mt-4 font-medium">
          {confirm.data.message}
        </Alert>
      )}
      <Link to="/customerprofile" className={`${buttonClass('secondary')} mt-5 w-full`}>
        {t('goToProfile')}
      </Link>
    </AuthLayout>
  );
}
