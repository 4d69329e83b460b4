import { branding, defineTexts, localized } from '@jbp/shared';

export interface PolicySection {
  heading: string;
  paragraphs: string[];
}

export interface Policy {
  lead: string;
  sections: PolicySection[];
}

export const policyTexts = defineTexts('public.policies', {
  en: {
    privacyTitle: 'Privacy Policy',
    privacyEyebrow: 'Your data (DPDP Act 2023)',
    refundTitle: 'Cancellation & Refund Policy',
    refundEyebrow: 'Cancelling a booking',
    chargesLoading: 'Loading the current cancellation charges…',
    chargesFailed: 'The current cancellation charges could not be loaded. Please reload the page, or call our office.',
    updated: 'Last updated: {{date}}',
  },
  hi: {
    privacyTitle: 'गोपनीयता नीति',
    privacyEyebrow: 'आपका डेटा (DPDP अधिनियम 2023)',
    refundTitle: 'रद्दीकरण और रिफ़ंड नीति',
    refundEyebrow: 'बुकिंग रद्द करना',
    chargesLoading: 'मौजूदा रद्दीकरण शुल्क लोड हो रहे हैं…',
    chargesFailed: 'मौजूदा रद्दीकरण शुल्क लोड नहीं हो सके। कृपया पेज दोबारा लोड करें, या हमारे ऑफ़िस को कॉल करें।',
    updated: 'पिछला बदलाव: {{date}}',
  },
});

/** When the policies were last changed (shown on both pages). */
export const POLICIES_UPDATED = '2026-11-20';

const { companyName: company, email, phone, address } = branding;

