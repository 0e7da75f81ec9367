/**
 * A small medical dictionary: groups of terms a doctor uses for one thing, so a search for one finds the others
 * ("hypertension" finds the articles about antihypertensives). Stemming alone cannot join such words.
 *
 * Every term is folded (lower case, no accents) and its words are cut to a stem that to_tsquery('english') keeps or
 * shortens to a start of it (tests/server/search-understands.test.ts checks that): a single-word term joins a searched
 * word that starts with it and matches every indexed word that starts with it; a phrase matches its words in a row.
 */
export const MEDICAL_TERM_GROUPS: readonly (readonly string[])[] = [
  ['hypertens', 'antihypertens', 'high blood pressur', 'blood pressur'],
  ['heart failur', 'cardiac failur'],
  ['heart attack', 'myocardi infarct'],
  ['diabet', 'antidiabet', 'glycaem', 'glycem', 'hyperglycaem', 'hyperglycem', 'blood sugar'],
  ['dyslipidaem', 'dyslipidem', 'hyperlipidaem', 'hyperlipidem', 'cholesterol', 'statin'],
  ['asthma', 'bronchodil', 'bronchospasm', 'copd'],
  ['allerg', 'antiallerg', 'antihistamin', 'rhinit'],
  ['neuropath', 'neuralg'],
  ['platelet', 'antiplatelet'],
  ['kidney', 'renal', 'nephropath'],
  ['oedema', 'edema'],
  ['anaemia', 'anemia'],
  ['haemoglobin', 'hemoglobin'],
  ['paediatr', 'pediatr'],
  ['randomis', 'randomiz'],
];
