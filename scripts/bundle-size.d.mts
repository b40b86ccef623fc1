/** One file's size, raw and gzipped, in bytes. */
export interface MeasuredFile {
  readonly name: string;
  readonly raw: number;
  readonly gzipped: number;
}

export declare const BUNDLE_BUDGET_BYTES: number;
export declare const measureBytes: (name: string, bytes: Uint8Array) => MeasuredFile;
export declare const measureFiles: (siteDir: string, names: readonly string[]) => MeasuredFile[];
export declare const siteScriptsAndStyles: (siteDir: string) => string[];
export declare const bundleTotal: (files: readonly MeasuredFile[]) => {
  raw: number;
  gzipped: number;
  overBudget: boolean;
};
export declare const kilobytes: (bytes: number) => string;
