// Public surface of @jbp/shared. Shell and remotes import only from here (one shared singleton).
// It exports what two or more apps use and the first page needs, plus the API's types (the contract,
// exported whole) and what must exist once on the page: the auth context the shell provides and
// every remote reads, the site's language, the API client. A shared singleton is downloaded whole
// with the first page, so pieces that bring a large library (forms, the combobox) or that the first
// page does not use (form fields, status badges, the booking's addresses) are in @jbp/widgets
// (frontends/widgets), which each remote bundles with the pages that use them. No file here imports
// '@jbp/shared' itself (singletons.spec.ts).

export * from './api/types';
export type { RemoteRoute, RemoteRoutesModule } from './remote';
export { scopedPage } from './scopedPage';

export { UNAUTHORIZED_EVENT, answerOf, api } from './api/client';
export { ApiError, NetworkError, errorMessage, isApiError } from './api/errors';
export type {
  AgentListQuery,
  BookingListQuery,
  CustomerListQuery,
  DownloadedFile,
  HistoryQuery,
  ListAllQuery,
  ListPage,
  OfferListQuery,
  ReceiptKind,
} from './api/queries';
export { queryKeys } from './api/queryKeys';
export {
  PACKAGE_TRIP_TYPES,
  TRIP_TYPE_IDS,
  isTripTypeId,
  type Enquiry,
  type EnquiryAnswer,
  type EnquiryCreate,
  type EnquiryQuery,
  type EnquiryStatus,
  type NewEnquiryEvent,
  type PackageInput,
  type PackagePrice,
  type PackageTripType,
  type PackageUpdate,
  type Quote,
  type QuoteLine,
  type QuoteRequest,
  type TripPackage,
  type TripType,
  type TripTypeId,
  type Vehicle,
  type VehicleQuote,
} from './api/trips';

// The one auth context: the shell provides it, every remote reads it.
export { AuthProvider } from './auth/AuthProvider';
export { useAuth } from './auth/useAuth';
export { profilePath } from './auth/roles';
export { RETURN_TO_PARAM, rememberIntent, returnToQuery, safeReturnPath, takeIntent, type Intent } from './auth/intent';
export { STORAGE_KEYS, readJson, readSession, writeJson } from './auth/storage';

export { tripTypeTexts } from './booking/tripType.i18n';

// The site's language and typed texts per feature.
export { HTML_LANG, LANGUAGES, LANGUAGE_STORAGE_KEY, currentLanguage, isLanguage, setLanguage, type Language } from './i18n/i18n';
export {
  defineTexts,
  localized,
  textIn,
  translate,
  useLanguage,
  useLocalized,
  useTexts,
  type AnyTextBundle,
  type Localized,
  type LocalizedText,
  type TextBundle,
  type TextKey,
  type TextValues,
  type Translate,
} from './i18n/texts';
export { RichText } from './i18n/RichText';
export { commonTexts } from './i18n/common.i18n';
export { billTexts } from './i18n/bill.i18n';
export { PICKUP_INFO_VALUES, useVocabulary, type Vocabulary } from './i18n/vocabulary';

export {
  IST,
  dateTimeFormat,
  formatAmount,
  formatCount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatKm,
  formatRupees,
  formatTime,
  intlLocale,
  numberFormat,
  shortPlace,
  timeInIndia,
  todayInIndia,
} from './format/format';
export { branding, type Branding } from './branding';
export { brandingTexts } from './branding.i18n';
export { DEFAULT_VEHICLE_IMAGE, VEHICLES, findVehicle, vehicleImage } from './vehicles';

export { Alert } from './ui/Alert';
export { Dialog, type DialogProps } from './ui/Dialog';
export { EmptyState } from './ui/EmptyState';
export { LanguageSwitch } from './ui/LanguageSwitch';
export { Logo } from './ui/Logo';
export { Skeleton, SkeletonList } from './ui/Skeleton';
export { VehicleImage } from './ui/VehicleImage';
export { buttonClass, cardClass, inputClass, labelClass } from './ui/classes';

export { useGoBack } from './util/useGoBack';
export { SocialIcon } from './ui/SocialIcon';
// lucide-react's icon component and helpers, which the remotes' icons take from here instead of
// bundling a copy each (`lucideFromShared` in build/lucide.ts).
export { createLucideIcon } from 'lucide-react';
