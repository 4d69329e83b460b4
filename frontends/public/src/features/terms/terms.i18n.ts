import { defineTexts, localized } from '@jbp/shared';
import { CUSTOMER_TERMS_EN, CUSTOMER_TERMS_HI } from './customerTerms';

export const termsTexts = defineTexts('public.terms', {
  en: {
    title: 'Customer Terms & Conditions',
    language: 'Language',
    seeAlso: 'See also our <privacy>Privacy Policy</privacy> and <refund>Cancellation & Refund Policy</refund>.',
  },
  hi: {
    title: 'ग्राहक नियम और शर्तें',
    language: 'भाषा',
    seeAlso: 'हमारी <privacy>गोपनीयता नीति</privacy> और <refund>रद्दीकरण और रिफ़ंड नीति</refund> भी देखें।',
  },
});

/** The customer terms (spec section 2): 15 clauses, clause for clause in both languages. */
export const customerTerms = localized({ en: CUSTOMER_TERMS_EN, hi: CUSTOMER_TERMS_HI });
