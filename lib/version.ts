// The running Nuzo version, recorded in the store by migrations so an older copy that meets
// a newer schema can say which version to install.
export const NUZO_VERSION = '0.1.0';
