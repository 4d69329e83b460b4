// Public surface of @jbp/shared. Shell and remotes import only from here (one shared singleton).

export * from './api/types';
export type { RemoteRoute, RemoteRoutesModule } from './remote';

export { UNAUTHORIZED_EVENT } from './api/client';
export { ApiError, NetworkError, errorMessage, isApiError, messagesFromBody } from './api/errors';
export { authApi, bookingsApi, healthApi, offersApi, tripApi, usersApi, type BookingListQuery } from './api/endpoints';
export { queryKeys } from './api/queryKeys';

export { AuthProvider } from './auth/AuthProvider';
export type { AuthContextValue } from './auth/authContext';
export { useAuth } from './auth/useAuth';
export { RequireRole, type RequireRoleProps } from './auth/RequireRole';
export { isRoleAllowed, profilePath } from './auth/roles';
export {
  STORAGE_KEYS,
  clearSession,
  getStoredToken,
  normalizeRole,
  readJson,
  readSession,
  writeJson,
  writeSession,
  type CustomerData,
  type StoredSession,
} from './auth/storage';

export { TONE_CLASSES, normalizeStatus, statusDetailTone, statusLabel, statusListTone, type StatusTone } from './booking/status';

export {
  IST,
  formatAmount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatKm,
  formatRupees,
  formatTime,
  shortPlace,
  todayInIndia,
} from './format/format';
export { useRouteDistance, type RouteDistance } from './trip/useRouteDistance';
export { branding, type Branding, type SocialLink } from './branding';
export { DEFAULT_VEHICLE_IMAGE, OFFER_VEHICLES, VEHICLES, findVehicle, vehicleImage, type VehicleInfo } from './vehicles';

export { Alert, type AlertProps, type AlertTone } from './ui/Alert';
export { ClauseList, type Clause } from './ui/ClauseList';
export { BookForCustomer, type BookForCustomerProps } from './ui/BookForCustomer';
export { EmptyState, type EmptyStateProps } from './ui/EmptyState';
export { FormField, SelectField, type FormFieldProps, type SelectFieldProps } from './ui/FormField';
export { Logo } from './ui/Logo';
export { OfferStateBadge, offerStateOf, type OfferState } from './ui/OfferStateBadge';
export { PageTitle, type PageTitleProps } from './ui/PageTitle';
export { PlaceAutocomplete, type PlaceAutocompleteProps } from './ui/PlaceAutocomplete';
export { PortalLayout, type PortalLayoutProps, type SideMenuLink } from './ui/PortalLayout';
export { ProfileEditor, type ProfileEditorProps } from './ui/ProfileEditor';
export { Skeleton, SkeletonCard, SkeletonList, type SkeletonListProps } from './ui/Skeleton';
export { StatusBadge, type StatusBadgeProps } from './ui/StatusBadge';
export { VehicleImage, type VehicleImageProps } from './ui/VehicleImage';
export { buttonClass, cardClass, inputClass, labelClass, pageClass, type ButtonVariant } from './ui/classes';
export { useAuthorizedImage } from './ui/useAuthorizedImage';

export { MAX_IMAGE_BYTES, fileToDataUrl, isImageFile, saveBlob } from './util/files';
export { newIdempotencyKey } from './util/ids';
export { useDocumentTitle } from './util/useDocumentTitle';
export { useGoBack } from './util/useGoBack';
export { SocialIcon } from './ui/SocialIcon';
