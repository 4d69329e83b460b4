// An enquiry's states and which an admin may move it to. Framework-free.

export const ENQUIRY_STATUSES = ['new', 'answered', 'converted', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** What an admin may set by answering; `converted` comes only from turning it into a booking. */
export const ANSWER_STATUSES = ['answered', 'closed'] as const satisfies readonly EnquiryStatus[];
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

/** Converted enquiries are done: their booking carries on. Everything else can be answered or closed, or reopened by answering. */
export function canAnswer(from: EnquiryStatus): boolean {
  return from !== 'converted';
}

/** The states an enquiry can be turned into a booking from. */
export const CONVERTIBLE_STATUSES = ['new', 'answered'] as const satisfies readonly EnquiryStatus[];

export function canConvert(from: EnquiryStatus): boolean {
  return (CONVERTIBLE_STATUSES as readonly EnquiryStatus[]).includes(from);
}
