import {
  Alert,
  PACKAGE_TRIP_TYPES,
  buttonClass,
  errorMessage,
  isApiError,
  queryKeys,
  tripTypeTexts,
  useTexts,
  type PackageTripType,
  type TripPackage,
} from '@jbp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { PACKAGE_VEHICLES, emptyPackageFields, packageBody, packageFields, type PackageFields } from './packageForm';
import { packagesTexts } from './packages.i18n';
import { FormField, MAX_IMAGE_BYTES, SelectField, isImageFile } from '@jbp/widgets';
import { packagesApi } from '@jbp/widgets/api/desk';

type PackagesKey = keyof typeof packagesTexts.en;
type TextField = 'itinerary' | 'itineraryHi' | 'inclusions' | 'inclusionsHi' | 'exclusions' | 'exclusionsHi';

const TEXT_AREAS: readonly [TextField, PackagesKey][] = [
  ['itinerary', 'itineraryEn'],
  ['itineraryHi', 'itineraryHi'],
  ['inclusions', 'inclusionsEn'],
  ['inclusionsHi', 'inclusionsHi'],
  ['exclusions', 'exclusionsEn'],
  ['exclusionsHi', 'exclusionsHi'],
];

/** Creates a package (POST /api/packages) or changes one (PUT /api/packages/:id), titles in English and Hindi. */
export function PackageForm({ editing, onDone }: { editing: TripPackage | null; onDone: () => void }) {
  const t = useTexts(packagesTexts);
  const tt = useTexts(tripTypeTexts);
  const queryClient = useQueryClient();
  const base = useId();
  const [fields, setFields] = useState<PackageFields>(() => (editing ? packageFields(editing) : emptyPackageFields()));
  const [photo, setPhoto] = useState<File | undefined>();
  const [photoProblem, setPhotoProblem] = useState(false);
  const set = <K extends keyof PackageFields>(key: K, value: PackageFields[K]) => setFields((f) => ({ ...f, [key]: value }));
  const save = useMutation({
    mutationFn: async () => {
      const body = packageBody(fields);
      const saved = editing ? await packagesApi.updatePackage(editing.id, body) : await packagesApi.createPackage(body);
      // The photo travels as a file of its own once the package exists.
      return photo ? packagesApi.uploadPackagePhoto(saved.data.id, photo) : saved;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.packages });
      onDone();
    },
  });
  const problems = save.isError && isApiError(save.error) ? save.error.messages : [];

  const pickPhoto = (file: File | undefined) => {
    setPhotoProblem(false);
    if (!file) return setPhoto(undefined);
    if (!isImageFile(file) || file.size > MAX_IMAGE_BYTES) return setPhotoProblem(true);
    setPhoto(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  const heading = editing ? t('editTitle', { title: editing.title }) : t('newTitle');
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label={heading}>
      <h2 className="text-lg font-bold text-slate-900 sm:col-span-2">{heading}</h2>
      {save.isError && (
        <Alert tone="error" className="sm:col-span-2">
          <p>{t('saveFailed')}</p>
          {problems.length > 0 ? (
            <ul className="mt-1 list-disc pl-5 text-sm">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm">{errorMessage(save.error, '')}</p>
          )}
        </Alert>
      )}
      <SelectField
        label={t('tripType')}
        value={fields.tripType}
        onChange={(e) => set('tripType', e.target.value as PackageTripType)}
        options={PACKAGE_TRIP_TYPES.map((id) => ({ value: id, label: tt(id) }))}
      />
      <FormField label={t('places')} value={fields.places} onChange={(e) => set('places', e.target.value)} />
      <FormField label={t('titleEn')} value={fields.title} onChange={(e) => set('title', e.target.value)} />
      <FormField label={t('titleHi')} lang="hi-IN" value={fields.titleHi} onChange={(e) => set('titleHi', e.target.value)} />
      {TEXT_AREAS.map(([key, label]) => (
        <div key={key}>
          <label htmlFor={`${base}-${key}`} className="mb-1 block text-sm font-medium text-slate-700">
            {t(label)}
          </label>
          <textarea
            id={`${base}-${key}`}
            rows={3}
            value={fields[key]}
            onChange={(e) => set(key, e.target.value)}
            className="w-full rounded-xl border border-slate-300 px-3 py-2"
          />
        </div>
      ))}
      <FormField label={t('km')} type="number" min={0} value={fields.km} onChange={(e) => set('km', e.target.value)} />
      <FormField label={t('hours')} type="number" min={0} value={fields.hours} onChange={(e) => set('hours', e.target.value)} />
      <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-5">
        <legend className="px-1 text-sm font-semibold text-slate-700">{t('pricesLegend')}</legend>
        {PACKAGE_VEHICLES.map((vehicle) => (
          <FormField
            key={vehicle}
            label={vehicle}
            type="number"
            min={0}
            value={fields.prices[vehicle]}
            onChange={(e) => set('prices', { ...fields.prices, [vehicle]: e.target.value })}
          />
        ))}
      </fieldset>
      <FormField
        label={t('photo')}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sm:col-span-2"
        onChange={(e) => pickPhoto(e.target.files?.[0])}
        error={photoProblem ? t('photoTooBig') : undefined}
      />
      <div className="flex justify-end gap-2 sm:col-span-2">
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          {t('cancel')}
        </button>
        <button type="submit" className={buttonClass('accent')} disabled={save.isPending || photoProblem}>
          {save.isPending ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
