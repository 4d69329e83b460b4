import { branding } from '@jbp/shared';

export interface Clause {
  title: string;
  text: string;
}

// The customer terms (spec section 2): 15 clauses, English and Hindi, clause for clause.

export const CUSTOMER_TERMS_EN: readonly Clause[] = [
  {
    title: 'Acceptance and scope',
    text: `These terms apply to every booking made with ${branding.companyName} through this website, by phone or on WhatsApp. By ticking the terms box and booking, you accept them.`,
  },
  {
    title: 'Eligibility and account',
    text: 'You must be at least 18 years old to book. Keep your login details private: you are responsible for bookings made from your account.',
  },
  {
    title: 'Service area',
    text: 'One-way trips start only from Jabalpur. The drop point can be any place in India that we serve.',
  },
  {
    title: 'Booking and confirmation',
    text: 'A booking is a request until our office confirms it. Once confirmed, its status in Ride History reads Confirmed and we inform you by phone or SMS.',
  },
  {
    title: 'Fares',
    text: 'Fares are set by distance from our published fare table. Trips over 100 km include a driver allowance of ₹200. Toll tax, parking, state permits and entry fees are extra and are paid as actuals.',
  },
  {
    title: 'Advance payment',
    text: 'After confirmation you may be asked to pay an advance by UPI. Send us the UPI transaction reference (UTR) so we can match your payment. The balance is paid to the driver at the end of the trip.',
  },
  {
    title: 'Cancellation by the customer',
    text: 'You may cancel a pending or confirmed booking from Ride History; our office reviews each request. If you cancel more than 24 hours before pickup, the full advance is refunded; within 24 hours, up to ₹300 may be deducted; if you do not turn up, the advance is not refunded.',
  },
  {
    title: 'Refunds',
    text: 'Approved refunds are sent to the same UPI account within 7 working days.',
  },
  {
    title: 'Waiting and extra charges',
    text: 'The driver waits 30 minutes at pickup free of charge. After that, halting, extra hours and extra kilometres are charged as shown on the duty slip.',
  },
  {
    title: 'Identity and conduct',
    text: 'Carry the ID proof given at booking (Aadhaar or Voter ID). Smoking, alcohol and illegal goods are not allowed in the cab; the driver may refuse to continue a trip that is unsafe.',
  },
  {
    title: 'Luggage and belongings',
    text: 'Carry only as much luggage as the vehicle can safely hold. We are not liable for items left in the cab, but we will do our best to return them.',
  },
  {
    title: 'Delays and changes',
    text: 'Traffic, weather or road closures can cause delays; we are not liable for trains or flights missed for reasons beyond our control. When needed, we may send a vehicle of the same or a higher category.',
  },
  {
    title: 'Complaints',
    text: `Complaints must be made in writing (by e-mail to ${branding.email} or by letter) within 7 days of the end of travel, quoting the booking reference.`,
  },
  {
    title: 'Privacy',
    text: 'Your details are used only to run your trip. ID numbers are shown masked (last 4 characters) to everyone except our office.',
  },
  {
    title: 'Governing law',
    text: 'These terms are governed by the laws of India. Disputes are subject to the courts at Jabalpur, Madhya Pradesh.',
  },
];

