/**
 * The console's action store (src/admin/stores/actions.ts) through the console's request function against the
 * in-process API: a done action shows its message and answers the server's answer; a refused one shows the server's
 * reason and changes nothing; a form's save shows its own message with say.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createActions } from '../../src/admin/stores/actions.ts';
import { contentDelete, contentPublish } from '../../src/shared/contract/admin/withdrawal.ts';
import { products, therapies } from '../../src/server/db/schema.ts';
import { signedInStaff } from '../server/helpers/staff.ts';
import { inProcessApi } from './helpers/api.ts';
import { routeConsole } from './helpers/console.ts';

const api = inProcessApi();

describe('action store', () => {
  it('unpublishes a product with a done message, and refuses deleting a therapy in use with the server’s reason', async () => {
    const db = api.t.database.db;
    const key = (await signedInStaff(api.t, 'content')).key;
    routeConsole(api.t, () => key);
    const [therapy] = await db.insert(therapies).values({ title: 'Undo therapy' }).returning();
    const [product] = await db
      .insert(products)
      .values({ therapyId: therapy?.id ?? 0, title: 'Undo product 10' })
      .returning();
    const undo = createActions();

    const running = undo.run(contentPublish, { kind: 'product', id: product?.id, published: false }, () => 'Hidden.');
    expect(undo.$outcome.get().busy).toBe(true);
    expect(await running).toEqual({ kind: 'product', id: product?.id, published: false });
    expect(undo.$outcome.get()).toEqual({ message: 'Hidden.', failure: '', busy: false });
    const [stored] = await db
      .select()
      .from(products)
      .where(eq(products.id, product?.id ?? 0));
    expect(stored?.published).toBe(false);

    expect(await undo.run(contentDelete, { kind: 'therapy', id: therapy?.id }, () => 'Deleted.')).toBeUndefined();
    expect(undo.$outcome.get()).toEqual({
      message: '',
      failure: 'This therapy still has 1 product and 0 articles: delete or move them first, or unpublish it instead.',
      busy: false,
    });
    expect(
      await db
        .select()
        .from(therapies)
        .where(eq(therapies.id, therapy?.id ?? 0)),
    ).toHaveLength(1);

    undo.say('Saved.');
    expect(undo.$outcome.get()).toEqual({ message: 'Saved.', failure: '', busy: false });
    undo.say('');
    expect(undo.$outcome.get()).toEqual({ message: '', failure: '', busy: false });
  });
});
