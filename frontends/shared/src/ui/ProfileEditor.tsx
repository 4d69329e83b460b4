import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { authApi } from '../api/endpoints';
import { errorMessage } from '../api/errors';
import { useApiLoad } from '../api/useApiLoad';
import { formatDate } from '../format/format';
import type { Profile, ProfileUpdate } from '../api/types';
import { MAX_IMAGE_BYTES, fileToDataUrl, isImageFile } from '../util/files';
import { Alert } from './Alert';
import { buttonClass, cardClass } from './classes';
import { FormField } from './FormField';
import { Skeleton } from './Skeleton';
import { useAuthorizedImage } from './useAuthorizedImage';

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

interface Draft {
  fullName: string;
  email: string;
  mobile: string;
  area: string;
  city: string;
  state: string;
  pincode: string;
}

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

const FIELDS: { key: keyof Draft; label: string; type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' }[] = [
  { key: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'mobile', label: 'Mobile', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { key: 'area', label: 'Area / Address', autoComplete: 'street-address' },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'state', label: 'State', autoComplete: 'address-level1' },
  { key: 'pincode', label: 'Pincode', autoComplete: 'postal-code', inputMode: 'numeric' },
];

/**
 * View and edit one's own profile (GET/PUT /api/auth/profile): the Edit Profile / Cancel /
 * Save Changes toggle, Change Photo (images only), and the account creation date. Used by the
 * customer, agent and admin profile pages.
 */
export function ProfileEditor({ areaField = 'area', onProfile, footer }: ProfileEditorProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const photoInputId = useId();
  // Latest callback without loading again when the parent re-renders.
  const onProfileRef = useRef(onProfile);
  useEffect(() => {
    onProfileRef.current = onProfile;
  });

  const load = useApiLoad(
    (signal) =>
      authApi.profile(signal).then((p) => {
        onProfileRef.current?.(p);
        return p;
      }),
    [],
    'profile',
  );
  const profile = load.state === 'ready' ? load.data : null;
  const loadFailed = load.state === 'failed';
  const savedPhoto = useAuthorizedImage(profile?.profileImage);

  if (loadFailed) {
    return <Alert tone="error">We could not load your profile. Please refresh the page.</Alert>;
  }
  if (!profile) {
    return (
      <div className={`${cardClass} p-6`} role="status" aria-label="Loading profile">
        <div className="flex items-center gap-4">
          <Skeleton className="size-20 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-4 w-32" />
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
    setDraft(draftOf(profile));
    setPhoto(null);
    setNotice(null);
    setEditing(true);
  };

  const cancel = () => {
    setEditing(false);
    setDraft(null);
    setPhoto(null);
  };

  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      setNotice({ tone: 'error', text: 'Please choose an image file (JPG, PNG or WebP).' });
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setNotice({ tone: 'error', text: 'The photo must be 5 MB or smaller.' });
      return;
    }
    setNotice(null);
    setPhoto(await fileToDataUrl(file));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const { area, ...rest } = draft;
    const body: ProfileUpdate = { ...rest, [areaField]: area };
    // The document types the photo loosely (a data URL string is what the server takes).
    if (photo) body.profileImage = photo as never;
    setSaving(true);
    try {
      const updated = await authApi.updateProfile(body);
      load.setData(updated);
      onProfile?.(updated);
      setEditing(false);
      setDraft(null);
      setPhoto(null);
      setNotice({ tone: 'success', text: 'Profile updated.' });
    } catch (error) {
      console.error('Failed to update profile', error);
      setNotice({ tone: 'error', text: errorMessage(error, 'Failed to update profile. Please try again.') });
    } finally {
      setSaving(false);
    }
  };

  const shownPhoto = photo ?? savedPhoto;
  const values = editing && draft ? draft : draftOf(profile);

  return (
    <section className={`${cardClass} overflow-hidden`} aria-labelledby="profile-heading">
      <div className="bg-gradient-to-r from-blue-700 to-cyan-600 px-6 py-6 text-white">
        <div className="flex flex-wrap items-center gap-4">
          {shownPhoto ? (
            <img src={shownPhoto} alt="Profile photo" className="size-20 rounded-full object-cover ring-4 ring-white/40" />
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
            <p className="text-sm capitalize text-blue-100">{profile.role}</p>
            {profile.createdAt && (
              <p className="mt-1 text-sm text-blue-100">Member since {formatDate(profile.createdAt)}</p>
            )}
          </div>
          {!editing && (
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={startEditing}>
              Edit Profile
            </button>
          )}
        </div>
      </div>

      <form className="p-6" onSubmit={save}>
        {notice && (
          <Alert tone={notice.tone} className="mb-4" onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        {editing && (
          <div className="mb-5 flex flex-wrap items-center gap-3">
            <label htmlFor={photoInputId} className={`${buttonClass('secondary', 'sm')} cursor-pointer`}>
              Change Photo
            </label>
            <input id={photoInputId} type="file" accept="image/*" className="sr-only" onChange={onPhoto} />
            {photo && <span className="text-sm text-slate-600">New photo selected; save to keep it.</span>}
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((f) =>
            editing ? (
              <FormField
                key={f.key}
                label={f.label}
                name={f.key}
                type={f.type ?? 'text'}
                autoComplete={f.autoComplete}
                inputMode={f.inputMode}
                required
                value={values[f.key]}
                onChange={(e) => setDraft((d) => (d ? { ...d, [f.key]: e.target.value } : d))}
              />
            ) : (
              <div key={f.key}>
                <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{f.label}</p>
                <p className="mt-0.5 break-words text-slate-900">{values[f.key] || '-'}</p>
              </div>
            ),
          )}
        </div>
        {editing && (
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="submit" className={buttonClass('primary')} disabled={saving}>
              {saving ? 'Saving…' : 'Save Changes'}
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={cancel} disabled={saving}>
              Cancel
            </button>
          </div>
        )}
        {footer && <div className="mt-6 border-t border-slate-100 pt-4">{footer}</div>}
      </form>
    </section>
  );
}
