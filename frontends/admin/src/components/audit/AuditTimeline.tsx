import { formatAmount, formatDate, formatDateTime, useTexts, type HistoryEntry, type ListPage } from '@jbp/shared';
import { PagedHistory } from '@/components/PagedHistory';
import { auditTexts } from './audit.i18n';
import { MONEY_FIELDS, changesOf } from './auditChanges';
import { statusLabel, statusTexts } from '@jbp/widgets';

type Texts = ReturnType<typeof useTexts<keyof typeof auditTexts.en>>;

/** A recorded value as a person reads it: rupees, dates, statuses, yes/no. */
function ValueText({ field, value, t }: { field: string; value: unknown; t: Texts }) {
  const ts = useTexts(statusTexts);
  if (value === undefined || value === null || value === '') return <span className="text-slate-500">{t('none')}</span>;
  if (typeof value === 'boolean') return <>{t(value ? 'yes' : 'no')}</>;
  if (MONEY_FIELDS.includes(field)) return <>{formatAmount(value)}</>;
  if (field === 'status') return <>{statusLabel(value, 'office', ts)}</>;
  if (field === 'expiresAt') return <>{formatDateTime(value)}</>;
  if (field === 'date') return <>{formatDate(value)}</>;
  return <>{typeof value === 'object' ? JSON.stringify(value) : String(value as string | number)}</>;
}

/** The readable name of a text key, or the raw name when the key is not one of ours (a newer action). */
function named(t: Texts, key: string, raw: string): string {
  return key in auditTexts.en ? t(key as keyof typeof auditTexts.en) : raw;
}

function Entry({ entry, t }: { entry: HistoryEntry; t: Texts }) {
  const who = entry.actor
    ? t('byWhom', { name: entry.actor.name, role: named(t, `role_${entry.actor.role}`, entry.actor.role) })
    : t('nobody');
  return (
    <li className="relative border-l-2 border-slate-200 pb-4 pl-4 last:pb-0" data-testid="audit-entry">
      <span className="absolute top-1.5 -left-[5px] size-2 rounded-full bg-blue-600" aria-hidden="true" />
      <p className="font-semibold text-slate-900">{named(t, `action_${entry.action}`, entry.action)}</p>
      <p className="text-xs text-slate-500">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {who}
      </p>
      <ul className="mt-1 text-sm text-slate-700">
        {changesOf(entry).map((change) => (
          <li key={change.field}>
            {named(t, `field_${change.field}`, change.field)}:{' '}
            {change.before !== undefined && (
              <>
                <ValueText field={change.field} value={change.before} t={t} /> →{' '}
              </>
            )}
            <ValueText field={change.field} value={change.after} t={t} />
          </li>
        ))}
      </ul>
      {entry.reason && <p className="text-sm text-slate-600 italic">{entry.reason}</p>}
    </li>
  );
}

interface AuditTimelineProps {
  queryKey: readonly unknown[];
  /** One page of the record's history, newest first. */
  load: (page: number, limit: number, signal?: AbortSignal) => Promise<ListPage<HistoryEntry>>;
}

/** Who changed what and when on a booking or an account, newest first, older pages on request. */
export function AuditTimeline({ queryKey, load }: AuditTimelineProps) {
  const t = useTexts(auditTexts);
  return (
    <PagedHistory
      queryKey={queryKey}
      load={load}
      keyOf={(entry) => entry.id}
      renderItem={(entry) => <Entry entry={entry} t={t} />}
      texts={{ title: t('history'), loading: t('loadingHistory'), failed: t('historyFailed'), older: t('older'), empty: t('noHistory') }}
      listClassName="grid"
    />
  );
}
