// maxrects-packer's package.json says "type": "module" but its "main" is a UMD bundle, which Node then
// runs as ESM with no exports; its ES build is imported by path instead, with the package's own types.
declare module 'maxrects-packer/dist/maxrects-packer.mjs' {
  export * from 'maxrects-packer';
}
