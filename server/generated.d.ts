// Modules that exist only inside the dist/ bundles: scripts/build.mjs generates them at build time.
declare module 'nuzo:manifest' {
  export const MANIFEST: import('./manifest-gen.ts').Manifest;
}
