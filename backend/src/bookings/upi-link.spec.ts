import { describe, expect, it } from '@jest/globals';
import { upiPaymentUri } from './upi-link.js';

describe('upiPaymentUri', () => {
  it('fills payee, amount with 2 decimals, rupees and the booking reference', () => {
    expect(upiPaymentUri({ payeeVpa: 'jabalpurcabs@upi', payeeName: 'Jabalpur Cabs', amountPaise: 47000, reference: 'JBP-000123' })).toBe(
      'upi://pay?pa=jabalpurcabs@upi&pn=Jabalpur%20Cabs&am=470.00&cu=INR&tn=JBP-000123&tr=JBP-000123',
    );
  });

  it('encodes what would break the query', () => {
    const uri = upiPaymentUri({ payeeVpa: 'a&b@upi', payeeName: 'Cabs & Tours = Best', amountPaise: 5, reference: 'JBP-000001' });
    expect(uri).toContain('pa=a%26b@upi&pn=Cabs%20%26%20Tours%20%3D%20Best&am=0.05&');
    expect(new URL(uri).searchParams.get('pn')).toBe('Cabs & Tours = Best');
  });
});
