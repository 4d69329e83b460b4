import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
// A widget (see widgets.ts): the core of @jbp/shared comes through the package, so the page keeps one copy.
import {
  Alert,
  Skeleton,
  buttonClass,
  cardClass,
  commonTexts,
  errorMessage,
  formatDate,
  queryKeys,
  useTexts,
  type Profile,
  type ProfileUpdate,
  type TextKey,
  type Translate,
} from '@jbp/shared';
import { authApi } from '../api/auth';
import { useAuthorizedImage } from './useAuthorizedImage';
import { uiTexts } from './ui.i18n';
import { FormField } from './FormField';
import { MAX_IMAGE_BYTES, fileToDataUrl, isImageFile } from '../util/files';

export interface ProfileEditorProps {
  /**
   * The field the area is sent as: customers send `address`, admins `area` (spec section 7).
   * The server answers with both.
   */
  areaField?: 'area' | 'address';
  /** Called with the profile once loaded and after every save. */
  onProfile?: (profile: Profile) => void;
  /** Extra content under the details, e.g. a link to the terms. */
  footer?: ReactNode;
}

/** The server's own rules and messages for these fields (UpdateProfileDto), in the reader's language. */
function draftSchema(t: Translate<keyof typeof uiTexts.en>) {
  return z.object({
    fullName: z.string().trim().min(1, t('fullNameRequired')),
    email: z
      .string()
      .trim()
      .pipe(z.email(t('emailInvalid'))),
    mobile: z
      .string()
      .trim()
      .regex(/^[6-9]\d{9}$/, t('mobileInvalid')),
    area: z.string().trim(),
    city: z.string().trim(),
    state: z.string().trim(),
    pincode: z
      .string()
      .trim()
      .regex(/^\d{6}$/, t('pincodeInvalid')),
  });
}

type Draft = z.infer<ReturnType<typeof draftSchema>>;

function draftOf(p: Profile): Draft {
  return {
    fullName: p.fullName ?? '',
    email: p.email ?? '',
    mobile: p.mobile ?? '',
    area: p.area ?? p.address ?? '',
    city: p.city ?? '',
    state: p.state ?? '',
    pincode: p.pincode ?? '',
  };
}

/** "Asha Verma" → "AV"; words that do not start with a letter (such as a "[DEMO]" tag) are skipped. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => w.match(/^\p{L}/u)?.[0])
    .filter(Boolean)
    .slice(0, 2)
    .map((letter) => letter!.toUpperCase())
    .join('');
}

const FIELDS: {
  key: keyof Draft;
  label: TextKey<keyof typeof commonTexts.en> | 'areaAddress' | 'fullName';
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel';
}[] = [
  { key: 'fullName', label: 'fullName', autoComplete: 'name' },
  { key: 'email', label: 'email', type: 'email', autoComplete: 'email' },
  { key: 'mobile', label: 'mobile', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { key: 'area', label: 'areaAddress', autoComplete: 'street-address' },
  { key: 'city', label: 'city', autoComplete: 'address-level2' },
  { key: 'state', label: 'state', autoComplete: 'address-level1' },
  { key: 'pincode', label: 'pincode', autoComplete: 'postal-code', inputMode: 'numeric' },
];

/**
 * View and edit one's own profile (GET/PUT /api/auth/profile): the Edit Profile / Cancel /
 * Save Changes toggle, Change Photo (images only), and the account creation date. Used by the
 * customer, agent and admin profile pages.
 */
