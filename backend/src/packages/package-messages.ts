export const PACKAGE_MESSAGES = {
  notFound: 'Package not found.',
  hindiLines: (name: string) => `${name}Hi must have as many lines as ${name}, one Hindi line for each.`,
  vehicleTwice: (vehicle: string) => `prices names ${vehicle} twice; give one price per vehicle.`,
};
