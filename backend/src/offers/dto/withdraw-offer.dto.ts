/** DELETE /api/offers/:id takes no fields: an empty body (or none); any field is refused. */
export class WithdrawOfferDto {}
