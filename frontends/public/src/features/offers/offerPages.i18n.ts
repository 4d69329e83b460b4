import { defineTexts } from '@jbp/shared';

// The today's-offers and offer details pages' texts; the offers list on the home page has
// offers.i18n.ts, so the first page does not download these.
export const offerPagesTexts = defineTexts('public.offerPages', {
  en: {
    offerDetails: 'Offer Details',
    noOffer: 'No offer selected.',
    limitedTimeOffer: 'Limited-time offer',
    addPassengerDetail: 'Add Passenger Detail',
    pageEyebrow: 'Limited-Time Offer',
    pageTitle: "Today's cab deals from our partner agents",
    pageLead: 'Whole-cab prices on fixed dates and routes. Each offer can be booked only once, so book before someone else does.',
    step: 'Step {{n}}',
    stepPick: 'Pick an offer',
    stepPickText: 'Agents post cabs returning empty or free on a date. You get the whole cab at a special price.',
    stepPassenger: 'Add passenger details',
    stepPassengerText: 'Tell us who is travelling. Keep your ID handy: the driver checks it at pickup.',
    stepBook: 'Book and relax',
    stepBookText: 'Once booked, the offer is yours alone and leaves this list for everyone else.',
    noRoute: 'Do not see your route? Call <phone>{{phone}}</phone> and we will find you a cab.',
  },
  hi: {
    offerDetails: 'ऑफ़र का विवरण',
    noOffer: 'कोई ऑफ़र नहीं चुना गया।',
    limitedTimeOffer: 'सीमित समय का ऑफ़र',
    addPassengerDetail: 'यात्री की जानकारी जोड़ें',
    pageEyebrow: 'सीमित समय का ऑफ़र',
    pageTitle: 'हमारे पार्टनर एजेंटों के आज के कैब ऑफ़र',
    pageLead: 'तय तारीखों और रूट पर पूरी कैब का किराया। हर ऑफ़र सिर्फ़ एक बार बुक हो सकता है, इसलिए किसी और से पहले बुक करें।',
    step: 'चरण {{n}}',
    stepPick: 'ऑफ़र चुनें',
    stepPickText: 'एजेंट किसी तारीख पर खाली लौट रही या खाली कैब डालते हैं। आपको पूरी कैब खास किराए पर मिलती है।',
    stepPassenger: 'यात्री की जानकारी दें',
    stepPassengerText: 'बताइए कौन यात्रा कर रहा है। अपना पहचान पत्र साथ रखें: ड्राइवर पिकअप पर उसे देखता है।',
    stepBook: 'बुक करें और निश्चिंत रहें',
    stepBookText: 'बुक होते ही ऑफ़र सिर्फ़ आपका हो जाता है और बाकी सबके लिए इस सूची से हट जाता है।',
    noRoute: 'अपना रूट नहीं दिख रहा? <phone>{{phone}}</phone> पर कॉल करें, हम आपके लिए कैब ढूँढ देंगे।',
  },
});
