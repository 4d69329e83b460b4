import { zodResolver } from '@hookform/resolvers/zod';
import {
  EmptyState,
  ID_PROOF_TYPES,
  buttonClass,
  cardClass,
  commonTexts,
  useGoBack,
  useTexts,
  useVocabulary,
  type Passenger,
  type TripAddresses,
  type Translate,
} from '@jbp/shared';
import { formTexts, isIndianMobile, normaliseMobile, FormField, SelectField } from '@jbp/widgets';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { Page } from '@/components/Page';
import { bookingTexts } from './booking.i18n';
import { PAY_PAGE, readFlowState } from './flow';
import { loadPassenger, savePassenger } from './passengerStorage';

type IdProofType = Passenger['idType'];

type BookingKey = keyof typeof bookingTexts.en;
type FormKey = keyof typeof formTexts.en;

/** The passenger and where the driver comes and goes: one form, sent as `passenger` and `addresses`. */
type DetailsValues = Passenger & { pickupAddress: string; pickupLandmark: string; dropAddress: string };

// The server's limits (TripAddressesDto): an address one line of 5 to 200 characters, a landmark up to 100.
const ADDRESS = { min: 5, max: 200, landmarkMax: 100 };
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

const ID_PATTERNS: Record<IdProofType, { pattern: string; title: BookingKey; placeholder: string }> = {
  // The same rules as the server (spaces and dashes are dropped there).
  'Aadhar Card': { pattern: '\\d{4}[\\s\\-]?\\d{4}[\\s\\-]?\\d{4}', title: 'aadhaarRule', placeholder: '1234 5678 9012' },
  'Voter ID Card': { pattern: '[A-Za-z0-9\\/]{6,20}', title: 'voterIdRule', placeholder: 'ABC1234567' },
};

/** The input's own pattern as a whole-value check, so the browser and the schema hold one rule. */
const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);

// Each rule is the server's, told beside its field as it is left (and then as it is typed).
function detailsSchema(t: Translate<BookingKey>, tf: Translate<FormKey>) {
  const oneLine = (schema: z.ZodString) => schema.refine((v) => !CONTROL_CHARS.test(v), tf('oneLine'));
  const address = oneLine(
    z
      .string()
      .trim()
      .min(ADDRESS.min, tf('addressShort', { min: ADDRESS.min }))
      .max(ADDRESS.max, tf('tooLong', { max: ADDRESS.max })),
  );
  return z
    .object({
      name: z.string().trim().min(1, t('nameRequired')),
      phone: z.string().refine(isIndianMobile, tf('mobileRule')).transform(normaliseMobile),
      email: z
        .string()
        .trim()
        .pipe(z.email(tf('emailRule'))),
      idType: z.enum(ID_PROOF_TYPES as readonly [IdProofType, ...IdProofType[]]),
      idNumber: z.string().trim().min(1, t('idNumberRequired')),
      pickupAddress: address,
      pickupLandmark: oneLine(
        z
          .string()
          .trim()
          .max(ADDRESS.landmarkMax, tf('tooLong', { max: ADDRESS.landmarkMax })),
      ),
      dropAddress: address,
    })
    .superRefine((p, ctx) => {
      const rule = ID_PATTERNS[p.idType];
      if (p.idNumber && !whole(rule.pattern).test(p.idNumber)) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: t(rule.title) });
    });
}

function splitDetails({ pickupAddress, pickupLandmark, dropAddress, ...passenger }: DetailsValues): {
  passenger: Passenger;
  addresses: TripAddresses;
} {
  return { passenger, addresses: { pickupAddress, dropAddress, ...(pickupLandmark ? { pickupLandmark } : {}) } };
}

/**
 * /customerdetailform: Passenger Details with the pickup address (and landmark) and the drop
 * address, then the pay page of the flow (spec section 2, step 4). Mistakes show beside their
 * fields; on Continue the first one is focused (and so scrolled into view on a phone).
 */
