/** The admins' live notice of a new enquiry: the outbox payload written with the enquiry. */
export class EnquiryCreatedEvent {
  constructor(
    readonly enquiryId: number,
    readonly name: string,
    readonly tripType: string,
    readonly date: string | null,
  ) {}
}
