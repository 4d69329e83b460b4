import { cardClass, formatAmount, isTripTypeId, tripTypeTexts, useLanguage, useTexts, type DashboardData } from '@jbp/shared';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReactNode } from 'react';
import { dashboardTexts } from './dashboard.i18n';
import { compactRupees, countLabel, monthLabel } from './dashboardLabels';

// Recharts weighs about 100 KB gzip: this module is loaded on its own, only by the dashboard
// (never by the public pages), after the tiles have shown.

const COLOURS = ['#1d4ed8', '#f59e0b', '#059669', '#db2777', '#7c3aed', '#0891b2', '#65a30d', '#dc2626'];

/** A chart with its caption, and the same figures as a table for screen readers. */
function ChartCard({ title, table, children }: { title: string; table: ReactNode; children: ReactNode }) {
  return (
    <figure className={`${cardClass} p-4`} aria-label={title} data-testid="dashboard-chart">
      <figcaption className="mb-3 font-semibold text-slate-900">{title}</figcaption>
      <div className="h-64" aria-hidden="true">
        {children}
      </div>
      <div className="sr-only">{table}</div>
    </figure>
  );
}

function FiguresTable({ caption, head, rows }: { caption: string; head: [string, string]; rows: [string, string][] }) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([a, b]) => (
          <tr key={a}>
            <th scope="row">{a}</th>
            <td>{b}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Trips and fares by month (bars) and trips by type (a ring), from the server's figures. */
export function DashboardCharts({ data }: { data: DashboardData }) {
  const t = useTexts(dashboardTexts);
  const language = useLanguage();
  const months = data.months.map((m) => ({ ...m, label: monthLabel(m.month, language) }));
  const tt = useTexts(tripTypeTexts);
  const typeName = (kind: string) => (kind === 'offer' ? t('type_offer') : isTripTypeId(kind) ? tt(kind) : kind);
  const types = data.tripTypes.map((x) => ({ ...x, name: typeName(x.tripType) }));
  const monthRows = (value: (m: (typeof months)[number]) => string): [string, string][] => months.map((m) => [m.label, value(m)]);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title={t('bookingsByMonth')}
        table={
          <FiguresTable
            caption={t('bookingsByMonth')}
            head={[t('month'), t('trips')]}
            rows={monthRows((m) => countLabel(m.bookings, language))}
          />
        }
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={months}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={48} tickFormatter={(n: number) => countLabel(n, language)} />
            <Tooltip formatter={(value) => countLabel(Number(value), language)} />
            <Bar dataKey="bookings" name={t('trips')} fill={COLOURS[0]} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title={t('revenueByMonth')}
        table={
          <FiguresTable caption={t('revenueByMonth')} head={[t('month'), t('fares')]} rows={monthRows((m) => formatAmount(m.revenue))} />
        }
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={months}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} />
            <YAxis tick={{ fontSize: 11 }} width={72} tickFormatter={(n: number) => compactRupees(n, language)} />
            <Tooltip formatter={(value) => formatAmount(value)} />
            <Bar dataKey="revenue" name={t('fares')} fill={COLOURS[2]} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title={t('byTripType')}
        table={
          <FiguresTable
            caption={t('byTripType')}
            head={[t('tripType'), t('trips')]}
            rows={types.map((x) => [x.name, countLabel(x.bookings, language)])}
          />
        }
      >
        {types.length === 0 ? (
          <p className="pt-8 text-center text-sm text-slate-600">{t('noTrips')}</p>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <PieChart>
              <Pie data={types} dataKey="bookings" nameKey="name" innerRadius="50%" outerRadius="80%">
                {types.map((x, i) => (
                  <Cell key={x.tripType} fill={COLOURS[i % COLOURS.length]} />
                ))}
              </Pie>
              <Tooltip formatter={(value) => countLabel(Number(value), language)} />
              {/* Names with their counts beside the ring: eight types' labels on the ring overlap. */}
              <Legend
                layout="vertical"
                align="right"
                verticalAlign="middle"
                wrapperStyle={{ fontSize: 12 }}
                itemSorter={null}
                formatter={(name: string) => `${name} · ${countLabel(types.find((x) => x.name === name)?.bookings ?? 0, language)}`}
              />
            </PieChart>
          </ResponsiveContainer>
        )}
      </ChartCard>
    </div>
  );
}
