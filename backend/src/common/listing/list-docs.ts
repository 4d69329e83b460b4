import { LIST_MESSAGES, MAX_LIMIT } from './list-query.js';

// What the OpenAPI document says of every list, in one place.

export const LIST_DESCRIPTION =
  `Filters, \`q\` and \`sort\` go in the URL, so a filtered list can be bookmarked and shared. \`page\` from 1, ` +
  `\`limit\` 50 by default, at most ${MAX_LIMIT}. Every answer carries X-Total-Count (rows matching the filters) and a ` +
  'Link header (first, prev, next, last) keeping the filters.';

export const CSV_DESCRIPTION =
  'UTF-8 with a byte order mark (Excel reads Hindi names and ₹), a header line even with no rows, dates and times in IST, ' +
  "money in rupees, ID numbers masked, and text cells that start with = + - @ tab or CR prefixed with ' so a spreadsheet " +
  'never runs them as formulas.';

export const BAD_PAGE_QUERY = `'${LIST_MESSAGES.page}', '${LIST_MESSAGES.limit}' or 'sort must be one of: …'`;

export const BAD_LIST_QUERY =
  `A bad parameter, as a list of one message: ${BAD_PAGE_QUERY}, '${LIST_MESSAGES.q}', ` +
  "a bad filter ('status must be one of: …', 'dateFrom must be a date like 2025-12-31', 'dateTo cannot be before dateFrom', …)";
