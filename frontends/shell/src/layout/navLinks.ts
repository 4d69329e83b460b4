import type { shellTexts } from '@/shell.i18n';

export interface NavItem {
  to: string;
  /** The link's text in shellTexts. */
  label: keyof typeof shellTexts.en;
}

export const MAIN_LINKS: readonly NavItem[] = [
  { to: '/', label: 'home' },
  { to: '/todayoffer', label: 'limitedTimeOffer' },
];

export const SERVICE_LINKS: readonly NavItem[] = [
  { to: '/railwayticket', label: 'railwayTicket' },
  { to: '/flightticket', label: 'flightTicket' },
  { to: '/maiharropeway', label: 'maiharRopewayTicket' },
];

export const CONTACT_LINK: NavItem = { to: '/contactus', label: 'contactUs' };

/** The footer's policy pages (public remote), on every page. */
export const POLICY_LINKS: readonly NavItem[] = [
  { to: '/terms', label: 'terms' },
  { to: '/privacy', label: 'privacy' },
  { to: '/refund-policy', label: 'refundPolicy' },
];

/** The spec's narrow-screen breakpoint: under 768 px the services menu opens on tap. */
export const WIDE_SCREEN = '(min-width: 768px)';
