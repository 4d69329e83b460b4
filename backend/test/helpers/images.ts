import sharp from 'sharp';
import type { TestApp } from './app.js';

/** A small real JPEG carrying EXIF with a camera make and GPS position, like a phone photo. */
export function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Test Phone', Copyright: 'secret-owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 10/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '79/1 56/1 0/1' },
    })
    .toBuffer();
}

export function png(width = 20, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 120, b: 255, alpha: 1 } } })
    .png()
    .toBuffer();
}

export const dataUrl = (bytes: Buffer, mime = 'image/jpeg') => `data:${mime};base64,${bytes.toString('base64')}`;

/** PUT /api/auth/profile/photo: the image as a multipart file, as the profile page sends it. */
export function uploadPhoto(t: TestApp, auth: Record<string, string>, bytes: Buffer, name = 'photo.jpg') {
  return t.http().put('/api/auth/profile/photo').set(auth).attach('photo', bytes, name);
}
