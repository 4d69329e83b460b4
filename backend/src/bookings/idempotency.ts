// Idempotency-Key handling for POST bookings: a retry with the same key gets the first booking.
import { createHash } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import { BOOKING_MESSAGES } from './booking-messages.js';
import type { AdminCreateBookingDto } from './dto/admin-create-booking.dto.js';
import type { CreateBookingDto } from './dto/create-booking.dto.js';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-:.]{1,100}$/;

/** Who a new booking is for: the requester, or a customer an admin names. */
export type OwnerChoice = { kind: 'self' } | { kind: 'customer'; dto: AdminCreateBookingDto };

export function parseIdempotencyKey(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const key = raw.trim();
  if (!IDEMPOTENCY_KEY.test(key)) throw new BadRequestException(BOOKING_MESSAGES.badKey);
  return key;
}

/** SHA-256 of what the request asks for (ignored fields left out), to tell a retry from a reused key. */
export function requestFingerprint(dto: CreateBookingDto, owner: OwnerChoice): string {
  const { passenger } = dto;
  const asked = {
    offerId: dto.offerId ?? null,
    // With an offer the route comes from the offer, so only the offer id counts.
    trip: dto.offerId ? null : [dto.from, dto.to, dto.date, dto.time, dto.vehicle],
    pickupInfo: dto.pickupInfo ?? null,
    addresses: dto.addresses ? [dto.addresses.pickupAddress, dto.addresses.pickupLandmark ?? null, dto.addresses.dropAddress] : null,
    passenger: [passenger.name, passenger.phone, passenger.email, passenger.idType, passenger.idNumber],
    customer:
      owner.kind === 'self'
        ? null
        : [
            owner.dto.customerId ?? null,
            owner.dto.customer?.fullName ?? null,
            owner.dto.customer?.mobile ?? null,
            owner.dto.customer?.email ?? null,
          ],
  };
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}
