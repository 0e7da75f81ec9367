/**
 * The console's form store (src/admin/stores/form.ts) through the console's request function against the in-process
 * API: the contract's schema and the form's own findings refuse before anything is sent, the server's refusal lands
 * under the field it names, a save answers the stored row.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createForm } from '../../src/admin/stores/form.ts';
import { text } from '../../src/admin/text.ts';
import { productCreate } from '../../src/shared/contract/admin/catalogue.ts';
import { products, therapies } from '../../src/server/db/schema.ts';
import { signedInStaff } from '../server/helpers/staff.ts';
import { inProcessApi } from './helpers/api.ts';
import { routeConsole } from './helpers/console.ts';

const api = inProcessApi();

describe('form store', () => {
  it('refuses before sending, shows the server’s refusal under its field, saves and answers the row', async () => {
    const db = api.t.database.db;
    const key = (await signedInStaff(api.t, 'content')).key;
    routeConsole(api.t, () => key);
    const [therapy] = await db.insert(therapies).values({ title: 'Form therapy' }).returning();
    const therapyId = therapy?.id ?? 0;
    const form = createForm({ title: '', doses: ['5 mg'] });
    form.set({ title: '  ' });
    expect(form.$values.get()).toEqual({ title: '  ', doses: ['5 mg'] });

    const sent: string[] = [];
    const inner = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      sent.push(String(input));
      return inner(input, init);
    };
    expect(await form.save(productCreate, { therapyId, title: '', composition: '', doses: [] })).toBeNull();
    expect(form.$errors.get()).toEqual({ title: text.form.required });
    expect(
      await form.save(
        productCreate,
        { therapyId, title: 'Formal', composition: '', doses: [] },
        { more: { therapyId: 'Choose one.' } },
      ),
    ).toBeNull();
    expect(form.$errors.get()).toEqual({ therapyId: 'Choose one.' });
    expect(sent).toEqual([]);

    const saved = await form.save<{ id: number; title: string }>(productCreate, {
      therapyId,
      title: 'Formal 10',
      composition: 'Formalin',
      doses: ['10 mg'],
    });
    expect(saved).toMatchObject({ title: 'Formal 10' });
    expect(form.$errors.get()).toEqual({});
    expect(form.$busy.get()).toBe(false);
    expect(await db.select().from(products).where(eq(products.title, 'Formal 10'))).toHaveLength(1);

    expect(await form.save(productCreate, { therapyId, title: 'formal 10 ', composition: '', doses: [] })).toBeNull();
    expect(form.$errors.get().title).toMatch(/Formal 10/);
    expect(
      await form.save(productCreate, { therapyId: 999_999, title: 'Formal 20', composition: '', doses: [] }),
    ).toBeNull();
    expect(Object.keys(form.$errors.get())).toEqual(['therapyId']);
    globalThis.fetch = inner;
    expect(sent).toHaveLength(3);

    form.reset({ title: 'Again', doses: [] });
    expect(form.$values.get()).toEqual({ title: 'Again', doses: [] });
    expect(form.$errors.get()).toEqual({});
  });
});