export function ProfileEditor({ areaField = 'area', onProfile, footer }: ProfileEditorProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  // The chosen file is uploaded on save; its data URL only previews it here.
  const [photo, setPhoto] = useState<{ file: File; preview: string } | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const photoInputId = useId();
  const t = useTexts(uiTexts);
  const tc = useTexts(commonTexts);
  const label = (key: (typeof FIELDS)[number]['label']) => (key === 'areaAddress' || key === 'fullName' ? t(key) : tc(key));
  const schema = useMemo(() => draftSchema(t), [t]);
  const roleName = (role: string | null | undefined) =>
    role === 'admin' || role === 'agent' || role === 'customer' ? t(`role_${role}`) : (role ?? '');
  const form = useForm<Draft>({ resolver: zodResolver(schema) });
  const { errors } = form.formState;
  // Latest callback without loading again when the parent re-renders.
  const onProfileRef = useRef(onProfile);
  useEffect(() => {
    onProfileRef.current = onProfile;
  });

  const load = useQuery({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) =>
      authApi.profile(signal).catch((error: unknown) => {
        if (!signal.aborted) console.error('Failed to fetch profile', error);
        throw error;
      }),
  });
  const profile = load.data ?? null;
  useEffect(() => {
    if (profile) onProfileRef.current?.(profile);
  }, [profile]);
  const savedPhoto = useAuthorizedImage(profile?.profileImage);

  const save = useMutation({
    mutationFn: async ({ body, photoFile }: { body: ProfileUpdate; photoFile?: File }) => {
      const updated = await authApi.updateProfile(body);
      return photoFile ? authApi.uploadPhoto(photoFile) : updated;
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.profile, updated);
      setEditing(false);
      setPhoto(null);
      setNotice({ tone: 'success', text: updated.pendingEmail ? t('profileUpdatedCheckInbox') : t('profileUpdated') });
    },
    onError: (error) => {
      console.error('Failed to update profile', error);
      setNotice({ tone: 'error', text: errorMessage(error, t('profileUpdateFailed')) });
    },
  });

  if (load.isError) {
    return <Alert tone="error">{t('profileLoadFailed')}</Alert>;
  }
  if (!profile) {
    return (
      <div className={`${cardClass} p-6`} role="status" aria-busy="true" aria-label={t('loadingProfile')}>
        <div className="flex items-center gap-4">
          <Skeleton className="size-20 shrink-0 rounded-full" />
          {/* Bars as wide as the card allows (w-full up to a cap), so a phone's narrow card is not widened. */}
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-full max-w-48" />
            <Skeleton className="h-4 w-full max-w-32" />
          </div>
        </div>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          {FIELDS.map((f) => (
            <Skeleton key={f.key} className="h-10" />
          ))}
        </div>
      </div>
    );
  }

  const startEditing = () => {
    form.reset(draftOf(profile));
    setPhoto(null);
    setNotice(null);
    setEditing(true);
  };

  const cancel = () => {
    setEditing(false);
    setPhoto(null);
  };

  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      setNotice({ tone: 'error', text: t('photoNotImage') });
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setNotice({ tone: 'error', text: t('photoTooLarge') });
      return;
    }
    setNotice(null);
    setPhoto({ file, preview: await fileToDataUrl(file) });
  };

  const submit = form.handleSubmit(({ area, ...rest }) => {
    const body: ProfileUpdate = { ...rest, [areaField]: area };
    save.mutate({ body, photoFile: photo?.file }, { onSuccess: (updated) => onProfile?.(updated) });
  });

  const shownPhoto = photo?.preview ?? savedPhoto;
  const shown = draftOf(profile);
  const saving = save.isPending;

  return (
    <section className={`${cardClass} overflow-hidden`} aria-labelledby="profile-heading">
      <div className="bg-gradient-to-r from-blue-700 to-cyan-600 px-6 py-6 text-white">
        <div className="flex flex-wrap items-center gap-4">
          {shownPhoto ? (
            <img src={shownPhoto} alt={t('profilePhoto')} className="size-20 rounded-full object-cover ring-4 ring-white/40" />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-20 items-center justify-center rounded-full bg-white/20 text-2xl font-bold ring-4 ring-white/40"
            >
              {initials(profile.fullName) || '?'}
            </span>
          )}
          {/* At least 10rem, so on phones Edit Profile wraps below instead of squeezing the name. */}
          <div className="min-w-40 flex-1">
            <h2 id="profile-heading" className="truncate text-xl font-bold">
              {profile.fullName}
            </h2>
            <p className="text-sm text-blue-100">{roleName(profile.role)}</p>
            {profile.createdAt && <p className="mt-1 text-sm text-blue-100">{t('memberSince', { date: formatDate(profile.createdAt) })}</p>}
          </div>
          {!editing && (
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={startEditing}>
              {t('editProfile')}
            </button>
          )}
        </div>
      </div>

      <form className="p-6" onSubmit={submit}>
        {notice && (
          <Alert tone={notice.tone} className="mb-4" onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        {profile.pendingEmail && (
          <Alert tone="info" className="mb-4 [overflow-wrap:anywhere]">
            {t('checkNewInbox', { email: profile.pendingEmail, current: profile.email })}
          </Alert>
        )}
        {editing && (
          <div className="mb-5 flex flex-wrap items-center gap-3">
            <label htmlFor={photoInputId} className={`${buttonClass('secondary', 'sm')} cursor-pointer`}>
              {t('changePhoto')}
            </label>
            <input id={photoInputId} type="file" accept="image/*" className="sr-only" onChange={onPhoto} />
            {photo && <span className="text-sm text-slate-600">{t('newPhotoSelected')}</span>}
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((f) =>
            editing ? (
              <FormField
                key={f.key}
                label={label(f.label)}
                type={f.type ?? 'text'}
                autoComplete={f.autoComplete}
                inputMode={f.inputMode}
                required
                error={errors[f.key]?.message}
                {...form.register(f.key)}
              />
            ) : (
              <div key={f.key}>
                <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label(f.label)}</p>
                <p className="mt-0.5 text-slate-900 [overflow-wrap:anywhere]">{shown[f.key] || '-'}</p>
              </div>
            ),
          )}
        </div>
        {editing && (
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="submit" className={buttonClass('primary')} disabled={saving}>
              {saving ? tc('saving') : t('saveChanges')}
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={cancel} disabled={saving}>
              {tc('cancel')}
            </button>
          </div>
        )}
        {footer && <div className="mt-6 border-t border-slate-100 pt-4">{footer}</div>}
      </form>
    </section>
  );
}
