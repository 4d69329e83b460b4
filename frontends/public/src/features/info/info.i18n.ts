import { defineTexts, localized } from '@jbp/shared';

export const infoTexts = defineTexts('public.info', {
  en: {
    contactEyebrow: 'Contact Us',
    contactTitle: 'Talk to our Jabalpur office',
    contactLead: '{{hours}}. Call, WhatsApp, e-mail or drop in.',
    ourOffice: 'Our office',
    call: 'Call {{phone}}',
    quickAnswers: 'Quick answers',
    whatWeDo: 'What we do',
    whatWeNeed: 'What we need from you',
    howToRequest: 'How to request',
    howToRequestText: 'Call or WhatsApp us with the details above. We reply with the fare and confirm before you pay.',
    whatsappUs: 'WhatsApp us',
    goodToKnow: 'Good to know',
    whatsappMessage: 'Hello {{company}}, I need help with: {{service}}.',
  },
  hi: {
    contactEyebrow: 'संपर्क करें',
    contactTitle: 'हमारे जबलपुर ऑफ़िस से बात करें',
    contactLead: '{{hours}}। कॉल करें, WhatsApp करें, ईमेल करें या सीधे आ जाएँ।',
    ourOffice: 'हमारा ऑफ़िस',
    call: '{{phone}} पर कॉल करें',
    quickAnswers: 'झटपट जवाब',
    whatWeDo: 'हम क्या करते हैं',
    whatWeNeed: 'हमें आपसे क्या चाहिए',
    howToRequest: 'कैसे माँगें',
    howToRequestText: 'ऊपर दी गई जानकारी के साथ हमें कॉल या WhatsApp करें। हम किराया बताते हैं और भुगतान से पहले पक्का करते हैं।',
    whatsappUs: 'WhatsApp करें',
    goodToKnow: 'जानने लायक बातें',
    whatsappMessage: 'नमस्ते {{company}}, मुझे इसमें मदद चाहिए: {{service}}।',
  },
});

export interface Faq {
  q: string;
  a: string;
}

export const faq = localized<Faq[]>({
  en: [
    {
      q: 'How do I book a cab?',
      a: 'Log in, choose One-way, pick your drop place, date and time, then choose a vehicle. You can also call us and we will book it for you.',
    },
    {
      q: 'When do I pay?',
      a: 'After our office confirms your booking, you can pay an advance by UPI from your Ride History. The balance is paid to the driver.',
    },
    {
      q: 'How do I cancel?',
      a: 'Open Ride History in your profile and press Cancel Booking. Cancelling more than 24 hours before pickup is free; see the Cancellation & Refund Policy for the rest.',
    },
  ],
  hi: [
    {
      q: 'कैब कैसे बुक करें?',
      a: 'लॉग इन करें, वन-वे चुनें, अपनी ड्रॉप की जगह, तारीख और समय चुनें, फिर गाड़ी चुनें। आप हमें कॉल भी कर सकते हैं, हम आपके लिए बुक कर देंगे।',
    },
    {
      q: 'भुगतान कब करना है?',
      a: 'हमारे ऑफ़िस के बुकिंग कन्फ़र्म करने के बाद आप यात्राओं के इतिहास से UPI द्वारा अग्रिम भुगतान कर सकते हैं। बाकी राशि ड्राइवर को दी जाती है।',
    },
    {
      q: 'बुकिंग कैसे रद्द करें?',
      a: 'अपनी प्रोफ़ाइल में यात्राओं का इतिहास खोलें और "बुकिंग रद्द करें" दबाएँ। पिकअप से 24 घंटे से ज़्यादा पहले रद्द करना मुफ़्त है; बाकी के लिए रद्दीकरण और रिफ़ंड नीति देखें।',
    },
  ],
});

export interface ServiceContent {
  eyebrow: string;
  title: string;
  intro: string;
  offers: string[];
  needs: string[];
  notes: string[];
}

