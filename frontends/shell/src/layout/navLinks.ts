export interface NavItem {
  to: string;
  label: string;
}

export const MAIN_LINKS: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/todayoffer', label: 'Limited-Time Offer' },
];

export const SERVICE_LINKS: readonly NavItem[] = [
  { to: '/railwayticket', label: 'Railway Ticket' },
  { to: '/flightticket', label: 'Flight Ticket' },
  { to: '/maiharropeway', label: 'Maihar Ropeway Ticket' },
];

export const CONTACT_LINK: NavItem = { to: '/contactus', label: 'Contact Us' };

/** The spec's narrow-screen breakpoint: under 768 px the services menu opens on tap. */
export const WIDE_SCREEN = '(min-width: 768px)';
