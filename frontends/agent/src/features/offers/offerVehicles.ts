/** The offer form's vehicle choices (spec section 9). */
export const OFFER_VEHICLES = ['Crysta', 'Tavera', 'Dzire'] as const;
