import type { FilesService } from '../files/files.service.js';
import type { Role } from './role.js';
import type { User } from './user.entity.js';

export interface ProfileResponse {
  id: number;
  _id: number;
  role: Role;
  fullName: string;
  email: string;
  mobile: string | null;
  area: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
  profileImage: string | null;
  active: boolean;
  createdAt: Date;
}

export interface AgentResponse extends ProfileResponse {
  travelerName: string | null;
  idProofType: string | null;
  idProofImage: string | null;
  pendingApproval: boolean;
}

/** What the API says of a user: never the password hash, images only as signed links. */
export function toProfileResponse(user: User, files: FilesService): ProfileResponse {
  return {
    id: user.id,
    _id: user.id,
    role: user.role,
    fullName: user.fullName,
    email: user.email,
    mobile: user.mobile,
    area: user.area,
    address: user.area,
    city: user.city,
    state: user.state,
    pincode: user.pincode,
    profileImage: files.signedUrl(user.profileImageFileId),
    active: user.active,
    createdAt: user.createdAt,
  };
}

export function toAccountResponse(user: User, files: FilesService): AgentResponse | ProfileResponse {
  const profile = toProfileResponse(user, files);
  if (user.role === 'customer') return profile;
  return {
    ...profile,
    travelerName: user.travelerName,
    idProofType: user.idProofType,
    idProofImage: files.signedUrl(user.idProofFileId),
    pendingApproval: !user.active && !user.approvedAt,
  };
}
