import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  returnToQuery,
  takeIntent,
  useAuth,
  buttonClass,
  cardClass,
  inputClass,
  isApiError,
  labelClass,
  RichText,
  commonTexts,
  useTexts,
  useVocabulary,
  type Translate,
} from '@jbp/shared';
import {
  fieldOfServerMessage,
  formTexts,
  normaliseMobile,
  isIndianMobile,
  FormField,
  MAX_IMAGE_BYTES,
  SelectField,
  isImageFile,
} from '@jbp/widgets';
import { authApi } from '@jbp/widgets/api/auth';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { authTexts } from './auth.i18n';

type AuthKey = keyof typeof authTexts.en;

const ROLE_OPTIONS = ['admin', 'agent', 'customer'] as const;

type FormKey = keyof typeof formTexts.en;

/**
 * The server's rules, checked as each field is left and then as it is typed (spec section 9's two
 * checks, the role and the matching passwords, keep their words). The mobile is normalised to its
 * 10 digits before the check and the send.
 */
function registerSchema(t: Translate<AuthKey>, tf: Translate<FormKey>, label: (key: keyof RegisterValues) => string) {
  const filled = (key: keyof RegisterValues) =>
    z
      .string()
      .trim()
      .min(1, tf('required', { field: label(key) }));
  return z
    .object({
      role: z.string().min(1, t('roleRequired')),
      fullName: filled('fullName').max(120, tf('tooLong', { max: 120 })),
      email: z
        .string()
        .trim()
        .pipe(z.email(tf('emailRule'))),
      mobile: z.string().refine(isIndianMobile, tf('mobileRule')),
      area: filled('area'),
      city: filled('city'),
      state: filled('state'),
      pincode: z
        .string()
        .trim()
        .regex(/^\d{6}$/, tf('pincodeRule')),
      password: z
        .string()
        .min(8, tf('passwordShort'))
        .max(72, tf('tooLong', { max: 72 })),
      confirmPassword: z.string(),
      travelerName: z.string(),
      idProofType: z.string(),
    })
    .refine((v) => v.password === v.confirmPassword, { message: t('passwordsDiffer'), path: ['confirmPassword'] });
}

/** Every field the form edits; the agent-only ones stay empty for other roles. */
export interface RegisterValues {
  role: string;
  fullName: string;
  email: string;
  mobile: string;
  area: string;
  city: string;
  state: string;
  pincode: string;
  password: string;
  confirmPassword: string;
  travelerName: string;
  idProofType: string;
}

const FIELDS = Object.keys({
  role: 1,
  fullName: 1,
  email: 1,
  mobile: 1,
  area: 1,
  city: 1,
  state: 1,
  pincode: 1,
  password: 1,
  confirmPassword: 1,
  travelerName: 1,
  idProofType: 1,
} satisfies Record<keyof RegisterValues, 1>) as (keyof RegisterValues)[];

const EMPTY: RegisterValues = {
  role: '',
  fullName: '',
  email: '',
  mobile: '',
  area: '',
  city: '',
  state: '',
  pincode: '',
  password: '',
  confirmPassword: '',
  travelerName: '',
  idProofType: '',
};

type Notice = { tone: 'error' | 'success'; text: string };

/** Which fields still need attention, for the note beside the button. */
function problemCount(errors: FieldErrors<RegisterValues>): number {
  return Object.keys(errors).length;
}

/** The multipart body: only non-empty values, plus the ID image for agents (spec section 5). */
export function registrationForm(fields: RegisterValues, idProof: File | null): FormData {
  const form = new FormData();
  const agent = fields.role === 'agent';
  for (const [key, value] of Object.entries(fields)) {
    if (!agent && (key === 'travelerName' || key === 'idProofType')) continue;
    const v = key === 'password' || key === 'confirmPassword' ? value : key === 'mobile' ? normaliseMobile(value) : value.trim();
    if (v !== '') form.append(key, v);
  }
  if (agent && idProof) form.append('idProofImage', idProof);
  return form;
}

/**
 * /register: the role-dependent registration form. Each field says what is wrong beside it as it
 * is left; the server's refusals land on their fields ("already registered" links to login). A
 * customer is signed in at once and goes back to the page the guard stopped them on (or the
 * profile); agents and admins see when to expect the approval.
 */
