export interface ServiceContent {
  eyebrow: string;
  title: string;
  intro: string;
  offers: string[];
  needs: string[];
  notes: string[];
}

// Real content for the Our Services pages: what we do and how to ask for it. There is no online
// booking for these; requests go by phone or WhatsApp.

export const RAILWAY_TICKET: ServiceContent = {
  eyebrow: 'Railway Ticket',
  title: 'Train tickets booked for you',
  intro:
    'Short of time or new to IRCTC? Our counter books reserved train tickets from Jabalpur Junction (JBP), Madan Mahal and any other station in India, and can add a cab to or from the station.',
  offers: [
    'Reserved tickets in Sleeper, 3A, 2A, 1A, Chair Car and Executive Class',
    'Tatkal help: AC Tatkal opens at 10:00 am and non-AC at 11:00 am, one day before the journey',
    'Cancellation and TDR filing for tickets we booked',
    'A cab to Jabalpur Junction timed to your train',
  ],
  needs: [
    'Names, ages and gender of every passenger',
    'From and to stations, date and preferred train',
    'Class and berth preference',
    'A photo ID of one passenger to carry on the journey',
  ],
  notes: [
    'Fares are as charged by Indian Railways; our service charge is told to you before booking.',
    'Confirmed berths depend on availability; we tell you the waiting-list position before you pay.',
  ],
};

export const FLIGHT_TICKET: ServiceContent = {
  eyebrow: 'Flight Ticket',
  title: 'Flights from Jabalpur and nearby airports',
  intro:
    'We compare fares across airlines for flights from Jabalpur Airport (Dumna, JLR) and, when it is cheaper or faster, from Nagpur or Bhopal with a one-way cab to the airport.',
  offers: [
    'Domestic and international flight tickets on all major airlines',
    'Web check-in and seat selection help',
    'Date changes and cancellations for tickets we booked',
    'Airport drop and pickup at Dumna in any of our cabs',
  ],
  needs: [
    'Full names exactly as on the ID or passport',
    'Travel dates, cities and preferred time of day',
    'Mobile number and e-mail for the airline',
    'Passport details for international flights',
  ],
  notes: [
    'Airline fares change minute to minute; we hold nothing until you confirm and pay.',
    'Our service charge is shown to you before booking.',
  ],
};

export const MAIHAR_ROPEWAY: ServiceContent = {
  eyebrow: 'Maihar Ropeway Ticket',
  title: 'Maihar ropeway and darshan, made easy',
  intro:
    'The Maa Sharda Devi temple at Maihar sits on Trikuta hill, about 160 km from Jabalpur. The ropeway saves the climb of over a thousand steps. We arrange the ropeway ticket together with a cab from Jabalpur.',
  offers: [
    'Ropeway tickets for your date, arranged with the cab',
    'Same-day return trips from Jabalpur (about 3 to 4 hours each way)',
    'Stops at Katni or Bhedaghat on request',
    'Senior citizen friendly plans with minimal walking',
  ],
  needs: ['Travel date and number of pilgrims', 'Pickup address in Jabalpur', 'Ages of senior citizens and children, if any'],
  notes: [
    'The ropeway closes for maintenance and in bad weather, and is crowded in Navratri; we confirm timings the day before.',
    'Ropeway charges are as set by the operator and are paid at actuals.',
  ],
};
