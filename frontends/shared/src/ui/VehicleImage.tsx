import { commonTexts } from '../i18n/common.i18n';
import { useTexts } from '../i18n/texts';
import { vehicleImage } from '../vehicles';

export interface VehicleImageProps {
  vehicle: string | null | undefined;
  className?: string;
}

/** The project's drawing of the vehicle, chosen by name, with a default for any other name. */
export function VehicleImage({ vehicle, className = 'h-14 w-28' }: VehicleImageProps) {
  const t = useTexts(commonTexts);
  return (
    <img
      src={vehicleImage(vehicle)}
      alt={vehicle ? t('vehicleCab', { vehicle }) : t('cab')}
      width={240}
      height={120}
      loading="lazy"
      className={`object-contain ${className}`}
    />
  );
}
