// Test helpers for the frontends' vitest suites (not part of the browser bundle).
export { HttpResponse, delay } from 'msw';
export { API_ORIGIN, http, server } from './msw';
export { watchIntl } from './intl';
export {
  aPackage,
  aQuote,
  aVehicleQuote,
  acceptEnquiries,
  answerCancellationTerms,
  answerPackage,
  answerPackages,
  answerQuote,
  tripHttp,
} from './trips';
export { aBill, aBooking, aCustomer, aFareQuote, aProfile, anAdmin, anAgent, anOffer, anOfferWithAgent, noActions } from './fixtures';
export {
  LocationProbe,
  createTestQueryClient,
  renderPage,
  renderPageAsync,
  renderWithProviders,
  seedSession,
  type RenderPageOptions,
  type SessionSeed,
} from './render';
export { bundlesOf, englishLeftovers, localizedProblems, textBundleProblems, textModuleProblems } from '../i18n/checkTexts';
