import { useTexts, type Cab, type CabCreate, type Driver, type DriverCreate } from '@jbp/shared';
import { AdminLayout } from '@/components/AdminLayout';
import { FleetSection, type FleetField } from './FleetSection';
import { fleetTexts } from './fleet.i18n';
import { PageTitle } from '@jbp/widgets';
import { fleetApi } from '@jbp/widgets/api/desk';

// Text keys of fleetTexts, not texts.
const DRIVERS = 'drivers' as const;
const CABS = 'cabs' as const;

const DRIVER_FIELDS: readonly FleetField[] = [
  { key: 'name', type: 'text' },
  { key: 'mobile', type: 'tel' },
  { key: 'licenceNumber', type: 'text' },
  { key: 'licenceExpiry', type: 'date' },
];

const CAB_FIELDS: readonly FleetField[] = [
  { key: 'registration', type: 'text' },
  { key: 'vehicle', type: 'text' },
  { key: 'seats', type: 'number' },
  { key: 'permitExpiry', type: 'date' },
  { key: 'fitnessExpiry', type: 'date' },
  { key: 'insuranceExpiry', type: 'date' },
  { key: 'pucExpiry', type: 'date' },
];

/** /admin/fleet: drivers and cabs, with their document warnings, and the forms to add them. */
export function FleetPage() {
  const t = useTexts(fleetTexts);
  return (
    <AdminLayout>
      <PageTitle title={t('fleet')} />
      <div className="grid gap-6 xl:grid-cols-2">
        <FleetSection<Driver>
          title={DRIVERS}
          queryKey="drivers"
          fields={DRIVER_FIELDS}
          list={(q, signal) => fleetApi.drivers(q ? { q } : {}, signal)}
          add={(body) => fleetApi.addDriver(body as unknown as DriverCreate)}
          setActive={(id, active) => fleetApi.updateDriver(id, { active })}
          describe={(d) => `${d.name} · ${d.mobile} · ${d.licenceNumber}`}
        />
        <FleetSection<Cab>
          title={CABS}
          queryKey="cabs"
          fields={CAB_FIELDS}
          list={(q, signal) => fleetApi.cabs(q ? { q } : {}, signal)}
          add={(body) => fleetApi.addCab(body as unknown as CabCreate)}
          setActive={(id, active) => fleetApi.updateCab(id, { active })}
          describe={(c) => `${c.registration} · ${c.vehicle} · ${c.seats}`}
        />
      </div>
    </AdminLayout>
  );
}
