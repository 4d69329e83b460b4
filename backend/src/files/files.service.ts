import { createHmac } from 'node:crypto';
import { BadRequestException, ForbiddenException, Injectable, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import sharp from 'sharp';
import { EntityManager, Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { safeEqual } from '../common/safe-equal.js';
import { AppConfig } from '../config/app-config.js';
import { type FilePurpose, StoredFile } from './stored-file.entity.js';

/** An image that passed the checks and was re-encoded, ready to store. */
export interface PreparedImage {
  encoded: Buffer;
}

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const SIGNED_URL_HOURS = 2;

export const IMAGE_MESSAGES = {
  tooLarge: 'Images must be 5 MB or smaller.',
  notImage: 'Only JPEG, PNG, WebP or GIF images are accepted.',
  unreadable: 'The image could not be read. Please upload a valid JPEG, PNG, WebP or GIF file.',
  missing: 'Please choose an image file to upload.',
  oneFile: 'Please upload one image at a time.',
  notFound: 'File not found.',
};

/** The file's real type from its first bytes, whatever its name or declared type says. */
export function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | 'gif' | null {
  const b = Buffer.from(bytes.subarray(0, 12));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (b.length >= 6 && /^GIF8[79]a$/.test(b.toString('latin1', 0, 6))) return 'gif';
  return null;
}

@Injectable()
export class FilesService {
  constructor(
    @InjectRepository(StoredFile) private readonly files: Repository<StoredFile>,
    private readonly config: AppConfig,
  ) {}

  /**
   * Checks an upload by content and re-encodes it (which drops EXIF and GPS data). Done before
   * any transaction opens, so bad input never touches the database and the CPU work never holds
   * the write queue.
   */
  prepareImage(bytes: Buffer | undefined): Promise<PreparedImage> {
    if (!bytes || bytes.length === 0) return Promise.reject(new BadRequestException(IMAGE_MESSAGES.missing));
    return reencodeImage(bytes).then((encoded) => ({ encoded }));
  }

  /** Stores a prepared image inside the caller's transaction, so a failed write leaves no orphan. */
  async storeImage(manager: EntityManager, image: PreparedImage, purpose: FilePurpose, ownerId: number | null): Promise<StoredFile> {
    const { encoded } = image;
    const file = manager.create(StoredFile, {
      ownerId,
      purpose,
      mimeType: 'image/jpeg',
      byteSize: encoded.length,
      data: encoded,
    });
    return manager.save(file);
  }

  async remove(manager: EntityManager, id: number | null): Promise<void> {
    if (id) await manager.delete(StoredFile, { id });
  }

  /** A file's bytes, for a module that has checked the caller may read it (a trip's receipts). */
  async content(id: number): Promise<Buffer> {
    const file = await this.files.findOne({ where: { id }, select: { id: true, data: true } });
    if (!file) throw new NotFoundException(IMAGE_MESSAGES.notFound);
    return file.data;
  }

  /** What is kept of a person's files, without the bytes: for their data export. */
  ownedBy(ownerId: number): Promise<StoredFile[]> {
    return this.files.find({ where: { ownerId }, order: { id: 'ASC' } });
  }

  /** Deletes every file a person owns (photo, ID proof), inside the caller's transaction. */
  async removeOwned(manager: EntityManager, ownerId: number): Promise<void> {
    await manager.delete(StoredFile, { ownerId });
  }

  /** A URL an <img> can load without a bearer header, signed for a short time. */
  signedUrl(id: number | null, now = Date.now()): string | null {
    if (!id) return null;
    const hour = 3600_000;
    const expires = Math.ceil(now / hour) * hour + SIGNED_URL_HOURS * hour;
    return `/api/files/${id}?expires=${expires}&sig=${this.sign(id, expires)}`;
  }

  /** Owner or admin with a token; or anyone holding a URL signed for them; ID proofs only for admins. */
  async read(id: number, caller: AuthUser | undefined, expires?: string, sig?: string): Promise<StoredFile> {
    const file = await this.files.findOne({
      where: { id },
      select: { id: true, ownerId: true, purpose: true, mimeType: true, byteSize: true, data: true },
    });
    if (!file) throw new NotFoundException(IMAGE_MESSAGES.notFound);
    if (caller) {
      const allowed = caller.role === 'admin' || (file.purpose === 'profile' && file.ownerId === caller.id);
      if (!allowed) throw new ForbiddenException('You do not have permission to view this file.');
      return file;
    }
    if (!expires || !sig) throw new ForbiddenException('This file needs a signed link or a login.');
    if (Number(expires) < Date.now() || !safeEqual(sig, this.sign(id, Number(expires)))) {
      throw new ForbiddenException('This file link has expired. Please reload the page.');
    }
    return file;
  }

  private sign(id: number, expires: number): string {
    return createHmac('sha256', this.config.jwtSecret).update(`file:${id}:${expires}`).digest('base64url');
  }
}

async function reencodeImage(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new PayloadTooLargeException(IMAGE_MESSAGES.tooLarge);
  if (!sniffImageType(bytes)) throw new BadRequestException(IMAGE_MESSAGES.notImage);
  try {
    return await sharp(bytes, { animated: false, limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new BadRequestException(IMAGE_MESSAGES.unreadable);
  }
}
