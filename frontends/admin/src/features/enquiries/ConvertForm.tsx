import {
  Alert,
  PACKAGE_TRIP_TYPES,
  TRIP_TYPE_IDS,
  buttonClass,
  commonTexts,
  errorMessage,
  queryKeys,
  todayInIndia,
  tripTypeTexts,
  useTexts,
  useVocabulary,
  type AdminBookingCreate,
  type Enquiry,
  type IdProofType,
  type PackageTripType,
  type TripTypeId,
  type Vehicle,
} from '@jbp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { enquiriesTexts } from './enquiries.i18n';
import { FormField, SelectField } from '@jbp/widgets';
import { enquiriesApi } from '@jbp/widgets/api/desk';
import { tripsApi } from '@jbp/widgets/api/trip';

const VEHICLE_NAMES: readonly Vehicle[] = ['Dzire', 'Zest', 'Ertiga', 'Tavera', 'Crysta'];
const LOCAL_HOURS = ['4', '8', '12'] as const;

function isPackageType(tripType: TripTypeId): tripType is PackageTripType {
  return (PACKAGE_TRIP_TYPES as readonly string[]).includes(tripType);
}

interface TripFields {
  tripType: TripTypeId;
  to: string;
  returnDate: string;
  returnTime: string;
  hours: string;
  packageId: string;
}

/** The trip part of the booking: what each trip type needs, and nothing else (the server prices it). */
export function convertTrip(f: TripFields): Pick<AdminBookingCreate, 'tripType' | 'to' | 'returnAt' | 'hours' | 'packageId'> {
  const to = f.to.trim();
  if (f.tripType === 'local') return { tripType: 'local', hours: Number(f.hours) };
  if (isPackageType(f.tripType)) return { tripType: f.tripType, ...(f.packageId ? { packageId: Number(f.packageId) } : {}) };
  if (f.tripType === 'round-trip') {
    return { tripType: 'round-trip', to, ...(f.returnDate ? { returnAt: `${f.returnDate}T${f.returnTime || '20:00'}:00+05:30` } : {}) };
  }
  return { tripType: f.tripType, to };
}

/** Books an enquiry's trip of any type for its sender (POST /api/enquiries/:id/booking); the server prices it. */
export function ConvertForm({ enquiry, onCancel }: { enquiry: Enquiry; onCancel: () => void }) {
  const t = useTexts(enquiriesTexts);
  const tc = useTexts(commonTexts);
  const tt = useTexts(tripTypeTexts);
  const vocabulary = useVocabulary();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [fields, setFields] = useState({
    // A package enquiry books that package; other enquiries start as the type the sender chose.
    tripType: enquiry.tripType,
    hours: '8',
    packageId: enquiry.packageId === null ? '' : String(enquiry.packageId),
    from: 'Jabalpur, MP, India',
    to: '',
    date: enquiry.date ?? '',
    time: '',
    vehicle: 'Dzire' as Vehicle,
    email: enquiry.email ?? '',
    idType: 'Aadhar Card' as IdProofType,
    idNumber: '',
    returnDate: '',
    returnTime: '',
  });
  const set = (key: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const { tripType } = fields;
  const packageType = isPackageType(tripType) ? tripType : undefined;
  const packages = useQuery({
    queryKey: queryKeys.packagesOfType(packageType),
    queryFn: ({ signal }) => tripsApi.packages(packageType, signal),
    enabled: packageType !== undefined,
  });
  const convert = useMutation({
    mutationFn: (body: AdminBookingCreate) => enquiriesApi.convert(enquiry.id, body, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.enquiries }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
      ]),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    convert.mutate({
      // The office books the trip it agreed on the phone; the server checks and prices it.
      ...convertTrip(fields),
      from: fields.from.trim(),
      date: fields.date,
      time: fields.time,
      vehicle: fields.vehicle,
      passenger: {
        name: enquiry.name,
        phone: enquiry.mobile,
        email: fields.email.trim(),
        idType: fields.idType,
        idNumber: fields.idNumber.trim(),
      },
    });
  };

  if (convert.isSuccess) {
    return (
      <Alert tone="success">
        <Link to={`/bookingdetail/${convert.data.data.id}`} className="font-semibold underline">
          {t('openBooking')}
        </Link>
      </Alert>
    );
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-2"
      aria-label={t('convertTitle', { name: enquiry.name })}
    >
      <p className="font-semibold text-slate-900 sm:col-span-2">{t('convertTitle', { name: enquiry.name })}</p>
      {convert.isError && (
        <Alert tone="error" className="sm:col-span-2">
          {t('convertFailed')} {errorMessage(convert.error, '')}
        </Alert>
      )}
      <SelectField
        label={tt('tripType')}
        value={tripType}
        onChange={(e) => set('tripType')(e.target.value)}
        options={TRIP_TYPE_IDS.map((id) => ({ value: id, label: tt(id) }))}
      />
      <FormField label={tc('from')} value={fields.from} onChange={(e) => set('from')(e.target.value)} required />
      {(tripType === 'one-way' || tripType === 'round-trip' || tripType === 'airport-railway') && (
        <FormField
          label={tc('to')}
          value={fields.to}
          onChange={(e) => set('to')(e.target.value)}
          hint={tripType === 'airport-railway' ? t('stationHint') : undefined}
          required
        />
      )}
      {tripType === 'local' && (
        <SelectField
          label={t('localHours')}
          value={fields.hours}
          onChange={(e) => set('hours')(e.target.value)}
          options={LOCAL_HOURS.map((h) => ({ value: h, label: t('hours', { hours: h }) }))}
        />
      )}
      {packageType && (
        <SelectField
          label={t('package')}
          value={fields.packageId}
          onChange={(e) => set('packageId')(e.target.value)}
          options={[
            { value: '', label: t('choosePackage') },
            ...(packages.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.title })),
          ]}
        />
      )}
      <FormField
        label={tc('date')}
        type="date"
        min={todayInIndia()}
        value={fields.date}
        onChange={(e) => set('date')(e.target.value)}
        required
      />
      <FormField label={tc('pickupTime')} type="time" value={fields.time} onChange={(e) => set('time')(e.target.value)} required />
      {tripType === 'round-trip' && (
        <>
          <FormField
            label={t('returnDate')}
            type="date"
            min={fields.date}
            value={fields.returnDate}
            onChange={(e) => set('returnDate')(e.target.value)}
            required
          />
          <FormField label={t('returnTime')} type="time" value={fields.returnTime} onChange={(e) => set('returnTime')(e.target.value)} />
        </>
      )}
      <SelectField label={tc('vehicle')} value={fields.vehicle} onChange={(e) => set('vehicle')(e.target.value)} options={VEHICLE_NAMES} />
      <FormField label={t('passengerEmail')} type="email" value={fields.email} onChange={(e) => set('email')(e.target.value)} required />
      <SelectField
        label={tc('idType')}
        value={fields.idType}
        onChange={(e) => set('idType')(e.target.value)}
        options={vocabulary.idTypeOptions}
      />
      <FormField label={tc('idNumber')} value={fields.idNumber} onChange={(e) => set('idNumber')(e.target.value)} required />
      <div className="flex justify-end gap-2 sm:col-span-2">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className={buttonClass('accent', 'sm')} disabled={convert.isPending}>
          {convert.isPending ? t('booking') : t('book')}
        </button>
      </div>
    </form>
  );
}