/** The notice the Digital Personal Data Protection Act, 2023 asks for, in English and Hindi. */
export const privacyPolicy = localized<Policy>({
  en: {
    lead: `${company} ("we") collects only the personal data a cab trip needs. This notice says what we collect, why, how long we keep it and how you can use your rights under the Digital Personal Data Protection Act, 2023.`,
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'Your account: full name, e-mail, mobile number, area, city, state, pincode and a password (stored only as a secure hash), and a profile photo if you add one.',
          'Each booking: the route, date and time, vehicle, and the passenger’s name, phone, e-mail and ID proof type and number (Aadhaar or Voter ID).',
          'Payments: the UPI transaction reference (UTR) and amount you send us for an advance. We never see your UPI PIN or bank details.',
          'Agents also give a traveller or business name and an ID proof image.',
          'Technical records: the time and address of requests to our server, kept to protect the site against misuse.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To book, confirm and run your trip, to let the driver verify the passenger at pickup, to contact you about the booking, to match your advance payment, to issue the duty slip and bill, and to meet our legal and tax duties. We do not sell your data or use it for advertising.',
          'ID numbers are shown masked (only the last 4 characters) to everyone except our office staff who handle your booking.',
        ],
      },
      {
        heading: 'Your consent and how to withdraw it',
        paragraphs: [
          'You give consent when you register and when you tick the terms box before booking. You may withdraw it at any time by writing to our Grievance Officer (below). After withdrawal we stop using your data for new bookings; trips already confirmed may still need it until they are completed and billed.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask for a summary of the personal data we hold about you and a copy of it to download, correct it (most details you can change yourself under Edit Profile), and have it erased. We reply within 30 days.',
          'When we erase an account, bills and booking records the tax laws require us to keep stay, but with your name, contact details and ID number removed.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Account data is kept while your account is open. Booking records, bills and payment references are kept for eight years from the end of the financial year, as the GST and income-tax laws require, and then deleted. ID proof images of agents are deleted when the agent account is closed.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'Data is stored on our own servers in India, reached only over encrypted connections. Uploaded images are re-encoded (removing location and camera details) and shown only to you and our office.',
        ],
      },
      {
        heading: 'Grievance Officer',
        paragraphs: [
          `Grievance Officer, ${company}, ${address}. E-mail: ${email}. Phone: ${phone}. If you are not satisfied with our reply, you may complain to the Data Protection Board of India.`,
        ],
      },
    ],
  },
  hi: {
    lead: `${company} ("हम") सिर्फ़ वही निजी जानकारी लेता है जो कैब यात्रा के लिए ज़रूरी है। यह सूचना बताती है कि हम क्या जानकारी लेते हैं, क्यों लेते हैं, कितने समय तक रखते हैं और डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत आप अपने अधिकारों का उपयोग कैसे कर सकते हैं।`,
    sections: [
      {
        heading: 'हम क्या जानकारी लेते हैं',
        paragraphs: [
          'आपका खाता: पूरा नाम, ईमेल, मोबाइल नंबर, इलाका, शहर, राज्य, पिनकोड और पासवर्ड (सिर्फ़ सुरक्षित हैश के रूप में रखा जाता है), और अगर आप जोड़ें तो प्रोफ़ाइल फ़ोटो।',
          'हर बुकिंग: रूट, तारीख और समय, गाड़ी, और यात्री का नाम, फ़ोन, ईमेल और पहचान पत्र का प्रकार व संख्या (आधार या वोटर आईडी)।',
          'भुगतान: अग्रिम भुगतान के लिए आपके भेजे गए UPI ट्रांज़ैक्शन रेफ़रेंस (UTR) और राशि। हम आपका UPI PIN या बैंक की जानकारी कभी नहीं देखते।',
          'एजेंट इसके अलावा ट्रैवल्स या कारोबार का नाम और पहचान पत्र की इमेज देते हैं।',
          'तकनीकी रिकॉर्ड: हमारे सर्वर पर आए अनुरोधों का समय और पता, जो साइट को गलत इस्तेमाल से बचाने के लिए रखा जाता है।',
        ],
      },
      {
        heading: 'हम इसका उपयोग क्यों करते हैं',
        paragraphs: [
          'आपकी यात्रा बुक करने, कन्फ़र्म करने और चलाने के लिए, पिकअप पर ड्राइवर द्वारा यात्री की पहचान के लिए, बुकिंग के बारे में आपसे संपर्क करने के लिए, आपके अग्रिम भुगतान का मिलान करने के लिए, ड्यूटी स्लिप और बिल बनाने के लिए, और अपनी कानूनी व टैक्स ज़िम्मेदारियाँ निभाने के लिए। हम आपका डेटा न बेचते हैं, न विज्ञापन के लिए इस्तेमाल करते हैं।',
          'पहचान पत्र संख्या सबको अधूरी (सिर्फ़ आखिरी 4 अक्षर) दिखती है, सिवाय हमारे ऑफ़िस के उन कर्मचारियों के जो आपकी बुकिंग संभालते हैं।',
        ],
      },
      {
        heading: 'आपकी सहमति और उसे वापस लेना',
        paragraphs: [
          'रजिस्टर करते समय और बुकिंग से पहले शर्तों वाले बॉक्स पर टिक करते समय आप सहमति देते हैं। आप नीचे दिए शिकायत अधिकारी को लिखकर कभी भी सहमति वापस ले सकते हैं। इसके बाद हम नई बुकिंग के लिए आपका डेटा इस्तेमाल नहीं करते; पहले से कन्फ़र्म यात्राओं के पूरे होने और बिल बनने तक उसकी ज़रूरत रह सकती है।',
        ],
      },
      {
        heading: 'आपके अधिकार',
        paragraphs: [
          'आप हमारे पास मौजूद अपनी निजी जानकारी का सारांश और उसकी डाउनलोड करने लायक कॉपी माँग सकते हैं, उसे सुधरवा सकते हैं (ज़्यादातर जानकारी आप "प्रोफ़ाइल बदलें" में खुद बदल सकते हैं), और उसे मिटवा सकते हैं। हम 30 दिनों के भीतर जवाब देते हैं।',
          'खाता मिटाने पर भी वे बिल और बुकिंग रिकॉर्ड रहते हैं जिन्हें टैक्स कानून के तहत रखना ज़रूरी है, लेकिन उनसे आपका नाम, संपर्क जानकारी और पहचान पत्र संख्या हटा दी जाती है।',
        ],
      },
      {
        heading: 'हम इसे कितने समय तक रखते हैं',
        paragraphs: [
          'खाते की जानकारी तब तक रहती है जब तक आपका खाता खुला है। बुकिंग रिकॉर्ड, बिल और भुगतान रेफ़रेंस GST और आयकर कानूनों के अनुसार वित्त वर्ष खत्म होने के बाद आठ साल तक रखे जाते हैं, फिर मिटा दिए जाते हैं। एजेंट का खाता बंद होने पर उसके पहचान पत्र की इमेज मिटा दी जाती है।',
        ],
      },
      {
        heading: 'सुरक्षा',
        paragraphs: [
          'डेटा भारत में हमारे अपने सर्वरों पर रखा जाता है और सिर्फ़ एन्क्रिप्टेड कनेक्शन से पहुँचा जा सकता है। अपलोड की गई इमेज दोबारा एन्कोड की जाती हैं (जिससे जगह और कैमरे की जानकारी हट जाती है) और सिर्फ़ आपको और हमारे ऑफ़िस को दिखती हैं।',
        ],
      },
      {
        heading: 'शिकायत अधिकारी',
        paragraphs: [
          `शिकायत अधिकारी, ${company}, ${address}। ईमेल: ${email}। फ़ोन: ${phone}। अगर आप हमारे जवाब से संतुष्ट नहीं हैं, तो आप भारतीय डेटा संरक्षण बोर्ड में शिकायत कर सकते हैं।`,
        ],
      },
    ],
  },
});

