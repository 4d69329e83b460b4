import { branding } from '@jbp/shared';

export interface Clause {
  title: string;
  text: string;
}

const company = branding.companyName;

// The agent terms (spec section 2): 14 clauses, in the spec's order. Termination needs 7 days'
// written notice; disputes go to the courts at Jabalpur (Madhya Pradesh).

export const AGENT_TERMS: readonly Clause[] = [
  {
    title: 'Eligibility',
    text: `To work with ${company} as an agent you must be at least 18 years old, hold the permits your business needs (a commercial or tourist permit and valid insurance for every vehicle you offer) and have drivers with a valid commercial driving licence.`,
  },
  {
    title: 'Registration and approval',
    text: 'You register with true and complete details, your traveller or business name and a valid ID proof (Aadhar Card or Voter ID Card). Your account stays inactive until our office has checked these details and approved it. Tell us promptly if any of them change.',
  },
  {
    title: 'Scope of services',
    text: `Through this website you may publish travel offers (a route, date, vehicle, seats, timings and price) for customers of ${company}. You remain the operator of the trip: the vehicle, the driver and the trip itself are your responsibility.`,
  },
  {
    title: 'Commission',
    text: `${company} keeps a commission on each trip booked through the website, at the rate agreed with you in writing before your first offer. The commission is settled weekly against the amounts collected, with a statement of every booking it covers.`,
  },
  {
    title: 'Agent obligations',
    text: 'Send a clean, roadworthy vehicle of the type offered, with a courteous driver, on time at the agreed pickup point. Follow traffic laws, never allow the driver to drink or smoke on duty, and keep the customer and our office informed of any delay.',
  },
  {
    title: 'Pricing',
    text: 'The amount in your offer is the full fare for the trip as described. You may not ask the customer for more, except toll tax, parking and state entry fees paid on the way, on receipts. Prices must be honest and may not be changed once a customer has booked.',
  },
  {
    title: 'Cancellation and refund',
    text: `Once an offer is booked you must run the trip. If you cannot, tell our office at once so that another vehicle can be arranged; repeated cancellations may lead to suspension. Customer refunds follow the ${company} customer terms, and an amount refunded because of your cancellation may be recovered from your settlement.`,
  },
  {
    title: 'Branding and conduct',
    text: `Do not use the ${company} name, logo or customer details for any purpose other than the trips booked through us, and do not approach our customers for direct bookings. Drivers should carry the booking's duty slip and present themselves as a partner of ${company}.`,
  },
  {
    title: 'Termination',
    text: `Either side may end this arrangement by giving 7 days' written notice (by letter or e-mail to ${branding.email}). Trips already booked must still be completed. ${company} may suspend an account at once for fraud, unsafe driving or serious misconduct.`,
  },
  {
    title: 'Confidentiality',
    text: 'Customer names, phone numbers, addresses and ID details shared with you are to be used only for the trip concerned, kept securely and never passed on or sold. This duty continues after the arrangement ends.',
  },
  {
    title: 'Liability',
    text: `You are responsible for any loss, injury or damage caused by your vehicle or driver, and for the insurance that covers it. ${company} acts as the booking platform and is not liable for the operation of the trip, except where the law says otherwise.`,
  },
  {
    title: 'Modification of terms',
    text: `${company} may update these terms. Changes are published on this page and apply to offers published after they appear; we will tell you of any important change by e-mail before it takes effect.`,
  },
  {
    title: 'Governing law and jurisdiction',
    text: 'These terms are governed by the laws of India. Any dispute arising from them is subject to the exclusive jurisdiction of the courts at Jabalpur (Madhya Pradesh).',
  },
  {
    title: 'Acceptance',
    text: 'By publishing an offer on this website you confirm that you have read, understood and accepted these terms.',
  },
];
