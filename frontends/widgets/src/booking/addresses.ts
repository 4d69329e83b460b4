import type { TripAddresses, Translate, commonTexts } from '@jbp/shared';

/** A trip's pickup address, landmark (when given) and drop address as label/value rows for a summary. */
export function addressItems(
  addresses: (Omit<TripAddresses, 'pickupLandmark'> & { pickupLandmark?: string | null }) | null | undefined,
  tc: Translate<keyof typeof commonTexts.en>,
): { label: string; value: string }[] {
  if (!addresses) return [];
  return [
    { label: tc('pickupAddress'), value: addresses.pickupAddress },
    ...(addresses.pickupLandmark ? [{ label: tc('landmark'), value: addresses.pickupLandmark }] : []),
    { label: tc('dropAddress'), value: addresses.dropAddress },
  ];
}
