import { ApiProperty } from '@nestjs/swagger';
import { ID_PROOF_TYPES, type IdProofType } from '../../users/user.entity.js';

/** The passenger's full ID number, for the admin who must check it against the card; each look is audited. */
export class PassengerIdResponse {
  @ApiProperty({ enum: ID_PROOF_TYPES, enumName: 'IdProofType', example: 'Aadhar Card' })
  idType: IdProofType;

  @ApiProperty({ example: '432156789012', description: 'In full; empty once the customer has deleted their account' })
  idNumber: string;
}
