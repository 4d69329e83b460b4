import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The last invoice number used in a financial year ('2026-27'): numbers run 1, 2, 3… with no gaps. */
@Entity('invoice_serials')
export class InvoiceSerial {
  @PrimaryColumn({ type: 'varchar', length: 7 })
  financialYear: string;

  @Column({ type: 'integer' })
  lastNumber: number;
}
