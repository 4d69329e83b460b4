import { devices, expect, test, type Locator } from '@playwright/test';
import { createOffer, newActiveAgent } from '../support/api';
import { isoDateInDays, personData } from '../support/data';
import { journeyCounter } from '../support/journey-count';

// Issue 15, "Done when", on a phone and in Hindi: a visitor taps the language switch once, picks an
// offer from the popup, registers, lands back on that offer, enters a pickup address, sees each
// mistake beside its field in Hindi, books, and reads the reference and next steps in Hindi. The
// taps and fields are counted. (Tavera: journey-intent.spec.ts books a Zest offer of the same day.)

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, userAgent: devices['Pixel 7'].userAgent });

test('on a 375 px phone, in Hindi after one tap: offer from the popup, register, back to the offer, address, book, confirmation', async ({
  page,
  request,
}) => {
  const agent = await newActiveAgent(request);
  const offer = await createOffer(request, agent.session, { vehicle: 'Tavera', seats: 7, amount: 3199, date: isoDateInDays(1) });
  const me = personData();
  const { tap, fill, select, report } = journeyCounter('taps');
  const beside = (field: Locator) => expect(field).toHaveAccessibleDescription;

  await test.step('one tap on the switch in the popup, then the offer there sends the visitor to log in, keeping it', async () => {
    await page.goto('/');
    // The popup covers the page on arrival, so it carries the switch: the visitor's first tap.
    await tap(page.getByRole('dialog', { name: 'Available Offers' }).getByRole('button', { name: 'हिन्दी' }));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const popup = page.getByRole('dialog', { name: 'उपलब्ध ऑफ़र' });
    await expect(popup).toBeVisible();
    await tap(popup.getByRole('button').filter({ hasText: 'Tavera' }).first());
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fofferconvehical$/);
    await expect(page.getByText('अपनी बुकिंग आगे बढ़ाने के लिए लॉग इन या रजिस्टर करें; आपने जो चुना है वह सुरक्षित है।')).toBeVisible();
    await tap(page.getByRole('main').getByRole('link', { name: 'रजिस्टर करें' }));
    await expect(page).toHaveURL(/\/register\?returnTo=%2Fofferconvehical$/);
  });

  await test.step('registration says what is wrong beside the field, in Hindi, then returns to the offer signed in', async () => {
    await select(page.getByLabel('भूमिका'), 'customer');
    await fill(page.getByLabel('पूरा नाम'), me.fullName);
    await fill(page.getByLabel('ईमेल'), me.email);
    const mobile = page.getByLabel('मोबाइल');
    await fill(mobile, '12345');
    await mobile.blur();
    await beside(mobile)('6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर लिखें।');
    await mobile.fill(me.mobile);
    await fill(page.getByLabel('इलाका'), me.area);
    await fill(page.getByLabel('शहर'), me.city);
    await fill(page.getByLabel('राज्य'), me.state);
    await fill(page.getByLabel('पिनकोड'), me.pincode);
    await fill(page.getByLabel('पासवर्ड', { exact: true }), me.password);
    await fill(page.getByLabel('पासवर्ड दोबारा लिखें'), me.password);
    await tap(page.getByRole('main').getByRole('button', { name: 'रजिस्टर करें' }));
    await expect(page).toHaveURL(/\/offerconvehical$/);
    await expect(page.getByRole('heading', { name: 'ऑफ़र का विवरण' })).toBeVisible();
    await expect(page.getByText('₹3,199.00').first()).toBeVisible();
  });

  await test.step('the pickup address: the mistakes beside their fields in Hindi, the first one focused', async () => {
    await tap(page.getByRole('button', { name: 'यात्री की जानकारी जोड़ें' }));
    await expect(page.getByRole('heading', { level: 1, name: 'यात्री की जानकारी' })).toBeVisible();
    const pickup = page.getByLabel('पिकअप का पता');
    await fill(pickup, 'abc');
    await tap(page.getByRole('button', { name: 'भुगतान की ओर बढ़ें' }));
    await expect(pickup).toBeFocused();
    await expect(pickup).toBeInViewport();
    await beside(pickup)('कम से कम 5 अक्षर लिखें ताकि ड्राइवर जगह ढूँढ सके।');
    await beside(page.getByLabel('ड्रॉप का पता'))('कम से कम 5 अक्षर लिखें ताकि ड्राइवर जगह ढूँढ सके।');
    await pickup.fill('12 Napier Town, near Bhawartal Garden');
    await fill(page.getByLabel('पास की पहचान (वैकल्पिक)'), 'Opposite the Gurudwara');
    await fill(page.getByLabel('ड्रॉप का पता'), 'Sitabuldi, Nagpur');
    await fill(page.getByLabel('पहचान पत्र संख्या'), '1234 5678 9012');
    await tap(page.getByRole('button', { name: 'भुगतान की ओर बढ़ें' }));
  });

  await test.step('Book says in Hindi what it waits for, a wrong code is told beside it, then it books', async () => {
    await expect(page).toHaveURL(/\/offerpayadvance$/);
    await expect(page.getByText('12 Napier Town, near Bhawartal Garden')).toBeVisible();
    const book = page.getByRole('button', { name: 'बुक करें' });
    await expect(book).toBeDisabled();
    await expect(book).toHaveAccessibleDescription(/^बुक करने के लिए: .*नियम और शर्तें मानें.*तस्वीर का कोड लिखें/);
    const captcha = page.getByLabel('दिखाया गया कोड लिखें (छोटे-बड़े अक्षर का ध्यान रखें)');
    await fill(captcha, 'zzzzzz');
    await beside(captcha)('कोड तस्वीर से मेल नहीं खाता; फिर से लिखें।');
    await captcha.fill((await page.getByTestId('captcha-code').textContent())?.trim() ?? '');
    await tap(page.getByRole('checkbox'));
    await expect(book).toBeEnabled();
    await tap(book);
    await expect(page.getByRole('alert')).toHaveText('बुकिंग हो गई! आपकी प्रोफ़ाइल खोली जा रही है... 🎉');
  });

  await test.step('the profile opens with the reference and the next steps, in Hindi', async () => {
    await expect(page).toHaveURL(/\/customerprofile$/);
    const card = page.getByTestId('booking-confirmation');
    await expect(card.getByRole('heading', { name: 'धन्यवाद! आपकी बुकिंग हमें मिल गई है।' })).toBeVisible();
    await expect(card).toContainText(/आपकी बुकिंग का रेफ़रेंस:\s*JBP-\d{6}/);
    await expect(card).toContainText('आगे क्या होगा');
    await expect(card).toContainText(`बुकिंग कन्फ़र्म करने के लिए हमारा ऑफ़िस 2 घंटे के भीतर आपको ${me.mobile} पर कॉल करेगा`);
    await expect(card).toContainText('₹3,199.00');
    await expect(card.getByRole('link', { name: 'ड्यूटी स्लिप डाउनलोड करें' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const answer = (await (await request.get('/api/offers')).json()) as { data: { _id: string | number }[] };
    expect(answer.data.map((o) => String(o._id))).not.toContain(String(offer._id));
  });

  report('offer journey on a phone in Hindi');
});
