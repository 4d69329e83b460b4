import { Alert, buttonClass, useTexts, type DownloadedFile } from '@jbp/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { listTexts } from './list.i18n';
import { saveBlob } from '@jbp/widgets';

/** "Download CSV" of the list as it is filtered now (every matching row, not only this page). */
export function CsvButton({ download }: { download: () => Promise<DownloadedFile> }) {
  const t = useTexts(listTexts);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const start = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const file = await download();
      saveBlob(file.blob, file.fileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-end gap-2">
      <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void start()} disabled={busy}>
        <Download className="size-4" aria-hidden="true" />
        {busy ? t('downloading') : t('downloadCsv')}
      </button>
      {failed && <Alert tone="error">{t('csvFailed')}</Alert>}
    </div>
  );
}
