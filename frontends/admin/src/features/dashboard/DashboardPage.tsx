import { Alert, cardClass, queryKeys, useLanguage, useTexts, type DashboardTile } from '@jbp/shared';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router-dom';
import { AdminLayout } from '@/components/AdminLayout';
import { dashboardTexts } from './dashboard.i18n';
import { countLabel } from './dashboardLabels';
import { GstRegisterCard } from './GstRegisterCard';
import { PageTitle } from '@jbp/widgets';
import { dashboardApi } from '@jbp/widgets/api/desk';

const DashboardCharts = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.DashboardCharts })));

function Tile({ tile }: { tile: DashboardTile }) {
  const language = useLanguage();
  const t = useTexts(dashboardTexts);
  const key = `tile_${tile.id}`;
  // A tile from a newer module without its words yet still shows, under its id.
  const name = key in dashboardTexts.en ? t(key as 'tile_tripsToday') : tile.id;
  return (
    <li>
      <Link
        to={tile.link}
        className={`${cardClass} block p-4 transition-colors hover:border-blue-300 hover:bg-blue-50/40`}
        aria-label={t('openList', { name: `${name}: ${tile.count}` })}
        data-testid={`tile-${tile.id}`}
      >
        <p className="text-3xl font-bold text-slate-900 tabular-nums">{countLabel(tile.count, language)}</p>
        <p className="mt-1 text-sm font-medium text-slate-600">{name}</p>
      </Link>
    </li>
  );
}

/** /admin/dashboard: the admin home. Tiles that open their filtered lists, and the 12-month charts. */
export function DashboardPage() {
  const t = useTexts(dashboardTexts);
  // The admin socket's newBooking reloads it (useNewBookingNotices); a minute's refresh covers the rest.
  const dashboard = useQuery({ queryKey: queryKeys.dashboard, queryFn: ({ signal }) => dashboardApi.get(signal), refetchInterval: 60_000 });
  return (
    <AdminLayout>
      <PageTitle title={t('dashboard')}>{t('dashboardLead')}</PageTitle>
      {dashboard.isPending && (
        <p role="status" className={`${cardClass} p-8 text-center font-medium text-slate-600`}>
          {t('loadingDashboard')}
        </p>
      )}
      {dashboard.isError && <Alert tone="error">{t('dashboardFailed')}</Alert>}
      {dashboard.isSuccess && (
        <div className="grid gap-6">
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6" aria-label={t('dashboard')}>
            {dashboard.data.tiles.map((tile) => (
              <Tile key={tile.id} tile={tile} />
            ))}
          </ul>
          <Suspense
            fallback={
              <p role="status" className="text-sm text-slate-600">
                {t('loadingCharts')}
              </p>
            }
          >
            <DashboardCharts data={dashboard.data} />
          </Suspense>
          <p className="text-xs text-slate-500">{t('seriesNote')}</p>
          <GstRegisterCard today={dashboard.data.today} />
        </div>
      )}
    </AdminLayout>
  );
}
