import { branding } from '@jbp/shared';

export interface Clause {
  title: string;
  text: string;
}

const company = branding.companyName;

// The agent terms (spec section 2): 14 clauses, in the spec's order. Termination needs 7 days'
// written notice; disputes go to the courts at Jabalpur (Madhya Pradesh).

export const AGENT_TERMS: readonly Clause[] = [
  {
    title: 'Eligibility',
    text: `To work with ${company} as an agent you must be at least 18 years old, hold the permits your business needs (a commercial or tourist permit and valid insurance for every vehicle you offer) and have drivers with a valid commercial driving licence.`,
  },
  {
    title: 'Registration and approval',
    text: 'You register with true and complete details, your traveller or business name and a valid ID proof (Aadhaar Card or Voter ID Card). Your account stays inactive until our office has checked these details and approved it. Tell us promptly if any of them change.',
  },
  {
    title: 'Scope of services',
    text: `Through this website you may publish travel offers (a route, date, vehicle, seats, timings and price) for customers of ${company}. You remain the operator of the trip: the vehicle, the driver and the trip itself are your responsibility.`,
  },
  {
    title: 'Commission',
    text: `${company} keeps a commission on each trip booked through the website, at the rate agreed with you in writing before your first offer. The commission is settled weekly against the amounts collected, with a statement of every booking it covers.`,
  },
  {
    title: 'Agent obligations',
    text: 'Send a clean, roadworthy vehicle of the type offered, with a courteous driver, on time at the agreed pickup point. Follow traffic laws, never allow the driver to drink or smoke on duty, and keep the customer and our office informed of any delay.',
  },
  {
    title: 'Pricing',
    text: 'The amount in your offer is the full fare for the trip as described. You may not ask the customer for more, except toll tax, parking and state entry fees paid on the way, on receipts. Prices must be honest and may not be changed once a customer has booked.',
  },
  {
    title: 'Cancellation and refund',
    text: `Once an offer is booked you must run the trip. If you cannot, tell our office at once so that another vehicle can be arranged; repeated cancellations may lead to suspension. Customer refunds follow the ${company} customer terms, and an amount refunded because of your cancellation may be recovered from your settlement.`,
  },
  {
    title: 'Branding and conduct',
    text: `Do not use the ${company} name, logo or customer details for any purpose other than the trips booked through us, and do not approach our customers for direct bookings. Drivers should carry the booking's duty slip and present themselves as a partner of ${company}.`,
  },
  {
    title: 'Termination',
    text: `Either side may end this arrangement by giving 7 days' written notice (by letter or e-mail to ${branding.email}). Trips already booked must still be completed. ${company} may suspend an account at once for fraud, unsafe driving or serious misconduct.`,
  },
  {
    title: 'Confidentiality',
    text: 'Customer names, phone numbers, addresses and ID details shared with you are to be used only for the trip concerned, kept securely and never passed on or sold. This duty continues after the arrangement ends.',
  },
  {
    title: 'Liability',
    text: `You are responsible for any loss, injury or damage caused by your vehicle or driver, and for the insurance that covers it. ${company} acts as the booking platform and is not liable for the operation of the trip, except where the law says otherwise.`,
  },
  {
    title: 'Modification of terms',
    text: `${company} may update these terms. Changes are published on this page and apply to offers published after they appear; we will tell you of any important change by e-mail before it takes effect.`,
  },
  {
    title: 'Governing law and jurisdiction',
    text: 'These terms are governed by the laws of India. Any dispute arising from them is subject to the exclusive jurisdiction of the courts at Jabalpur (Madhya Pradesh).',
  },
  {
    title: 'Acceptance',
    text: 'By publishing an offer on this website you confirm that you have read, understood and accepted these terms.',
  },
];

