import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  FormField,
  MAX_IMAGE_BYTES,
  SelectField,
  authApi,
  buttonClass,
  cardClass,
  inputClass,
  isApiError,
  isImageFile,
  labelClass,
  RichText,
  commonTexts,
  useTexts,
  useVocabulary,
  type Translate,
} from '@jbp/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { authTexts } from './auth.i18n';

type AuthKey = keyof typeof authTexts.en;

const ROLE_OPTIONS = ['admin', 'agent', 'customer'] as const;

/** The spec's two checks before sending (section 9); the inputs' own `required` covers the rest. */
function registerSchema(t: Translate<AuthKey>) {
  return z
    .object({
      role: z.string().min(1, t('roleRequired')),
      fullName: z.string(),
      email: z.string(),
      mobile: z.string(),
      area: z.string(),
      city: z.string(),
      state: z.string(),
      pincode: z.string(),
      password: z.string(),
      confirmPassword: z.string(),
      travelerName: z.string(),
      idProofType: z.string(),
    })
    .refine((v) => v.password === v.confirmPassword, { message: t('passwordsDiffer'), path: ['confirmPassword'] });
}

/** Every field the form edits; the agent-only ones stay empty for other roles. */
export type RegisterValues = z.infer<ReturnType<typeof registerSchema>>;

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

/** The first failed check, in the spec's order: the role, then the passwords. */
function firstProblem(errors: FieldErrors<RegisterValues>, fallback: string): string {
  return errors.role?.message ?? errors.confirmPassword?.message ?? fallback;
}

/** The multipart body: only non-empty values, plus the ID image for agents (spec section 5). */
export function registrationForm(fields: RegisterValues, idProof: File | null): FormData {
  const form = new FormData();
  const agent = fields.role === 'agent';
  for (const [key, value] of Object.entries(fields)) {
    if (!agent && (key === 'travelerName' || key === 'idProofType')) continue;
    const v = key === 'password' || key === 'confirmPassword' ? value : value.trim();
    if (v !== '') form.append(key, v);
  }
  if (agent && idProof) form.append('idProofImage', idProof);
  return form;
}

/** /register: the role-dependent registration form. */
export function RegisterPage() {
  const t = useTexts(authTexts);
  const tc = useTexts(commonTexts);
  const vocabulary = useVocabulary();
  const schema = useMemo(() => registerSchema(t), [t]);
  const { register, handleSubmit, control, reset } = useForm<RegisterValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const [idProof, setIdProof] = useState<File | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [formKey, setFormKey] = useState(0);
  const fileId = useId();
  const role = useWatch({ control, name: 'role' });
  const isAgent = role === 'agent';

  const registration = useMutation({
    mutationFn: (values: RegisterValues) => authApi.register(registrationForm(values, idProof)),
    onMutate: () => setNotice(null),
    onSuccess: (_answer, values) => {
      const pending = values.role !== 'customer';
      setNotice({
        tone: 'success',
        text: pending ? t('registeredPending') : t('registered'),
      });
      reset(EMPTY);
      setIdProof(null);
      // A new form empties the file input too.
      setFormKey((k) => k + 1);
    },
    onError: (error) => {
      if (isApiError(error)) setNotice({ tone: 'error', text: t('errorPrefix', { message: error.message }) });
      else setNotice({ tone: 'error', text: t('somethingWrong') });
    },
  });
  const busy = registration.isPending;

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

  const submit = handleSubmit(
    (values) => registration.mutate(values),
    (errors) => setNotice({ tone: 'error', text: firstProblem(errors, t('somethingWrong')) }),
  );

  const text = (key: keyof RegisterValues, label: string, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField label={label} required {...register(key)} {...extra} />
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <div className={`${cardClass} p-6 sm:p-8`}>
        <h1 className="text-2xl font-extrabold text-slate-900">{t('createAccount')}</h1>
        <p className="mt-1 text-sm text-slate-600">
          <RichText
            texts={authTexts}
            k="alreadyRegistered"
            components={{ login: <Link to="/login" className="font-semibold text-blue-700 hover:underline" /> }}
          />
        </p>
        {notice && (
          <Alert tone={notice.tone} className="mt-5" onClose={() => setNotice(null)}>
            {notice.text}
            {notice.tone === 'success' && (
              <>
                {' '}
                <Link to="/login" className="font-semibold underline">
                  {t('loginNow')}
                </Link>
              </>
            )}
          </Alert>
        )}
        <form key={formKey} onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('role')}
            aria-required="true"
            placeholder={t('selectRole')}
            options={ROLE_OPTIONS.map((value) => ({ value, label: t(value) }))}
            {...register('role')}
            className="sm:col-span-2"
          />
          {text('fullName', t('fullName'), { autoComplete: 'name', className: 'sm:col-span-2' })}
          {text('email', tc('email'), { type: 'email', autoComplete: 'email' })}
          {text('mobile', tc('mobile'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: t('mobileHint') })}
          {text('area', tc('area'), { autoComplete: 'street-address', className: 'sm:col-span-2' })}
          {text('city', tc('city'), { autoComplete: 'address-level2' })}
          {text('state', tc('state'), { autoComplete: 'address-level1' })}
          {text('pincode', tc('pincode'), { autoComplete: 'postal-code', inputMode: 'numeric', placeholder: t('pincodeHint') })}
          <div className="hidden sm:block" />
          {text('password', t('password'), { type: 'password', autoComplete: 'new-password', minLength: 8, hint: t('passwordHint') })}
          {text('confirmPassword', t('confirmPassword'), { type: 'password', autoComplete: 'new-password' })}

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

          <button type="submit" className={`${buttonClass('primary', 'lg')} sm:col-span-2`} disabled={busy}>
            {busy ? t('registering') : t('register')}
          </button>
        </form>
      </div>
    </div>
  );
}
