// One place for the operator's name and contact details. Change these to rebrand the whole site
// (the Hindi of the tagline and support hours is in branding.i18n.ts).

export interface SocialLink {
  name: 'Facebook' | 'Instagram' | 'X' | 'YouTube' | 'WhatsApp';
  href: string;
}

export interface Branding {
  companyName: string;
  tagline: string;
  /** As shown to people. */
  phone: string;
  /** For tel: links: digits and a leading +. */
  phoneHref: string;
  whatsappHref: string;
  email: string;
  address: string;
  /** The operator's UPI id as shown beside the QR code; the QR itself comes from the server. */
  upiId: string;
  upiName: string;
  /** The one statement of when the phones are answered, used wherever the site mentions support. */
  supportHours: string;
  social: SocialLink[];
}

const phone = '+91 761 400 1234';

export const branding: Branding = {
  companyName: 'Jabalpur Cabs',
  tagline: 'Safe, on-time one-way cabs from Jabalpur',
  phone,
  phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
  whatsappHref: `https://wa.me/${phone.replace(/\D/g, '')}`,
  email: 'bookings@jabalpurcabs.in',
  address: 'Napier Town, Jabalpur, Madhya Pradesh 482001',
  upiId: 'jabalpurcabs@sbi',
  upiName: 'Jabalpur Cabs',
  supportHours: 'Every day, 6 am to 11 pm',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/jabalpurcabs' },
    { name: 'Instagram', href: 'https://www.instagram.com/jabalpurcabs' },
    { name: 'X', href: 'https://x.com/jabalpurcabs' },
    { name: 'YouTube', href: 'https://www.youtube.com/@jabalpurcabs' },
    { name: 'WhatsApp', href: `https://wa.me/${phone.replace(/\D/g, '')}` },
  ],
};