/** Cancellation charges (their slabs from the current fare version, see RefundPolicyPage) and refunds of advances (docs/glossary.md). */
export const refundPolicy = localized<Policy>({
  en: {
    lead: 'You can cancel a pending or confirmed booking yourself under Ride History in your profile (Cancel Booking), or by calling our office. The charge depends on how long before the pickup time you cancel.',
    sections: [
      {
        heading: 'Cancellation charges',
        // The current fare version's slabs, from the server (PolicyPage's `live`).
        paragraphs: [],
      },
      {
        heading: 'Refund of the advance',
        paragraphs: [
          'Any charge is taken from the advance you paid; the rest of the advance is refunded. If the advance is less than the charge, we do not ask for more.',
          'Refunds go back to the UPI account the advance came from, within 5 to 7 working days after our office closes the cancellation. Your booking shows "Cancellation Pending" until then.',
        ],
      },
      {
        heading: 'When we cancel',
        paragraphs: [
          'If we have to cancel a confirmed booking (for example when no cab is available), you get the whole advance back, with no charge.',
        ],
      },
      {
        heading: 'Changing the date',
        paragraphs: ['Changing the date or time is free up to 24 hours before pickup. Call our office to change a booking.'],
      },
      {
        heading: 'Questions and complaints',
        paragraphs: [
          `Call ${phone} or write to ${email}. Complaints about a trip are accepted in writing within 7 days of the end of travel.`,
        ],
      },
    ],
  },
  hi: {
    lead: 'आप लंबित या कन्फ़र्म बुकिंग अपनी प्रोफ़ाइल में यात्राओं के इतिहास से (बुकिंग रद्द करें) खुद रद्द कर सकते हैं, या हमारे ऑफ़िस को कॉल करके। शुल्क इस पर निर्भर है कि आप पिकअप के समय से कितने पहले रद्द करते हैं।',
    sections: [
      {
        heading: 'रद्दीकरण शुल्क',
        paragraphs: [],
      },
      {
        heading: 'अग्रिम भुगतान की वापसी',
        paragraphs: [
          'कोई भी शुल्क आपके दिए अग्रिम भुगतान में से लिया जाता है; बाकी अग्रिम राशि लौटा दी जाती है। अगर अग्रिम राशि शुल्क से कम है, तो हम और पैसे नहीं माँगते।',
          'रिफ़ंड उसी UPI खाते में जाता है जिससे अग्रिम भुगतान आया था, हमारे ऑफ़िस द्वारा रद्दीकरण बंद करने के 5 से 7 कामकाजी दिनों के भीतर। तब तक आपकी बुकिंग पर "रद्दीकरण लंबित" दिखता है।',
        ],
      },
      {
        heading: 'जब हम रद्द करते हैं',
        paragraphs: ['अगर हमें कोई कन्फ़र्म बुकिंग रद्द करनी पड़े (जैसे कोई कैब उपलब्ध न हो), तो आपको पूरा अग्रिम भुगतान वापस मिलता है, बिना किसी शुल्क के।'],
      },
      {
        heading: 'तारीख बदलना',
        paragraphs: ['पिकअप से 24 घंटे पहले तक तारीख या समय बदलना मुफ़्त है। बुकिंग बदलने के लिए हमारे ऑफ़िस को कॉल करें।'],
      },
      {
        heading: 'सवाल और शिकायतें',
        paragraphs: [`${phone} पर कॉल करें या ${email} पर लिखें। यात्रा से जुड़ी शिकायतें यात्रा खत्म होने के 7 दिनों के भीतर लिखित में ली जाती हैं।`],
      },
    ],
  },
});
