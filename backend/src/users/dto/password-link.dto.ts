/** A password link needs no input; the body is still checked, so unknown fields are refused as elsewhere. */
export class PasswordLinkDto {}
