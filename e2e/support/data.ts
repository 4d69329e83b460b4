// Unique test data per call, so specs can run in any order and in parallel on one database.

let counter = 0;

function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/** A valid Indian mobile number (10 digits, starting 6-9) that no other test uses. */
export function uniqueMobile(): string {
  const digits = `${Date.now()}${process.pid}${++counter}`.replace(/\D/g, '');
  return `9${digits.slice(-9).padStart(9, '0')}`;
}

export interface PersonData {
  fullName: string;
  email: string;
  mobile: string;
  area: string;
  city: string;
  state: string;
  pincode: string;
  password: string;
}

export function personData(prefix = 'customer'): PersonData {
  const id = unique();
  return {
    fullName: `Asha Verma ${id.slice(-4)}`,
    email: `${prefix}.${id}@example.in`,
    mobile: uniqueMobile(),
    area: 'Napier Town',
    city: 'Jabalpur',
    state: 'Madhya Pradesh',
    pincode: '482001',
    password: 'Secret@123',
  };
}

/** YYYY-MM-DD, `days` from today in India. */
export function isoDateInDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
}

export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@jabalpurcabs.test',
  password: process.env.ADMIN_PASSWORD ?? 'Admin@12345',
};
