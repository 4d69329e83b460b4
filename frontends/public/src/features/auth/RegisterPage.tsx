import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  FormField,
  ID_PROOF_TYPES,
  MAX_IMAGE_BYTES,
  SelectField,
  authApi,
  buttonClass,
  cardClass,
  inputClass,
  isApiError,
  isImageFile,
  labelClass,
} from '@jbp/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';

export const REGISTER_MESSAGES = {
  roleRequired: 'Role is required',
  passwordsDiffer: 'Passwords do not match!',
  success: 'Registered Successfully!',
  failed: 'Something went wrong!',
} as const;

const ROLE_OPTIONS = [
  { value: 'admin', label: 'Admin' },
  { value: 'agent', label: 'Agent' },
  { value: 'customer', label: 'Customer' },
];

/** The spec's two checks before sending (section 9); the inputs' own `required` covers the rest. */
const registerSchema = z
  .object({
    role: z.string().min(1, REGISTER_MESSAGES.roleRequired),
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
  .refine((v) => v.password === v.confirmPassword, { message: REGISTER_MESSAGES.passwordsDiffer, path: ['confirmPassword'] });

/** Every field the form edits; the agent-only ones stay empty for other roles. */
export type RegisterValues = z.infer<typeof registerSchema>;

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
function firstProblem(errors: FieldErrors<RegisterValues>): string {
  return errors.role?.message ?? errors.confirmPassword?.message ?? REGISTER_MESSAGES.failed;
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
  const { register, handleSubmit, control, reset } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
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
        text: pending ? `${REGISTER_MESSAGES.success} Your account will be active once our office approves it.` : REGISTER_MESSAGES.success,
      });
      reset(EMPTY);
      setIdProof(null);
      // A new form empties the file input too.
      setFormKey((k) => k + 1);
    },
    onError: (error) => {
      if (isApiError(error)) setNotice({ tone: 'error', text: `Error: ${error.message}` });
      else setNotice({ tone: 'error', text: REGISTER_MESSAGES.failed });
    },
  });
  const busy = registration.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && !isImageFile(file)) {
      event.target.value = '';
      setIdProof(null);
      setNotice({ tone: 'error', text: 'The ID proof must be an image (JPG, PNG or WebP).' });
      return;
    }
    if (file && file.size > MAX_IMAGE_BYTES) {
      event.target.value = '';
      setIdProof(null);
      setNotice({ tone: 'error', text: 'The ID proof image must be 5 MB or smaller.' });
      return;
    }
    setIdProof(file);
  };

  const submit = handleSubmit(
    (values) => registration.mutate(values),
    (errors) => setNotice({ tone: 'error', text: firstProblem(errors) }),
  );

  const text = (key: keyof RegisterValues, label: string, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField label={label} required {...register(key)} {...extra} />
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <div className={`${cardClass} p-6 sm:p-8`}>
        <h1 className="text-2xl font-extrabold text-slate-900">Create your account</h1>
        <p className="mt-1 text-sm text-slate-600">
          Already registered?{' '}
          <Link to="/login" className="font-semibold text-blue-700 hover:underline">
            Login
          </Link>
        </p>
        {notice && (
          <Alert tone={notice.tone} className="mt-5" onClose={() => setNotice(null)}>
            {notice.text}
            {notice.tone === 'success' && (
              <>
                {' '}
                <Link to="/login" className="font-semibold underline">
                  Login now
                </Link>
              </>
            )}
          </Alert>
        )}
        <form key={formKey} onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Role"
            aria-required="true"
            placeholder="Select your role"
            options={ROLE_OPTIONS}
            {...register('role')}
            className="sm:col-span-2"
          />
          {text('fullName', 'Full Name', { autoComplete: 'name', className: 'sm:col-span-2' })}
          {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
          {text('mobile', 'Mobile', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '10-digit mobile number' })}
          {text('area', 'Area', { autoComplete: 'street-address', className: 'sm:col-span-2' })}
          {text('city', 'City', { autoComplete: 'address-level2' })}
          {text('state', 'State', { autoComplete: 'address-level1' })}
          {text('pincode', 'Pincode', { autoComplete: 'postal-code', inputMode: 'numeric', placeholder: '6 digits' })}
          <div className="hidden sm:block" />
          {text('password', 'Password', { type: 'password', autoComplete: 'new-password', minLength: 8, hint: 'At least 8 characters' })}
          {text('confirmPassword', 'Confirm Password', { type: 'password', autoComplete: 'new-password' })}

          {isAgent && (
            <fieldset className="grid gap-4 rounded-2xl border border-orange-200 bg-orange-50/50 p-4 sm:col-span-2 sm:grid-cols-2">
              <legend className="px-1 text-sm font-semibold text-orange-800">Agent details</legend>
              <FormField label="Traveler Name" {...register('travelerName')} hint="Your travels or agency name" />
              <SelectField label="ID Proof Type" placeholder="Select ID proof" options={ID_PROOF_TYPES} {...register('idProofType')} />
              <div className="sm:col-span-2">
                <label htmlFor={fileId} className={labelClass}>
                  ID Proof Image
                </label>
                <input
                  id={fileId}
                  name="idProofImage"
                  type="file"
                  accept="image/*"
                  onChange={onFile}
                  className={`${inputClass} file:mr-3 file:rounded-lg file:border-0 file:bg-orange-100 file:px-3 file:py-1 file:font-semibold file:text-orange-800`}
                />
                <p className="mt-1 text-xs text-slate-500">Images only, up to 5 MB.</p>
              </div>
            </fieldset>
          )}

          <button type="submit" className={`${buttonClass('primary', 'lg')} sm:col-span-2`} disabled={busy}>
            {busy ? 'Registering…' : 'Register'}
          </button>
        </form>
      </div>
    </div>
  );
}
