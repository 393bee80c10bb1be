declare module 'opencc-js/t2cn' {
  export function Converter(options: { from: 'hk' | 'tw' | 'twp' | 't' | 'jp'; to: 'cn' }): (text: string) => string;
}
