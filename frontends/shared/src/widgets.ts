// The second entry of @jbp/shared: pieces that bring large libraries (react-hook-form and zod,
// Downshift) or that only the portals use, so the home page's JavaScript does not carry them. Not
// a shared singleton: each remote bundles what its pages import from '@jbp/shared/widgets', and
// these files reach the rest of the package through '@jbp/shared' (one auth context, one client).
export { PlaceAutocomplete } from './ui/PlaceAutocomplete';
export { PortalLayout, type SideMenuLink } from './ui/PortalLayout';
export { ProfileEditor } from './ui/ProfileEditor';
export { ConfirmDialog, type ConfirmDialogProps } from './ui/ConfirmDialog';
