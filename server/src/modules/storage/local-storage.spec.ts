import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isValidKey } from './file-storage';
import { LocalStorage } from './local-storage';

describe(LocalStorage.name, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-storage-'));
  const uploadDir = join(dataDir, 'uploads');
  const storage = new LocalStorage(uploadDir, dataDir);

  describe('pathOf', () => {
    it('keeps the folders files had before storage drivers: UPLOAD_DIR, its .variants and DATA_DIR/private', () => {
      expect(storage.pathOf('uploads/products/a.png')).toBe(join(uploadDir, 'products', 'a.png'));
      expect(storage.pathOf('img/320/avif/products/a.png')).toBe(join(uploadDir, '.variants', '320', 'avif', 'products', 'a.png.avif'));
      expect(storage.pathOf('private/ebooks/b.pdf')).toBe(join(dataDir, 'private', 'ebooks', 'b.pdf'));
      expect(storage.pathOf('img/320/avif')).toBeUndefined(); // a copy names its picture
    });

    it.each([
      'uploads/../private/b.pdf',
      'uploads/.variants/320/avif/a.png.avif',
      'private/ebooks/..',
      'other/a.png',
      'uploads/',
      'uploads//a.png',
      'uploads/a\\b.png',
    ])('refuses the key %s', (key) => {
      expect(isValidKey(key)).toBe(false);
      expect(storage.pathOf(key)).toBeUndefined();
    });
  });

  it('writes, reads, describes and deletes an object, and answers nothing for a missing one', async () => {
    await storage.put('private/forms/x.pdf', Buffer.from('%PDF-1.4'));
    expect(await storage.read('private/forms/x.pdf')).toEqual(Buffer.from('%PDF-1.4'));
    expect(await storage.head('private/forms/x.pdf')).toMatchObject({ size: 8, etag: expect.stringMatching(/^"[0-9a-f]+-[0-9a-f]+"$/) });
    await storage.remove('private/forms/x.pdf');
    await storage.remove('private/forms/x.pdf');
    expect(await storage.head('private/forms/x.pdf')).toBeUndefined();
    expect(await storage.open('uploads/none.png')).toBeUndefined();
    await expect(storage.put('uploads/../x.png', Buffer.from('x'))).rejects.toThrow('Not a storage key');
  });
});
