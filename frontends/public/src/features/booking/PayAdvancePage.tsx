import {
  Alert,
  EmptyState,
  buttonClass,
  cardClass,
  errorMessage,
  RichText,
  billTexts,
  commonTexts,
  formatAmount,
  useTexts,
  useVocabulary,
  type Translate,
  profilePath,
  queryKeys,
  useAuth,
  type BookingCreate,
  type BookingCustomer,
  type Id,
  type Passenger,
  type TripAddresses,
} from '@jbp/shared';
import { fieldOfServerMessage, formTexts, addressItems } from '@jbp/widgets';
import { bookingsApi } from '@jbp/widgets/api/bookings';
import { BookForCustomer } from './BookForCustomer';
import { newIdempotencyKey } from './idempotencyKey';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { Page } from '@/components/Page';
import { SummaryList, type SummaryItem } from '@/components/SummaryList';
import { CancellationTerms } from '@/features/trips/CancellationTerms';
import { usePick } from '@/features/trips/usePick';
import { Captcha } from './Captcha';
import { captchaMatches, newCaptcha } from './captcha';
import { readFlowState, rideDate, type Flow, type RideChoice } from './flow';
import { loadPassenger } from './passengerStorage';
import { bookingTexts } from './booking.i18n';
import { useJourneyItems } from './RideSummary';

// Fields of the Passenger Details page a server refusal may name (passenger.…, addresses.…).
const DETAIL_FIELDS = ['name', 'phone', 'email', 'idType', 'idNumber', 'pickupAddress', 'pickupLandmark', 'dropAddress'] as const;

/** How long the success message shows before going to the profile. */
export const REDIRECT_DELAY_MS = 1500;

/** Book is enabled once the terms are accepted and the shown code is typed exactly (spec section 9). */
const bookSchema = (code: string) =>
  z.object({
    accepted: z.literal(true),
    captcha: z.string().refine((typed) => captchaMatches(typed, code)),
  });
type BookFields = { accepted: boolean; captcha: string };

interface PaymentTexts {
  pick: <T>(en: T, hi: T) => T;
  t: Translate<keyof typeof bookingTexts.en>;
  tc: Translate<keyof typeof commonTexts.en>;
  tb: Translate<keyof typeof billTexts.en>;
}

function paymentItems(ride: RideChoice, flow: Flow, { pick, t, tc, tb }: PaymentTexts): SummaryItem[] {
  if (flow === 'trip' && ride.priced) {
    const { priced } = ride;
    return [
      ...priced.lines.map((line) => ({ label: pick(line.label, line.labelHi), value: formatAmount(line.amount) })),
      { label: tb('taxable'), value: formatAmount(priced.taxable) },
      { label: tb('gst'), value: formatAmount(priced.gst) },
      { label: tc('totalAmount'), value: formatAmount(priced.total), emphasis: true },
      { label: tb('advance'), value: formatAmount(priced.advance) },
    ];
  }
  if (flow === 'offer' || ride.totalAmount === undefined) {
    return [{ label: t('offerPrice'), value: formatAmount(ride.amount ?? ride.totalAmount), emphasis: true }];
  }
  return [
    { label: tb('base-fare'), value: formatAmount(ride.baseAmount) },
    { label: tb('driver-allowance'), value: formatAmount(ride.driverAllowance ?? 0) },
    { label: tc('totalAmount'), value: formatAmount(ride.totalAmount), emphasis: true },
  ];
}

function bookingBody(ride: RideChoice, passenger: Passenger, flow: Flow, addresses?: TripAddresses): BookingCreate {
  // A quoted trip sends what was searched; the server prices it again and never takes an amount.
  const trip = flow === 'trip' ? ride.request : undefined;
  return {
    tripType: trip?.tripType ?? 'one-way',
    from: ride.from,
    ...(ride.to ? { to: ride.to } : {}),
    date: rideDate(ride),
    time: ride.startTime ?? '',
    // The fare table and the offers name vehicles as free text; the server checks the name it is sent.
    vehicle: ride.vehicle as BookingCreate['vehicle'],
    passenger,
    ...(trip?.stops ? { stops: trip.stops } : {}),
    ...(trip?.returnAt ? { returnAt: trip.returnAt } : {}),
    ...(trip?.hours !== undefined ? { hours: trip.hours } : {}),
    ...(trip?.packageId !== undefined ? { packageId: trip.packageId } : {}),
    ...(addresses ? { addresses } : {}),
    ...(ride.pickupInfo ? { pickupInfo: ride.pickupInfo } : {}),
    ...(flow === 'offer' && ride.offerId ? { offerId: ride.offerId } : {}),
  };
}

