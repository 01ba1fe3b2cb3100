/** Recognisers in order: the first match wins (Edge and Opera also say "Chrome", Chrome also says "Safari"). */
const browsers: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const systems: ReadonlyArray<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (text: string, table: ReadonlyArray<[RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** The browser and system of a user agent string, in plain names; null when not recognised. */
export const describeUserAgent = (userAgent: string | null | undefined) => ({
  browser: userAgent ? firstMatch(userAgent, browsers) : null,
  os: userAgent ? firstMatch(userAgent, systems) : null,
});
