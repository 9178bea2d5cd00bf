export declare const COMPRESSIBLE: ReadonlySet<string>;
export declare function brotliCopyOf(file: string): string;
export declare function textFilesUnder(dir: string): string[];
export declare function writeBrotliCopies(dir: string): Promise<void>;
export declare function brotliSize(text: string): number;
