/**
 * A UPI deep link ('upi://pay?…', NPCI's linking spec) that any UPI app opens with the payee,
 * amount and note filled in. Values are URL-encoded; '@' is left as is because it is legal in a
 * query and some UPI apps do not decode '%40' in the payee address.
 */
export function upiPaymentUri(p: { payeeVpa: string; payeeName: string; amountPaise: number; reference: string }): string {
  const amount = (p.amountPaise / 100).toFixed(2);
  const query = [
    ['pa', p.payeeVpa],
    ['pn', p.payeeName],
    ['am', amount],
    ['cu', 'INR'],
    ['tn', p.reference],
    ['tr', p.reference],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%40/g, '@')}`)
    .join('&');
  return `upi://pay?${query}`;
}
