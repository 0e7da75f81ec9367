/** Sample products: invented brand names with real molecule compositions; `dose` is a comma-separated list or ''. */

/** A product row before its therapy id is known. */
export interface ProductSeed {
  therapy: string;
  title: string;
  composition: string;
  dose: string;
}

type Row = readonly [title: string, composition: string, dose: string];

const BY_THERAPY: Readonly<Record<string, readonly Row[]>> = {
  Antihypertensives: [
    ['Amlocard', 'Amlodipine 5 mg', '2.5 mg,5 mg,10 mg'],
    ['Telmicor', 'Telmisartan 40 mg', '20 mg,40 mg,80 mg'],
    ['Telmicor-AM', 'Telmisartan 40 mg + Amlodipine 5 mg', ''],
    ['Losavita', 'Losartan potassium 50 mg', '25 mg,50 mg'],
    ['Olmerest', 'Olmesartan medoxomil 20 mg', '20 mg,40 mg'],
    ['Cilnipress', 'Cilnidipine 10 mg', ''],
    ['Telmicor-CT', 'Telmisartan 40 mg + Chlorthalidone 12.5 mg', ''],
  ],
  'Beta Blockers': [
    ['Bisocard', 'Bisoprolol fumarate 5 mg', '2.5 mg,5 mg'],
    ['Nebicor', 'Nébivolol 5 mg (β1-sélectif)', '2.5 mg,5 mg'],
    ['Metocard XL', 'Metoprolol succinate 50 mg (extended release)', '25 mg,50 mg'],
    ['Carvidex', 'Carvedilol 6.25 mg', '3.125 mg,6.25 mg,12.5 mg'],
  ],
  Statins: [
    ['Atorvia', 'Atorvastatin 10 mg', '10 mg,20 mg,40 mg'],
    ['Rosuvel', 'Rosuvastatin 10 mg', '5 mg,10 mg,20 mg'],
    ['Rosuvel-EZ', 'Rosuvastatin 10 mg + Ezetimibe 10 mg', ''],
    ['Amlostat', 'Atorvastatin 10 mg + Amlodipine 5 mg', ''],
  ],
  Antiplatelets: [
    ['Clopivas', 'Clopidogrel 75 mg', ''],
    ['Asprocard', 'Aspirin 75 mg (gastro-resistant)', ''],
    ['Clopivas-A', 'Clopidogrel 75 mg + Aspirin 75 mg', ''],
    ['Ticavel', 'Ticagrelor 90 mg', ''],
  ],
  Antidiabetics: [
    ['Glucomet', 'Metformin 500 mg', '500 mg,850 mg,1000 mg'],
    ['Glucomet SR', 'Metformin 500 mg (sustained release)', '500 mg,1000 mg'],
    ['Empaglo', 'Empagliflozin 10 mg', '10 mg,25 mg'],
    ['Dapaflo', 'Dapagliflozin 10 mg', '5 mg,10 mg'],
    ['Sitagen', 'Sitagliptin 100 mg', '50 mg,100 mg'],
    ['Sitagen-M', 'Sitagliptin 50 mg + Metformin 500 mg', ''],
    ['Glimitab', 'Glimepiride 1 mg', '1 mg,2 mg'],
    ['Vildamet', 'Vildagliptin 50 mg + Metformin 500 mg', ''],
    ['Teneglin', 'Teneligliptin 20 mg', ''],
  ],
  Bronchodilators: [
    ['Salbuvent', 'Salbutamol 100 mcg per actuation (inhaler)', ''],
    ['Formocort', 'Formoterol 6 mcg + Budesonide 200 mcg (inhaler)', '100 mcg,200 mcg,400 mcg'],
    ['Tiotrol', 'Tiotropium 18 mcg (inhalation capsule)', ''],
    ['Doxobreathe', 'Doxofylline 400 mg', '200 mg,400 mg'],
  ],
  Antiallergics: [
    ['Monteva', 'Montelukast 10 mg', '4 mg,5 mg,10 mg'],
    ['Monteva-LC', 'Montelukast 10 mg + Levocetirizine 5 mg', ''],
    ['Fexallin', 'Fexofenadine 120 mg', '120 mg,180 mg'],
    ['Bilanova', 'Bilastine 20 mg', ''],
  ],
  'Neuropathic Pain': [
    ['Pregaflex', 'Pregabalin 75 mg', '75 mg,150 mg'],
    ['Pregaflex-M', 'Pregabalin 75 mg + Methylcobalamin 750 mcg', ''],
    ['Gabanerv', 'Gabapentin 300 mg', '100 mg,300 mg'],
    ['Dulonerv', 'Duloxetine 20 mg', '20 mg,30 mg'],
  ],
};

/** Every product, grouped by therapy title in catalogue order. */
export const PRODUCTS: readonly ProductSeed[] = Object.entries(BY_THERAPY).flatMap(([therapy, rows]) =>
  rows.map(([title, composition, dose]) => ({ therapy, title, composition, dose })),
);
