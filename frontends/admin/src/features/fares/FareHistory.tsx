import { formatDateTime, queryKeys, useTexts, type FareChange, type FareVersionSummary } from '@jbp/shared';
import { faresTableApi } from '@jbp/widgets/api/desk';
import { PagedHistory } from '@/components/PagedHistory';
import { changeLabel } from './fareChangeLabel';
import { faresTexts } from './fares.i18n';

type T = ReturnType<typeof useTexts<keyof typeof faresTexts.en>>;

function ChangeLine({ change, t }: { change: FareChange; t: T }) {
  const label = changeLabel(change.path);
  const name = label ? `${label.vehicle ?? t(label.section ?? label.key)} · ${t(label.key, label.values)}` : change.path;
  const figure = (value: FareChange['before']) => (value === null ? t('noFigure') : String(value));
  return (
    <li>
      {name}: {figure(change.before)} → {figure(change.after)}
    </li>
  );
}

function VersionEntry({ version, t }: { version: FareVersionSummary; t: T }) {
  const when = formatDateTime(version.createdAt);
  return (
    <li className="border-b border-slate-100 py-3 last:border-b-0" data-testid="fare-history-version">
      <p className="text-sm">
        <span className="font-semibold text-slate-900">{t('version', { version: version.version })}</span>
        <span className="text-slate-600">
          {' · '}
          {version.createdBy ? t('savedBy', { when, name: version.createdBy.name }) : t('savedBySystem', { when })}
        </span>
      </p>
      {version.version === 1 && version.changes.length === 0 ? (
        <p className="text-sm text-slate-600">{t('versionOne')}</p>
      ) : version.changes.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noChanges')}</p>
      ) : (
        <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
          {version.changes.map((change) => (
            <ChangeLine key={change.path} change={change} t={t} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The fare versions, newest first, each with what it changed (GET /api/fares/versions). */
export function FareHistory() {
  const t = useTexts(faresTexts);
  return (
    <PagedHistory
      queryKey={queryKeys.fareVersions}
      load={faresTableApi.versions}
      keyOf={(version) => version.version}
      renderItem={(version) => <VersionEntry version={version} t={t} />}
      texts={{ title: t('history'), lead: t('historyLead'), loading: t('loadingHistory'), failed: t('historyFailed'), older: t('older') }}
    />
  );
}
