/** The kit's version, which the exports name (the runtime's address, the packages' versions); equal to package.json's, as a test checks. */
export const KIT_VERSION = "0.1.0";
