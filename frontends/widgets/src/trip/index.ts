// The trip sheet form and final bill, shared by the office's booking and trip pages and the driver's
// page; only they import '@jbp/widgets/trip', so only their chunks carry it.
export { FinalBill } from './FinalBill';
export { TripSheetForm, type TripSheetFormProps } from './TripSheetForm';
export { ReceiptPhotos } from './ReceiptPhotos';
export { tripTexts } from './trips.i18n';
