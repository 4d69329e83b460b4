import { useMemo } from 'react';
import type { BookingBillLine as BillLine, IdProofType } from '../api/types';
import { ID_PROOF_TYPES } from '../api/types';
import { commonTexts } from './common.i18n';
import { useTexts } from './texts';
import { billTexts } from './bill.i18n';

/** The spec's pickup-info choices: the values sent and stored, shown in the reader's language. */
export const PICKUP_INFO_VALUES = ['Bus station to Bus station', 'Railway Station to Railway Station', 'Highway to Highway'] as const;

const PICKUP_INFO_KEYS = {
  'Bus station to Bus station': 'pickupBusStation',
  'Railway Station to Railway Station': 'pickupRailwayStation',
  'Highway to Highway': 'pickupHighway',
} as const;

// The API's ID proof value is the spec's 'Aadhar Card'; people read 'Aadhaar Card'.
const ID_TYPE_KEYS: Record<IdProofType, 'aadhaarCard' | 'voterIdCard'> = {
  'Aadhar Card': 'aadhaarCard',
  'Voter ID Card': 'voterIdCard',
};

export interface Vocabulary {
  /** An ID proof type as shown ('Aadhaar Card'); unknown text as it is. */
  idType: (value: string | null | undefined) => string;
  /** ID proof choices for a select: the API's values, shown in the reader's language. */
  idTypeOptions: { value: IdProofType; label: string }[];
  /** A pickup-info value as shown; other text (an offer's own note) as it is. */
  pickupInfo: (value: string | null | undefined) => string;
  pickupInfoOptions: { value: string; label: string }[];
  /** A bill line's label by its code; the server's label for a code the site does not know. */
  billLine: (line: Pick<BillLine, 'code' | 'label'>) => string;
}

/** Data values (ID types, pickup info, bill lines) in the reader's language. */
export function useVocabulary(): Vocabulary {
  const t = useTexts(commonTexts);
  const tb = useTexts(billTexts);
  return useMemo(() => {
    const idType = (value: string | null | undefined) => {
      const key = value ? ID_TYPE_KEYS[value as IdProofType] : undefined;
      return key ? t(key) : (value ?? '');
    };
    const pickupInfo = (value: string | null | undefined) => {
      const key = value ? PICKUP_INFO_KEYS[value as keyof typeof PICKUP_INFO_KEYS] : undefined;
      return key ? t(key) : (value ?? '');
    };
    const billLine = (line: Pick<BillLine, 'code' | 'label'>) => (line.code in billTexts.en ? tb(line.code as never) : line.label);
    return {
      idType,
      idTypeOptions: ID_PROOF_TYPES.map((value) => ({ value, label: idType(value) })),
      pickupInfo,
      pickupInfoOptions: PICKUP_INFO_VALUES.map((value) => ({ value, label: pickupInfo(value) })),
      billLine,
    };
  }, [t, tb]);
}
