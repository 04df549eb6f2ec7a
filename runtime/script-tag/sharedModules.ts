/**
 * The modules of the script-tag entry that its chunks take rather than carry (one Preact, one
 * context object, one store), as namespaces in a fixed order. Empty here; the script-tag build
 * writes the list (build/script-tag/chunkPlugin.ts, provideShared).
 */
export const sharedModules = (): readonly unknown[] => [];
