// The URL policy lives in engine/core/url; this path stays for the modules that import it here.
export * from '../url/urlPolicy.ts';
