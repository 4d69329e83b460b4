import {
  Alert,
  buttonClass,
  cardClass,
  errorMessage,
  formatDateTime,
  inputClass,
  isApiError,
  queryKeys,
  useTexts,
  type FareTable,
  type FareVersion,
} from '@jbp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { AdminLayout } from '@/components/AdminLayout';
import { Section } from '@/components/Section';
import { FareHistory } from './FareHistory';
import { faresTexts } from './fares.i18n';
import { figureAt, withFigure, type TablePath } from './fareTableEdit';
import { PageTitle } from '@jbp/widgets';
import { faresTableApi } from '@jbp/widgets/api/desk';

type FaresKey = keyof typeof faresTexts.en;

interface FigureProps {
  table: FareTable;
  path: TablePath;
  label: string;
  onChange: (path: TablePath, value: number) => void;
}

/** One number of the table with its label; the server checks every figure on save. */
function Figure({ table, path, label, onChange }: FigureProps) {
  const id = `fare-${path.join('-')}`;
  // A cleared box holds NaN until a figure is typed; the server names it on save.
  const figure = figureAt(table, path);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        className={inputClass}
        value={figure === undefined || Number.isNaN(figure) ? '' : figure}
        onChange={(e) => onChange(path, e.target.valueAsNumber)}
      />
    </div>
  );
}

const Grid = ({ children }: { children: ReactNode }) => <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;

const ONE_WAY_BANDS = ['upTo20', 'upTo40', 'upTo80', 'perKmUpTo100', 'perKmUpTo250', 'perKmOver250'] as const;

function VersionLine({ version }: { version: FareVersion }) {
  const t = useTexts(faresTexts);
  return (
    <p className="text-sm text-slate-600" data-testid="fare-version">
      <span className="font-semibold text-slate-900">{t('version', { version: version.id })}</span>,{' '}
      {version.createdBy ? t('savedAt', { when: formatDateTime(version.createdAt), name: version.createdBy.fullName }) : t('firstVersion')}
    </p>
  );
}

