import { Alert, buttonClass, cardClass, formatAmount, queryKeys, tripTypeTexts, useTexts, type TripPackage } from '@jbp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminLayout } from '@/components/AdminLayout';
import { PackageForm } from './PackageForm';
import { packagesTexts } from './packages.i18n';
import { PageTitle } from '@jbp/widgets';
import { packagesApi } from '@jbp/widgets/api/desk';

function PackageRow({ pkg, onEdit }: { pkg: TripPackage; onEdit: () => void }) {
  const t = useTexts(packagesTexts);
  const tt = useTexts(tripTypeTexts);
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => packagesApi.updatePackage(pkg.id, { active: !pkg.active }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.packages }),
  });
  return (
    <li className={`${cardClass} grid gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center`} aria-label={pkg.title}>
      <div>
        <p className="font-bold text-slate-900">
          {pkg.title}{' '}
          <span lang="hi-IN" className="font-normal text-slate-600">
            · {pkg.titleHi}
          </span>
        </p>
        <p className="text-sm text-slate-600">
          {tt(pkg.tripType)} · {pkg.places.join(', ')} · {t('kmHours', { km: pkg.km, hours: pkg.hours })}
        </p>
        <p className="text-sm text-slate-700">{pkg.prices.map((p) => `${p.vehicle} ${formatAmount(p.price)}`).join(' · ')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${pkg.active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}
        >
          {pkg.active ? t('onSale') : t('offSale')}
        </span>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onEdit}>
          {t('edit')}
        </button>
        <button
          type="button"
          className={buttonClass(pkg.active ? 'danger' : 'success', 'sm')}
          onClick={() => toggle.mutate()}
          disabled={toggle.isPending}
        >
          {pkg.active ? t('deactivate') : t('activate')}
        </button>
      </div>
      {toggle.isError && <Alert tone="error">{toggle.error.message}</Alert>}
    </li>
  );
}

/** /admin/packages: every package (on sale or not); create, edit, take off sale. */
export function PackagesPage() {
  const t = useTexts(packagesTexts);
  const list = useQuery({ queryKey: queryKeys.allPackages, queryFn: ({ signal }) => packagesApi.allPackages(signal).then((a) => a.data) });
  const [editing, setEditing] = useState<TripPackage | 'new' | null>(null);
  return (
    <AdminLayout>
      <PageTitle
        title={t('title')}
        actions={
          <button type="button" className={buttonClass('accent', 'sm')} onClick={() => setEditing('new')}>
            {t('add')}
          </button>
        }
      >
        {t('lead')}
      </PageTitle>
      {editing !== null && (
        <section className={`${cardClass} mb-6 p-5`}>
          <PackageForm
            key={editing === 'new' ? 'new' : editing.id}
            editing={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        </section>
      )}
      {list.isPending && (
        <p role="status" className={`${cardClass} p-8 text-center font-medium text-slate-600`}>
          {t('loading')}
        </p>
      )}
      {list.isError && <Alert tone="error">{t('loadFailed')}</Alert>}
      {list.data?.length === 0 && <p className={`${cardClass} p-8 text-center font-medium text-slate-600`}>{t('none')}</p>}
      {list.data && list.data.length > 0 && (
        <ul className="grid gap-3">
          {list.data.map((pkg) => (
            <PackageRow key={pkg.id} pkg={pkg} onEdit={() => setEditing(pkg)} />
          ))}
        </ul>
      )}
    </AdminLayout>
  );
}
