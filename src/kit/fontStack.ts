/**
 * The page's fonts: Japanese families first (each platform has one of them or falls back through
 * the system), then the system's own. The theme sets it, and the HTML's font warm-up
 * (build/fontWarmup.ts) lays text out in it before the app's code arrives.
 */
export const fontStack = '"Noto Sans JP", "Hiragino Kaku Gothic ProN", "Yu Gothic", Meiryo, system-ui, sans-serif';
