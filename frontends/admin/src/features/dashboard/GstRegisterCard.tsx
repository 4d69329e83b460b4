import { cardClass, inputClass, labelClass, useTexts } from '@jbp/shared';
import { invoicesApi } from '@jbp/widgets/api/desk';
import { useId, useState } from 'react';
import { CsvButton } from '@/components/list/CsvButton';
import { dashboardTexts } from './dashboard.i18n';
import { previousMonth } from './dashboardLabels';

/** The month's GST sales register as CSV: last month by default, any month up to this one. */
export function GstRegisterCard({ today }: { today: string }) {
  const t = useTexts(dashboardTexts);
  const id = useId();
  const [month, setMonth] = useState(() => previousMonth(today));
  const valid = /^\d{4}-\d{2}$/.test(month);
  return (
    <section className={`${cardClass} flex flex-wrap items-end justify-between gap-4 p-4`} aria-labelledby={`${id}-title`}>
      <div className="grid gap-2">
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {t('gstRegister')}
        </h2>
        <p className="text-sm text-slate-600">{t('gstRegisterLead')}</p>
        <div>
          <label htmlFor={`${id}-month`} className={labelClass}>
            {t('gstMonth')}
          </label>
          <input
            id={`${id}-month`}
            type="month"
            className={inputClass}
            value={month}
            max={today.slice(0, 7)}
            onChange={(event) => setMonth(event.target.value)}
          />
        </div>
      </div>
      {valid && <CsvButton download={() => invoicesApi.gstRegister(month)} />}
    </section>
  );
}
