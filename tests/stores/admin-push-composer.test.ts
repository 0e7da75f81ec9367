/**
 * The notifications screen's composer store (src/admin/stores/push-composer.ts) through the console's request
 * function against the in-process API with a loopback FCM peer: the audience and reach, a draft refused before
 * anything is sent, the server's refusal under its field, and a send that reaches the topic's browsers and empties
 * the texts; typed texts mark the draft edited (the screen asks before it is left) until the send.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createPushComposer } from '../../src/admin/stores/push-composer.ts';
import { text } from '../../src/admin/text.ts';
import { focuses, pushSends, pushSubscriptions } from '../../src/server/db/schema.ts';
import { startFcmPeer } from '../server/helpers/fcm-peer.ts';
import { insertMember } from '../server/helpers/fixtures.ts';
import { signedInStaff } from '../server/helpers/staff.ts';
import { inProcessApi } from './helpers/api.ts';
import { routeConsole } from './helpers/console.ts';

const peer = await startFcmPeer();
const api = inProcessApi({
  FCM_SERVICE_ACCOUNT: peer.serviceAccountFile,
  FCM_API_BASE: peer.url,
  PUBLIC_SITE_URL: 'https://portal.example.com',
});
afterAll(() => peer.close());

const texts = (word: string) => ({ en: `${word} en`, hi: `${word} hi`, ne: `${word} ne` });

describe('push composer store', () => {
  it('loads the reach, refuses an unfilled draft unsent, shows a refusal under its field, sends and empties', async () => {
    const db = api.t.database.db;
    const key = (await signedInStaff(api.t, 'content')).key;
    routeConsole(api.t, () => key);
    await db.insert(focuses).values({ name: 'Composer Focus', sort: 90 });
    const memberId = await insertMember(db, { countryCode: '91', phone: '9300000071' });
    await db.insert(pushSubscriptions).values([
      { token: 'composer-phone-01', memberId, topics: ['Common', 'Composer Focus'] },
      { token: 'composer-laptop-1', memberId, topics: ['Common', 'Composer Focus'] },
    ]);
    const composer = createPushComposer();
    await composer.load();
    expect(composer.$configured.get()).toBe(true);
    expect(composer.$topics.get()).toContainEqual({ topic: 'Composer Focus', tokens: 2 });
    composer.set({ topic: 'Composer Focus' });
    expect(composer.$reach.get()).toBe(2);
    // A topic chosen is not typed text; a title typed is, until it is emptied again.
    expect(composer.$edited.get()).toBe(false);
    composer.set({ title: { en: 'x', hi: '', ne: '' } });
    expect(composer.$edited.get()).toBe(true);
    composer.set({ title: { en: ' ', hi: '', ne: '' } });
    expect(composer.$edited.get()).toBe(false);

    composer.set({ title: { ...texts('Title'), hi: ' ' }, body: texts('Body') });
    expect(composer.check()).toBe(false);
    expect(composer.$errors.get()).toEqual({ 'title.hi': text.form.required });
    expect(peer.sent).toEqual([]);

    composer.set({ topic: 'No such focus', title: texts('Title') });
    expect(composer.check()).toBe(true);
    expect(await composer.send()).toBeNull();
    expect(Object.keys(composer.$errors.get())).toEqual(['topic']);
    // A refused send keeps the texts typed, and the question before leaving.
    expect(composer.$edited.get()).toBe(true);
    expect(peer.sent).toEqual([]);

    composer.set({ topic: 'Composer Focus', link: ' /articles ' });
    expect(composer.check()).toBe(true);
    const sending = composer.send();
    expect(composer.$busy.get()).toBe(true);
    expect(await sending).toMatchObject({ topic: 'Composer Focus', link: '/articles', tokens: 2, sent: 2 });
    expect(composer.$busy.get()).toBe(false);
    expect(composer.$result.get()).toBe('Sent to 2 of 2 browsers.');
    expect(composer.$draft.get()).toEqual({
      topic: 'Composer Focus',
      title: { en: '', hi: '', ne: '' },
      body: { en: '', hi: '', ne: '' },
      link: '',
    });
    expect(composer.$edited.get()).toBe(false);
    expect(peer.sent.map((s) => s.message.token).sort()).toEqual(['composer-laptop-1', 'composer-phone-01']);
    expect(await db.select().from(pushSends).where(eq(pushSends.topic, 'Composer Focus'))).toHaveLength(1);
  });
});
