import { defineTexts } from './texts';

/** The duty slip's fare lines by the code the server's bill gives each line. */
export const billTexts = defineTexts('shared.bill', {
  en: {
    'base-fare': 'Base Fare',
    'driver-allowance': 'Driver Allowance',
    halting: 'Halting Charges',
    'toll-parking': 'Toll Tax & Parking',
    'extra-hours': 'Extra Hours Charges',
    'extra-km': 'Extra Km Charges',
    taxable: 'Taxable Value',
    gst: 'GST (included)',
    total: 'Total',
    advance: 'Advance',
  },
  hi: {
    'base-fare': 'मूल किराया',
    'driver-allowance': 'ड्राइवर भत्ता',
    halting: 'रुकने का शुल्क',
    'toll-parking': 'टोल टैक्स और पार्किंग',
    'extra-hours': 'अतिरिक्त घंटों का शुल्क',
    'extra-km': 'अतिरिक्त किमी का शुल्क',
    taxable: 'कर योग्य मूल्य',
    gst: 'जीएसटी (शामिल)',
    total: 'कुल',
    advance: 'अग्रिम भुगतान',
  },
});
