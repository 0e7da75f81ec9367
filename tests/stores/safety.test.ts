/** The medical-question and side-effect stores (issue 27 §3) through the real API client against the in-process API. */
import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { $productSearch, findProducts, startOver } from '../../src/stores/safety.ts';
import { $myQuestions, $questionForm, loadQuestions, sendQuestion } from '../../src/stores/safety-question.ts';
import { $reportForm, sendReport } from '../../src/stores/safety-report.ts';
import { adverseEventReports, idempotencyKeys } from '../../src/server/db/schema.ts';
import { t as text } from '../../src/shared/messages/index.ts';
import { loseNextAnswers } from '../server/helpers/client.ts';
import { SIGN_IN_NUMBERS, signIn, inProcessApi } from './helpers/api.ts';

const api = inProcessApi({ TEST_NUMBERS: SIGN_IN_NUMBERS }, { seeded: true });
let productId = 0;

beforeAll(async () => {
  await signIn(api.t, { firstName: 'Meera', focus: 'Cardiology' });
});

afterEach(async () => {
  await allTasks();
  cleanStores($productSearch, $questionForm, $reportForm, $myQuestions);
});

describe('safety stores', () => {
  it('finds products by name, not below two letters', async () => {
    await findProducts('T');
    expect($productSearch.get()).toEqual({ status: 'idle' });
    await findProducts('Telmicor');
    const found = $productSearch.get();
    if (found.status !== 'ready') throw new Error(JSON.stringify(found));
    const telmicor = found.products.find((p) => p.title === 'Telmicor');
    expect(telmicor).toBeDefined();
    productId = telmicor?.id ?? 0;
  });

  it('names every empty field at once, names a bad field in a clean sentence, then sends and lists the question', async () => {
    await sendQuestion({ product_id: 0, question: ' ', reply_channel: '' });
    expect($questionForm.get()).toEqual({
      busy: false,
      errors: {
        product_id: text.safety.productRequired,
        question: text.safety.fieldRequired,
        reply_channel: text.safety.channelRequired,
      },
    });
    await sendQuestion({ product_id: productId, question: 'Is it safe in pregnancy?', reply_channel: 'fax' });
    expect($questionForm.get().errors.reply_channel).toBe(
      'Please check the way we answer: it must be phone, e-mail or a visit.',
    );
    await sendQuestion({ product_id: productId, question: 'Is it safe in pregnancy?', reply_channel: 'phone' });
    expect($questionForm.get().receipt?.number).toMatch(/^MQ-\d{4}-\d{6}$/);
    const mine = $myQuestions.get();
    if (mine.status !== 'ready') throw new Error(JSON.stringify(mine));
    expect(mine.questions[0]).toMatchObject({ product_title: 'Telmicor', status: 'new' });
    const round = $questionForm.get().round ?? 0;
    startOver($questionForm);
    expect($questionForm.get().receipt).toBeUndefined();
    // Another question is a new form (QuestionScreen keys it by its round): nothing of the one sent is in it.
    expect($questionForm.get().round).toBe(round + 1);
    await loadQuestions();
    expect($myQuestions.get().status).toBe('ready');
  });

  it('reports a side effect and keeps the receipt; a missing field is named by its label', async () => {
    const report = {
      product_id: productId,
      patient_initials: 'AK',
      patient_age: '61',
      patient_age_group: '',
      patient_sex: 'female',
      event: 'Ankle swelling.',
      serious: false,
      serious_criteria: [],
      onset_date: '2026-11-01',
      stop_date: '',
      outcome: 'recovering',
      other_medicines: '',
    };
    await sendReport({ ...report, patient_sex: 'unknown' });
    expect($reportForm.get().errors.patient_sex).toContain(text.safety.fields.patient_sex);
    // Neither 'Serious' nor 'Not serious' chosen: named before anything is sent (no answer is assumed for the doctor).
    await sendReport({ ...report, serious: undefined });
    expect($reportForm.get().errors).toEqual({ serious: text.safety.fieldRequired });
    await sendReport(report);
    expect($reportForm.get().receipt?.number).toMatch(/^AE-\d{4}-\d{6}$/);
  });

  it('a report sent again after its answer was lost is stored once, under the same receipt', async () => {
    startOver($reportForm);
    const report = {
      product_id: productId,
      patient_initials: 'RS',
      patient_age: '',
      patient_age_group: 'elderly',
      patient_sex: 'male',
      event: 'Dizziness on standing.',
      serious: false,
      serious_criteria: [],
      onset_date: '2026-11-02',
      stop_date: '',
      outcome: 'recovered',
      other_medicines: '',
    };
    const before = await api.t.database.db.$count(adverseEventReports);
    const keysBefore = await api.t.database.db.$count(idempotencyKeys);
    loseNextAnswers(1);
    await sendReport(report);
    expect($reportForm.get().alert).toBe(text.errors.network);
    await sendReport(report);
    const receipt = $reportForm.get().receipt?.number;
    expect(receipt).toMatch(/^AE-\d{4}-\d{6}$/);
    expect(await api.t.database.db.$count(adverseEventReports)).toBe(before + 1);
    // Both sends carried one Idempotency-Key: the retry was a replay, not a second report the server had to catch.
    expect(await api.t.database.db.$count(idempotencyKeys)).toBe(keysBefore + 1);
  });

  it('an empty report names every required field at once, without a request (issue 40 §1)', async () => {
    await sendReport({
      product_id: 0,
      patient_initials: '',
      patient_age: '',
      patient_age_group: '',
      patient_sex: '',
      event: '',
      serious: true,
      serious_criteria: [],
      onset_date: '',
      stop_date: '',
      outcome: '',
      other_medicines: '',
    });
    const required = text.safety.fieldRequired;
    expect($reportForm.get()).toEqual({
      busy: false,
      errors: {
        product_id: text.safety.productRequired,
        patient_initials: required,
        patient_age: text.safety.ageRequired,
        patient_sex: required,
        event: required,
        serious_criteria: text.safety.criteriaHint,
        onset_date: required,
        outcome: required,
      },
    });
  });
});
