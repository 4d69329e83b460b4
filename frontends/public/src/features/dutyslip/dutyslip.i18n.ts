import { defineTexts } from '@jbp/shared';

export const dutySlipTexts = defineTexts('public.dutyslip', {
  en: {
    title: 'Duty Slip (One Way Journey)',
    loading: 'Loading duty slip',
    downloadFailed: 'The PDF could not be downloaded. Please try again.',
    back: '← Back',
    print: 'Print Duty Slip',
    preparingPdf: 'Preparing PDF…',
    downloadPdf: 'Download PDF',
    booked: 'Booked {{when}}',
    status: 'Status: {{status}}',
    charges: 'Charges',
    driverSignature: "Driver's signature",
    customerSignature: "Customer's signature",
  },
  hi: {
    title: 'ड्यूटी स्लिप (वन-वे यात्रा)',
    loading: 'ड्यूटी स्लिप लोड हो रही है',
    downloadFailed: 'PDF डाउनलोड नहीं हो सका। कृपया फिर से कोशिश करें।',
    back: '← वापस',
    print: 'ड्यूटी स्लिप प्रिंट करें',
    preparingPdf: 'PDF तैयार हो रहा है…',
    downloadPdf: 'PDF डाउनलोड करें',
    booked: 'बुकिंग: {{when}}',
    status: 'स्थिति: {{status}}',
    charges: 'शुल्क',
    driverSignature: 'ड्राइवर के हस्ताक्षर',
    customerSignature: 'ग्राहक के हस्ताक्षर',
  },
});
