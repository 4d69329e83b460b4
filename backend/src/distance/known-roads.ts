/**
 * Road distances we know, from ../shared/data/road-distances-jabalpur.csv (each with its source).
 * They correct the estimate for these routes, in either direction, and for trips that start or end
 * close to their ends (see knownRoadKm in distance-model.ts). The names are gazetteer names.
 */
export interface KnownRoadRow {
  from: string;
  to: string;
  km: number;
  source: string;
}

// prettier-ignore
export const KNOWN_ROADS: readonly KnownRoadRow[] = [
  { from: 'Jabalpur', to: 'Bhopal', km: 315, source: 'https://bharat.one/travel/%e0%a4%b0%e0%a4%95%e0%a5%8d%e0%a4%b7%e0%a4%be%e0%a4%ac%e0%a4%82%e0%a4%a7%e0%a4%a8-%e0%a4%aa%e0%a4%b0-%e0%a4%ac%e0%a4%bf%e0%a4%a8%e0%a4%be-%e0%a4%9f%e0%a5%87%e0%a4%82%e0%a4%b6%e0%a4%a8-%e0%a4%95/?amp=1' },
  { from: 'Jabalpur', to: 'Katni', km: 100, source: 'https://www.patrika.com/katni-news/it-will-not-take-four-hours-to-reach-jabalpur-from-katni-know-5366263' },
  { from: 'Jabalpur', to: 'Maihar', km: 160, source: 'http://www.indus-excursion.com/madhya-pradesh-tourism/maihar.html' },
  { from: 'Jabalpur', to: 'Rewa', km: 230, source: 'https://hi.wikipedia.org/wiki/%E0%A4%B0%E0%A5%80%E0%A4%B5%E0%A4%BE' },
  { from: 'Jabalpur', to: 'Mandla', km: 95, source: 'https://online.anyflip.com/saqwz/xvqd/files/basic-html/page258.html' },
  { from: 'Jabalpur', to: 'Damoh', km: 102, source: 'https://www.patrika.com/damoh-news/damoh-potholes-on-jabalpur-road-become-a-headache-traffic-becomes-difficult-19289336' },
  { from: 'Jabalpur', to: 'Nagpur', km: 272, source: 'https://etvbharat.com/hi/!state/madhya-pradesh-hightech-buses-luxury-bus-service-from-jabalpur-to-nagpur-mps24080604225' },
  { from: 'Jabalpur', to: 'Prayagraj', km: 400, source: 'https://www.htsyndication.com/hindustan-delhi/article/%E0%A4%B6%E0%A4%B9%E0%A4%B0%E0%A4%B5%E0%A4%BE%E0%A4%B8%E0%A4%BF%E0%A4%AF%E0%A5%8B%E0%A4%82-%E0%A4%95%E0%A5%8B-%E0%A4%9C%E0%A4%BE%E0%A4%AE-%E0%A4%B8%E0%A5%87-%E0%A4%A8%E0%A4%B9%E0%A5%80%E0%A4%82-%E0%A4%AE%E0%A4%BF%E0%A4%B2%E0%A5%80-%E0%A4%B0%E0%A4%BE%E0%A4%B9%E0%A4%A4/87868044' },
  { from: 'Jabalpur', to: 'Bhedaghat', km: 20, source: 'https://en.wikipedia.org/wiki/Bhedaghat' },
  { from: 'Jabalpur', to: 'Bandhavgarh National Park (Tala Gate)', km: 197, source: 'https://www.bandhavgarh-national-park.com/jabalpur.html' },
  { from: 'Jabalpur', to: 'Kanha National Park (Khatia Gate)', km: 160, source: 'https://www.searchforanidentity.com/2013/02/dakshinayana-part-eight-kanha-national.html' },
];
