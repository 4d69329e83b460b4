export const ENQUIRY_MESSAGES = {
  notFound: 'Enquiry not found.',
  unknownPackage: 'Unknown package: choose one from the packages list.',
  replyRequired: 'Write the reply the customer will get before marking the enquiry answered.',
  converted: 'This enquiry has already been turned into a booking; change the booking instead.',
  closed: 'This enquiry is closed; answer it again to reopen it before booking.',
};
