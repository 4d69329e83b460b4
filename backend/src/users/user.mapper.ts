import type { FilesService } from '../files/files.service.js';
import { AgentResponse, type OwnProfileResponse, ProfileResponse } from './dto/profile.response.js';
import type { User } from './user.entity.js';

export { AgentResponse, ProfileResponse } from './dto/profile.response.js';

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

/** An agent's or an admin's account, with the ID proof as a signed link. */
export function toAgentResponse(user: User, files: FilesService): AgentResponse {
  return {
    ...toProfileResponse(user, files),
    travelerName: user.travelerName,
    idProofType: user.idProofType,
    idProofImage: files.signedUrl(user.idProofFileId),
    pendingApproval: !user.active && !user.approvedAt,
  };
}

/** The caller's own profile; `pendingEmail` is the address waiting for confirmation while its link works. */
export function toOwnProfileResponse(user: User, files: FilesService, pendingEmail: string | null): OwnProfileResponse {
  return { ...toProfileResponse(user, files), pendingEmail };
}
