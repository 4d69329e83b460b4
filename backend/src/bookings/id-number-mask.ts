/**
 * Aadhaar and Voter ID numbers are shown with only the last 4 characters (decisions.md section 3):
 * '123456789012' → 'XXXXXXXX9012'. A number of 4 characters or fewer is hidden entirely, since
 * its "last 4" would be all of it.
 */
export function maskIdNumber(idNumber: string): string {
  const visible = idNumber.length > 4 ? idNumber.slice(-4) : '';
  return 'X'.repeat(idNumber.length - visible.length) + visible;
}