// The same 14 clauses in Hindi, clause for clause.
export const AGENT_TERMS_HI: readonly Clause[] = [
  {
    title: 'पात्रता',
    text: `${company} के साथ एजेंट के रूप में काम करने के लिए आपकी उम्र कम से कम 18 साल होनी चाहिए, आपके कारोबार के लिए ज़रूरी परमिट (आपकी दी जाने वाली हर गाड़ी के लिए कमर्शियल या टूरिस्ट परमिट और वैध बीमा) होने चाहिए, और आपके ड्राइवरों के पास वैध कमर्शियल ड्राइविंग लाइसेंस होना चाहिए।`,
  },
  {
    title: 'रजिस्ट्रेशन और मंज़ूरी',
    text: 'आप सही और पूरी जानकारी, अपनी ट्रैवल्स या कारोबार का नाम और एक वैध पहचान पत्र (आधार कार्ड या वोटर आईडी कार्ड) के साथ रजिस्टर करते हैं। जब तक हमारा ऑफ़िस यह जानकारी जाँचकर मंज़ूरी नहीं देता, आपका खाता बंद रहता है। इनमें से कुछ भी बदले तो हमें तुरंत बताएँ।',
  },
  {
    title: 'सेवाओं का दायरा',
    text: `इस वेबसाइट के ज़रिए आप ${company} के ग्राहकों के लिए ट्रैवल ऑफ़र (रूट, तारीख, गाड़ी, सीटें, समय और किराया) डाल सकते हैं। यात्रा के संचालक आप ही रहते हैं: गाड़ी, ड्राइवर और खुद यात्रा आपकी ज़िम्मेदारी है।`,
  },
  {
    title: 'कमीशन',
    text: `वेबसाइट से बुक हुई हर यात्रा पर ${company} कमीशन लेता है, उस दर पर जो आपके पहले ऑफ़र से पहले आपके साथ लिखित में तय हुई हो। कमीशन का हिसाब हर हफ़्ते वसूली गई राशि से होता है, और हर बुकिंग का विवरण साथ दिया जाता है।`,
  },
  {
    title: 'एजेंट की ज़िम्मेदारियाँ',
    text: 'ऑफ़र में बताई गई तरह की साफ़-सुथरी, चलने लायक गाड़ी, विनम्र ड्राइवर के साथ, तय पिकअप की जगह पर समय से भेजें। यातायात नियमों का पालन करें, ड्राइवर को ड्यूटी पर कभी शराब या धूम्रपान न करने दें, और किसी भी देरी की जानकारी ग्राहक और हमारे ऑफ़िस को देते रहें।',
  },
  {
    title: 'किराया',
    text: 'आपके ऑफ़र की राशि बताई गई यात्रा का पूरा किराया है। रास्ते में चुकाए गए टोल टैक्स, पार्किंग और राज्य प्रवेश शुल्क (रसीद के साथ) के अलावा आप ग्राहक से और पैसे नहीं माँग सकते। किराया ईमानदार होना चाहिए और ग्राहक के बुक करने के बाद बदला नहीं जा सकता।',
  },
  {
    title: 'रद्दीकरण और रिफ़ंड',
    text: `ऑफ़र बुक होने के बाद आपको यात्रा करानी होगी। अगर आप नहीं करा सकते, तो तुरंत हमारे ऑफ़िस को बताएँ ताकि दूसरी गाड़ी का इंतज़ाम हो सके; बार-बार रद्द करने पर खाता निलंबित हो सकता है। ग्राहकों का रिफ़ंड ${company} की ग्राहक शर्तों के अनुसार होता है, और आपके रद्द करने की वजह से लौटाई गई राशि आपके भुगतान से वसूली जा सकती है।`,
  },
  {
    title: 'ब्रांड और आचरण',
    text: `${company} का नाम, लोगो या ग्राहकों की जानकारी हमारे ज़रिए बुक हुई यात्राओं के अलावा किसी और काम में न लें, और हमारे ग्राहकों से सीधे बुकिंग के लिए संपर्क न करें। ड्राइवर बुकिंग की ड्यूटी स्लिप साथ रखें और खुद को ${company} के पार्टनर के रूप में पेश करें।`,
  },
  {
    title: 'समाप्ति',
    text: `कोई भी पक्ष 7 दिन का लिखित नोटिस (पत्र से या ${branding.email} पर ईमेल से) देकर यह व्यवस्था खत्म कर सकता है। पहले से बुक यात्राएँ फिर भी पूरी करनी होंगी। धोखाधड़ी, असुरक्षित ड्राइविंग या गंभीर दुर्व्यवहार पर ${company} किसी खाते को तुरंत निलंबित कर सकता है।`,
  },
  {
    title: 'गोपनीयता',
    text: 'आपके साथ साझा किए गए ग्राहकों के नाम, फ़ोन नंबर, पते और पहचान की जानकारी सिर्फ़ उसी यात्रा के लिए इस्तेमाल हो, सुरक्षित रखी जाए और कभी किसी को दी या बेची न जाए। यह ज़िम्मेदारी व्यवस्था खत्म होने के बाद भी बनी रहती है।',
  },
  {
    title: 'दायित्व',
    text: `आपकी गाड़ी या ड्राइवर से हुए किसी भी नुकसान, चोट या क्षति की, और उसे कवर करने वाले बीमे की ज़िम्मेदारी आपकी है। ${company} बुकिंग प्लेटफ़ॉर्म के रूप में काम करता है और यात्रा के संचालन के लिए ज़िम्मेदार नहीं है, सिवाय वहाँ के जहाँ कानून कुछ और कहता हो।`,
  },
  {
    title: 'शर्तों में बदलाव',
    text: `${company} इन शर्तों को अपडेट कर सकता है। बदलाव इसी पेज पर प्रकाशित होते हैं और उनके आने के बाद डाले गए ऑफ़र पर लागू होते हैं; किसी भी बड़े बदलाव के लागू होने से पहले हम आपको ईमेल से बताएँगे।`,
  },
  {
    title: 'लागू कानून और क्षेत्राधिकार',
    text: 'ये शर्तें भारत के कानूनों के अधीन हैं। इनसे जुड़ा कोई भी विवाद केवल जबलपुर (मध्य प्रदेश) के न्यायालयों के क्षेत्राधिकार में होगा।',
  },
  {
    title: 'स्वीकृति',
    text: 'इस वेबसाइट पर ऑफ़र डालकर आप पुष्टि करते हैं कि आपने ये शर्तें पढ़ ली हैं, समझ ली हैं और स्वीकार कर ली हैं।',
  },
];
