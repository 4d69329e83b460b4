import { buttonClass, useAuth } from '@jbp/shared';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';

const ROLES = [
  {
    title: 'Customers',
    text: 'Log in to book one-way cabs and offers, see your ride history, cancel a booking and pay the advance by UPI.',
  },
  {
    title: 'Agents',
    text: 'Log in to post travel offers for your cabs and keep your profile up to date. New agents are approved by our office.',
  },
  { title: 'Office staff', text: 'Log in to confirm bookings, manage customers and agents and print duty slips.' },
];

/** The login explanation panel on the home page. */
export function LoginPanel() {
  const { isLoggedIn } = useAuth();
  return (
    <section aria-labelledby="why-login" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-2xl bg-blue-50 text-blue-700">
          <ShieldCheck className="size-6" />
        </span>
        <h2 id="why-login" className="text-xl font-extrabold text-slate-900">
          Why log in?
        </h2>
      </div>
      <p className="mt-3 text-slate-600">
        Anyone can see our fares and offers. You log in with your e-mail or mobile number and password so only you can see and change your
        bookings.
      </p>
      <ul className="mt-5 grid gap-4 md:grid-cols-3">
        {ROLES.map((r) => (
          <li key={r.title} className="rounded-2xl bg-slate-50 p-4">
            <p className="font-bold text-slate-900">{r.title}</p>
            <p className="mt-1 text-sm text-slate-600">{r.text}</p>
          </li>
        ))}
      </ul>
      {!isLoggedIn && (
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/login" className={buttonClass('primary')}>
            Login
          </Link>
          <Link to="/register" className={buttonClass('secondary')}>
            Create an account
          </Link>
        </div>
      )}
    </section>
  );
}
