// Texts the shell shows, kept in one place so tests and pages use the same words.
export const UNAUTHORIZED_MESSAGE = 'You do not have permission to view this page.';
export const NOT_FOUND_MESSAGE = '404 Page Not Found';
export const REMOTE_FAILED_MESSAGE = 'This part of the site could not be loaded. Please try again in a moment.';
