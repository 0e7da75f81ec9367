/**
 * The safety queues' work store (src/admin/stores/safety-work.ts) through the console's request function against the
 * in-process API: the staff who may be assigned, an assignment and its notice, a notes thread that grows by the note
 * added, and a blank note refused with the server's reason.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createActions } from '../../src/admin/stores/actions.ts';
import {
  $assignees,
  $threads,
  addNote,
  assignTo,
  loadAssignees,
  loadThread,
} from '../../src/admin/stores/safety-work.ts';
import { medicalQuestions, products } from '../../src/server/db/schema.ts';
import { insertOrderCatalogue, memberWithKey, PLAIN } from '../server/helpers/order-fixtures.ts';
import { memberPost } from '../server/helpers/safety-app.ts';
import { signedInStaff } from '../server/helpers/staff.ts';
import { inProcessApi } from './helpers/api.ts';
import { routeConsole } from './helpers/console.ts';

const api = inProcessApi();

describe('safety work store', () => {
  it('assigns a question, adds a note to its thread, and shows a refusal as the notice', async () => {
    const db = api.t.database.db;
    await insertOrderCatalogue(db);
    const [product] = await db.select().from(products).where(eq(products.title, PLAIN));
    const doctor = await memberWithKey(api.t);
    const asked = await memberPost(api.t, '/medical-questions', doctor.key, {
      product_id: product?.id,
      question: 'Can it be crushed?',
      reply_channel: 'email',
    });
    const number = (asked.json() as [unknown, { number: string }])[1].number;
    const [question] = await db.select().from(medicalQuestions).where(eq(medicalQuestions.number, number));
    const record = { kind: 'question' as const, id: question?.id ?? 0, number };
    const officer = await signedInStaff(api.t, 'compliance');
    routeConsole(api.t, () => officer.key);
    const actions = createActions();

    await loadAssignees();
    expect($assignees.get().map((person) => person.id)).toContain(officer.id);
    const named = (n: string, name: string) => `${n} → ${name}`;
    expect(await assignTo(actions, record, officer.id, named)).toBe(true);
    expect(actions.$outcome.get()).toEqual({ message: `${number} → Test compliance`, failure: '', busy: false });

    await loadThread('question', record.id);
    expect($threads.get()[`question:${record.id}`]).toEqual({ status: 'ready', notes: [] });
    expect(await addNote(actions, record, 'Asked the doctor for the batch number.', (n) => `Note on ${n}`)).toBe(true);
    const thread = $threads.get()[`question:${record.id}`];
    expect(thread?.status === 'ready' && thread.notes.map((note) => [note.staffName, note.text])).toEqual([
      ['Test compliance', 'Asked the doctor for the batch number.'],
    ]);
    expect(actions.$outcome.get().message).toBe(`Note on ${number}`);

    expect(await addNote(actions, record, '   ', () => 'never')).toBe(false);
    expect(actions.$outcome.get()).toEqual({ message: '', failure: 'Write the note first.', busy: false });
    await loadThread('question', record.id);
    const reloaded = $threads.get()[`question:${record.id}`];
    expect(reloaded?.status === 'ready' && reloaded.notes).toHaveLength(1);
  });
});
