import { branding, translate, useTexts } from '@jbp/shared';
import { homeTexts } from './home.i18n';

/** The scrolling maintenance notice in English and Hindi. It pauses on hover and for reduced motion. */
export function MaintenanceNotice() {
  const t = useTexts(homeTexts);
  // The spec's notice shows both languages, whichever the site is in.
  const english = translate(homeTexts, 'maintenance', { phone: branding.phone }, 'en');
  const hindi = translate(homeTexts, 'maintenance', { phone: branding.phone }, 'hi');
  const messages = (
    <>
      <span lang="en-IN" className="px-8">
        {english}
      </span>
      <span lang="hi-IN" className="px-8">
        {hindi}
      </span>
    </>
  );
  return (
    <section aria-label={t('maintenanceLabel')} className="overflow-hidden bg-amber-100 text-sm font-medium text-amber-950">
      {/* Screen readers get the text once; the moving copy is decorative. */}
      <p className="sr-only">
        <span lang="en-IN">{english}</span> <span lang="hi-IN">{hindi}</span>
      </p>
      <div
        aria-hidden="true"
        className="flex w-max animate-marquee whitespace-nowrap py-2 hover:[animation-play-state:paused] motion-reduce:animate-none"
      >
        {messages}
        {messages}
      </div>
    </section>
  );
}
