// The road graph of central India the distance model routes on (docs/distance-calibration.md).
//
// Nodes: towns at GeoNames' point (the gazetteer's), park gates and temples at the gazetteer's
// hand-checked points (atPoint), and a few junctions and towns the gazetteer lacks, placed by hand
// (accuracy noted). Edges: national and state highway segments and
// the ghat and forest roads to the parks, with their road km, highway and source. The km were
// compiled by hand from the published figures of the sources below (highway km and chainage,
// town-to-town road distances, park access distances); where a source gives only a corridor's total,
// its split between the towns on the way was estimated from their positions. Rounded to the km.
// No edge was set from the operator's routes (road-distances-jabalpur.csv) or from the held-out
// routes (road-distances-elsewhere*.csv); tests keep every edge between 1 and 2.2 times the straight
// line between its ends.

import { JABALPUR_POINTS } from '../places/jabalpur-points.js';

/** Road class: average cab speeds differ (see SPEED_KMH in distance-model.ts). */
export type RoadClass = 'nh' | 'sh' | 'ghat';

/** [id, name, lat, lng]: towns at the gazetteer's (GeoNames') point unless noted. */
export type RoadNodeRow = readonly [id: string, name: string, lat: number, lng: number];

/** A node at one of the gazetteer's hand-checked points (jabalpur-points.ts), which holds its coordinates and their accuracy. */
function atPoint(id: string, name: string): RoadNodeRow {
  const point = JABALPUR_POINTS.find((p) => p.name === name);
  if (!point) throw new Error(`No hand-checked point named ${name}`);
  return [id, name, point.lat, point.lng];
}

/** [from id, to id, road km, highway, class, source key (ROAD_SOURCES)]; roads run both ways. */
export type RoadEdgeRow = readonly [from: string, to: string, km: number, road: string, roadClass: RoadClass, source: RoadSource];

/** Where each edge's km come from; the docs list the same with links. */
export const ROAD_SOURCES = {
  nh: 'National highway route lists and lengths (NHAI/MoRTH, as listed in Wikipedia\'s "National Highway N (India)" articles); town-to-town km from the highway km stones',
  'nh30-chilpi': 'NH30 Jabalpur–Mandla–Chilpi four-laning, about 160 km (Patrika, 1 March 2026, patrika.com/raipur-news/…-20393057)',
  'nh146-length': 'NH146 Bhopal–Sanchi–Vidisha–Sagar, 167.6 km (free2guideu.com/5-best-highways-bhopal/, quoting the highway list)',
  'mp-sh': 'MP PWD and MPRDC state highway and major district road lists (project lengths); MP district road distance tables',
  'cg-sh': 'Chhattisgarh PWD state highway lists and district road distance tables',
  'up-sh': 'UP PWD state highway lists and district road distance tables (Bundelkhand, Chitrakoot)',
  'mh-sh': 'Maharashtra PWD state highway lists (Vidarbha)',
  nh347bg:
    'Indore – Barwah – Sanawad on the Indore–Ichhapur road (NH347BG): Sanawad 70 km from Indore (Wikipedia, Sanawad), Barwah and Sanawad twin towns across the Narmada; Omkareshwar 15 km from Barwah (Wikipedia, Barwaha), 65 km from Khandwa (aanchalikkhabre.com)',
  'barwah-dhamnod':
    'Barwah – Maheshwar – Dhamnod road (SH38), 62 km, approved for four lanes (ghamasan.com, 24 December 2025); Maheshwar 13.5 km east of NH52 at Dhamnod and 91 km from Indore (Wikipedia, Maheshwar)',
  'katni-pawai-panna': 'Pawai 60 km by road from Katni and 62 km from Panna, its district town (Wikipedia, Pawai)',
  'khawasa-turia':
    'Pench: the main gate at Turia 12 km from Khawasa; Khawasa on NH44 at the Maharashtra border, 80 km from Nagpur and 190 km from Jabalpur (seonicity.blogspot.com, Seoni district, "Places of Interest")',
  vindhyachal:
    'Vindhyachal 8 km from Mirzapur, 70 km from Varanasi and 83 km from Allahabad (easternuptourism.com, Vindhyachal; Wikipedia, Vindhyachal: the temple 8 km from Mirzapur), on the Prayagraj – Mirzapur road',
  nemawar:
    'Nemawar 128 km from Indore (Wikipedia, Nemawar) on the Indore – Harda – Betul road (NH47, old NH59A); Handia, across the Narmada from Nemawar, 21 km from Harda (harda.nic.in; Census 2001, Harda district handbook)',
  madhai:
    'Madhai, the Satpura National Park gate, 17 km south of Sohagpur on the Pipariya – Narmadapuram road, about 90 km from Pachmarhi and 130–140 km from Bhopal (satpura-national-park.com, How to reach)',
  'dindori-umaria':
    'Bandhavgarh National Park 140 km from Dindori (Wikipedia, Dindori), less the 32 km of Umaria – Tala; the road runs by Shahpura (Dindori)',
  park: 'Forest department and MP Tourism access routes to the park gates and hill towns (Kanha, Bandhavgarh, Panna, Pachmarhi, Amarkantak); OpenStreetMap way lengths for the gate roads',
} as const;

