/**
 * A print order's PDF for fulfilment: served as the stored copy, named by its order first and then the doctor's file
 * name, safe in the header whatever the doctor called it (RFC 5987 for the UTF-8 name).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/app.ts';
import {
  buildPdf,
  insertOrderCatalogue,
  itemOf,
  memberWithKey,
  multipartPost,
  orderHeaders,
} from './helpers/order-fixtures.ts';
import { signedInStaff, staffHeader } from './helpers/staff.ts';

let t: TestApp;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'admin-print-'));
  t = await build({ STORAGE_DIR: storageDir });
  await insertOrderCatalogue(t.database.db);
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

describe('a print order for fulfilment', () => {
  it("downloads as order-<id>-<the doctor's file name>, the name safe in the header", async () => {
    const doctor = await memberWithKey(t);
    const placed = await t.request(
      await multipartPost(
        '/ServPrints.php',
        { sub_category: itemOf('prints') },
        { name: "Dr's poster (A4) – हिंदी.pdf", type: 'application/pdf', data: buildPdf() },
        orderHeaders(doctor.key, 'admin-print-1'),
      ),
    );
    expect(placed.statusCode).toBe(200);
    const id = Number(placed.json()[1].ID);
    const fulfilment = await signedInStaff(t, 'fulfilment');
    const answer = await t.request({
      method: 'GET',
      url: `/api/admin/orders/print?id=${id}`,
      headers: staffHeader(fulfilment.key),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="order-${id}-Dr_s poster _A4_ _ _____.pdf"; ` +
        `filename*=UTF-8''order-${id}-Dr%27s%20poster%20%28A4%29%20%E2%80%93%20%E0%A4%B9%E0%A4%BF%E0%A4%82%E0%A4%A6%E0%A5%80.pdf`,
    );
  });
});