/**
 * /onewaypayadvance and /offerpayadvance: summaries, terms, captcha and Book. The Idempotency-Key is
 * made once per visit, so a double click or a retry books once.
 */
export function PayAdvancePage({ flow }: { flow: Flow }) {
  const state = readFlowState(useLocation().state);
  const offer = state.offer;
  const navigate = useNavigate();
  const { role } = useAuth();
  const t = useTexts(bookingTexts);
  const tc = useTexts(commonTexts);
  const tb = useTexts(billTexts);
  const pick = usePick();
  const vocabulary = useVocabulary();
  const tf = useTexts(formTexts);
  const [passenger] = useState<Passenger>(() => state.passenger ?? loadPassenger());
  const { addresses } = state;
  const [code, setCode] = useState(newCaptcha);
  const [captchaLeft, setCaptchaLeft] = useState(false);
  const { register, control, setValue } = useForm<BookFields>({ defaultValues: { accepted: false, captcha: '' } });
  const fields = useWatch({ control });
  const [idempotencyKey] = useState(newIdempotencyKey);
  const queryClient = useQueryClient();
  // Admins book on a customer's behalf (phone bookings): POST /api/admin/bookings.
  const isAdmin = role === 'admin';
  const [customer, setCustomer] = useState<BookingCustomer | null>(null);
  const create = useMutation({
    mutationFn: (body: BookingCreate) =>
      isAdmin && customer
        ? bookingsApi.createForCustomer({ ...body, ...customer }, idempotencyKey)
        : bookingsApi.create(body, idempotencyKey),
    onError: (error) => console.error('Failed to create booking', error),
    // A new booking, and a booked offer leaves the open offers.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.offerLists }),
      ]),
  });
  const booked = create.isSuccess;
  const bookedId: Id | undefined = create.data?.data.id;
  const failure = create.isError ? errorMessage(create.error, '') : null;
  const submitting = create.isPending;

  useEffect(() => {
    if (!booked) return;
    const next =
      isAdmin && bookedId !== undefined
        ? `/bookingdetail/${bookedId}`
        : profilePath(role) === '/login'
          ? '/customerprofile'
          : profilePath(role);
    // The profile opens with this booking's confirmation card at the top.
    const timer = setTimeout(() => navigate(next, isAdmin ? undefined : { state: { justBooked: bookedId } }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [booked, bookedId, navigate, role, isAdmin]);

  // Hooks run on every render, also when the page has no booking to show.
  const journey = useJourneyItems(offer ?? { from: '', to: '', vehicle: '' });

  if (!offer?.from || !offer.vehicle) {
    return (
      <Page>
        <EmptyState message={t('noBookingData')} goBack />
      </Page>
    );
  }

  const captchaOk = bookSchema(code).shape.captcha.safeParse(fields.captcha ?? '').success;
  const waitingFor = [
    ...(fields.accepted ? [] : [tf('waitAccept')]),
    ...(captchaOk ? [] : [tf('waitCaptcha')]),
    ...(isAdmin && customer === null ? [tf('waitCustomer')] : []),
  ];
  const ready = bookSchema(code).safeParse(fields).success && waitingFor.length === 0;
  // Wrong once the whole code is typed, or when the box is left with something else in it.
  const typed = fields.captcha ?? '';
  const captchaWrong = !captchaOk && typed !== '' && (typed.length >= code.length || captchaLeft);
  // A refusal about the details asked on the previous page leads back there, with what was typed.
  const detailField = failure ? fieldOfServerMessage(failure, DETAIL_FIELDS) : null;

  const book = () => {
    if (!ready || submitting || booked) return;
    create.mutate(bookingBody(offer, passenger, flow, addresses));
  };

  return (
    <Page>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        {flow === 'offer' ? t('bookThisOffer') : t('reviewAndBook')}
      </h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_380px]">
        <div className="grid gap-6">
          <section className={`${cardClass} p-5 sm:p-6`} aria-labelledby="journey-summary">
            <h2 id="journey-summary" className="mb-4 text-lg font-bold text-slate-900">
              {t('journeySummary')}
            </h2>
            <SummaryList items={journey} />
          </section>
          <section className={`${cardClass} p-5 sm:p-6`} aria-labelledby="passenger-info">
            <h2 id="passenger-info" className="mb-4 text-lg font-bold text-slate-900">
              {t('passengerInfo')}
            </h2>
            <SummaryList
              items={[
                ...addressItems(addresses, tc),
                { label: tc('name'), value: passenger.name || '-' },
                { label: tc('phone'), value: passenger.phone || '-' },
                { label: tc('email'), value: passenger.email || '-' },
                { label: tc('idType'), value: vocabulary.idType(passenger.idType) },
                { label: tc('idNumber'), value: passenger.idNumber || '-' },
              ]}
            />
          </section>
        </div>

        <aside className="grid content-start gap-6">
          <section className={`${cardClass} p-5 sm:p-6`} aria-labelledby="payment-summary">
            <h2 id="payment-summary" className="mb-4 text-lg font-bold text-slate-900">
              {t('paymentSummary')}
            </h2>
            <SummaryList items={paymentItems(offer, flow, { pick, t, tc, tb })} columns={1} />
            <p className="mt-3 text-xs text-slate-500">{t('nothingCharged')}</p>
          </section>

          <CancellationTerms />
          <section className={`${cardClass} grid gap-4 p-5 sm:p-6`} aria-label={t('confirmAndBook')}>
            {isAdmin && <BookForCustomer onChange={setCustomer} />}
            <label className="flex items-start gap-3 text-sm text-slate-700">
              <input type="checkbox" className="mt-0.5 size-4 rounded border-slate-300 accent-blue-700" {...register('accepted')} />
              <span>
                <RichText
                  texts={bookingTexts}
                  k="agreeTerms"
                  components={{
                    terms: <Link to="/customertermsconditions" target="_blank" className="font-semibold text-blue-700 underline" />,
                  }}
                />
              </span>
            </label>
            <Controller
              control={control}
              name="captcha"
              render={({ field }) => (
                <Captcha
                  code={code}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={() => setCaptchaLeft(true)}
                  error={captchaWrong ? tf('captchaWrong') : undefined}
                  onRefresh={() => {
                    setCode(newCaptcha());
                    setValue('captcha', '');
                    setCaptchaLeft(false);
                  }}
                />
              )}
            />
            {booked && <Alert tone="success">{isAdmin ? t('adminBookingSuccess') : t('bookingSuccess')}</Alert>}
            {failure !== null && (
              <Alert tone="error">
                <p>{t('bookingFailed')}</p>
                {failure && <p className="mt-1 text-xs">{failure}</p>}
                {detailField && (
                  <Link
                    to="/customerdetailform"
                    state={{ offer, flow, passenger, addresses }}
                    className="mt-2 inline-block text-sm font-semibold underline"
                  >
                    {t('changeDetails')}
                  </Link>
                )}
              </Alert>
            )}
            <button
              type="button"
              className={`${buttonClass('accent', 'lg')} w-full`}
              disabled={!ready || submitting || booked}
              aria-describedby={waitingFor.length > 0 && !booked ? 'book-waits-for' : undefined}
              onClick={book}
            >
              {submitting ? t('booking') : t('book')}
            </button>
            {waitingFor.length > 0 && !booked && (
              <p id="book-waits-for" className="text-sm text-slate-600">
                {tf('waitingFor', { list: waitingFor.join(', ') })}
              </p>
            )}
          </section>
        </aside>
      </div>
    </Page>
  );
}

/** /onewaypayadvance: Review & Book of a vehicle from the fare table. */
export const OneWayPayAdvancePage = () => <PayAdvancePage flow="oneway" />;
/** /trippayadvance: Review & Book of a quoted trip (round trip, local, airport/railway, a package). */
export const TripPayAdvancePage = () => <PayAdvancePage flow="trip" />;
/** /offerpayadvance: Book This Offer. */
export const OfferPayAdvancePage = () => <PayAdvancePage flow="offer" />;
