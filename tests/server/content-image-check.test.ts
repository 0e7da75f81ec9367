/**
 * existingImage (services/admin/content-images.ts) checks that an uploaded image a form names is stored: the file
 * opened for that check and removed before its stream reads it (staff deleting it meanwhile, a storage sweep) must
 * neither crash the process with an unhandled stream error nor fail the check that already found it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { existingImage } from '../../src/server/services/admin/content-images.ts';
import { LocalStorage } from '../../src/server/services/storage/local.ts';
import type { FileStorage } from '../../src/server/services/storage/types.ts';

const dir = mkdtempSync(join(tmpdir(), 'portal-image-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The local storage, with each file removed right after it was opened (before its stream opens it). */
function removedWhileOpening(local: LocalStorage): FileStorage {
  return {
    open: async (folder, name) => {
      const opened = await local.open(folder, name);
      // At once, in this turn: the stream opens its file on a later tick.
      rmSync(join(dir, folder, name));
      return opened;
    },
    read: (folder, name) => local.read(folder, name),
    write: (folder, name, data) => local.write(folder, name, data),
    remove: (folder, name) => local.remove(folder, name),
  };
}

describe('the check that an uploaded image is stored', () => {
  it('survives the file being removed while its check opens it', async () => {
    const local = new LocalStorage(dir);
    await local.write('images', 'b-gone.webp', Buffer.from('RIFF....WEBP'));
    const uncaught: unknown[] = [];
    const note = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', note);
    try {
      await expect(existingImage(removedWhileOpening(local), 'upload:b-gone.webp', 'popupLink')).resolves.toBe(
        'upload:b-gone.webp',
      );
      // The stream's open (and its ENOENT) happens on a later turn of the loop.
      await new Promise((done) => setTimeout(done, 50));
    } finally {
      process.off('uncaughtException', note);
    }
    expect(uncaught).toEqual([]);
  });

  it('refuses an upload the storage does not hold, naming the field', async () => {
    await expect(existingImage(new LocalStorage(dir), 'upload:b-never.webp', 'image')).rejects.toMatchObject({
      statusCode: 400,
      field: 'image',
    });
  });
});