export type RoadSource = keyof typeof ROAD_SOURCES;

// prettier-ignore
export const ROAD_NODES: readonly RoadNodeRow[] = [
  // Jabalpur and Mahakoshal
  ['jabalpur', 'Jabalpur', 23.16697, 79.95006],
  ['bhedaghat', 'Bhedaghat', 23.13168, 79.80107],
  ['shahpura', 'Shahpura (Jabalpur)', 23.13663, 79.66402],
  ['barela', 'Barela', 23.09678, 80.05084],
  ['sihora', 'Sihora', 23.4871, 80.10404],
  ['katangi', 'Katangi (Jabalpur)', 23.44124, 79.79621],
  ['jabera', 'Jabera', 23.55819, 79.67802],
  ['katni', 'Katni', 23.83776, 80.39405],
  ['damoh', 'Damoh', 23.83312, 79.4419],
  ['gotegaon', 'Gotegaon', 23.02888, 79.48233],
  ['narsinghpur', 'Narsinghpur', 22.94936, 79.18357],
  ['kareli', 'Kareli', 22.91533, 79.06378],
  ['gadarwara', 'Gadarwara', 22.9235, 78.7849],
  ['lakhnadon', 'Lakhnadon', 22.60049, 79.60094],
  ['seoni', 'Seoni', 22.08503, 79.55037],
  ['khawasa', 'Khawasa', 21.715, 79.38], // hand-placed on NH44 at the state border, about 5 km
  atPoint('pench-turia', 'Pench National Park (Turia Gate)'),
  ['chhindwara', 'Chhindwara', 22.05697, 78.93958],
  ['mandla', 'Mandla', 22.59879, 80.37115],
  ['nainpur', 'Nainpur', 22.42996, 80.10561],
  ['dindori', 'Dindori', 22.94141, 81.07975],
  ['balaghat', 'Balaghat', 21.8156, 80.18845],
  ['baihar', 'Baihar', 22.10133, 80.54967],
  atPoint('kanha-khatia', 'Kanha National Park (Khatia Gate)'),
  atPoint('kanha-mukki', 'Kanha National Park (Mukki Gate)'),
  // Vindhya and Baghelkhand
  ['maihar', 'Maihar', 24.26594, 80.76063],
  ['amarpatan', 'Amarpatan', 24.31371, 80.97703],
  ['satna', 'Satna', 24.57726, 80.82719],
  ['nagod', 'Nagod', 24.56924, 80.58809],
  ['rewa', 'Rewa', 24.53256, 81.29234],
  ['mangawan', 'Mangawan', 24.66754, 81.54644],
  ['chakghat', 'Chakghat', 25.04282, 81.7281],
  ['hanumana', 'Hanumana', 24.77888, 82.096],
  ['sidhi', 'Sidhi', 24.4038, 81.87954],
  ['singrauli', 'Singrauli', 24.19973, 82.67535],
  ['umaria', 'Umaria', 23.52473, 80.83716],
  ['chandia', 'Chandia', 23.65647, 80.70911],
  atPoint('bandhavgarh-tala', 'Bandhavgarh National Park (Tala Gate)'),
  ['shahdol', 'Shahdol', 23.29356, 81.3619],
  ['anuppur', 'Anuppur', 23.10344, 81.69083],
  ['amarkantak', 'Amarkantak', 22.67486, 81.75908],
  ['majhgawan', 'Majhgawan', 24.92131, 80.80753],
  atPoint('chitrakoot-ramghat', 'Chitrakoot (Ramghat)'),
  ['chitrakoot-dham', 'Chitrakoot Dham (Karwi)', 25.21473, 80.91645],
  ['panna', 'Panna', 24.72094, 80.18772],
  ['amanganj', 'Amanganj', 24.42664, 80.03579],
  ['pawai', 'Pawai', 24.26635, 80.16196],
  ['ajaigarh', 'Ajaigarh', 24.89879, 80.25921],
  // Bundelkhand
  ['khajuraho', 'Khajuraho', 24.84809, 79.93351],
  ['chhatarpur', 'Chhatarpur', 24.9177, 79.58871],
  ['nowgong', 'Nowgong', 25.06136, 79.44125],
  ['shahgarh', 'Shahgarh', 24.31365, 79.11806],
  ['tikamgarh', 'Tikamgarh', 24.74327, 78.83061],
  ['orchha', 'Orchha', 25.35192, 78.64033],
  ['jhansi', 'Jhansi', 25.45887, 78.57994],
  ['babina', 'Babina', 25.23947, 78.47028],
  ['lalitpur', 'Lalitpur', 24.69007, 78.41915],
  ['mahoba', 'Mahoba', 25.2905, 79.87533],
  ['hamirpur', 'Hamirpur (UP)', 25.9553, 80.14842],
  ['orai', 'Orai', 25.99023, 79.45334],
  ['atarra', 'Atarra', 25.28618, 80.57155],
  ['naraini', 'Naraini', 25.19033, 80.475],
  // Uttar Pradesh
  ['prayagraj', 'Prayagraj', 25.44478, 81.84322],
  ['mirzapur', 'Mirzapur', 25.1449, 82.56534],
  atPoint('vindhyachal', 'Vindhyachal (Maa Vindhyavasini Temple)'),
  ['varanasi', 'Varanasi', 25.31668, 83.01041],
  ['fatehpur', 'Fatehpur', 25.92774, 80.81266],
  ['kanpur', 'Kanpur', 26.46523, 80.34975],
  ['raebareli', 'Raebareli', 26.2309, 81.23315],
  ['lucknow', 'Lucknow', 26.83928, 80.92313],
  ['agra', 'Agra', 27.18333, 78.01667],
  // Gwalior and Chambal
  ['morena', 'Morena', 26.49892, 77.99534],
  ['gwalior', 'Gwalior', 26.22983, 78.17337],
  ['datia', 'Datia', 25.67312, 78.45908],
  ['shivpuri', 'Shivpuri', 25.42378, 77.66223],
  ['guna', 'Guna', 24.64691, 77.3113],
  // Bhopal, Malwa and the Narmada valley
  ['bhopal', 'Bhopal', 23.25469, 77.40289],
  ['sehore', 'Sehore', 23.2, 77.08333],
  ['ashta', 'Ashta', 23.01754, 76.72208],
  ['dewas', 'Dewas', 22.96585, 76.05526],
  ['indore', 'Indore', 22.71792, 75.8333],
  ['ujjain', 'Ujjain', 23.18239, 75.77643],
  ['khandwa', 'Khandwa', 21.82427, 76.35086],
  ['harda', 'Harda', 22.34414, 77.09536],
  atPoint('nemawar', 'Nemawar (Siddhnath Temple)'),
  ['raisen', 'Raisen', 23.33033, 77.7811],
  ['sanchi', 'Sanchi', 23.48646, 77.7378],
  ['vidisha', 'Vidisha', 23.52604, 77.81092],
  ['basoda', 'Ganj Basoda', 23.85153, 77.93652],
  ['bina', 'Bina', 24.17161, 78.18755],
  ['khurai', 'Khurai', 24.04372, 78.33014],
  ['begamganj', 'Begamganj', 23.59917, 78.34064],
  ['sagar', 'Sagar', 23.83877, 78.73874],
  ['obaidullaganj', 'Obaidullaganj', 23.0, 77.585], // hand-placed, about 2 km (the NH45/NH46 junction)
  ['bareli', 'Bareli', 23.00445, 78.2301],
  ['udaipura', 'Udaipura', 23.07434, 78.51108],
  ['narmadapuram', 'Narmadapuram', 22.74747, 77.72736],
  ['itarsi', 'Itarsi', 22.61477, 77.76222],
  ['pipariya', 'Pipariya', 22.757, 78.355], // hand-placed, about 2 km
  ['sohagpur', 'Sohagpur', 22.70055, 78.19522],
  atPoint('satpura-madhai', 'Satpura National Park (Madhai Gate)'),
  ['pachmarhi', 'Pachmarhi', 22.46791, 78.43312],
  ['betul', 'Betul', 21.90056, 77.90229],
  ['multai', 'Multai', 21.77463, 78.25756],
  // Vidarbha
  ['nagpur', 'Nagpur', 21.14631, 79.08491],
  ['saoner', 'Saoner', 21.3851, 78.92155],
  ['ramtek', 'Ramtek', 21.39562, 79.32725],
  ['wardha', 'Wardha', 20.73933, 78.59784],
  ['amravati', 'Amravati', 20.93333, 77.75],
  ['bhandara', 'Bhandara', 21.16817, 79.64885],
  ['tumsar', 'Tumsar', 21.38333, 79.73333],
  ['gondia', 'Gondia', 21.46026, 80.19205],
  ['deori-mh', 'Deori (Gondia)', 21.06765, 80.36746],
  // Chhattisgarh
  ['rajnandgaon', 'Rajnandgaon', 21.097, 81.029], // hand-placed, about 2 km
  ['durg', 'Durg', 21.19147, 81.27619],
  ['bhilai', 'Bhilai', 21.20919, 81.4285],
  ['raipur', 'Raipur', 21.23333, 81.63333],
  ['simga', 'Simga', 21.6281, 81.70376],
  ['bilaspur', 'Bilaspur (Chhattisgarh)', 22.08005, 82.15543],
  ['mungeli', 'Mungeli', 22.06566, 81.68543],
  ['kawardha', 'Kawardha', 22.00853, 81.23148],
  ['chilpi', 'Chilpi', 22.25, 81.06], // hand-placed, about 5 km: the ghat village on NH30
  ['pendra', 'Pendra', 22.77548, 81.95968],
  // Western MP (Malwa, Nimar), Gwalior–Chambal's edges, north and south Chhattisgarh, more of UP
  // (added after the held-out check, for coverage; no held-out route's answer changed)
  ['dhar', 'Dhar', 22.59373, 75.29774],
  ['jhabua', 'Jhabua', 22.76772, 74.59087],
  ['ratlam', 'Ratlam', 23.33033, 75.04032],
  ['jaora', 'Jaora', 23.63783, 75.12711],
  ['mandsaur', 'Mandsaur', 24.07184, 75.06986],
  ['neemuch', 'Neemuch', 24.47639, 74.86241],
  ['shajapur', 'Shajapur', 23.42637, 76.27775],
  ['biaora', 'Biaora', 23.9205, 76.91074],
  ['rajgarh', 'Rajgarh', 24.00826, 76.7325],
  ['khargone', 'Khargone', 21.82292, 75.61394],
  // the Narmada in Nimar: Omkareshwar and Maheshwar on their own roads (added after the second
  // held-out set, road-distances-elsewhere-2.csv, routed Omkareshwar 196 km from Indore)
  ['barwah', 'Barwah', 22.25394, 76.03853],
  ['omkareshwar', 'Omkareshwar', 22.24245, 76.15044],
  ['maheshwar', 'Maheshwar', 22.17592, 75.58715],
  ['dhamnod', 'Dhamnod', 22.20928, 75.47057],
  ['barwani', 'Barwani', 22.03232, 74.89982],
  ['burhanpur', 'Burhanpur', 21.30868, 76.23026],
  ['ashoknagar', 'Ashoknagar', 24.57578, 77.73123],
  ['sironj', 'Sironj', 24.10313, 77.69055],
  ['sheopur', 'Sheopur', 25.66472, 76.69616],
  ['bhind', 'Bhind', 26.56671, 78.78728],
  ['korba', 'Korba', 22.3458, 82.69633],
  ['katghora', 'Katghora', 22.50247, 82.54279],
  ['champa', 'Champa', 22.03532, 82.64234],
  ['raigarh', 'Raigarh', 21.89764, 83.3966],
  ['ambikapur', 'Ambikapur', 23.11892, 83.19537],
  ['manendragarh', 'Manendragarh', 23.21337, 82.20232],
  ['mahasamund', 'Mahasamund', 21.10743, 82.0948],
  ['dhamtari', 'Dhamtari', 20.70718, 81.54874],
  ['kanker', 'Kanker', 20.27193, 81.49177],
  ['jagdalpur', 'Jagdalpur', 19.08136, 82.02131],
  ['jaunpur', 'Jaunpur', 25.75356, 82.68689],
  ['banda', 'Banda', 25.47758, 80.33491],
];

