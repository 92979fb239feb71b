/** The identity provider did not answer, or its answer did not check out. Never shown as it is. */
export class SamlError extends Error {}
