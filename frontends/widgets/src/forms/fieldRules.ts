// Rules and helpers for checking a form where the input is: the same rules as the server, so a
// message shows beside the field as it is typed or left, and the server's answer, when it still
// refuses, lands on the field it names.

const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/**
 * A mobile number as the server keeps it: 10 digits starting 6 to 9, with spaces, dashes, brackets,
 * a +91 / 91 / 0 prefix dropped. Anything else comes back trimmed, for the check to refuse.
 */
export function normaliseMobile(raw: string): string {
  const digits = raw.replace(/[\s\-().]/g, '');
  const national = digits.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return INDIAN_MOBILE.test(national) ? national : raw.trim();
}

export function isIndianMobile(raw: string): boolean {
  return INDIAN_MOBILE.test(normaliseMobile(raw));
}

/**
 * The field a server message is about, when it names one of `fields`: validation messages start
 * with the property (nested ones with its path, 'addresses.pickupAddress must …', 'passenger.phone …')
 * and the registration's conflicts with the word ('Mobile is already registered'). Null otherwise.
 */
export function fieldOfServerMessage<F extends string>(message: string, fields: readonly F[]): F | null {
  const head = message.trim().split(/\s/)[0] ?? '';
  const last = head.split('.').pop() ?? '';
  return fields.find((f) => f.toLowerCase() === last.toLowerCase()) ?? null;
}
