import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user.js';
import type { Language } from '../common/i18n/translate.js';
import { AppConfig } from '../config/app-config.js';
import { BookingReader } from './booking-reader.service.js';
import { toBookingResponse } from './booking.mapper.js';
import { renderDutySlipPdf } from './duty-slip.pdf.js';

/** The printable duty slip: the booking as its reader may see it, figures from its bill. */
@Injectable()
export class DutySlipService {
  constructor(
    private readonly reader: BookingReader,
    private readonly config: AppConfig,
  ) {}

  /** The duty slip as a PDF in the reader's language; the ID number masked on every copy (decisions in docs/architecture.md). */
  async dutySlip(me: AuthUser, id: number, language: Language = 'en'): Promise<{ reference: string; pdf: Buffer }> {
    const booking = await this.reader.readable(me, id);
    const view = toBookingResponse(booking, { caller: me });
    const pdf = await renderDutySlipPdf(view, this.config.operator, { language });
    return { reference: view.reference, pdf };
  }
}
