// Every message the API answers with, in English and Hindi, keyed by a stable code. The English
// text is what services throw (they stay readable in English); the error filter finds the entry
// whose English template matches and answers the Hindi one when the caller prefers Hindi.
// `{name}` marks a part that varies (a field, a reference, an amount); a `{field}` is itself
// translated through FIELD_LABELS when the catalogue knows it.

export interface ServerMessage {
  en: string;
  hi: string;
}

export const SERVER_MESSAGES = {
  // Request bodies (checked before parsing)
  'body.invalidJson': { en: 'The request body is not valid JSON.', hi: 'अनुरोध का मुख्य भाग मान्य JSON नहीं है।' },
  'body.tooLarge': {
    en: 'The request body is too large: at most 100 KB is accepted.',
    hi: 'अनुरोध का मुख्य भाग बहुत बड़ा है: अधिकतम 100 KB स्वीकार है।',
  },
  'body.tooDeep': {
    en: 'The request body is nested too deeply: at most 32 levels are accepted.',
    hi: 'अनुरोध का मुख्य भाग बहुत गहराई तक नेस्टेड है: अधिकतम 32 स्तर स्वीकार हैं।',
  },
  'body.notObject': { en: 'The request body must be a JSON object.', hi: 'अनुरोध का मुख्य भाग एक JSON ऑब्जेक्ट होना चाहिए।' },
  'body.unknownField': { en: 'The field {field} is not accepted.', hi: 'फ़ील्ड {field} स्वीकार नहीं है।' },
  'request.tooLarge': { en: 'The request is too large.', hi: 'अनुरोध बहुत बड़ा है।' },
  'route.unknown': { en: 'Cannot {method} {path}', hi: '{method} {path} उपलब्ध नहीं है' },
  'database.unavailable': {
    en: 'We cannot reach our records just now. Please try again in a few seconds.',
    hi: 'अभी हम अपने रिकॉर्ड तक नहीं पहुँच पा रहे हैं। कृपया कुछ सेकंड बाद फिर से कोशिश करें।',
  },
  'server.error': {
    en: 'Something went wrong on our side. Please try again.',
    hi: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  },
  'server.dbDown': { en: 'The database is not answering.', hi: 'डेटाबेस जवाब नहीं दे रहा है।' },

  // Fields (one sentence naming the field)
  'field.required': { en: '{field} is required', hi: '{field} आवश्यक है' },
  'field.empty': { en: '{field} cannot be empty', hi: '{field} खाली नहीं हो सकता' },
  'field.maxLength': { en: '{field} must be at most {n} characters', hi: '{field} अधिकतम {n} अक्षरों का हो सकता है' },
  'field.minLength': { en: '{field} must be at least {n} characters', hi: '{field} कम से कम {n} अक्षरों का होना चाहिए' },
  'field.text': { en: '{field} must be text', hi: '{field} टेक्स्ट होना चाहिए' },
  'field.singleText': { en: '{field} must be a single piece of text', hi: '{field} एक ही टेक्स्ट होना चाहिए' },
  'field.singleTextMax': {
    en: '{field} must be a single piece of text of at most {n} characters',
    hi: '{field} अधिकतम {n} अक्षरों का एक ही टेक्स्ट होना चाहिए',
  },
  'field.placeOrLabel': { en: '{field} must be a place name or label (text)', hi: '{field} किसी जगह का नाम या लेबल (टेक्स्ट) होना चाहिए' },
  'field.placeName': { en: '{field} must be a place name', hi: '{field} किसी जगह का नाम होना चाहिए' },
  'field.plainText': {
    en: '{field} cannot contain control, direction-changing or invisible characters',
    hi: '{field} में नियंत्रण, दिशा बदलने वाले या अदृश्य अक्षर नहीं हो सकते',
  },
  'field.date': { en: '{field} must be a date like 2025-12-31', hi: '{field} 2025-12-31 जैसी तारीख होनी चाहिए' },
  'field.month': { en: '{field} must be a month like 2026-10', hi: '{field} 2026-10 जैसा महीना होना चाहिए' },
  'field.time': { en: '{field} must be a time like 09:30 (24-hour)', hi: '{field} 09:30 जैसा समय (24 घंटे) होना चाहिए' },
  'field.boolean': { en: '{field} must be true or false', hi: '{field} true या false होना चाहिए' },
  'field.wholeNumber': { en: '{field} must be a whole number', hi: '{field} पूर्ण संख्या होनी चाहिए' },
  'field.wholeNumberRange': {
    en: '{field} must be a whole number from {min} to {max}',
    hi: '{field} {min} से {max} तक की पूर्ण संख्या होनी चाहिए',
  },
  'field.oneOf': { en: '{field} must be one of: {values}', hi: '{field} इनमें से एक होना चाहिए: {values}' },
  'field.oneOfList': { en: '{field} must be one of {values}', hi: '{field} इनमें से एक होना चाहिए: {values}' },
  'field.rangeOrder': { en: '{to} cannot be before {from}', hi: '{to}, {from} से पहले नहीं हो सकता' },
  'field.rupees': {
    en: '{field} must be an amount in rupees with at most 2 decimals',
    hi: '{field} रुपयों में राशि होनी चाहिए, अधिकतम 2 दशमलव तक',
  },
  'field.negative': { en: '{field} cannot be negative', hi: '{field} ऋणात्मक नहीं हो सकता' },
  'field.maxRupees': { en: '{field} must be at most ₹10,00,000', hi: '{field} अधिकतम ₹10,00,000 हो सकता है' },
  // class-validator's own wording, for checks that give no message of their own
  'field.cvMaxLength': {
    en: '{field} must be shorter than or equal to {n} characters',
    hi: '{field} अधिकतम {n} अक्षरों का हो सकता है',
  },
  'field.cvString': { en: '{field} must be a string', hi: '{field} टेक्स्ट होना चाहिए' },
  'field.cvNotEmpty': { en: '{field} should not be empty', hi: '{field} खाली नहीं हो सकता' },
  'field.cvIn': { en: '{field} must be one of the following values: {values}', hi: '{field} इनमें से एक होना चाहिए: {values}' },
  'field.cvInt': { en: '{field} must be an integer number', hi: '{field} पूर्ण संख्या होनी चाहिए' },
  'field.cvMin': { en: '{field} must not be less than {n}', hi: '{field} {n} से कम नहीं हो सकता' },
  'field.cvMax': { en: '{field} must not be greater than {n}', hi: '{field} {n} से अधिक नहीं हो सकता' },
  'field.cvNumber': {
    en: '{field} must be a number conforming to the specified constraints',
    hi: '{field} एक मान्य संख्या होनी चाहिए',
  },
  'field.cvBoolean': { en: '{field} must be a boolean value', hi: '{field} true या false होना चाहिए' },
  'field.cvObject': { en: '{field} must be an object', hi: '{field} एक ऑब्जेक्ट होना चाहिए' },

  // Accounts
  'account.mobile': {
    en: 'Mobile must be a 10-digit Indian number starting with 6, 7, 8 or 9',
    hi: 'मोबाइल 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय नंबर होना चाहिए',
  },
  'account.pincode': { en: 'Pincode must be 6 digits', hi: 'पिनकोड 6 अंकों का होना चाहिए' },
  'account.email': { en: 'Please enter a valid email address', hi: 'कृपया मान्य ई-मेल पता दर्ज करें' },
  'account.role': { en: 'Role must be Admin, Agent or Customer', hi: 'भूमिका Admin, Agent या Customer होनी चाहिए' },
  'account.idProofType': {
    en: 'ID proof type must be Aadhar Card or Voter ID Card',
    hi: 'पहचान पत्र का प्रकार आधार कार्ड या वोटर आईडी कार्ड होना चाहिए',
  },
  'account.idProofAsFile': { en: 'idProofImage must be sent as a file', hi: 'idProofImage फ़ाइल के रूप में भेजी जानी चाहिए' },
  'account.passwordsDiffer': { en: 'Passwords do not match!', hi: 'पासवर्ड मेल नहीं खाते!' },
  'account.confirmPassword': { en: 'Please confirm your password', hi: 'कृपया अपने पासवर्ड की पुष्टि करें' },
  'account.emailTaken': { en: 'Email is already registered', hi: 'यह ई-मेल पहले से पंजीकृत है' },
  'account.mobileTaken': { en: 'Mobile is already registered', hi: 'यह मोबाइल नंबर पहले से पंजीकृत है' },
  'account.deleted': {
    en: 'This account was deleted by its owner and cannot be used again.',
    hi: 'यह खाता इसके मालिक ने हटा दिया है और फिर से उपयोग नहीं किया जा सकता।',
  },
  'account.registered': { en: 'Registered Successfully!', hi: 'पंजीकरण सफल रहा!' },
  'account.badCredentials': { en: 'Invalid login credentials', hi: 'लॉगिन विवरण गलत हैं' },
  'account.awaitingApproval': {
    en: 'Your account is awaiting approval by an admin.',
    hi: 'आपका खाता एडमिन की स्वीकृति की प्रतीक्षा में है।',
  },
  'account.deactivated': { en: 'Your account has been deactivated.', hi: 'आपका खाता निष्क्रिय कर दिया गया है।' },
  'account.selfDeactivate': { en: 'You cannot deactivate your own account.', hi: 'आप अपना खाता स्वयं निष्क्रिय नहीं कर सकते।' },
  'account.customerNotFound': { en: 'Customer not found.', hi: 'ग्राहक नहीं मिला।' },
  'account.agentNotFound': { en: 'Agent not found.', hi: 'एजेंट नहीं मिला।' },
  'account.adminNotFound': { en: 'Admin not found.', hi: 'एडमिन नहीं मिला।' },
  'account.customerInactive': { en: 'This customer account is deactivated.', hi: 'यह ग्राहक खाता निष्क्रिय है।' },
  'account.mobileNotCustomer': {
    en: 'This mobile number belongs to an agent or admin account.',
    hi: 'यह मोबाइल नंबर किसी एजेंट या एडमिन खाते का है।',
  },
  'account.ownDataDeleted': {
    en: 'Your account has been deleted. Your bookings stay in our accounts without your personal details.',
    hi: 'आपका खाता हटा दिया गया है। आपकी बुकिंग आपके निजी विवरण के बिना हमारे हिसाब में रहेंगी।',
  },
  'account.notCustomer': {
    en: 'Agent and admin accounts are closed by our office. Please write to us to close yours.',
    hi: 'एजेंट और एडमिन खाते हमारा कार्यालय बंद करता है। अपना खाता बंद कराने के लिए कृपया हमें लिखें।',
  },
  'account.wrongPassword': { en: 'The password is not correct.', hi: 'पासवर्ड सही नहीं है।' },
  'account.upcoming': {
    en: 'Please cancel your upcoming bookings first ({references}), then delete your account.',
    hi: 'कृपया पहले अपनी आने वाली बुकिंग ({references}) रद्द करें, फिर अपना खाता हटाएँ।',
  },
  'account.passwordLinkMissing': { en: 'The password link is missing.', hi: 'पासवर्ड लिंक नहीं मिला।' },
  'account.passwordLinkInvalid': {
    en: 'This password link is invalid or has expired. Please ask our office for a new one.',
    hi: 'यह पासवर्ड लिंक अमान्य है या इसकी समय-सीमा समाप्त हो गई है। कृपया हमारे कार्यालय से नया लिंक माँगें।',
  },
  'account.passwordChanged': {
    en: 'Your password has been changed. You can log in now.',
    hi: 'आपका पासवर्ड बदल दिया गया है। अब आप लॉगिन कर सकते हैं।',
  },
  'account.resetSent': {
    en:
      'If an account has this e-mail address or mobile number, we have sent a link to set a new password to its e-mail address. ' +
      'The link works once, for 30 minutes.',
    hi: 'यदि किसी खाते में यह ई-मेल पता या मोबाइल नंबर है, तो हमने उसके ई-मेल पते पर नया पासवर्ड सेट करने का लिंक भेजा है। लिंक एक बार, 30 मिनट तक काम करता है।',
  },
  'account.resetInvalid': {
    en: 'This password reset link is invalid or has expired. Please ask for a new one with "Forgot password?" on the login page.',
    hi: 'यह पासवर्ड रीसेट लिंक अमान्य है या इसकी समय-सीमा समाप्त हो गई है। कृपया लॉगिन पेज पर "पासवर्ड भूल गए?" से नया लिंक माँगें।',
  },
  'account.emailLinkMissing': { en: 'The confirmation link is missing.', hi: 'पुष्टि का लिंक नहीं मिला।' },
  'account.emailLinkInvalid': {
    en: 'This e-mail confirmation link is invalid or has expired. Please change your e-mail again from your profile.',
    hi: 'यह ई-मेल पुष्टि लिंक अमान्य है या इसकी समय-सीमा समाप्त हो गई है। कृपया अपनी प्रोफ़ाइल से ई-मेल फिर से बदलें।',
  },
  'account.emailChanged': { en: 'Your e-mail address is now {email}.', hi: 'आपका ई-मेल पता अब {email} है।' },

  // Sessions and permissions
  'auth.noToken': { en: 'Please log in to continue.', hi: 'जारी रखने के लिए कृपया लॉगिन करें।' },
  'auth.badToken': {
    en: 'Your session has expired or is not valid. Please log in again.',
    hi: 'आपका सत्र समाप्त हो गया है या मान्य नहीं है। कृपया फिर से लॉगिन करें।',
  },
  'auth.inactive': {
    en: 'Your account is not active. Please log in again or contact us.',
    hi: 'आपका खाता सक्रिय नहीं है। कृपया फिर से लॉगिन करें या हमसे संपर्क करें।',
  },
  'auth.forbidden': { en: 'You do not have permission to do this.', hi: 'आपको यह करने की अनुमति नहीं है।' },
  'auth.rateLimit': {
    en: 'Too many attempts. Please try again in a minute.',
    hi: 'बहुत अधिक प्रयास हुए। कृपया एक मिनट बाद फिर से कोशिश करें।',
  },
  'booking.rateLimit': {
    en: 'You have made too many bookings in the last hour. Please call us to book more.',
    hi: 'आपने पिछले एक घंटे में बहुत अधिक बुकिंग की हैं। और बुकिंग के लिए कृपया हमें फ़ोन करें।',
  },

  // Bookings
  'booking.notFound': { en: 'Booking not found.', hi: 'बुकिंग नहीं मिली।' },
  'booking.notYours': { en: 'You can only see your own bookings.', hi: 'आप केवल अपनी बुकिंग देख सकते हैं।' },
  'booking.notYoursToChange': { en: 'You can only change your own bookings.', hi: 'आप केवल अपनी बुकिंग बदल सकते हैं।' },
  'booking.notJabalpur': { en: 'One-way bookings start from Jabalpur only.', hi: 'वन-वे बुकिंग केवल जबलपुर से शुरू होती है।' },
  'booking.pastDate': { en: 'The trip date cannot be in the past.', hi: 'यात्रा की तारीख बीती हुई नहीं हो सकती।' },
  'offer.pastTime': { en: 'The pickup time has already passed.', hi: 'पिकअप का समय बीत चुका है।' },
  'booking.pastTime': {
    en: 'This pickup time has already passed today; choose a later time.',
    hi: 'आज का यह पिकअप समय बीत चुका है; बाद का समय चुनें।',
  },
  'booking.tooFar': {
    en: 'Trips can be booked up to a year ahead; choose an earlier date.',
    hi: 'यात्राएँ एक वर्ष आगे तक बुक की जा सकती हैं; पहले की तारीख चुनें।',
  },
  'booking.samePlace': { en: 'Pickup and drop must be different places.', hi: 'पिकअप और ड्रॉप अलग-अलग जगहें होनी चाहिए।' },
  'booking.offerTakenSince': {
    en: 'The offer of this booking has since been booked by someone else.',
    hi: 'इस बुकिंग का ऑफ़र इस बीच किसी और ने बुक कर लिया है।',
  },
  'booking.keyReused': {
    en: 'This Idempotency-Key was already used for a different booking.',
    hi: 'यह Idempotency-Key पहले ही किसी दूसरी बुकिंग के लिए उपयोग हो चुकी है।',
  },
  'booking.badKey': {
    en: 'Idempotency-Key must be 1 to 100 letters, digits or the characters - _ : .',
    hi: 'Idempotency-Key 1 से 100 अक्षर, अंक या - _ : . चिह्न होनी चाहिए',
  },
  'booking.customerChoice': {
    en: 'Choose the customer: customerId, or customer {fullName, mobile}, not both.',
    hi: 'ग्राहक चुनें: customerId, या customer {fullName, mobile}, दोनों नहीं।',
  },
  'booking.customerShape': { en: 'customer must be {fullName, mobile, email?}', hi: 'customer {fullName, mobile, email?} होना चाहिए' },
  'booking.customerId': { en: 'customerId must be a customer id', hi: 'customerId किसी ग्राहक की आईडी होनी चाहिए' },
  'booking.offerId': { en: 'offerId must be an offer id', hi: 'offerId किसी ऑफ़र की आईडी होनी चाहिए' },
  'booking.passenger': { en: '{prefix}passenger details are required', hi: '{prefix}यात्री का विवरण आवश्यक है' },
  'booking.phone': {
    en: '{field} must be a 10-digit Indian mobile number',
    hi: '{field} 10 अंकों का भारतीय मोबाइल नंबर होना चाहिए',
  },
  'booking.email': { en: '{field} must be a valid email address', hi: '{field} मान्य ई-मेल पता होना चाहिए' },
  'booking.idType': {
    en: '{field} must be Aadhar Card or Voter ID Card',
    hi: '{field} आधार कार्ड या वोटर आईडी कार्ड होना चाहिए',
  },
  'booking.voterId': {
    en: '{field} must be 6 to 20 letters or digits for a Voter ID Card',
    hi: 'वोटर आईडी कार्ड के लिए {field} 6 से 20 अक्षर या अंक होना चाहिए',
  },
  'booking.aadhaar': { en: '{field} must be 12 digits for an Aadhaar Card', hi: 'आधार कार्ड के लिए {field} 12 अंकों का होना चाहिए' },
  'booking.ownerTarget': {
    en: 'status must be "cancelled by the customer"',
    hi: 'status "cancelled by the customer" होना चाहिए',
  },
  'booking.notCancellable': {
    en: 'Only pending or confirmed bookings can be cancelled.',
    hi: 'केवल लंबित या पुष्टि की गई बुकिंग रद्द की जा सकती है।',
  },
  'booking.advanceNotConfirmed': {
    en: 'The advance can be paid once the booking is confirmed.',
    hi: 'बुकिंग की पुष्टि होने के बाद ही अग्रिम भुगतान किया जा सकता है।',
  },
  'booking.advancePaid': {
    en: 'The advance for this booking has already been paid.',
    hi: 'इस बुकिंग का अग्रिम भुगतान पहले ही हो चुका है।',
  },
  'booking.nothingDue': { en: 'Nothing is due on this booking.', hi: 'इस बुकिंग पर कुछ भी बकाया नहीं है।' },
  'booking.advanceNotRecordable': {
    en: 'An advance can be recorded only once the booking is confirmed, and not after it is cancelled, a no-show or completed.',
    hi: 'अग्रिम राशि तभी दर्ज की जा सकती है जब बुकिंग कन्फ़र्म हो; रद्द, "नहीं पहुँचे" या पूरी हो चुकी बुकिंग पर नहीं।',
  },
  // The reason an admin gives for a destructive action
  'reason.required': { en: 'Please give a reason in one sentence.', hi: 'कृपया एक वाक्य में कारण बताएँ।' },
  'reason.tooShort': { en: 'The reason must be at least 3 characters.', hi: 'कारण कम से कम 3 अक्षरों का होना चाहिए।' },
  'reason.tooLong': { en: 'The reason must be at most 200 characters.', hi: 'कारण अधिकतम 200 अक्षरों का हो सकता है।' },
  'reason.notText': { en: 'The reason must be text.', hi: 'कारण टेक्स्ट होना चाहिए।' },
  'booking.noCharges': {
    en: 'Send at least one charge: haltingCharges, tollTaxAndParking, extraHoursCharges or extraKmCharges.',
    hi: 'कम से कम एक शुल्क भेजें: haltingCharges, tollTaxAndParking, extraHoursCharges या extraKmCharges।',
  },
  'booking.advanceOverTotal': {
    en: 'The advance cannot be more than the duty slip total ({amount}).',
    hi: 'अग्रिम राशि ड्यूटी स्लिप के कुल ({amount}) से अधिक नहीं हो सकती।',
  },
  'booking.amountOverBalance': {
    en: 'The amount cannot be more than the balance due ({amount}).',
    hi: 'राशि बकाया शेष ({amount}) से अधिक नहीं हो सकती।',
  },
  'booking.amountNumber': {
    en: 'Amount must be a number of rupees, for example 1500',
    hi: 'राशि रुपयों में एक संख्या होनी चाहिए, जैसे 1500',
  },
  'booking.amountMax': { en: 'Amount must be at most ₹10,00,000', hi: 'राशि अधिकतम ₹10,00,000 हो सकती है' },
  'booking.amountPositive': { en: 'Amount must be more than 0', hi: 'राशि 0 से अधिक होनी चाहिए' },
  'booking.utr': {
    en: 'UTR must be the UPI transaction reference: 6 to 30 letters or digits',
    hi: 'UTR, UPI लेन-देन संदर्भ होना चाहिए: 6 से 30 अक्षर या अंक',
  },

  // Offers
  'offer.notFound': { en: 'Offer not found.', hi: 'ऑफ़र नहीं मिला।' },
  'offer.booked': { en: 'This offer has already been booked.', hi: 'यह ऑफ़र पहले ही बुक हो चुका है।' },
  'offer.expired': { en: 'This offer has expired.', hi: 'इस ऑफ़र की समय-सीमा समाप्त हो गई है।' },
  'offer.unavailable': { en: 'This offer is no longer available.', hi: 'यह ऑफ़र अब उपलब्ध नहीं है।' },
  'offer.pastDate': { en: 'The offer date cannot be in the past.', hi: 'ऑफ़र की तारीख बीती हुई नहीं हो सकती।' },
  'offer.tooFar': {
    en: 'The offer date can be at most one year ahead.',
    hi: 'ऑफ़र की तारीख अधिकतम एक वर्ष आगे की हो सकती है।',
  },
  'offer.dropBeforePickup': {
    en: 'The drop date cannot be before the pickup date.',
    hi: 'ड्रॉप की तारीख पिकअप की तारीख से पहले नहीं हो सकती।',
  },
  'offer.samePlace': { en: 'From and To must be different places.', hi: 'कहाँ से और कहाँ तक अलग-अलग जगहें होनी चाहिए।' },
  'offer.notYours': { en: 'You can only change your own offers.', hi: 'आप केवल अपने ऑफ़र बदल सकते हैं।' },
  'offer.bookedNoChange': {
    en: 'This offer has already been booked, so it can no longer be changed or withdrawn.',
    hi: 'यह ऑफ़र बुक हो चुका है, इसलिए अब इसे बदला या वापस नहीं लिया जा सकता।',
  },
  'offer.expiredNoChange': {
    en: 'This offer has expired, so it can no longer be changed or withdrawn.',
    hi: 'इस ऑफ़र की समय-सीमा समाप्त हो गई है, इसलिए अब इसे बदला या वापस नहीं लिया जा सकता।',
  },
  'offer.withdrawn': { en: 'This offer has been withdrawn.', hi: 'यह ऑफ़र वापस ले लिया गया है।' },
  'booking.offerWithdrawnSince': {
    en: 'The offer of this booking has since been withdrawn by its agent.',
    hi: 'इस बुकिंग का ऑफ़र उसके एजेंट ने बाद में वापस ले लिया है।',
  },
  'offer.fillAll': { en: 'Please fill all fields', hi: 'कृपया सभी फ़ील्ड भरें' },
  'offer.vehicle': { en: '{field} must be a vehicle name such as Dzire', hi: '{field} Dzire जैसी गाड़ी का नाम होना चाहिए' },
  'offer.seats': { en: 'Seats must be a whole number from 1 to 12', hi: 'सीटें 1 से 12 तक की पूर्ण संख्या होनी चाहिए' },

  'booking.adminTarget': {
    en: 'status must be confirmed, cancelled or no-show',
    hi: 'status confirmed, cancelled या no-show होना चाहिए',
  },
  'booking.transition': {
    en: 'A booking that is {current} cannot become {next}.',
    hi: 'जो बुकिंग {current} है, वह {next} नहीं हो सकती।',
  },
  'booking.unknownVehicle': { en: 'vehicle must be one of {vehicles}', hi: 'गाड़ी इनमें से एक होनी चाहिए: {vehicles}' },

  // Quotes and trip types
  'quote.placeRequired': { en: '{field} is required for this trip type.', hi: 'इस यात्रा के प्रकार के लिए {field} आवश्यक है।' },
  'quote.notJabalpur': {
    en: 'One-way and round trips start from Jabalpur only.',
    hi: 'वन-वे और राउंड ट्रिप केवल जबलपुर से शुरू होती हैं।',
  },
  'quote.pickupPast': {
    en: 'The pickup time has already passed; please choose a later time.',
    hi: 'पिकअप का समय बीत चुका है; कृपया बाद का समय चुनें।',
  },
  'quote.pickupTooFar': {
    en: 'Trips can be booked at most one year ahead.',
    hi: 'यात्रा अधिकतम एक साल आगे तक बुक की जा सकती है।',
  },
  'quote.pickupAtInvalid': {
    en: 'pickupAt must be a real date and time.',
    hi: 'पिकअप का समय एक सही तारीख और समय होना चाहिए।',
  },
  'quote.returnRequired': { en: 'returnAt is required for a round trip.', hi: 'राउंड ट्रिप के लिए वापसी का समय आवश्यक है।' },
  'quote.returnBeforePickup': { en: 'The return must be after the pickup.', hi: 'वापसी पिकअप के बाद होनी चाहिए।' },
  'quote.returnTooLong': {
    en: 'A round trip can last at most 30 days; for longer, send us an enquiry.',
    hi: 'राउंड ट्रिप अधिकतम 30 दिन की हो सकती है; इससे लंबी यात्रा के लिए हमें पूछताछ भेजें।',
  },
  'quote.stopsOnlyRoundTrip': {
    en: 'Stops can be added to a round trip only.',
    hi: 'रुकने की जगहें केवल राउंड ट्रिप में जोड़ी जा सकती हैं।',
  },
  'quote.hoursRequired': {
    en: 'hours must be {values} for a local trip.',
    hi: 'लोकल ट्रिप के लिए घंटे {values} होने चाहिए।',
  },
  'quote.noTransferPoint': {
    en: 'One end of an airport/railway trip must be Dumna Airport, Jabalpur Junction or Madan Mahal.',
    hi: 'एयरपोर्ट/रेलवे ट्रिप का एक छोर डुमना एयरपोर्ट, जबलपुर जंक्शन या मदन महल होना चाहिए।',
  },
  'quote.bothTransferPoints': {
    en: 'For a trip between the airport and a station, book a local trip.',
    hi: 'एयरपोर्ट और स्टेशन के बीच की यात्रा के लिए लोकल ट्रिप बुक करें।',
  },
  'quote.transferTooFar': {
    en: 'That address is {km} km from {point}; transfers go up to {maxKm} km. Please book a one-way or round trip instead.',
    hi: 'वह पता {point} से {km} किमी दूर है; ट्रांसफ़र अधिकतम {maxKm} किमी तक होते हैं। कृपया इसकी जगह वन-वे या राउंड ट्रिप बुक करें।',
  },
  'quote.packageRequired': {
    en: 'packageId is required for this trip type; choose one from the packages list.',
    hi: 'इस यात्रा के प्रकार के लिए पैकेज आवश्यक है; पैकेज की सूची में से एक चुनें।',
  },
  'quote.unknownPackage': {
    en: 'Unknown package: choose one from the packages list.',
    hi: 'यह पैकेज नहीं मिला: पैकेज की सूची में से एक चुनें।',
  },
  'quote.packageOtherType': { en: 'That package is not a {tripType} package.', hi: 'वह पैकेज {tripType} पैकेज नहीं है।' },
  'quote.packageNoVehicle': { en: 'That package is not offered with a {vehicle}.', hi: 'वह पैकेज {vehicle} के साथ उपलब्ध नहीं है।' },

  // Packages and enquiries
  'package.notFound': { en: 'Package not found.', hi: 'पैकेज नहीं मिला।' },
  'package.hindiLines': {
    en: '{list}Hi must have as many lines as {list}, one Hindi line for each.',
    hi: '{list}Hi में {list} जितनी ही पंक्तियाँ होनी चाहिए, हर एक के लिए एक हिंदी पंक्ति।',
  },
  'package.vehicleTwice': {
    en: 'prices names {vehicle} twice; give one price per vehicle.',
    hi: 'किराये में {vehicle} दो बार है; हर गाड़ी का एक ही किराया दें।',
  },
  'enquiry.notFound': { en: 'Enquiry not found.', hi: 'पूछताछ नहीं मिली।' },
  'enquiry.replyRequired': {
    en: 'Write the reply the customer will get before marking the enquiry answered.',
    hi: 'पूछताछ को जवाब दी गई मानने से पहले वह जवाब लिखें जो ग्राहक को मिलेगा।',
  },
  'enquiry.converted': {
    en: 'This enquiry has already been turned into a booking; change the booking instead.',
    hi: 'यह पूछताछ पहले ही बुकिंग बन चुकी है; इसकी जगह बुकिंग बदलें।',
  },
  'enquiry.closed': {
    en: 'This enquiry is closed; answer it again to reopen it before booking.',
    hi: 'यह पूछताछ बंद है; बुकिंग से पहले इसे दोबारा जवाब देकर खोलें।',
  },

  // Fleet, assignment and the trip sheet
  'fleet.driverNotFound': { en: 'Driver not found.', hi: 'ड्राइवर नहीं मिला।' },
  'fleet.cabNotFound': { en: 'Cab not found.', hi: 'कैब नहीं मिली।' },
  'fleet.mobileTaken': {
    en: 'Another driver already has this mobile number.',
    hi: 'यह मोबाइल नंबर पहले से किसी दूसरे ड्राइवर का है।',
  },
  'fleet.registrationTaken': {
    en: 'A cab with this registration number is already in the fleet.',
    hi: 'इस रजिस्ट्रेशन नंबर की कैब पहले से बेड़े में है।',
  },
  'fleet.driverInactive': {
    en: 'Driver {name} is marked inactive; make them active before assigning a trip.',
    hi: 'ड्राइवर {name} निष्क्रिय है; यात्रा देने से पहले उन्हें सक्रिय करें।',
  },
  'fleet.cabInactive': {
    en: 'Cab {registration} is marked inactive; make it active before assigning a trip.',
    hi: 'कैब {registration} निष्क्रिय है; यात्रा देने से पहले उसे सक्रिय करें।',
  },
  'assignment.clash': {
    en: '{who} is already assigned to booking {reference} at an overlapping time.',
    hi: '{who} उसी समय बुकिंग {reference} पर पहले से लगा है।',
  },
  'trip.notStarted': {
    en: 'The trip sheet opens once a driver and cab are assigned.',
    hi: 'ड्राइवर और कैब तय होने पर ही ट्रिप शीट खुलती है।',
  },
  'trip.badLink': {
    en: 'This trip link is not valid or has expired; ask the office for a new one.',
    hi: 'यह ट्रिप लिंक मान्य नहीं है या इसकी अवधि ख़त्म हो गई है; ऑफ़िस से नया लिंक माँगें।',
  },
  'trip.adminOrLink': {
    en: 'Only the office or the driver with the trip link can record this trip.',
    hi: 'यह यात्रा केवल ऑफ़िस या ट्रिप लिंक वाला ड्राइवर ही दर्ज कर सकता है।',
  },
  'trip.codeNeeded': {
    en: 'Ask the customer for the four-digit start code and enter it to start the trip.',
    hi: 'ग्राहक से चार अंकों का स्टार्ट कोड पूछें और यात्रा शुरू करने के लिए उसे डालें।',
  },
  'trip.wrongCode': {
    en: "The start code does not match the customer's; ask the customer again.",
    hi: 'स्टार्ट कोड ग्राहक के कोड से मेल नहीं खाता; ग्राहक से फिर पूछें।',
  },
  'trip.startFirst': {
    en: 'Record the start km and time before closing the trip.',
    hi: 'यात्रा बंद करने से पहले शुरुआती किमी और समय दर्ज करें।',
  },
  'trip.closed': { en: 'This trip is closed; the office can correct it.', hi: 'यह यात्रा बंद हो चुकी है; ऑफ़िस इसे सुधार सकता है।' },
  'trip.invoiceNotReady': {
    en: 'The invoice is ready once the trip is completed.',
    hi: 'यात्रा पूरी होने पर ही इनवॉइस तैयार होता है।',
  },
  'trip.kmBackwards': { en: 'The end km cannot be less than the start km.', hi: 'अंतिम किमी शुरुआती किमी से कम नहीं हो सकता।' },
  'trip.timeBackwards': { en: 'The end time must be after the start time.', hi: 'अंतिम समय शुरुआती समय के बाद होना चाहिए।' },
  'trip.noReceipt': { en: 'No receipt photo has been recorded for this.', hi: 'इसकी कोई रसीद फ़ोटो दर्ज नहीं है।' },
  'trip.receiptReader': {
    en: 'Log in, or open the trip link, to see this receipt.',
    hi: 'यह रसीद देखने के लिए लॉग इन करें, या यात्रा का लिंक खोलें।',
  },

  // The customer's GSTIN (invoices B2B)
  'gstin.format': {
    en: 'gstin must be 15 characters: a 2-digit state code, the 10-character PAN, an entity number, Z and a check character',
    hi: 'GSTIN 15 अक्षरों का होना चाहिए: 2 अंकों का राज्य कोड, 10 अक्षरों का PAN, इकाई संख्या, Z और एक जाँच अक्षर',
  },
  'gstin.state': { en: 'gstin must start with a valid state code (01 to 38)', hi: 'GSTIN किसी मान्य राज्य कोड (01 से 38) से शुरू होना चाहिए' },
  'gstin.checksum': {
    en: 'gstin is not a valid GSTIN: its last character does not match; check it for a typing slip',
    hi: 'यह मान्य GSTIN नहीं है: इसका आख़िरी अक्षर मेल नहीं खाता; टाइपिंग की गलती जाँचें',
  },
  'gstin.invoiced': {
    en: 'The invoice of this trip has been issued; its GSTIN can no longer change.',
    hi: 'इस यात्रा का बीजक जारी हो चुका है; अब इसका GSTIN नहीं बदल सकता।',
  },

  // The agent's side of bookings of their offers
  'agentBooking.notYourOffer': {
    en: 'Only the agent of this offer can see or change this booking.',
    hi: 'यह बुकिंग केवल इस ऑफ़र का एजेंट देख या बदल सकता है।',
  },
  'agentBooking.notNow': {
    en: 'The driver and cab can be entered while the booking is pending or confirmed.',
    hi: 'ड्राइवर और कैब की जानकारी तभी भरी जा सकती है जब बुकिंग लंबित या कन्फ़र्म हो।',
  },
  'agentBooking.driverName': { en: 'driverName is required', hi: 'ड्राइवर का नाम आवश्यक है' },
  'agentBooking.driverMobile': {
    en: 'driverMobile must be a 10-digit mobile number starting with 6 to 9',
    hi: 'ड्राइवर का मोबाइल 6 से 9 से शुरू होने वाला 10 अंकों का नंबर होना चाहिए',
  },
  'agentBooking.cabRegistration': {
    en: 'cabRegistration must be a vehicle number like MP20AB1234',
    hi: 'कैब का नंबर MP20AB1234 जैसा गाड़ी नंबर होना चाहिए',
  },
  'agentBooking.cabModel': { en: 'cabModel is required', hi: 'कैब का मॉडल आवश्यक है' },

  // Empty returns as offers
  'returnOffer.notOneWay': {
    en: 'Only a one-way trip away from Jabalpur leaves an empty return to offer.',
    hi: 'केवल जबलपुर से बाहर की एक तरफ़ा यात्रा में ही खाली वापसी का ऑफ़र बनता है।',
  },
  'returnOffer.noCab': {
    en: "Assign a cab first: the offer is that cab's empty return.",
    hi: 'पहले कैब तय करें: ऑफ़र उसी कैब की खाली वापसी का होता है।',
  },
  'returnOffer.passed': { en: "This cab's return has already passed.", hi: 'इस कैब की वापसी का समय निकल चुका है।' },
  'returnOffer.cancelled': {
    en: 'A cancelled or no-show trip has no return to offer.',
    hi: 'रद्द या "नहीं पहुँचे" यात्रा की वापसी का ऑफ़र नहीं बनता।',
  },
  'returnOffer.already': {
    en: 'The empty return of this trip is already on the offers list.',
    hi: 'इस यात्रा की खाली वापसी पहले से ऑफ़र सूची में है।',
  },
  'returnOffer.discount': {
    en: 'discountPercent must be a whole number from 0 to 90',
    hi: 'छूट 0 से 90 तक की पूर्ण संख्या (प्रतिशत) होनी चाहिए',
  },
  'list.pickupAt': {
    en: '{field} must be an IST date and time like 2026-12-01T09:30',
    hi: '{field} 2026-12-01T09:30 जैसी IST तारीख और समय होना चाहिए',
  },

  // Places and distance
  'place.notFound': { en: 'Place not found: {place}', hi: 'जगह नहीं मिली: {place}' },

  // Images
  'image.tooLarge': { en: 'Images must be 5 MB or smaller.', hi: 'चित्र 5 MB या उससे छोटे होने चाहिए।' },
  'image.notImage': {
    en: 'Only JPEG, PNG, WebP or GIF images are accepted.',
    hi: 'केवल JPEG, PNG, WebP या GIF चित्र स्वीकार किए जाते हैं।',
  },
  'image.unreadable': {
    en: 'The image could not be read. Please upload a valid JPEG, PNG, WebP or GIF file.',
    hi: 'चित्र पढ़ा नहीं जा सका। कृपया मान्य JPEG, PNG, WebP या GIF फ़ाइल अपलोड करें।',
  },
  'image.missing': { en: 'Please choose an image file to upload.', hi: 'कृपया अपलोड करने के लिए एक चित्र फ़ाइल चुनें।' },
  'image.oneFile': { en: 'Please upload one image at a time.', hi: 'कृपया एक बार में एक ही चित्र अपलोड करें।' },
  'file.notFound': { en: 'File not found.', hi: 'फ़ाइल नहीं मिली।' },
  'file.forbidden': { en: 'You do not have permission to view this file.', hi: 'आपको यह फ़ाइल देखने की अनुमति नहीं है।' },
  'file.needsLink': { en: 'This file needs a signed link or a login.', hi: 'इस फ़ाइल के लिए हस्ताक्षरित लिंक या लॉगिन आवश्यक है।' },
  'file.linkExpired': {
    en: 'This file link has expired. Please reload the page.',
    hi: 'इस फ़ाइल लिंक की समय-सीमा समाप्त हो गई है। कृपया पेज फिर से लोड करें।',
  },
} as const satisfies Record<string, ServerMessage>;