// Real content for the Our Services pages: what we do and how to ask for it. There is no online
// booking for these; requests go by phone or WhatsApp.

export const railwayTicket = localized<ServiceContent>({
  en: {
    eyebrow: 'Railway Ticket',
    title: 'Train tickets booked for you',
    intro:
      'Short of time or new to IRCTC? Our counter books reserved train tickets from Jabalpur Junction (JBP), Madan Mahal and any other station in India, and can add a cab to or from the station.',
    offers: [
      'Reserved tickets in Sleeper, 3A, 2A, 1A, Chair Car and Executive Class',
      'Tatkal help: AC Tatkal opens at 10:00 am and non-AC at 11:00 am, one day before the journey',
      'Cancellation and TDR filing for tickets we booked',
      'A cab to Jabalpur Junction timed to your train',
    ],
    needs: [
      'Names, ages and gender of every passenger',
      'From and to stations, date and preferred train',
      'Class and berth preference',
      'A photo ID of one passenger to carry on the journey',
    ],
    notes: [
      'Fares are as charged by Indian Railways; our service charge is told to you before booking.',
      'Confirmed berths depend on availability; we tell you the waiting-list position before you pay.',
    ],
  },
  hi: {
    eyebrow: 'रेल टिकट',
    title: 'आपके लिए ट्रेन टिकट बुकिंग',
    intro:
      'समय कम है या IRCTC नया है? हमारा काउंटर जबलपुर जंक्शन (JBP), मदन महल और भारत के किसी भी स्टेशन से आरक्षित ट्रेन टिकट बुक करता है, और स्टेशन तक आने-जाने के लिए कैब भी जोड़ सकता है।',
    offers: [
      'स्लीपर, 3A, 2A, 1A, चेयर कार और एक्ज़ीक्यूटिव क्लास में आरक्षित टिकट',
      'तत्काल में मदद: AC तत्काल यात्रा से एक दिन पहले सुबह 10:00 बजे और नॉन-AC सुबह 11:00 बजे खुलता है',
      'हमारे बुक किए टिकटों का रद्दीकरण और TDR फ़ाइल करना',
      'आपकी ट्रेन के समय के हिसाब से जबलपुर जंक्शन तक कैब',
    ],
    needs: [
      'हर यात्री का नाम, उम्र और लिंग',
      'कहाँ से और कहाँ तक के स्टेशन, तारीख और पसंदीदा ट्रेन',
      'क्लास और बर्थ की पसंद',
      'यात्रा में साथ रखने के लिए किसी एक यात्री का फ़ोटो पहचान पत्र',
    ],
    notes: [
      'किराया भारतीय रेल के अनुसार; हमारा सेवा शुल्क बुकिंग से पहले बता दिया जाता है।',
      'कन्फ़र्म बर्थ उपलब्धता पर निर्भर है; भुगतान से पहले हम वेटिंग लिस्ट की स्थिति बता देते हैं।',
    ],
  },
});

