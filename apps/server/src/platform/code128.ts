import bwipjs from 'bwip-js';

/**
 * A text as Code 128 (ISO/IEC 15417): the widths of its alternating bars and spaces, in modules,
 * starting with a bar. bwip-js picks the code sets, so a run of digits (a record number's date)
 * goes in code set C, two digits a symbol: a shorter symbol scans more surely on a small label.
 */
export function code128Widths(text: string): number[] {
  // The default export's raw is the encoder; the module's named `raw` is BWIPP's raw symbology.
  const [symbol] = bwipjs.raw({ bcid: 'code128', text });
  if (!symbol || !('sbs' in symbol)) throw new Error('Code 128 gave no linear symbol');
  return symbol.sbs;
}