export type ServerMessageCode = keyof typeof SERVER_MESSAGES;

/** The words that fill a `{field}`: the DTOs' property names and labels, in Hindi. */
export const FIELD_LABELS: Record<string, string> = {
  'Full name': 'पूरा नाम',
  fullName: 'पूरा नाम',
  Area: 'क्षेत्र',
  City: 'शहर',
  State: 'राज्य',
  Role: 'भूमिका',
  Password: 'पासवर्ड',
  'Email or mobile': 'ई-मेल या मोबाइल',
  From: 'कहाँ से',
  To: 'कहाँ तक',
  from: 'कहाँ से',
  to: 'कहाँ तक',
  Vehicle: 'गाड़ी',
  vehicle: 'गाड़ी',
  'Pickup info': 'पिकअप जानकारी',
  Reason: 'कारण',
  pickupInfo: 'पिकअप जानकारी',
  'Pickup date': 'पिकअप की तारीख',
  'Pickup time': 'पिकअप का समय',
  'Drop date': 'ड्रॉप की तारीख',
  'Drop time': 'ड्रॉप का समय',
  date: 'तारीख',
  month: 'महीना',
  time: 'समय',
  name: 'नाम',
  'passenger.name': 'यात्री का नाम',
  'passenger.phone': 'यात्री का फ़ोन',
  'passenger.email': 'यात्री का ई-मेल',
  'passenger.idType': 'यात्री के पहचान पत्र का प्रकार',
  'passenger.idNumber': 'यात्री के पहचान पत्र का नंबर',
  'customer.fullName': 'ग्राहक का पूरा नाम',
  'customer.mobile': 'ग्राहक का मोबाइल',
  'customer.email': 'ग्राहक का ई-मेल',
  phone: 'फ़ोन',
  email: 'ई-मेल',
  idType: 'पहचान पत्र का प्रकार',
  idNumber: 'पहचान पत्र का नंबर',
  travelerName: 'ट्रैवल व्यवसाय का नाम',
  address: 'पता',
  area: 'क्षेत्र',
  city: 'शहर',
  state: 'राज्य',
  'Halting charges': 'हॉल्टिंग शुल्क',
  'Toll tax and parking': 'टोल टैक्स और पार्किंग',
  'Extra hours charges': 'अतिरिक्त घंटों का शुल्क',
  'Extra km charges': 'अतिरिक्त किमी शुल्क',
  Price: 'किराया',
  Amount: 'राशि',
  text: 'खोज',
  q: 'खोज',
  page: 'पेज',
  limit: 'सीमा',
  sort: 'क्रम',
  status: 'स्थिति',
};
