import { defineTexts } from '@jbp/shared';

/** The shared confirm dialog of destructive actions (cancel, no-show, deactivate, withdraw). */
export const confirmTexts = defineTexts('shared.confirm', {
  en: {
    goBack: 'Go back',
    reason: 'Reason',
    reasonHint: 'One sentence, at most 200 characters.',
    reasonRequired: 'Please give a reason in one sentence.',
    reasonTooShort: 'The reason must be at least 3 characters.',
    working: 'Saving…',
    failed: 'That did not work. Please try again.',
  },
  hi: {
    goBack: 'वापस जाएँ',
    reason: 'कारण',
    reasonHint: 'एक वाक्य, अधिकतम 200 अक्षर।',
    reasonRequired: 'कृपया एक वाक्य में कारण बताएँ।',
    reasonTooShort: 'कारण कम से कम 3 अक्षरों का होना चाहिए।',
    working: 'सेव हो रहा है…',
    failed: 'यह नहीं हो सका। कृपया फिर से कोशिश करें।',
  },
});
