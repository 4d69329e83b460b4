import { describe, expect, it } from '@jest/globals';
import { AppConfig } from '../config/app-config.js';
import { FilesService, sniffImageType } from './files.service.js';

describe('sniffImageType', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
    [[...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')], 'webp'],
    [[...Buffer.from('GIF89a')], 'gif'],
  ])('knows %j as %s', (bytes, type) => expect(sniffImageType(Buffer.from(bytes))).toBe(type));

  it.each([Buffer.from('hello.jpg'), Buffer.from('%PDF-1.7'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.alloc(0)])(
    'refuses %s',
    (bytes) => expect(sniffImageType(bytes)).toBeNull(),
  );
});

describe('FilesService.signedUrl', () => {
  const service = new FilesService(undefined as never, new AppConfig({ JWT_SECRET: 'unit-secret' }));

  it('signs a link that expires two to three hours later, stable within the hour', () => {
    const now = Date.UTC(2026, 10, 21, 10, 15);
    const url = service.signedUrl(7, now)!;
    const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
    expect(expires).toBe(Date.UTC(2026, 10, 21, 13, 0));
    expect(service.signedUrl(7, now + 30 * 60_000)).toBe(url);
    expect(service.signedUrl(8, now)).not.toBe(url.replace('/7?', '/8?'));
  });

  it('has no link for no file', () => expect(service.signedUrl(null)).toBeNull());
});
