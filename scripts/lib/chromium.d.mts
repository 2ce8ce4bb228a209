export declare const CHROMIUM_ARGS: string[];
export declare function chromiumPath(): string | undefined;
export declare function ensureChromium(): string;
export declare function testChromiumPath(): string | undefined;
export declare function ensureTestChromium(): string | undefined;
