/** Emitted once a new enquiry has committed; Notifications tells the admins live. */
export const ENQUIRY_CREATED = 'enquiry.created';

export class EnquiryCreatedEvent {
  constructor(
    readonly enquiryId: number,
    readonly name: string,
    readonly tripType: string,
    readonly date: string | null,
  ) {}
}
