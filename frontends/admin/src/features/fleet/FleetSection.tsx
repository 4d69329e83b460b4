import { Alert, buttonClass, errorMessage, useTexts } from '@jbp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Section } from '@/components/Section';
import { fleetTexts } from './fleet.i18n';
import { FormField } from '@jbp/widgets';

type FleetKey = keyof typeof fleetTexts.en;

export interface FleetField {
  key: FleetKey;
  type: 'text' | 'tel' | 'date' | 'number';
}

interface FleetRow {
  id: number;
  active: boolean;
  warnings: string[];
}

export interface FleetSectionProps<R extends FleetRow> {
  title: FleetKey;
  queryKey: string;
  fields: readonly FleetField[];
  list: (q: string, signal?: AbortSignal) => Promise<{ data: R[] }>;
  add: (body: Record<string, string | number>) => Promise<unknown>;
  setActive: (id: number, active: boolean) => Promise<unknown>;
  /** The row's name and details, as one line. */
  describe: (row: R) => string;
}

/** A fleet list with its warnings (documents expiring within 30 days or expired) and the form to add one. */
export function FleetSection<R extends FleetRow>({ title, queryKey, fields, list, add, setActive, describe }: FleetSectionProps<R>) {
  const t = useTexts(fleetTexts);
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const rows = useQuery({ queryKey: ['fleet', queryKey, q], queryFn: ({ signal }) => list(q, signal) });
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['fleet'] });
  const save = useMutation({
    mutationFn: () =>
      add(Object.fromEntries(fields.map(({ key, type }) => [key, type === 'number' ? Number(draft[key] ?? '') : (draft[key] ?? '')]))),
    onSuccess: () => {
      setDraft({});
      setNotice({ tone: 'success', text: t('added') });
      refresh();
    },
    onError: (error) => setNotice({ tone: 'error', text: errorMessage(error, t('saveFailed')) }),
  });
  const toggle = useMutation({ mutationFn: (row: R) => setActive(row.id, !row.active), onSuccess: refresh });

  return (
    <Section title={t(title)}>
      <FormField label={t('search')} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      <ul className="mt-4 grid gap-2" aria-label={t(title)}>
        {rows.data?.data.length === 0 && <li className="text-sm text-slate-600">{t('none')}</li>}
        {rows.data?.data.map((row) => (
          <li key={row.id} className="rounded-lg border border-slate-200 p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-slate-900">{describe(row)}</span>
              <span className="flex items-center gap-2">
                <span className={row.active ? 'text-green-700' : 'text-slate-500'}>{t(row.active ? 'active' : 'inactive')}</span>
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  onClick={() => toggle.mutate(row)}
                  disabled={toggle.isPending}
                >
                  {t(row.active ? 'deactivate' : 'activate')}
                </button>
              </span>
            </div>
            {row.warnings.length > 0 ? (
              <ul className="mt-1 list-disc pl-5 text-amber-800" data-testid="fleet-warnings">
                {row.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-xs text-slate-500">{t('allValid')}</p>
            )}
          </li>
        ))}
      </ul>
      <form
        className="mt-5 grid gap-3 sm:grid-cols-2"
        aria-label={`${t('add')}: ${t(title)}`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setNotice(null);
          save.mutate();
        }}
      >
        {fields.map(({ key, type }) => (
          <FormField
            key={key}
            label={t(key)}
            type={type}
            value={draft[key] ?? ''}
            onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
          />
        ))}
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
            {t('add')}
          </button>
        </div>
        {notice && (
          <Alert tone={notice.tone} className="sm:col-span-2" onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
      </form>
    </Section>
  );
}
