import type { CsvColumn } from '../common/listing/csv-file.js';
import { istDateTime } from '../common/time/ist.js';
import type { User } from './user.entity.js';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** A customer as one row of the desk's CSV export (IST times). */
export const CUSTOMER_CSV_COLUMNS: readonly CsvColumn<User>[] = [
  { header: 'Id', value: (u) => u.id },
  { header: 'Name', value: (u) => u.fullName },
  { header: 'Mobile', value: (u) => u.mobile },
  { header: 'E-mail', value: (u) => u.email },
  { header: 'Area', value: (u) => u.area },
  { header: 'City', value: (u) => u.city },
  { header: 'State', value: (u) => u.state },
  { header: 'Pincode', value: (u) => u.pincode },
  { header: 'Active', value: (u) => yesNo(u.active) },
  { header: 'Registered at (IST)', value: (u) => istDateTime(u.createdAt) },
  { header: 'Deleted at (IST)', value: (u) => (u.deletedAt ? istDateTime(u.deletedAt) : null) },
];

/** An agent: the customer's columns and the business, ID proof type and approval. */
export const AGENT_CSV_COLUMNS: readonly CsvColumn<User>[] = [
  ...CUSTOMER_CSV_COLUMNS.slice(0, 2),
  { header: 'Business name', value: (u) => u.travelerName },
  ...CUSTOMER_CSV_COLUMNS.slice(2, 9),
  { header: 'Awaiting approval', value: (u) => yesNo(!u.active && !u.approvedAt) },
  { header: 'ID proof type', value: (u) => u.idProofType },
  { header: 'Registered at (IST)', value: (u) => istDateTime(u.createdAt) },
];
