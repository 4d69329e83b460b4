import type { PlaceRecord } from './place.js';

/**
 * Places a Jabalpur cab customer asks for that GeoNames lacks: the city's stations, bus terminal and
 * airport; park gates, temples and heritage sites near Jabalpur; and sights farther out that agents'
 * offers and customers' tours go to (falls, forts, caves, sanctuaries). Hand-checked: each coordinate was checked against the
 * place's known position and its distance from neighbouring towns; accuracy noted per line. Their
 * `population` only ranks them in search, as if they were towns of that size.
 *
 * Towns GeoNames already has (Pachmarhi, Amarkantak, Satna, Rewa, Mandla, Seoni, Narsinghpur, Damoh,
 * Sagar, Chhindwara, Nagpur, Bhopal, Prayagraj, Varanasi, Katni, Maihar, Khajuraho) come from the data;
 * their GeoNames coordinates are checked against hand-checked ones in gazetteer.service.spec.ts.
 */
export const JABALPUR_POINTS: readonly PlaceRecord[] = [
  {
    // hand-checked (given by the operator): the main station, Jabalpur Junction (JBP)
    name: 'Jabalpur Junction Railway Station',
    district: 'Jabalpur',
    state: 'Madhya Pradesh',
    lat: 23.1647,
    lng: 79.9511,
    population: 500000,
    aliases: ['Jabalpur Railway Station', 'Jabalpur Station', 'Jabalpur Junction', 'JBP'],
  },
  {
    // hand-checked to about 1 km: 2 km south-west of the main station, on the Itarsi line
    name: 'Madan Mahal Railway Station',
    district: 'Jabalpur',
    state: 'Madhya Pradesh',
    lat: 23.151,
    lng: 79.932,
    population: 200000,
    aliases: ['Madan Mahal Station', 'Madanmahal', 'MML'],
  },
  {
    // hand-checked to about 1 km: Inter State Bus Terminal at Damoh Naka, north-west of the centre
    name: 'Jabalpur ISBT (Inter State Bus Terminal)',
    district: 'Jabalpur',
    state: 'Madhya Pradesh',
    lat: 23.183,
    lng: 79.918,
    population: 300000,
    aliases: ['ISBT Jabalpur', 'Jabalpur Bus Stand', 'Inter State Bus Terminal', 'Damoh Naka Bus Stand'],
  },
  {
    // hand-checked (given by the operator): Jabalpur airport at Dumna (JLR), 23°10'40"N 80°03'07"E
    name: 'Dumna Airport',
    district: 'Jabalpur',
    state: 'Madhya Pradesh',
    lat: 23.1778,
    lng: 80.052,
    population: 300000,
    aliases: ['Jabalpur Airport', 'Dumna', 'JLR'],
  },
  {
    // hand-checked to about 0.5 km: the falls at the west end of Bhedaghat's marble gorge
    name: 'Bhedaghat (Dhuandhar Falls)',
    district: 'Jabalpur',
    state: 'Madhya Pradesh',
    lat: 23.1318,
    lng: 79.8048,
    population: 100000,
    aliases: ['Dhuandhar Falls', 'Dhuandhar', 'Marble Rocks', 'Bhedaghat Marble Rocks'],
  },
  {
    // hand-checked to about 2 km: Tala village at the main gate, 32 km by road north-east of Umaria
    name: 'Bandhavgarh National Park (Tala Gate)',
    district: 'Umaria',
    state: 'Madhya Pradesh',
    lat: 23.699,
    lng: 81.025,
    population: 150000,
    aliases: ['Bandhavgarh', 'Bandhavgarh Tala', 'Bandhavgarh Tiger Reserve', 'Tala', 'Tala Gate'],
    terrain: 'hill',
  },
  {
    // hand-checked to about 2 km: Khatia gate, a couple of km outside Kisli on the park's north-west side
    name: 'Kanha National Park (Khatia Gate)',
    district: 'Mandla',
    state: 'Madhya Pradesh',
    lat: 22.338,
    lng: 80.59,
    population: 150000,
    aliases: ['Kanha', 'Kanha Khatia Gate', 'Kanha Tiger Reserve', 'Khatia', 'Khatia Gate', 'Kisli', 'Kisli Gate'],
    terrain: 'hill',
  },
  {
    // hand-checked to about 3 km: Mukki gate, the park's south-east entrance about 40 km from Khatia
    name: 'Kanha National Park (Mukki Gate)',
    district: 'Balaghat',
    state: 'Madhya Pradesh',
    lat: 22.11,
    lng: 80.75,
    population: 100000,
    aliases: ['Mukki', 'Mukki Gate', 'Kanha Mukki Gate'],
    terrain: 'hill',
  },
  {
    // placed to about 5 km: Turia, the main gate, on the park's east side 12 km by road west of Khawasa
    // on NH44 (the park's centre is at 21.693, 79.248); no finer published point was found
    name: 'Pench National Park (Turia Gate)',
    district: 'Seoni',
    state: 'Madhya Pradesh',
    lat: 21.7,
    lng: 79.29,
    population: 100000,
    aliases: ['Pench', 'Pench National Park', 'Pench Tiger Reserve', 'Turia', 'Turia Gate', 'Turiya', 'Pench Turia Gate'],
    terrain: 'hill',
  },
  {
    // hand-checked to about 2 km: the Sharda Mata temple on Trikuta hill, west of Maihar town
    name: 'Maihar Sharda Mata Temple',
    district: 'Satna',
    state: 'Madhya Pradesh',
    lat: 24.251,
    lng: 80.724,
    population: 150000,
    aliases: ['Sharda Mata Temple', 'Maa Sharda Temple', 'Sharda Devi Maihar', 'Maihar Mandir'],
  },
  {
    // hand-checked to about 2 km: Ramghat, the pilgrims' Chitrakoot in Madhya Pradesh
    // (GeoNames' 'Chitrakoot Dham' is Karwi, the district town in Uttar Pradesh, 8 km away)
    name: 'Chitrakoot (Ramghat)',
    district: 'Satna',
    state: 'Madhya Pradesh',
    lat: 25.173,
    lng: 80.865,
    population: 150000,
    aliases: ['Chitrakoot', 'Ramghat Chitrakoot', 'Chitrakut'],
  },
  {
    // hand-checked to about 2 km: the rock shelters on the hill 45 km south-east of Bhopal, about 9 km by
    // road from Obaidullaganj on NH46 (Raisen district)
    name: 'Bhimbetka Rock Shelters',
    district: 'Raisen',
    state: 'Madhya Pradesh',
    lat: 22.9387,
    lng: 77.6131,
    population: 100000,
    aliases: ['Bhimbetka', 'Bhimbetka Caves', 'Bhimbaithka', 'Bhim Baithka'],
  },
  {
    // hand-checked to about 2 km: the Vindhyavasini temple by Vindhyachal station (on the IST meridian,
    // 82.5° E), on the Ganga 8 km west of Mirzapur
    name: 'Vindhyachal (Maa Vindhyavasini Temple)',
    district: 'Mirzapur',
    state: 'Uttar Pradesh',
    lat: 25.16,
    lng: 82.505,
    population: 150000,
    aliases: ['Vindhyachal', 'Vindhyavasini', 'Vindhyavasini Temple', 'Maa Vindhyavasini', 'Vindhyachal Dham'],
  },
  {
    // hand-checked to about 1 km: Wikipedia's 19°12′23″N 81°42′00″E, "about 38 km west of Jagdalpur"
    // (36 km as the crow flies from Jagdalpur's point). Not "Chitrakoot", the pilgrims' town in Satna.
    name: 'Chitrakote Falls',
    district: 'Bastar',
    state: 'Chhattisgarh',
    lat: 19.2065,
    lng: 81.7,
    population: 80000,
    aliases: ['Chitrakote', 'Chitrakot Falls', 'Chitrakote Waterfall', 'Chitrakot Jalprapat'],
  },
  {
    // hand-checked to about 3 km: a heritage map's 18.905, 81.864 (its Chitrakote and Sirpur lie within
    // 0.6 km of Wikipedia's), on the western edge of Kanger Valley park where the falls are, 26 km from
    // Jagdalpur as the crow flies ("35 km south-west of Jagdalpur" by road)
    name: 'Tirathgarh Falls',
    district: 'Bastar',
    state: 'Chhattisgarh',
    lat: 18.905,
    lng: 81.864,
    population: 50000,
    aliases: ['Tirathgarh', 'Teerathgarh Falls', 'Teerathgarh', 'Tiratgarh Falls', 'Tirathgarh Waterfall'],
  },
  {
    // hand-checked to about 1 km: the Maharaja Chhatrasal Museum at Dhubela, 25°00′29″N 79°28′47″E,
    // "2 km south of Mau Sahania on the Chhatarpur - Nowgong highway, 16 km from Chhatarpur" (MP archaeology)
    name: 'Dhubela Museum',
    district: 'Chhatarpur',
    state: 'Madhya Pradesh',
    lat: 25.008,
    lng: 79.4797,
    population: 50000,
    aliases: ['Dhubela', 'Maharaja Chhatrasal Museum', 'Chhatrasal Museum', 'Dhubela Mahal'],
  },
  {
    // hand-checked to about 5 km: the caves' 22.3236, 74.8055 (showcaves.com), "seven km from the
    // village of Bagh and three km off the main road"; Bagh village itself is at 22°22′N 74°48′E
    name: 'Bagh Caves',
    district: 'Dhar',
    state: 'Madhya Pradesh',
    lat: 22.3236,
    lng: 74.8055,
    population: 50000,
    aliases: ['Bagh Gufa', 'Bagh Caves Dhar', 'Bagh ki Gufayen'],
  },
  {
    // hand-checked to about 1 km: Wikipedia's 21°28′16″N 76°17′37″E, "about 20 km north of Burhanpur"
    name: 'Asirgarh Fort',
    district: 'Burhanpur',
    state: 'Madhya Pradesh',
    lat: 21.471,
    lng: 76.2937,
    population: 50000,
    aliases: ['Asirgarh', 'Asirgarh Qila', 'Asirgarh Kila', 'Asirgad'],
  },
  {
    // hand-checked to about 1 km: the hill town on the Chhindwara - Pachmarhi road (Hindi Wikipedia's
    // 22.3430°N 78.6701°E, "about 45 km from Chhindwara"), which GeoNames lacks
    name: 'Tamia',
    district: 'Chhindwara',
    state: 'Madhya Pradesh',
    lat: 22.343,
    lng: 78.6701,
    population: 30000,
    aliases: ['Tamiya', 'Tamia Hills'],
  },
  {
    // hand-checked to about 0.5 km: the Bhojeshwar temple at Bhojpur, 23°06′01″N 77°34′47″E (two sources
    // agree), about 28 km from Bhopal. Not Bhojpur in Bihar.
    name: 'Bhojpur (Bhojeshwar Temple)',
    district: 'Raisen',
    state: 'Madhya Pradesh',
    lat: 23.1003,
    lng: 77.5797,
    population: 80000,
    aliases: ['Bhojeshwar Temple', 'Bhojeshwar Mahadev', 'Bhojpur Temple', 'Bhojpur Shiv Mandir', 'Bhojpur Raisen'],
  },
  {
    // hand-checked to about 2 km: 23°32′11″N 77°46′20″E, "4 km from Vidisha and 13 km from Sanchi"
    name: 'Udayagiri Caves (Vidisha)',
    district: 'Vidisha',
    state: 'Madhya Pradesh',
    lat: 23.5364,
    lng: 77.7722,
    population: 50000,
    aliases: ['Udayagiri Caves', 'Udaygiri Caves', 'Udaigiri Caves', 'Udayagiri Vidisha'],
  },
  {
    // hand-checked to about 1 km: the Sirpur group of monuments by the Mahanadi, 21°20′43″N 82°11′05″E
    // (Wikipedia and Wikimedia Commons agree), "78 km east of Raipur". Not Sirpur in Telangana.
    name: 'Sirpur (Laxman Temple)',
    district: 'Mahasamund',
    state: 'Chhattisgarh',
    lat: 21.3452,
    lng: 82.1848,
    population: 50000,
    aliases: ['Sirpur Chhattisgarh', 'Sirpur Mahasamund', 'Sirpur Laxman Temple', 'Laxman Temple Sirpur'],
  },
  {
    // hand-checked to about 2 km: the hill station's village, 22°50′13″N 83°18′54″E, "about 55 km by road
    // from Ambikapur" (the plateau itself spreads over 368 km²)
    name: 'Mainpat',
    district: 'Surguja',
    state: 'Chhattisgarh',
    lat: 22.837,
    lng: 83.315,
    population: 30000,
    aliases: ['Mainpaat', 'Mainpat Hill Station'],
  },
  {
    // hand-checked to about 5 km: the sanctuary's point, 21°14′38″N 79°59′09″E; its gate is "about 22 km
    // from Sakoli" on NH53 (17 km as the crow flies from Sakoli's point)
    name: 'Nagzira Wildlife Sanctuary',
    district: 'Gondiya',
    state: 'Maharashtra',
    lat: 21.2439,
    lng: 79.986,
    population: 50000,
    aliases: ['Nagzira', 'Nagzira Sanctuary', 'Nagjhira'],
  },
  {
    // hand-checked to about 1 km: the fort on Gopachal hill over the city, 26°13′49″N 78°10′08″E
    name: 'Gwalior Fort',
    district: 'Gwalior',
    state: 'Madhya Pradesh',
    lat: 26.2303,
    lng: 78.1689,
    population: 100000,
    aliases: ['Gwalior Qila', 'Gwalior Kila', 'Gopachal'],
  },
  {
    // hand-checked to about 3 km: the park's 25°28′N 77°45′E, 10 km north-east of Shivpuri ("Shivpuri
    // around 9 km away"); its gates are on the Jhansi and Gwalior roads 5 to 7 km from the town
    name: 'Madhav National Park',
    district: 'Shivpuri',
    state: 'Madhya Pradesh',
    lat: 25.4667,
    lng: 77.75,
    population: 50000,
    aliases: ['Madhav Tiger Reserve', 'Madhav NP', 'Shivpuri National Park'],
  },
  {
    // hand-checked to about 2 km: the temple, "located in the centre of" Ujjain (Wikipedia; the city's
    // 23°10′N 75°47′E), by Rudra Sagar and the Mahakal Lok corridor
    name: 'Mahakaleshwar Temple (Ujjain)',
    district: 'Ujjain',
    state: 'Madhya Pradesh',
    lat: 23.17,
    lng: 75.79,
    population: 150000,
    aliases: ['Mahakaleshwar', 'Mahakal Temple', 'Mahakal Mandir', 'Mahakal Lok', 'Mahakaleshwar Jyotirlinga'],
  },
  {
    // hand-checked to about 1.5 km: the Peeth is "at the entrance of Datia, about 1 km from Datia bus
    // station"; its published point (25.6700, 78.4678) is Datia's own, 0.2 km from the town's
    name: 'Pitambara Peeth (Datia)',
    district: 'Datia',
    state: 'Madhya Pradesh',
    lat: 25.67,
    lng: 78.4678,
    population: 100000,
    aliases: ['Pitambara Peeth', 'Peetambara Peeth', 'Pitambra Peeth', 'Pitambara Mandir Datia'],
  },
  {
    // hand-checked to about 2 km: the Bhoramdeo temple at Chhapri, 22°6′55″N 81°8′53″E, 15 km north-west
    // of Kawardha's point as the crow flies ("18 km from Kawardha", "125 km from Raipur")
    name: 'Bhoramdeo Temple',
    district: 'Kabeerdham',
    state: 'Chhattisgarh',
    lat: 22.1153,
    lng: 81.1481,
    population: 50000,
    aliases: ['Bhoramdeo', 'Bhoramdev Temple', 'Bhoramdev', 'Bhoramdeo Mandir'],
  },
  {
    // hand-checked to about 2 km: the dam wall, 22°56′30″N 79°55′30″E (Wikipedia), 25 km south-west of the
    // city as the crow flies ("33 km", "about 40 km from Jabalpur" by road). Not Bargi town, 6 km north.
    name: 'Bargi Dam',
    district: 'Jabalpur',
    state: 'Madhya Pradesh',
    lat: 22.9417,
    lng: 79.925,
    population: 150000,
    aliases: ['Bargi Bandh', 'Bargi Dam Jabalpur', 'Rani Avantibai Lodhi Sagar', 'Rani Avanti Bai Sagar', 'Maikal Resort Bargi'],
  },
  {
    // hand-checked to about 0.3 km: the temple on the hill above Bhedaghat (its plus code 4RH2+WH5 and a
    // second source agree within 0.4 km), "21 km" and "about 25 km" from Jabalpur by road
    name: 'Chausath Yogini Temple (Bhedaghat)',
    district: 'Jabalpur',
    state: 'Madhya Pradesh',
    lat: 23.1298,
    lng: 79.8014,
    population: 100000,
    aliases: ['Chausath Yogini Temple', 'Chausath Yogini', 'Chousath Yogini', 'Chaunsath Yogini', '64 Yogini Temple', 'Golaki Math'],
  },
  {
    // hand-checked to about 0.5 km: the Jain temples on the hill, 23°59′06″N 79°43′12″E (Wikipedia), "35 km
    // north-east of Damoh" (33 km as the crow flies). Not Kundalpur in Bihar, which GeoNames lacks too.
    name: 'Kundalpur (Bade Baba Jain Temple)',
    district: 'Damoh',
    state: 'Madhya Pradesh',
    lat: 23.9849,
    lng: 79.72,
    population: 80000,
    aliases: ['Kundalpur', 'Kundalpur Ji', 'Kundalpur Jain Tirth', 'Bade Baba Mandir', 'Bade Baba Kundalpur', 'Kundalgiri'],
  },
  {
    // hand-checked to about 1 km: 23°50′53″N 79°34′32″E (Wikipedia), "14 km" (district site) and "17 km"
    // from Damoh, "120 km from Jabalpur". Not Jageshwar near Almora.
    name: 'Bandakpur (Jageshwar Nath Temple)',
    district: 'Damoh',
    state: 'Madhya Pradesh',
    lat: 23.8481,
    lng: 79.5756,
    population: 60000,
    aliases: ['Bandakpur', 'Bandakpur Dham', 'Jageshwar Nath Temple', 'Jageshwarnath Mahadev', 'Jageshwar Dham Bandakpur'],
  },
  {
    // hand-checked to about 1.5 km: 22°30′N 76°58′E (Wikipedia, to the minute), on the Narmada across from
    // Handia; "128 km from Indore", "15 km from Khategaon", about 21 km from Harda
    name: 'Nemawar (Siddhnath Temple)',
    district: 'Dewas',
    state: 'Madhya Pradesh',
    lat: 22.5,
    lng: 76.9667,
    population: 40000,
    aliases: ['Nemawar', 'Nemavar', 'Siddhnath Temple Nemawar', 'Nemawar Nabhi Kund'],
  },
  {
    // hand-checked to about 0.1 km for the cave: Kotumsar's mouth, 18°52′09″N 81°56′05″E (Bastar district
    // site), inside Kanger Valley National Park, "37 km south-west of Jagdalpur" by road
    name: 'Kotumsar Cave (Kanger Valley National Park)',
    district: 'Bastar',
    state: 'Chhattisgarh',
    lat: 18.8692,
    lng: 81.9347,
    population: 60000,
    aliases: [
      'Kotumsar Cave',
      'Kotumsar',
      'Kutumsar Cave',
      'Kotamsar',
      'Kanger Valley National Park',
      'Kanger Ghati',
      'Kanger Ghati National Park',
    ],
  },
  {
    // hand-checked to about 5 km: the middle of the valley, 22°24′–22°29′N 78°43′–78°50′E (Wikipedia's range,
    // read in minutes: read as decimals it would lie south-west of Tamia, where its own text says
    // north-east), "20 km from Tamia", 70–78 km from Chhindwara
    name: 'Patalkot Valley',
    district: 'Chhindwara',
    state: 'Madhya Pradesh',
    lat: 22.44,
    lng: 78.78,
    population: 30000,
    aliases: ['Patalkot', 'Patalkot Tamia'],
  },
  {
    // hand-checked to about 3 km: MP Tourism's point 22.1444, 76.5876 agrees with the published road
    // distances (Mundi 16 km, Khandwa 50, Indore 130, Omkareshwar 70–85), on the Indira Sagar reservoir
    name: 'Hanuwantiya Island (Indira Sagar)',
    district: 'Khandwa',
    state: 'Madhya Pradesh',
    lat: 22.1444,
    lng: 76.5876,
    population: 50000,
    aliases: ['Hanuwantiya', 'Hanuvantiya', 'Hanumantiya', 'Hanuwantiya Tapu', 'Hanumantiya Tapu', 'Indira Sagar Tourist Complex'],
  },
  {
    // placed to about 3 km from published distances (no published point of the gate was found): on NH39 at
    // the Ken bridge, "25 km" from Khajuraho of the road's 44 to Panna ("about 15 km" from Panna), "about
    // 5 km" from Pandav Falls (24°43′52″N 80°04′01″E)
    name: 'Panna National Park (Madla Gate)',
    district: 'Panna',
    state: 'Madhya Pradesh',
    lat: 24.776,
    lng: 80.079,
    population: 80000,
    aliases: ['Panna National Park', 'Panna Tiger Reserve', 'Madla Gate', 'Madla'],
  },
  {
    // placed to about 5 km from published distances (only the reserve's extent is published, 19.99–20.50°N
    // 79.20–79.68°E): Moharli gate "about 30 km" from Chandrapur (26 km as the crow flies) and 140 km
    // from Nagpur (111)
    name: 'Tadoba Andhari Tiger Reserve (Moharli Gate)',
    district: 'Chandrapur',
    state: 'Maharashtra',
    lat: 20.18,
    lng: 79.35,
    population: 100000,
    aliases: ['Tadoba', 'Tadoba National Park', 'Tadoba Tiger Reserve', 'Tadoba Andhari', 'Moharli', 'Mohurli', 'Moharli Gate'],
  },
  {
    // placed to about 5 km from published distances (only the park's extent is published): Madhai gate
    // on the Denwa, "17 km south of Sohagpur" (14 km as the crow flies), 130–140 km from Bhopal, about
    // 90 km from Pachmarhi round by Pipariya
    name: 'Satpura National Park (Madhai Gate)',
    district: 'Narmadapuram',
    state: 'Madhya Pradesh',
    lat: 22.58,
    lng: 78.15,
    population: 80000,
    aliases: ['Satpura National Park', 'Satpura Tiger Reserve', 'Satpura', 'Madhai', 'Madai', 'Madhai Gate'],
  },
  {
    // placed to about 5 km from published distances (no published point of the temple was found):
    // "70 km from Bhopal" (Bhopal division's site), "15 km from Budni station", 25 km from Narmadapuram
    name: 'Salkanpur (Vijayasan Devi Temple)',
    district: 'Sehore',
    state: 'Madhya Pradesh',
    lat: 22.78,
    lng: 77.56,
    population: 80000,
    aliases: ['Salkanpur', 'Salkanpur Devi Dham', 'Salkanpur Mandir', 'Vijayasan Devi Temple', 'Vijayasan Dham', 'Bijasan Mata Salkanpur'],
  },
  {
    // hand-checked to about 1 km: Katni Junction (KTE), south-east of the town centre
    name: 'Katni Junction Railway Station',
    district: 'Katni',
    state: 'Madhya Pradesh',
    lat: 23.829,
    lng: 80.397,
    population: 100000,
    aliases: ['Katni Railway Station', 'Katni Station', 'Katni Junction', 'KTE'],
  },
];

/**
 * Towns reached by ghat roads: a cab averages less and the road winds more (see distance-model.ts).
 * Amarkantak is not here: its road through Dindori winds no more than the plains routes.
 */
export const HILL_TOWNS: ReadonlyArray<{ state: string; name: string }> = [{ state: 'Madhya Pradesh', name: 'Pachmarhi' }];
