// @jbp/widgets: pieces that bring large libraries (react-hook-form and zod, Downshift) or that the
// first page does not use (form fields and rules, status badges, the portals'
// layout), so the home page's JavaScript does not carry them. Not a shared singleton: each remote bundles what its pages
// import from here. It is a package of its own, not a second entry of @jbp/shared, so that its
// imports of '@jbp/shared' go through the federation's shared module (one auth context, one site
// language, one API client): the federation plugin keeps a package's imports of itself local, which
// bundled a second copy of @jbp/shared into every remote that used these.
export { PlaceAutocomplete } from './ui/PlaceAutocomplete';
export { PortalLayout, type SideMenuLink } from './ui/PortalLayout';
export { ProfileEditor } from './ui/ProfileEditor';
export { ConfirmDialog, type ConfirmDialogProps } from './ui/ConfirmDialog';
export { ClauseList, type Clause } from './ui/ClauseList';
export { FormField, SelectField, type FormFieldProps } from './ui/FormField';
export { OfferStateBadge, offerStateOf } from './ui/OfferStateBadge';
export { PageTitle } from './ui/PageTitle';
export { StatusBadge } from './ui/StatusBadge';
export { addressItems } from './booking/addresses';
export { isCancellationPending, statusLabel, type StatusAudience } from './booking/status';
export { statusTexts } from './booking/status.i18n';
export { MAX_IMAGE_BYTES, isImageFile, saveBlob } from './util/files';
export { useAuthorizedImage } from './ui/useAuthorizedImage';
export { focusFirstError } from './util/focusFirstError';
// The form rules that mirror the server's (mobile numbers, the IST pickup window) and their messages.
export { fieldOfServerMessage, isIndianMobile, normaliseMobile } from './forms/fieldRules';
export { formTexts } from './forms/form.i18n';
export { BOOKING_HORIZON_DAYS, lastBookableDate, pickupTimeProblem, type PickupTimeProblem } from './forms/pickupTime';
// The trip sheet form, receipt photos and final bill are '@jbp/widgets/trip' (trip/index.ts), for the
// driver's and the office's trip pages only. The package has no side effects (package.json), so a
// page's chunk holds only the widgets it imports from here.
// The API's calls are '@jbp/widgets/api/<part>' (api/*.ts: auth, offers, trip, bookings, agent, desk),
// one module per part of the site and no index, so that a page's chunk holds only its part's calls.
