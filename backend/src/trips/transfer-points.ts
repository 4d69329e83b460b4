// The airport and stations of airport/railway transfers. `place` is the gazetteer's name for it
// (places/jabalpur-points.ts), from which road km to the customer's address are measured.

export interface TransferPoint {
  id: string;
  name: string;
  nameHi: string;
  place: string;
}

export const TRANSFER_POINTS: readonly TransferPoint[] = [
  { id: 'dumna-airport', name: 'Dumna Airport', nameHi: 'डुमना एयरपोर्ट', place: 'Dumna Airport' },
  { id: 'jabalpur-junction', name: 'Jabalpur Junction', nameHi: 'जबलपुर जंक्शन', place: 'Jabalpur Junction Railway Station' },
  { id: 'madan-mahal', name: 'Madan Mahal', nameHi: 'मदन महल', place: 'Madan Mahal Railway Station' },
];
