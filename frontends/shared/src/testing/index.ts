// Test helpers for the frontends' vitest suites (not part of the browser bundle).
export { mockApi, type MockRoute, type RecordedCall } from './mockApi';
export { LocationProbe, renderPage, renderPageAsync, seedSession, type RenderPageOptions, type SessionSeed } from './render';
