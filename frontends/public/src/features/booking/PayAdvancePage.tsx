import {
  Alert,
  EmptyState,
  bookingsApi,
  buttonClass,
  cardClass,
  errorMessage,
  formatRupees,
  profilePath,
  queryKeys,
  useAuth,
  type BookingCreate,
  type BookingCustomer,
  type Id,
  type Passenger,
} from '@jbp/shared';
import { BookForCustomer } from './BookForCustomer';
import { newIdempotencyKey } from './idempotencyKey';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { Page } from '@/components/Page';
import { SummaryList, type SummaryItem } from '@/components/SummaryList';
import { Captcha } from './Captcha';
import { captchaMatches, newCaptcha } from './captcha';
import { readFlowState, rideDate, type Flow, type RideChoice } from './flow';
import { loadPassenger } from './passengerStorage';
import { journeyItems } from './RideSummary';

export const BOOKING_SUCCESS = 'Booking successful! Redirecting to your profile... 🎉';
export const BOOKING_FAILED = '❌ Failed to create booking. Please try again.';
/** An admin booking for a customer goes on to the booking in the admin portal. */
export const ADMIN_BOOKING_SUCCESS = 'Booking successful! Opening the booking... 🎉';
/** How long the success message shows before going to the profile. */
export const REDIRECT_DELAY_MS = 1500;

/** Book is enabled once the terms are accepted and the shown code is typed exactly (spec section 9). */
const bookSchema = (code: string) =>
  z.object({
    accepted: z.literal(true),
    captcha: z.string().refine((typed) => captchaMatches(typed, code)),
  });
type BookFields = { accepted: boolean; captcha: string };

function paymentItems(ride: RideChoice, flow: Flow): SummaryItem[] {
  if (flow === 'offer' || ride.totalAmount === undefined) {
    return [{ label: 'Offer Price', value: formatRupees(ride.amount ?? ride.totalAmount), emphasis: true }];
  }
  return [
    { label: 'Base Fare', value: formatRupees(ride.baseAmount) },
    { label: 'Driver Allowance', value: formatRupees(ride.driverAllowance ?? 0) },
    { label: 'Total Amount', value: formatRupees(ride.totalAmount), emphasis: true },
  ];
}

function bookingBody(ride: RideChoice, passenger: Passenger, flow: Flow): BookingCreate {
  return {
    from: ride.from,
    to: ride.to,
    date: rideDate(ride),
    time: ride.startTime ?? '',
    // The fare table and the offers name vehicles as free text; the server checks the name it is sent.
    vehicle: ride.vehicle as BookingCreate['vehicle'],
    passenger,
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
  const [passenger] = useState<Passenger>(() => state.passenger ?? loadPassenger());
  const [code, setCode] = useState(newCaptcha);
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
    const timer = setTimeout(() => navigate(next), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [booked, bookedId, navigate, role, isAdmin]);

  if (!offer?.from || !offer.vehicle) {
    return (
      <Page>
        <EmptyState message="No booking data found." goBack />
      </Page>
    );
  }

  const ready = bookSchema(code).safeParse(fields).success && (!isAdmin || customer !== null);

  const book = () => {
    if (!ready || submitting || booked) return;
    create.mutate(bookingBody(offer, passenger, flow));
  };

  return (
    <Page>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        {flow === 'offer' ? 'Book This Offer' : 'Review & Book'}
      </h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_380px]">
        <div className="grid gap-6">
          <section className={`${cardClass} p-5 sm:p-6`} aria-labelledby="journey-summary">
            <h2 id="journey-summary" className="mb-4 text-lg font-bold text-slate-900">
              Journey Summary
            </h2>
            <SummaryList items={journeyItems(offer)} />
          </section>
          <section className={`${cardClass} p-5 sm:p-6`} aria-labelledby="passenger-info">
            <h2 id="passenger-info" className="mb-4 text-lg font-bold text-slate-900">
              Passenger Information
            </h2>
            <SummaryList
              items={[
                { label: 'Name', value: passenger.name || '-' },
                { label: 'Phone', value: passenger.phone || '-' },
                { label: 'Email', value: passenger.email || '-' },
                { label: 'ID Type', value: passenger.idType },
                { label: 'ID Number', value: passenger.idNumber || '-' },
              ]}
            />
          </section>
        </div>

        <aside className="grid content-start gap-6">
          <section className={`${cardClass} p-5 sm:p-6`} aria-labelledby="payment-summary">
            <h2 id="payment-summary" className="mb-4 text-lg font-bold text-slate-900">
              Payment Summary
            </h2>
            <SummaryList items={paymentItems(offer, flow)} columns={1} />
            <p className="mt-3 text-xs text-slate-500">
              Nothing is charged now. Once we confirm your cab you can pay an advance by UPI from your profile.
            </p>
          </section>

          <section className={`${cardClass} grid gap-4 p-5 sm:p-6`} aria-label="Confirm and book">
            {isAdmin && <BookForCustomer onChange={setCustomer} />}
            <label className="flex items-start gap-3 text-sm text-slate-700">
              <input type="checkbox" className="mt-0.5 size-4 rounded border-slate-300 accent-blue-700" {...register('accepted')} />
              <span>
                I have read and agree to the{' '}
                <Link to="/customertermsconditions" target="_blank" className="font-semibold text-blue-700 underline">
                  Terms &amp; Conditions
                </Link>
                .
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
                  onRefresh={() => {
                    setCode(newCaptcha());
                    setValue('captcha', '');
                  }}
                />
              )}
            />
            {booked && <Alert tone="success">{isAdmin ? ADMIN_BOOKING_SUCCESS : BOOKING_SUCCESS}</Alert>}
            {failure !== null && (
              <Alert tone="error">
                <p>{BOOKING_FAILED}</p>
                {failure && <p className="mt-1 text-xs">{failure}</p>}
              </Alert>
            )}
            <button
              type="button"
              className={`${buttonClass('accent', 'lg')} w-full`}
              disabled={!ready || submitting || booked}
              onClick={book}
            >
              {submitting ? 'Booking…' : 'Book'}
            </button>
          </section>
        </aside>
      </div>
    </Page>
  );
}

/** /onewaypayadvance: Review & Book of a vehicle from the fare table. */
export const OneWayPayAdvancePage = () => <PayAdvancePage flow="oneway" />;
/** /offerpayadvance: Book This Offer. */
export const OfferPayAdvancePage = () => <PayAdvancePage flow="offer" />;
