import { Alert, Dialog, buttonClass, cardClass, errorMessage, todayInIndia, useAuth, useTexts } from '@jbp/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { profileTexts } from './profile.i18n';
import { FormField, saveBlob } from '@jbp/widgets';
import { authApi } from '@jbp/widgets/api/auth';

/** What the person types to confirm the deletion (the same word in both languages, said in each). */
export const DELETE_WORD = 'DELETE';

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const t = useTexts(profileTexts);
  const titleId = useId();
  const { logout } = useAuth();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const remove = useMutation({ mutationFn: () => authApi.deleteProfile(password) });
  const leave = () => {
    // A fresh load of the home page: signing out on this guarded page would otherwise send the
    // person to the login page, and nothing of the ended session stays in memory.
    logout();
    window.location.assign('/');
  };
  if (remove.isSuccess) {
    // The account is gone: the only way on is out.
    return (
      <Dialog labelledBy={titleId} onClose={leave} className="w-full max-w-lg p-6">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {t('deletedTitle')}
        </h2>
        <Alert tone="success" className="mt-4">
          {remove.data.message}
        </Alert>
        <button type="button" className={`${buttonClass('primary')} mt-4 w-full`} onClick={leave}>
          {t('goHome')}
        </button>
      </Dialog>
    );
  }
  const ready = typed.trim() === DELETE_WORD && password !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) remove.mutate();
  };
  return (
    <Dialog labelledBy={titleId} onClose={onClose} className="w-full max-w-lg p-6">
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {t('deleteTitle')}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>{t('deleteErased')}</li>
        <li>{t('deleteKept')}</li>
        <li>{t('deleteUpcoming')}</li>
        <li>{t('deleteFinal')}</li>
      </ul>
      {remove.isError && (
        <Alert tone="error" className="mt-4">
          {errorMessage(remove.error, t('deleteFailed'))}
        </Alert>
      )}
      <form onSubmit={submit} className="mt-4 grid gap-4">
        <FormField
          label={t('typeToConfirm', { word: DELETE_WORD })}
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <FormField
          label={t('yourPassword')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('keepAccount')}
          </button>
          <button type="submit" className={buttonClass('danger')} disabled={!ready || remove.isPending}>
            {remove.isPending ? t('deleting') : t('deleteForever')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** "Your data" on the customer's profile: download it as JSON, or delete the account (DPDP Act 2023). */
export function MyDataSection() {
  const t = useTexts(profileTexts);
  const headingId = useId();
  const [deleting, setDeleting] = useState(false);
  const download = useMutation({
    mutationFn: () => authApi.exportProfile(),
    onSuccess: (data) => {
      saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `my-data-${todayInIndia()}.json`);
    },
  });
  return (
    <section className={`${cardClass} p-6`} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('yourData')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('yourDataLead')}</p>
      {download.isError && (
        <Alert tone="error" className="mt-3">
          {t('downloadFailed')}
        </Alert>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={buttonClass('secondary')} onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? t('preparingData') : t('downloadData')}
        </button>
        <button type="button" className={buttonClass('danger')} onClick={() => setDeleting(true)}>
          {t('deleteAccount')}
        </button>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </section>
  );
}
