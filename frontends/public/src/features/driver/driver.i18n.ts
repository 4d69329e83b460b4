import { defineTexts } from '@jbp/shared';

export const driverTexts = defineTexts('public.driver', {
  en: {
    title: 'Trip {{reference}}',
    lead: 'Duty slip for the driver. Ask the customer for the start code when the trip starts.',
    badLink: 'This trip link is not valid or has expired. Ask the office for a new one.',
    loading: 'Loading the trip…',
    passenger: 'Passenger',
    call: 'Call',
    cab: 'Cab',
    pickup: 'Pickup',
    done: 'Trip completed. Thank you!',
  },
  hi: {
    title: 'ट्रिप {{reference}}',
    lead: 'ड्राइवर की ड्यूटी स्लिप। ट्रिप शुरू होने पर ग्राहक से स्टार्ट कोड पूछें।',
    badLink: 'यह ट्रिप लिंक मान्य नहीं है या इसकी अवधि खत्म हो गई है। कार्यालय से नया लिंक माँगें।',
    loading: 'ट्रिप लोड हो रही है…',
    passenger: 'यात्री',
    call: 'कॉल करें',
    cab: 'कैब',
    pickup: 'पिकअप',
    done: 'ट्रिप पूरी हुई। धन्यवाद!',
  },
});