export const flightTicket = localized<ServiceContent>({
  en: {
    eyebrow: 'Flight Ticket',
    title: 'Flights from Jabalpur and nearby airports',
    intro:
      'We compare fares across airlines for flights from Jabalpur Airport (Dumna, JLR) and, when it is cheaper or faster, from Nagpur or Bhopal with a one-way cab to the airport.',
    offers: [
      'Domestic and international flight tickets on all major airlines',
      'Web check-in and seat selection help',
      'Date changes and cancellations for tickets we booked',
      'Airport drop and pickup at Dumna in any of our cabs',
    ],
    needs: [
      'Full names exactly as on the ID or passport',
      'Travel dates, cities and preferred time of day',
      'Mobile number and e-mail for the airline',
      'Passport details for international flights',
    ],
    notes: [
      'Airline fares change minute to minute; we hold nothing until you confirm and pay.',
      'Our service charge is shown to you before booking.',
    ],
  },
  hi: {
    eyebrow: 'फ़्लाइट टिकट',
    title: 'जबलपुर और आसपास के एयरपोर्ट से फ़्लाइट',
    intro:
      'हम जबलपुर एयरपोर्ट (डुमना, JLR) से उड़ानों के लिए सभी एयरलाइनों के किराए मिलाते हैं, और जब सस्ता या जल्दी हो तो नागपुर या भोपाल से, एयरपोर्ट तक वन-वे कैब के साथ।',
    offers: [
      'सभी बड़ी एयरलाइनों पर घरेलू और अंतरराष्ट्रीय फ़्लाइट टिकट',
      'वेब चेक-इन और सीट चुनने में मदद',
      'हमारे बुक किए टिकटों की तारीख बदलना और रद्द करना',
      'हमारी किसी भी कैब से डुमना एयरपोर्ट पर ड्रॉप और पिकअप',
    ],
    needs: [
      'पहचान पत्र या पासपोर्ट में लिखे अनुसार पूरे नाम',
      'यात्रा की तारीखें, शहर और दिन का पसंदीदा समय',
      'एयरलाइन के लिए मोबाइल नंबर और ईमेल',
      'अंतरराष्ट्रीय उड़ानों के लिए पासपोर्ट की जानकारी',
    ],
    notes: ['एयरलाइन के किराए पल-पल बदलते हैं; आपके पक्का करने और भुगतान करने तक हम कुछ रोककर नहीं रखते।', 'हमारा सेवा शुल्क बुकिंग से पहले बता दिया जाता है।'],
  },
});

export const maiharRopeway = localized<ServiceContent>({
  en: {
    eyebrow: 'Maihar Ropeway Ticket',
    title: 'Maihar ropeway and darshan, made easy',
    intro:
      'The Maa Sharda Devi temple at Maihar sits on Trikuta hill, about 160 km from Jabalpur. The ropeway saves the climb of over a thousand steps. We arrange the ropeway ticket together with a cab from Jabalpur.',
    offers: [
      'Ropeway tickets for your date, arranged with the cab',
      'Same-day return trips from Jabalpur (about 3 to 4 hours each way)',
      'Stops at Katni or Bhedaghat on request',
      'Senior citizen friendly plans with minimal walking',
    ],
    needs: ['Travel date and number of pilgrims', 'Pickup address in Jabalpur', 'Ages of senior citizens and children, if any'],
    notes: [
      'The ropeway closes for maintenance and in bad weather, and is crowded in Navratri; we confirm timings the day before.',
      'Ropeway charges are as set by the operator and are paid at actuals.',
    ],
  },
  hi: {
    eyebrow: 'मैहर रोपवे टिकट',
    title: 'मैहर रोपवे और दर्शन, आसानी से',
    intro:
      'मैहर में माँ शारदा देवी का मंदिर त्रिकूट पहाड़ी पर है, जबलपुर से लगभग 160 किमी। रोपवे से एक हज़ार से ज़्यादा सीढ़ियों की चढ़ाई बच जाती है। हम जबलपुर से कैब के साथ रोपवे टिकट का इंतज़ाम करते हैं।',
    offers: [
      'आपकी तारीख के लिए रोपवे टिकट, कैब के साथ',
      'जबलपुर से उसी दिन वापसी की यात्रा (हर तरफ़ लगभग 3 से 4 घंटे)',
      'कहने पर कटनी या भेड़ाघाट में रुकना',
      'बुज़ुर्गों के लिए कम पैदल चलने वाली योजना',
    ],
    needs: ['यात्रा की तारीख और श्रद्धालुओं की संख्या', 'जबलपुर में पिकअप का पता', 'बुज़ुर्गों और बच्चों की उम्र, अगर कोई साथ हों'],
    notes: [
      'रोपवे रखरखाव और खराब मौसम में बंद रहता है, और नवरात्रि में भीड़ रहती है; हम एक दिन पहले समय पक्का कर लेते हैं।',
      'रोपवे का शुल्क संचालक के अनुसार होता है और असल खर्च के रूप में दिया जाता है।',
    ],
  },
});