export const CUSTOMER_TERMS_HI: readonly Clause[] = [
  {
    title: 'स्वीकृति और दायरा',
    text: 'ये शर्तें जबलपुर कैब्स के साथ इस वेबसाइट, फ़ोन या व्हाट्सऐप से की गई हर बुकिंग पर लागू होती हैं। शर्तों वाला बॉक्स चुनकर बुकिंग करने पर आप इन्हें स्वीकार करते हैं।',
  },
  {
    title: 'पात्रता और खाता',
    text: 'बुकिंग करने के लिए आपकी आयु कम से कम 18 वर्ष होनी चाहिए। अपने लॉगिन विवरण गोपनीय रखें; आपके खाते से की गई बुकिंग की ज़िम्मेदारी आपकी है।',
  },
  {
    title: 'सेवा क्षेत्र',
    text: 'वन-वे यात्रा केवल जबलपुर से शुरू होती है। गंतव्य भारत में कहीं भी हो सकता है, जहाँ हम सेवा देते हैं।',
  },
  {
    title: 'बुकिंग और पुष्टि',
    text: 'जब तक हमारा कार्यालय पुष्टि न करे, बुकिंग केवल एक अनुरोध है। पुष्टि होने पर राइड हिस्ट्री में स्थिति "Confirmed" दिखेगी और हम आपको फ़ोन या एसएमएस से सूचित करेंगे।',
  },
  {
    title: 'किराया',
    text: 'किराया हमारी प्रकाशित किराया तालिका के अनुसार दूरी से तय होता है। 100 किमी से अधिक की यात्रा में ₹200 ड्राइवर भत्ता शामिल है। टोल टैक्स, पार्किंग, राज्य परमिट और प्रवेश शुल्क अलग से, वास्तविक खर्च के अनुसार देय हैं।',
  },
  {
    title: 'अग्रिम भुगतान',
    text: 'पुष्टि के बाद आपसे यूपीआई द्वारा अग्रिम राशि माँगी जा सकती है। भुगतान के मिलान के लिए यूपीआई ट्रांज़ैक्शन संदर्भ (UTR) हमें भेजें। शेष राशि यात्रा के अंत में ड्राइवर को दी जाती है।',
  },
  {
    title: 'ग्राहक द्वारा रद्दीकरण',
    text: 'आप लंबित या पुष्ट बुकिंग को राइड हिस्ट्री से रद्द कर सकते हैं; हर अनुरोध की समीक्षा हमारा कार्यालय करता है। पिकअप से 24 घंटे से पहले रद्द करने पर पूरा अग्रिम लौटाया जाएगा; 24 घंटे के भीतर रद्द करने पर ₹300 तक काटे जा सकते हैं; पिकअप पर उपस्थित न होने पर अग्रिम वापस नहीं होगा।',
  },
  {
    title: 'धनवापसी',
    text: 'स्वीकृत धनवापसी उसी यूपीआई खाते में 7 कार्यदिवसों के भीतर भेजी जाती है।',
  },
  {
    title: 'प्रतीक्षा और अतिरिक्त शुल्क',
    text: 'पिकअप पर ड्राइवर 30 मिनट तक निःशुल्क प्रतीक्षा करता है। उसके बाद हॉल्टिंग, अतिरिक्त घंटों और अतिरिक्त किलोमीटर का शुल्क ड्यूटी स्लिप के अनुसार लिया जाता है।',
  },
  {
    title: 'पहचान और आचरण',
    text: 'बुकिंग में दिया गया पहचान पत्र (आधार या मतदाता पहचान पत्र) साथ रखें। कैब में धूम्रपान, शराब और अवैध सामान वर्जित है; असुरक्षित स्थिति में ड्राइवर यात्रा आगे बढ़ाने से इनकार कर सकता है।',
  },
  {
    title: 'सामान',
    text: 'उतना ही सामान साथ रखें जितना वाहन में सुरक्षित रूप से आ सके। कैब में छूटे सामान के लिए हम ज़िम्मेदार नहीं हैं, पर उसे लौटाने का पूरा प्रयास करेंगे।',
  },
  {
    title: 'देरी और बदलाव',
    text: 'यातायात, मौसम या सड़क बंद होने से देरी हो सकती है; हमारे नियंत्रण से बाहर के कारणों से छूटी ट्रेन या उड़ान के लिए हम ज़िम्मेदार नहीं हैं। आवश्यकता होने पर हम समान या उससे ऊँची श्रेणी का वाहन भेज सकते हैं।',
  },
  {
    title: 'शिकायत',
    text: `कोई भी शिकायत यात्रा समाप्त होने के 7 दिनों के भीतर लिखित रूप में (${branding.email} पर ई-मेल या पत्र द्वारा), बुकिंग संदर्भ के साथ करनी होगी।`,
  },
  {
    title: 'गोपनीयता',
    text: 'आपके विवरण का उपयोग केवल आपकी यात्रा के लिए किया जाता है। पहचान संख्या हमारे कार्यालय के अलावा सभी को छिपाकर (केवल अंतिम 4 अक्षर) दिखाई जाती है।',
  },
  {
    title: 'लागू कानून',
    text: 'ये शर्तें भारत के कानूनों के अधीन हैं। किसी भी विवाद का निपटारा जबलपुर, मध्य प्रदेश के न्यायालयों में होगा।',
  },
];