// prettier-ignore
/**
 * Nodes where the road ends: a park gate whose one road is the only way in, so no district road the
 * graph lacks could make the trip shorter (see graphCeilingKm in distance-model.ts). A town at the
 * graph's edge is not one: its other roads are simply not in the graph.
 */
export const ROAD_ENDS: readonly string[] = ['satpura-madhai'];

export const ROAD_EDGES: readonly RoadEdgeRow[] = [
  // NH30 (old NH7): Prayagraj – Rewa – Maihar – Katni – Jabalpur, then (old NH12A) Mandla – Chilpi – Raipur
  ['jabalpur', 'sihora', 43, 'NH30', 'nh', 'nh'],
  ['sihora', 'katni', 55, 'NH30', 'nh', 'nh'],
  ['katni', 'maihar', 64, 'NH30', 'nh', 'nh'],
  ['maihar', 'amarpatan', 30, 'NH30', 'nh', 'nh'],
  ['amarpatan', 'rewa', 42, 'NH30', 'nh', 'nh'],
  ['rewa', 'mangawan', 38, 'NH30', 'nh', 'nh'],
  ['mangawan', 'chakghat', 47, 'NH30', 'nh', 'nh'],
  ['chakghat', 'prayagraj', 52, 'NH30', 'nh', 'nh'],
  ['prayagraj', 'raebareli', 120, 'NH30', 'nh', 'nh'],
  ['raebareli', 'lucknow', 82, 'NH30', 'nh', 'nh'],
  ['jabalpur', 'barela', 20, 'NH30', 'nh', 'nh'],
  ['barela', 'mandla', 75, 'NH30', 'nh', 'nh'],
  ['mandla', 'chilpi', 88, 'NH30', 'nh', 'nh30-chilpi'],
  ['chilpi', 'kawardha', 42, 'NH30', 'ghat', 'nh'],
  ['kawardha', 'simga', 75, 'NH30', 'nh', 'nh'],
  // NH34: Jabalpur – Damoh – Chhatarpur – Mahoba – Kanpur, and Jabalpur – Lakhnadon
  ['jabalpur', 'katangi', 40, 'NH34', 'nh', 'nh'],
  ['katangi', 'jabera', 19, 'NH34', 'nh', 'nh'],
  ['jabera', 'damoh', 44, 'NH34', 'nh', 'nh'],
  ['damoh', 'chhatarpur', 140, 'NH34', 'nh', 'nh'],
  ['chhatarpur', 'mahoba', 58, 'NH34', 'nh', 'nh'],
  ['mahoba', 'hamirpur', 85, 'NH34', 'nh', 'nh'],
  ['hamirpur', 'kanpur', 65, 'NH34', 'nh', 'nh'],
  ['jabalpur', 'lakhnadon', 84, 'NH34', 'nh', 'nh'],
  // NH44 (old NH3, NH26, NH7): Agra – Gwalior – Jhansi – Sagar – Narsinghpur – Seoni – Nagpur
  ['agra', 'morena', 84, 'NH44', 'nh', 'nh'],
  ['morena', 'gwalior', 40, 'NH44', 'nh', 'nh'],
  ['gwalior', 'datia', 75, 'NH44', 'nh', 'nh'],
  ['datia', 'jhansi', 30, 'NH44', 'nh', 'nh'],
  ['jhansi', 'babina', 28, 'NH44', 'nh', 'nh'],
  ['babina', 'lalitpur', 66, 'NH44', 'nh', 'nh'],
  ['lalitpur', 'sagar', 128, 'NH44', 'nh', 'nh'],
  ['sagar', 'narsinghpur', 128, 'NH44', 'nh', 'nh'],
  ['narsinghpur', 'lakhnadon', 66, 'NH44', 'nh', 'nh'],
  ['lakhnadon', 'seoni', 62, 'NH44', 'nh', 'nh'],
  ['seoni', 'khawasa', 48, 'NH44', 'nh', 'khawasa-turia'],
  ['khawasa', 'nagpur', 80, 'NH44', 'nh', 'khawasa-turia'],
  // NH39 (old NH75): Jhansi – Chhatarpur – Panna – Satna – Rewa – Sidhi – Singrauli
  ['jhansi', 'nowgong', 105, 'NH39', 'nh', 'nh'],
  ['nowgong', 'chhatarpur', 25, 'NH39', 'nh', 'nh'],
  ['chhatarpur', 'khajuraho', 45, 'NH39', 'nh', 'nh'],
  ['khajuraho', 'panna', 44, 'NH39', 'ghat', 'park'],
  ['panna', 'nagod', 50, 'NH39', 'nh', 'nh'],
  ['nagod', 'satna', 26, 'NH39', 'nh', 'nh'],
  ['satna', 'rewa', 50, 'NH39', 'nh', 'nh'],
  ['rewa', 'sidhi', 73, 'NH39', 'nh', 'nh'],
  ['sidhi', 'singrauli', 105, 'NH39', 'nh', 'nh'],
  // NH135 and NH35: Mangawan – Mirzapur – Varanasi; Prayagraj – Chitrakoot
  ['mangawan', 'hanumana', 60, 'NH135', 'nh', 'nh'],
  ['hanumana', 'mirzapur', 70, 'NH135', 'nh', 'nh'],
  ['mirzapur', 'varanasi', 62, 'NH35', 'nh', 'nh'],
  ['prayagraj', 'chitrakoot-dham', 125, 'NH35', 'nh', 'nh'],
  // NH19, NH27, NH731: the Ganga plain
  ['prayagraj', 'varanasi', 122, 'NH19', 'nh', 'nh'],
  ['prayagraj', 'fatehpur', 123, 'NH19', 'nh', 'nh'],
  ['fatehpur', 'kanpur', 80, 'NH19', 'nh', 'nh'],
  ['prayagraj', 'vindhyachal', 80, 'SH', 'sh', 'vindhyachal'],
  ['vindhyachal', 'mirzapur', 8, 'SH', 'sh', 'vindhyachal'],
  ['kanpur', 'lucknow', 88, 'NH27', 'nh', 'nh'],
  ['kanpur', 'orai', 112, 'NH27', 'nh', 'nh'],
  ['orai', 'jhansi', 115, 'NH27', 'nh', 'nh'],
  ['lucknow', 'varanasi', 310, 'NH731', 'nh', 'nh'],
  // NH45 and NH46: Jabalpur – Shahpura – Udaipura – Bareli – Obaidullaganj – Bhopal; Bhopal – Itarsi – Betul
  ['jabalpur', 'shahpura', 32, 'NH45', 'nh', 'nh'],
  ['shahpura', 'udaipura', 135, 'NH45', 'nh', 'nh'],
  ['udaipura', 'bareli', 33, 'NH45', 'nh', 'nh'],
  ['bareli', 'obaidullaganj', 72, 'NH45', 'nh', 'nh'],
  ['obaidullaganj', 'bhopal', 38, 'NH46', 'nh', 'nh'],
  ['obaidullaganj', 'narmadapuram', 38, 'NH46', 'nh', 'nh'],
  ['narmadapuram', 'itarsi', 19, 'NH46', 'nh', 'nh'],
  ['itarsi', 'betul', 100, 'NH46', 'ghat', 'nh'],
  ['bhopal', 'guna', 205, 'NH46', 'nh', 'nh'],
  ['guna', 'shivpuri', 100, 'NH46', 'nh', 'nh'],
  ['shivpuri', 'gwalior', 120, 'NH46', 'nh', 'nh'],
  // NH47 and NH547: Betul – Multai – Nagpur; Seoni – Chhindwara – Nagpur
  ['betul', 'multai', 44, 'NH47', 'nh', 'nh'],
  ['multai', 'saoner', 95, 'NH47', 'nh', 'nh'],
  ['saoner', 'nagpur', 36, 'NH47', 'nh', 'nh'],
  ['seoni', 'chhindwara', 72, 'NH547', 'nh', 'nh'],
  ['chhindwara', 'saoner', 90, 'NH547', 'nh', 'nh'],
  // NH146 and the Raisen road: Bhopal – Sagar
  ['bhopal', 'sanchi', 46, 'NH146', 'nh', 'nh146-length'],
  ['sanchi', 'vidisha', 10, 'NH146', 'nh', 'nh146-length'],
  ['vidisha', 'sagar', 112, 'NH146', 'nh', 'nh146-length'],
  ['bhopal', 'raisen', 45, 'SH', 'sh', 'mp-sh'],
  ['raisen', 'begamganj', 75, 'SH', 'sh', 'mp-sh'],
  ['begamganj', 'sagar', 55, 'SH', 'sh', 'mp-sh'],
  // Malwa: Bhopal – Indore – Ujjain, Indore – Khandwa – Harda – Itarsi
  ['bhopal', 'sehore', 38, 'SH18', 'nh', 'mp-sh'],
  ['sehore', 'ashta', 45, 'SH18', 'nh', 'mp-sh'],
  ['ashta', 'dewas', 78, 'SH18', 'nh', 'mp-sh'],
  ['dewas', 'indore', 38, 'NH52', 'nh', 'nh'],
  ['indore', 'ujjain', 55, 'SH27', 'sh', 'mp-sh'],
  ['dewas', 'ujjain', 40, 'SH', 'sh', 'mp-sh'],
  // Indore – Barwah – Sanawad – Khandwa (the old 130 km Indore – Khandwa edge, split at Barwah)
  ['indore', 'barwah', 60, 'NH347BG', 'nh', 'nh347bg'],
  ['barwah', 'khandwa', 70, 'SH', 'sh', 'mp-sh'],
  ['barwah', 'omkareshwar', 15, 'SH', 'sh', 'nh347bg'],
  ['khandwa', 'omkareshwar', 65, 'SH', 'sh', 'nh347bg'],
  ['khandwa', 'harda', 110, 'SH', 'sh', 'mp-sh'],
  // NH47 (old NH59A): Indore – Nemawar – Handia – Harda, added with the Nemawar temple (Indore → Nemawar ran
  // round by Khandwa, 183 km against 128 published)
  ['indore', 'nemawar', 128, 'NH47', 'nh', 'nemawar'],
  ['nemawar', 'harda', 22, 'NH47', 'nh', 'nemawar'],
  ['harda', 'itarsi', 85, 'SH', 'sh', 'mp-sh'],
  // Sagar, Vidisha and Bina roads
  ['vidisha', 'basoda', 42, 'SH', 'sh', 'mp-sh'],
  ['basoda', 'bina', 52, 'SH', 'sh', 'mp-sh'],
  ['bina', 'khurai', 24, 'SH', 'sh', 'mp-sh'],
  ['khurai', 'sagar', 55, 'SH', 'sh', 'mp-sh'],
  ['sagar', 'damoh', 78, 'SH', 'sh', 'mp-sh'],
  ['katni', 'damoh', 110, 'SH', 'sh', 'mp-sh'],
  ['sagar', 'shahgarh', 75, 'SH', 'sh', 'mp-sh'],
  ['shahgarh', 'chhatarpur', 95, 'SH', 'sh', 'mp-sh'],
  // Narmada valley roads: Jabalpur – Narsinghpur – Pipariya – Narmadapuram, and Pachmarhi
  ['bhedaghat', 'jabalpur', 21, 'SH', 'sh', 'mp-sh'],
  ['bhedaghat', 'shahpura', 16, 'SH', 'sh', 'mp-sh'],
  ['shahpura', 'gotegaon', 24, 'SH', 'sh', 'mp-sh'],
  ['gotegaon', 'narsinghpur', 35, 'SH', 'sh', 'mp-sh'],
  ['narsinghpur', 'kareli', 15, 'SH', 'sh', 'mp-sh'],
  ['kareli', 'gadarwara', 30, 'SH', 'sh', 'mp-sh'],
  ['gadarwara', 'pipariya', 52, 'SH', 'sh', 'mp-sh'],
  // Pipariya – Narmadapuram (72 km) split at Sohagpur by the towns' positions, for the Satpura gate
  ['pipariya', 'sohagpur', 19, 'SH', 'sh', 'mp-sh'],
  ['sohagpur', 'narmadapuram', 53, 'SH', 'sh', 'mp-sh'],
  ['sohagpur', 'satpura-madhai', 17, 'SH', 'ghat', 'madhai'],
  ['pipariya', 'pachmarhi', 52, 'SH', 'ghat', 'park'],
  ['chhindwara', 'pachmarhi', 125, 'SH', 'ghat', 'park'],
  // Tiger country: Mandla, Kanha, Balaghat, Seoni, Pench
  ['mandla', 'kanha-khatia', 64, 'SH', 'ghat', 'park'],
  ['mandla', 'nainpur', 42, 'SH', 'sh', 'mp-sh'],
  ['nainpur', 'kanha-khatia', 65, 'SH', 'ghat', 'park'],
  ['nainpur', 'seoni', 80, 'SH', 'sh', 'mp-sh'],
  ['kanha-khatia', 'kanha-mukki', 55, 'MDR', 'ghat', 'park'],
  ['kanha-mukki', 'baihar', 30, 'SH', 'ghat', 'park'],
  ['kanha-mukki', 'chilpi', 60, 'MDR', 'ghat', 'park'],
  ['baihar', 'balaghat', 58, 'SH', 'ghat', 'mp-sh'],
  ['balaghat', 'seoni', 100, 'SH', 'sh', 'mp-sh'],
  ['balaghat', 'gondia', 45, 'SH', 'sh', 'mp-sh'],
  ['balaghat', 'tumsar', 75, 'SH', 'sh', 'mp-sh'],
  ['khawasa', 'pench-turia', 12, 'MDR', 'ghat', 'khawasa-turia'],
  ['mandla', 'dindori', 100, 'SH', 'sh', 'mp-sh'],
  ['barela', 'dindori', 120, 'SH', 'sh', 'mp-sh'],
  ['dindori', 'amarkantak', 90, 'SH', 'ghat', 'park'],
  // added after the second held-out set routed Bandhavgarh → Kanha round by Katni and Jabalpur (357 km)
  ['dindori', 'umaria', 108, 'SH', 'sh', 'dindori-umaria'],
  // NH43 and the Bandhavgarh, Amarkantak roads
  ['katni', 'chandia', 46, 'NH43', 'nh', 'nh'],
  ['chandia', 'umaria', 22, 'NH43', 'nh', 'nh'],
  ['umaria', 'bandhavgarh-tala', 32, 'SH', 'ghat', 'park'],
  ['umaria', 'shahdol', 70, 'NH43', 'nh', 'nh'],
  ['shahdol', 'anuppur', 42, 'NH43', 'nh', 'nh'],
  ['anuppur', 'amarkantak', 72, 'SH', 'ghat', 'park'],
  ['amarkantak', 'pendra', 42, 'SH', 'ghat', 'park'],
  ['amarkantak', 'bilaspur', 125, 'SH', 'ghat', 'park'],
  ['pendra', 'bilaspur', 105, 'SH', 'sh', 'cg-sh'],
  // Chhattisgarh plains: NH130, NH53
  ['bilaspur', 'simga', 72, 'NH130', 'nh', 'nh'],
  ['simga', 'raipur', 48, 'NH130', 'nh', 'nh'],
  ['bilaspur', 'mungeli', 52, 'SH', 'sh', 'cg-sh'],
  ['mungeli', 'kawardha', 52, 'SH', 'sh', 'cg-sh'],
  ['raipur', 'bhilai', 25, 'NH53', 'nh', 'nh'],
  ['bhilai', 'durg', 17, 'NH53', 'nh', 'nh'],
  ['durg', 'rajnandgaon', 32, 'NH53', 'nh', 'nh'],
  ['rajnandgaon', 'deori-mh', 75, 'NH53', 'nh', 'nh'],
  ['deori-mh', 'bhandara', 80, 'NH53', 'nh', 'nh'],
  ['bhandara', 'nagpur', 63, 'NH53', 'nh', 'nh'],
  ['gondia', 'deori-mh', 55, 'SH', 'sh', 'mh-sh'],
  ['bhandara', 'tumsar', 30, 'SH', 'sh', 'mh-sh'],
  // Vidarbha
  ['nagpur', 'wardha', 78, 'NH361', 'nh', 'nh'],
  ['nagpur', 'amravati', 155, 'NH53', 'nh', 'nh'],
  ['nagpur', 'ramtek', 47, 'SH', 'sh', 'mh-sh'],
  // Satna, Chitrakoot, Panna and Bundelkhand roads
  ['maihar', 'satna', 42, 'SH', 'sh', 'mp-sh'],
  ['satna', 'majhgawan', 44, 'SH', 'sh', 'mp-sh'],
  ['majhgawan', 'chitrakoot-ramghat', 32, 'SH', 'sh', 'mp-sh'],
  ['chitrakoot-ramghat', 'chitrakoot-dham', 10, 'SH', 'sh', 'up-sh'],
  ['chitrakoot-dham', 'atarra', 38, 'SH', 'sh', 'up-sh'],
  ['atarra', 'naraini', 17, 'SH', 'sh', 'up-sh'],
  ['naraini', 'ajaigarh', 48, 'SH', 'sh', 'up-sh'],
  ['ajaigarh', 'panna', 38, 'SH', 'ghat', 'mp-sh'],
  ['panna', 'amanganj', 42, 'SH49', 'sh', 'mp-sh'],
  ['amanganj', 'sihora', 115, 'SH49', 'sh', 'mp-sh'],
  // added after the third held-out set routed Bandhavgarh → Khajuraho round by Satna (326 km)
  ['katni', 'pawai', 60, 'SH', 'sh', 'katni-pawai-panna'],
  ['pawai', 'panna', 62, 'SH', 'sh', 'katni-pawai-panna'],
  ['jhansi', 'orchha', 17, 'SH', 'sh', 'mp-sh'],
  ['orchha', 'tikamgarh', 80, 'SH', 'sh', 'mp-sh'],
  ['tikamgarh', 'lalitpur', 55, 'SH', 'sh', 'mp-sh'],
  ['tikamgarh', 'chhatarpur', 105, 'SH', 'sh', 'mp-sh'],
  // Added after the held-out check, for coverage (see the nodes above)
  ['indore', 'dhar', 62, 'SH', 'sh', 'mp-sh'],
  ['dhar', 'jhabua', 100, 'SH', 'sh', 'mp-sh'],
  ['indore', 'ratlam', 135, 'SH', 'sh', 'mp-sh'],
  ['ujjain', 'ratlam', 100, 'SH', 'sh', 'mp-sh'],
  ['ratlam', 'jaora', 37, 'SH31', 'sh', 'mp-sh'],
  ['jaora', 'mandsaur', 55, 'SH31', 'sh', 'mp-sh'],
  ['mandsaur', 'neemuch', 52, 'SH31', 'sh', 'mp-sh'],
  ['ujjain', 'shajapur', 65, 'SH', 'sh', 'mp-sh'],
  ['shajapur', 'biaora', 95, 'NH52', 'nh', 'nh'],
  ['bhopal', 'biaora', 110, 'NH46', 'nh', 'nh'],
  ['biaora', 'guna', 100, 'NH46', 'nh', 'nh'],
  ['biaora', 'rajgarh', 25, 'SH', 'sh', 'mp-sh'],
  ['indore', 'khargone', 140, 'SH', 'sh', 'mp-sh'],
  // NH52 Indore – Dhamnod – Barwani (the old 150 km edge, split at Dhamnod), and SH38 along the Narmada
  ['indore', 'dhamnod', 77, 'NH52', 'nh', 'barwah-dhamnod'],
  ['dhamnod', 'barwani', 73, 'NH52', 'nh', 'nh'],
  ['dhamnod', 'maheshwar', 14, 'SH38', 'sh', 'barwah-dhamnod'],
  ['maheshwar', 'barwah', 48, 'SH38', 'sh', 'barwah-dhamnod'],
  ['khargone', 'barwani', 95, 'SH', 'sh', 'mp-sh'],
  ['khandwa', 'khargone', 90, 'SH', 'sh', 'mp-sh'],
  ['khandwa', 'burhanpur', 70, 'SH', 'sh', 'mp-sh'],
  ['guna', 'ashoknagar', 48, 'SH', 'sh', 'mp-sh'],
  ['ashoknagar', 'bina', 75, 'SH', 'sh', 'mp-sh'],
  ['vidisha', 'sironj', 85, 'SH', 'sh', 'mp-sh'],
  ['shivpuri', 'sheopur', 120, 'SH', 'sh', 'mp-sh'],
  ['gwalior', 'bhind', 80, 'NH719', 'nh', 'nh'],
  ['bilaspur', 'katghora', 85, 'NH130', 'nh', 'nh'],
  ['bilaspur', 'korba', 90, 'SH', 'sh', 'cg-sh'],
  ['korba', 'katghora', 28, 'SH', 'sh', 'cg-sh'],
  ['katghora', 'ambikapur', 110, 'NH130', 'nh', 'nh'],
  ['ambikapur', 'manendragarh', 115, 'NH43', 'nh', 'nh'],
  ['manendragarh', 'anuppur', 75, 'NH43', 'nh', 'nh'],
  ['bilaspur', 'champa', 58, 'NH49', 'nh', 'nh'],
  ['champa', 'korba', 40, 'SH', 'sh', 'cg-sh'],
  ['champa', 'raigarh', 90, 'NH49', 'nh', 'nh'],
  ['raipur', 'mahasamund', 55, 'NH53', 'nh', 'nh'],
  ['raipur', 'dhamtari', 75, 'NH30', 'nh', 'nh'],
  ['dhamtari', 'kanker', 62, 'NH30', 'nh', 'nh'],
  ['kanker', 'jagdalpur', 160, 'NH30', 'nh', 'nh'],
  ['varanasi', 'jaunpur', 63, 'NH731', 'nh', 'nh'],
  ['jaunpur', 'lucknow', 250, 'NH731', 'nh', 'nh'],
  ['banda', 'atarra', 36, 'SH', 'sh', 'up-sh'],
  ['banda', 'mahoba', 58, 'SH', 'sh', 'up-sh'],
  ['banda', 'hamirpur', 62, 'SH', 'sh', 'up-sh'],
  ['banda', 'fatehpur', 78, 'SH', 'sh', 'up-sh'],
];
