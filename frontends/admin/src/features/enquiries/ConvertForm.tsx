import {
  Alert,
  FormField,
  SelectField,
  buttonClass,
  commonTexts,
  enquiriesApi,
  errorMessage,
  queryKeys,
  todayInIndia,
  useTexts,
  useVocabulary,
  type AdminBookingCreate,
  type Enquiry,
  type IdProofType,
  type Vehicle,
} from '@jbp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { enquiriesTexts } from './enquiries.i18n';

const VEHICLE_NAMES: readonly Vehicle[] = ['Dzire', 'Zest', 'Ertiga', 'Tavera', 'Crysta'];

/** Books an enquiry's trip for its sender (POST /api/enquiries/:id/booking); the server prices it. */
export function ConvertForm({ enquiry, onCancel }: { enquiry: Enquiry; onCancel: () => void }) {
  const t = useTexts(enquiriesTexts);
  const tc = useTexts(commonTexts);
  const vocabulary = useVocabulary();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [fields, setFields] = useState({
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
      // The office books the trip it agreed on the phone as a one-way trip or a round trip from Jabalpur.
      tripType: fields.returnDate ? 'round-trip' : 'one-way',
      ...(fields.returnDate ? { returnAt: `${fields.returnDate}T${fields.returnTime || '20:00'}:00+05:30` } : {}),
      from: fields.from.trim(),
      to: fields.to.trim(),
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
      <FormField label={tc('from')} value={fields.from} onChange={(e) => set('from')(e.target.value)} required />
      <FormField label={tc('to')} value={fields.to} onChange={(e) => set('to')(e.target.value)} required />
      <FormField
        label={tc('date')}
        type="date"
        min={todayInIndia()}
        value={fields.date}
        onChange={(e) => set('date')(e.target.value)}
        required
      />
      <FormField label={tc('pickupTime')} type="time" value={fields.time} onChange={(e) => set('time')(e.target.value)} required />
      <FormField
        label={t('returnDate')}
        type="date"
        min={fields.date}
        value={fields.returnDate}
        onChange={(e) => set('returnDate')(e.target.value)}
        hint={t('returnHint')}
      />
      <FormField label={t('returnTime')} type="time" value={fields.returnTime} onChange={(e) => set('returnTime')(e.target.value)} />
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