function FareTableForm({ version }: { version: FareVersion }) {
  const t = useTexts(faresTexts);
  const queryClient = useQueryClient();
  const [table, setTable] = useState<FareTable>(version.table);
  const change = (path: TablePath, value: number) => setTable((current) => withFigure(current, path, value));
  const save = useMutation({
    mutationFn: (body: FareTable) => faresTableApi.save(body),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.fareTable, answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.fareVersions });
      setTable(answer.data.table);
    },
  });
  const problems = save.isError && isApiError(save.error) ? save.error.messages : [];
  const unchanged = JSON.stringify(table) === JSON.stringify(version.table);
  const f = (path: TablePath, key: FaresKey, values?: Record<string, number>) => (
    <Figure key={path.join('.')} table={table} path={path} label={t(key, values)} onChange={change} />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(table);
  };

  return (
    <form onSubmit={submit} className="grid gap-6" aria-label={t('title')}>
      <Section title={t('perVehicle')}>
        <div className="grid gap-6">
          {table.vehicles.map((v, i) => (
            <fieldset key={v.vehicle} className="rounded-xl border border-slate-200 p-4">
              <legend className="px-1 font-bold text-slate-900">{v.vehicle}</legend>
              <Grid>
                {f(['vehicles', i, 'seats'], 'seats')}
                {ONE_WAY_BANDS.map((band) => f(['vehicles', i, 'oneWay', band], band))}
                {f(['vehicles', i, 'roundTripPerKm'], 'roundTripPerKm')}
                {v.localPrices.map((_, p) =>
                  f(['vehicles', i, 'localPrices', p], 'localPrice', {
                    hours: table.local.packages[p]?.hours ?? 0,
                    km: table.local.packages[p]?.km ?? 0,
                  }),
                )}
                {f(['vehicles', i, 'localExtraKm'], 'localExtraKm')}
                {f(['vehicles', i, 'localExtraHour'], 'localExtraHour')}
                {v.airportRailwayPrices.map((_, b) =>
                  f(['vehicles', i, 'airportRailwayPrices', b], 'airportPrice', { km: table.airportRailway.bandsUpToKm[b] ?? 0 }),
                )}
              </Grid>
            </fieldset>
          ))}
        </div>
      </Section>
      <Section title={t('oneWaySettings')}>
        <Grid>
          {f(['oneWay', 'unknownVehiclePerKm'], 'unknownVehiclePerKm')}
          {f(['oneWay', 'driverAllowanceOverKm'], 'driverAllowanceOverKm')}
          {f(['oneWay', 'driverAllowance'], 'driverAllowance')}
          {f(['oneWay', 'emptyReturnDiscountPercent'], 'emptyReturnDiscountPercent')}
        </Grid>
      </Section>
      <Section title={t('roundTripSettings')}>
        <Grid>
          {f(['roundTrip', 'minKmPerDay'], 'minKmPerDay')}
          {f(['roundTrip', 'driverAllowancePerDay'], 'driverAllowancePerDay')}
          {f(['roundTrip', 'nightAllowance'], 'nightAllowance')}
        </Grid>
      </Section>
      <Section title={t('localSettings')}>
        <Grid>
          {table.local.packages.flatMap((_, p) => [
            f(['local', 'packages', p, 'hours'], 'packageHours', { n: p + 1 }),
            f(['local', 'packages', p, 'km'], 'packageKm', { n: p + 1 }),
          ])}
        </Grid>
      </Section>
      <Section title={t('airportSettings')}>
        <Grid>{table.airportRailway.bandsUpToKm.map((_, b) => f(['airportRailway', 'bandsUpToKm', b], 'bandUpToKm', { n: b + 1 }))}</Grid>
      </Section>
      <Section title={t('taxAndAdvance')}>
        <Grid>
          {f(['gstPercent'], 'gstPercent')}
          {f(['advance', 'percent'], 'advancePercent')}
          {f(['advance', 'roundTo'], 'advanceRoundTo')}
        </Grid>
      </Section>
      <Section title={t('cancellationSettings')}>
        <Grid>
          {f(['cancellation', 'freeHoursBefore'], 'freeHoursBefore')}
          {table.cancellation.slabs.flatMap((_, s) => [
            f(['cancellation', 'slabs', s, 'hoursBefore'], 'slabHours', { n: s + 1 }),
            f(['cancellation', 'slabs', s, 'percent'], 'slabPercent', { n: s + 1 }),
          ])}
        </Grid>
      </Section>

      <div className={`${cardClass} sticky bottom-2 grid gap-3 p-4`} aria-live="polite">
        {save.isSuccess && <Alert tone="success">{t('saved', { version: save.data.data.id })}</Alert>}
        {save.isError && (
          <Alert tone="error">
            <p>{t('saveFailed')}</p>
            {problems.length > 0 ? (
              <ul className="mt-1 list-disc pl-5 text-sm">
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm">{errorMessage(save.error, '')}</p>
            )}
          </Alert>
        )}
        <div className="flex flex-wrap items-center justify-end gap-3">
          {unchanged && <span className="text-sm text-slate-500">{t('unchanged')}</span>}
          <button type="submit" className={buttonClass('accent')} disabled={unchanged || save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </button>
        </div>
      </div>
    </form>
  );
}

/** /admin/fares: the fare table as a form; each save is a new version (GET/PUT /api/fares/table). */
export function FaresPage() {
  const t = useTexts(faresTexts);
  const current = useQuery({ queryKey: queryKeys.fareTable, queryFn: ({ signal }) => faresTableApi.current(signal) });
  const version = current.data?.data;
  return (
    <AdminLayout>
      <PageTitle title={t('title')}>{t('lead')}</PageTitle>
      {current.isPending && (
        <p role="status" className={`${cardClass} p-8 text-center font-medium text-slate-600`}>
          {t('loading')}
        </p>
      )}
      {current.isError && <Alert tone="error">{t('loadFailed')}</Alert>}
      {version && (
        <div className="grid gap-4">
          <VersionLine version={version} />
          <FareTableForm version={version} />
          <FareHistory />
        </div>
      )}
    </AdminLayout>
  );
}