export function RegisterPage() {
  const t = useTexts(authTexts);
  const tc = useTexts(commonTexts);
  const tf = useTexts(formTexts);
  const vocabulary = useVocabulary();
  const { login } = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const labels: Record<keyof RegisterValues, string> = {
    role: t('role'),
    fullName: t('fullName'),
    email: tc('email'),
    mobile: tc('mobile'),
    area: tc('area'),
    city: tc('city'),
    state: tc('state'),
    pincode: tc('pincode'),
    password: t('password'),
    confirmPassword: t('confirmPassword'),
    travelerName: t('travelerName'),
    idProofType: t('idProofType'),
  };
  const schema = useMemo(() => registerSchema(t, tf, (key) => labels[key]), [t, tf]); // eslint-disable-line react-hooks/exhaustive-deps
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<RegisterValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const [idProof, setIdProof] = useState<File | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // What the server found already registered; it stops applying once that field is changed.
  const [takenAnswer, setTaken] = useState<{ field: 'mobile' | 'email'; value: string } | null>(null);
  const fileId = useId();
  const role = useWatch({ control, name: 'role' });
  const isAgent = role === 'agent';
  const [mobile, email] = useWatch({ control, name: ['mobile', 'email'] });
  const taken = takenAnswer && takenAnswer.value === (takenAnswer.field === 'mobile' ? mobile : email) ? takenAnswer.field : null;
  const loginLink = `/login${returnToQuery(search)}`;

  const registration = useMutation({
    mutationFn: (values: RegisterValues) => authApi.register(registrationForm(values, idProof)),
    onMutate: () => {
      setNotice(null);
      setTaken(null);
    },
    onSuccess: (answer, values) => {
      if (answer.session) {
        login(answer.session);
        const intent = takeIntent(search);
        navigate(intent?.path ?? '/customerprofile', { replace: true, state: intent?.state ?? { registered: true } });
        return;
      }
      navigate('/awaiting-approval', { replace: true, state: { role: values.role } });
    },
    onError: (error) => {
      if (!isApiError(error)) return setNotice({ tone: 'error', text: t('somethingWrong') });
      const field = fieldOfServerMessage(error.message, FIELDS);
      if (error.status === 409 && (field === 'mobile' || field === 'email')) {
        setTaken({ field, value: getValues(field) });
        setError(field, { message: ' ' }, { shouldFocus: true });
        return;
      }
      if (field) return setError(field, { message: error.message }, { shouldFocus: true });
      setNotice({ tone: 'error', text: error.message });
    },
  });
  const busy = registration.isPending || registration.isSuccess;
  const remaining = problemCount(errors);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && !isImageFile(file)) {
      event.target.value = '';
      setIdProof(null);
      setNotice({ tone: 'error', text: t('idProofNotImage') });
      return;
    }
    if (file && file.size > MAX_IMAGE_BYTES) {
      event.target.value = '';
      setIdProof(null);
      setNotice({ tone: 'error', text: t('idProofTooLarge') });
      return;
    }
    setIdProof(file);
  };

  // react-hook-form focuses the first field in error on submit, which scrolls it into view on phones.
  const submit = handleSubmit((values) => registration.mutate({ ...values, mobile: normaliseMobile(values.mobile) }));

  const takenMessage = (field: 'mobile' | 'email') =>
    taken === field ? (
      <RichText
        texts={formTexts}
        k={field === 'mobile' ? 'mobileTaken' : 'emailTaken'}
        components={{ login: <Link to={loginLink} className="font-semibold underline" /> }}
      />
    ) : undefined;

  const text = (key: keyof RegisterValues, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField label={labels[key]} aria-required="true" error={errors[key]?.message} {...register(key)} {...extra} />
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <div className={`${cardClass} p-6 sm:p-8`}>
        <h1 className="text-2xl font-extrabold text-slate-900">{t('createAccount')}</h1>
        <p className="mt-1 text-sm text-slate-600">
          <RichText
            texts={authTexts}
            k="alreadyRegistered"
            components={{ login: <Link to={loginLink} className="font-semibold text-blue-700 hover:underline" /> }}
          />
        </p>
        {notice && (
          <Alert tone={notice.tone} className="mt-5" onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        <form onSubmit={submit} noValidate className="mt-6 grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('role')}
            aria-required="true"
            placeholder={t('selectRole')}
            options={ROLE_OPTIONS.map((value) => ({ value, label: t(value) }))}
            error={errors.role?.message}
            {...register('role')}
            className="sm:col-span-2"
          />
          {text('fullName', { autoComplete: 'name', className: 'sm:col-span-2' })}
          {text('email', { type: 'email', autoComplete: 'email', error: takenMessage('email') ?? errors.email?.message })}
          {text('mobile', {
            type: 'tel',
            autoComplete: 'tel',
            inputMode: 'tel',
            placeholder: t('mobileHint'),
            error: takenMessage('mobile') ?? errors.mobile?.message,
            // Shown as kept: '+91 98765-43210' becomes '9876543210' when the field is left.
            onBlur: (event) => {
              setValue('mobile', normaliseMobile(event.target.value), { shouldValidate: true, shouldTouch: true });
            },
          })}
          {text('area', { autoComplete: 'street-address', className: 'sm:col-span-2' })}
          {text('city', { autoComplete: 'address-level2' })}
          {text('state', { autoComplete: 'address-level1' })}
          {text('pincode', { autoComplete: 'postal-code', inputMode: 'numeric', placeholder: t('pincodeHint') })}
          <div className="hidden sm:block" />
          {text('password', { type: 'password', autoComplete: 'new-password', hint: t('passwordHint') })}
          {text('confirmPassword', { type: 'password', autoComplete: 'new-password' })}

          {isAgent && (
            <fieldset className="grid gap-4 rounded-2xl border border-orange-200 bg-orange-50/50 p-4 sm:col-span-2 sm:grid-cols-2">
              <legend className="px-1 text-sm font-semibold text-orange-800">{t('agentDetails')}</legend>
              <FormField label={t('travelerName')} {...register('travelerName')} hint={t('travelerNameHint')} />
              <SelectField
                label={t('idProofType')}
                placeholder={t('selectIdProof')}
                options={vocabulary.idTypeOptions}
                {...register('idProofType')}
              />
              <div className="sm:col-span-2">
                <label htmlFor={fileId} className={labelClass}>
                  {t('idProofImage')}
                </label>
                <input
                  id={fileId}
                  name="idProofImage"
                  type="file"
                  accept="image/*"
                  onChange={onFile}
                  className={`${inputClass} file:mr-3 file:rounded-lg file:border-0 file:bg-orange-100 file:px-3 file:py-1 file:font-semibold file:text-orange-800`}
                />
                <p className="mt-1 text-xs text-slate-500">{t('imagesOnly')}</p>
              </div>
            </fieldset>
          )}

          <div className="grid gap-2 sm:col-span-2">
            {isSubmitted && remaining > 0 && (
              <p role="status" className="text-sm font-medium text-red-700">
                {t('fixFields', { count: remaining })}
              </p>
            )}
            <button type="submit" className={buttonClass('primary', 'lg')} disabled={busy}>
              {busy ? t('registering') : t('register')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