export function PassengerDetailsPage() {
  const { offer, flow = 'oneway', addresses } = readFlowState(useLocation().state);
  const navigate = useNavigate();
  const goBack = useGoBack('/');
  const [initial] = useState<DetailsValues>(() => ({
    ...loadPassenger(),
    pickupAddress: addresses?.pickupAddress ?? '',
    pickupLandmark: addresses?.pickupLandmark ?? '',
    dropAddress: addresses?.dropAddress ?? '',
  }));
  const t = useTexts(bookingTexts);
  const tc = useTexts(commonTexts);
  const tf = useTexts(formTexts);
  const vocabulary = useVocabulary();
  const schema = useMemo(() => detailsSchema(t, tf), [t, tf]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<DetailsValues>({ resolver: zodResolver(schema), defaultValues: initial, mode: 'onTouched' });
  const idType = useWatch({ control, name: 'idType' });
  const idRule = ID_PATTERNS[idType] ?? ID_PATTERNS['Aadhar Card'];

  if (!offer) {
    return (
      <Page>
        <EmptyState message={t('noTripData')} goBack />
      </Page>
    );
  }

  const submit = handleSubmit((clean) => {
    const details = splitDetails(clean);
    savePassenger(details.passenger);
    navigate(PAY_PAGE[flow], { state: { offer, flow, ...details } });
  });

  return (
    <Page narrow>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{t('passengerTitle')}</h1>
      <p className="mt-1 text-slate-600">
        {[offer.from, offer.to]
          .filter(Boolean)
          .map((place) => place.split(',')[0])
          .join(' → ')}{' '}
        · {offer.vehicle}
      </p>
      <form onSubmit={submit} noValidate className={`${cardClass} mt-6 grid gap-4 p-5 sm:grid-cols-2 sm:p-8`}>
        <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-1 text-base font-bold text-slate-900">{t('addressesTitle')}</legend>
          <FormField
            label={tc('pickupAddress')}
            autoComplete="street-address"
            aria-required="true"
            placeholder={t('pickupAddressHint')}
            error={errors.pickupAddress?.message}
            {...register('pickupAddress')}
            className="sm:col-span-2"
          />
          <FormField
            label={t('pickupLandmark')}
            placeholder={t('pickupLandmarkHint')}
            error={errors.pickupLandmark?.message}
            {...register('pickupLandmark')}
            className="sm:col-span-2"
          />
          <FormField
            label={tc('dropAddress')}
            aria-required="true"
            placeholder={t('dropAddressHint', { place: offer.to.split(',')[0] })}
            error={errors.dropAddress?.message}
            {...register('dropAddress')}
            className="sm:col-span-2"
          />
        </fieldset>
        <h2 className="mt-2 text-base font-bold text-slate-900 sm:col-span-2">{t('passengerInfo')}</h2>
        <FormField
          label={tc('name')}
          autoComplete="name"
          aria-required="true"
          error={errors.name?.message}
          {...register('name')}
          className="sm:col-span-2"
        />
        <FormField
          label={tc('phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          aria-required="true"
          hint={t('phoneRule')}
          error={errors.phone?.message}
          {...register('phone', {
            // Shown as kept: '+91 98765-43210' becomes '9876543210' when the field is left.
            onBlur: (event: { target: { value: string } }) =>
              setValue('phone', normaliseMobile(event.target.value), { shouldValidate: true }),
          })}
        />
        <FormField
          label={tc('email')}
          type="email"
          autoComplete="email"
          aria-required="true"
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField label={tc('idType')} options={vocabulary.idTypeOptions} {...register('idType')} />
        <FormField
          label={tc('idNumber')}
          aria-required="true"
          placeholder={idRule.placeholder}
          error={errors.idNumber?.message}
          {...register('idNumber')}
          hint={t('idNumberHint')}
        />
        <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
          <button type="button" className={buttonClass('secondary')} onClick={goBack}>
            {tc('back')}
          </button>
          <button type="submit" className={buttonClass('primary')}>
            {t('continueToPayment')}
          </button>
        </div>
      </form>
    </Page>
  );
}
