// The manifest scripts/assets/plugin.ts generates from the assets/ folder (see assets/README.md).
declare module 'virtual:swerte-assets' {
  export const assets: readonly { alias: string; bundle: string; kind: 'texture' | 'sound'; src: string }[];
}
