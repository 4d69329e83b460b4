import { branding } from '@jbp/shared';

const ENGLISH = `Notice: we are upgrading our booking system. If a page does not respond, call ${branding.phone} and we will book your cab by phone.`;
const HINDI = `सूचना: हम अपनी बुकिंग प्रणाली को बेहतर बना रहे हैं। यदि कोई पेज काम न करे, तो ${branding.phone} पर कॉल करें, हम फ़ोन पर ही आपकी कैब बुक कर देंगे।`;

function Messages() {
  return (
    <>
      <span className="px-8">{ENGLISH}</span>
      <span lang="hi" className="px-8">
        {HINDI}
      </span>
    </>
  );
}

/** The scrolling maintenance notice in English and Hindi. It pauses on hover and for reduced motion. */
export function MaintenanceNotice() {
  return (
    <section aria-label="Maintenance notice" className="overflow-hidden bg-amber-100 text-sm font-medium text-amber-950">
      {/* Screen readers get the text once; the moving copy is decorative. */}
      <p className="sr-only">
        {ENGLISH} <span lang="hi">{HINDI}</span>
      </p>
      <div
        aria-hidden="true"
        className="flex w-max animate-marquee whitespace-nowrap py-2 hover:[animation-play-state:paused] motion-reduce:animate-none"
      >
        <Messages />
        <Messages />
      </div>
    </section>
  );
}
