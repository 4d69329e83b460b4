import { defineTexts } from '@jbp/shared';

export const packagesTexts = defineTexts('public.packages', {
  en: {
    eyebrow: 'Packages',
    title: 'Trip packages',
    lead: 'Weddings, office transport, tours and national-park safaris from Jabalpur, at a fixed price per vehicle.',
    byType: 'Packages by type',
    all: 'All',
    loadingPackages: 'Loading packages',
    packagesFailed: 'We could not load the packages. Please try again.',
    noPackages: 'No packages of this kind yet. Tell us what you need and we will call you.',
    notListed: 'Need something not listed, such as a wedding fleet or a monthly contract?',
    enquire: 'Send an Enquiry',
    seeDetails: 'See details',
    kmAndHours: 'Includes {{km}} km and {{hours}} hours',
  },
  hi: {
    eyebrow: 'पैकेज',
    title: 'यात्रा पैकेज',
    lead: 'जबलपुर से शादी, ऑफ़िस ट्रांसपोर्ट, टूर और नेशनल पार्क सफ़ारी, हर गाड़ी के तय किराए पर।',
    byType: 'प्रकार के हिसाब से पैकेज',
    all: 'सभी',
    loadingPackages: 'पैकेज लोड हो रहे हैं',
    packagesFailed: 'हम पैकेज लोड नहीं कर सके। कृपया फिर कोशिश करें।',
    noPackages: 'इस तरह का कोई पैकेज अभी नहीं है। हमें बताएँ आपको क्या चाहिए, हम आपको कॉल करेंगे।',
    notListed: 'कुछ ऐसा चाहिए जो सूची में नहीं है, जैसे शादी के लिए कई गाड़ियाँ या मासिक कॉन्ट्रैक्ट?',
    enquire: 'पूछताछ भेजें',
    seeDetails: 'विवरण देखें',
    kmAndHours: '{{km}} किमी और {{hours}} घंटे शामिल',
  },
});
