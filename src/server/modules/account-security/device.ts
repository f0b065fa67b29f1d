const browsers: [pattern: RegExp, name: string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrome\//, 'Chrome'],
  [/\bChromium\//, 'Chromium'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: [pattern: RegExp, name: string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A browser's user agent as a person reads it ("Chrome on Linux", "Safari on iPhone"), or a plain
 * description when it names neither a known browser nor a known system.
 */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return 'Unknown device';
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return 'Unknown device';
}
