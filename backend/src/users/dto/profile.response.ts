import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '../role.js';
import { ID_PROOF_TYPES, type IdProofType } from '../user.entity.js';

const SIGNED_LINK = 'A link signed for about two hours (`/api/files/{id}?expires=…&sig=…`), or null';

/** What the API says of a user: never the password hash, images only as signed links. */
export class ProfileResponse {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 12, description: 'The same as id: the old client reads either' })
  _id: number;

  @ApiProperty({ enum: ROLES, enumName: 'Role', example: 'customer' })
  role: Role;

  @ApiProperty({ example: 'Meera Patel' })
  fullName: string;

  @ApiProperty({ example: 'meera.patel@example.in' })
  email: string;

  @ApiProperty({ type: String, nullable: true, example: '9876543210', description: '10 digits; null for an admin created without one' })
  mobile: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Napier Town' })
  area: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Napier Town', description: 'The same as area' })
  address: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Jabalpur' })
  city: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Madhya Pradesh' })
  state: string | null;

  @ApiProperty({ type: String, nullable: true, example: '482001' })
  pincode: string | null;

  @ApiProperty({ type: String, nullable: true, example: '/api/files/3?expires=1767225600000&sig=3f9a…', description: SIGNED_LINK })
  profileImage: string | null;

  @ApiProperty({ example: true })
  active: boolean;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T09:30:00.000Z' })
  createdAt: Date;
}

/** A customer as the admin's desk sees it: the same fields as the customer's own profile. */
export class CustomerResponse extends ProfileResponse {}

/** An agent (or admin) account: the profile plus the business name, the ID proof and the approval state. */
export class AgentResponse extends ProfileResponse {
  @ApiProperty({ type: String, nullable: true, example: 'Narmada Travels', description: 'Agents: the name of the travel business' })
  travelerName: string | null;

  @ApiProperty({ enum: ID_PROOF_TYPES, enumName: 'IdProofType', nullable: true, example: 'Aadhar Card' })
  idProofType: IdProofType | null;

  @ApiProperty({ type: String, nullable: true, example: '/api/files/4?expires=1767225600000&sig=9be1…', description: SIGNED_LINK })
  idProofImage: string | null;

  @ApiProperty({ example: false, description: 'Registered and never yet activated by an admin' })
  pendingApproval: boolean;
}

/** An admin account: the same fields as an agent's (travelerName, idProofType and idProofImage are null). */
export class AdminAccountResponse extends AgentResponse {}

/** The caller's own profile: also the new e-mail address waiting for confirmation. */
export class OwnProfileResponse extends ProfileResponse {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'meera.new@example.in',
    description: 'A new address waiting to be confirmed through the link sent to it (email stays the old one until then); null when none',
  })
  pendingEmail: string | null;
}
