/**
 * A browser and a system, readable, from a user-agent string (the sessions list). A few patterns
 * in the order that matters (Edge and Opera say "Chrome" too, Chrome says "Safari", iOS browsers
 * name their engine's Safari), not a full parser: an unknown part is null and the screen says so.
 */
export type ReadableAgent = { browser: string | null; os: string | null };

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bLine\/(\d+)/, 'LINE'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\w+)? Safari\//, 'Safari'],
];

function browserOf(agent: string): string | null {
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(agent);
    if (match) return `${name} ${match[1]}`;
  }
  return null;
}

function osOf(agent: string): string | null {
  const ios = /\b(iPhone|iPad|iPod)\b.*? OS (\d+)(?:_(\d+))?/.exec(agent);
  if (ios) return `${ios[1] === 'iPad' ? 'iPadOS' : 'iOS'} ${ios[2]}${ios[3] ? `.${ios[3]}` : ''}`;
  if (/\b(?:iPhone|iPad|iPod)\b/.test(agent)) return /\biPad\b/.test(agent) ? 'iPadOS' : 'iOS';
  const android = /\bAndroid (\d+(?:\.\d+)?)/.exec(agent);
  if (android) return `Android ${android[1]}`;
  if (/\bAndroid\b/.test(agent)) return 'Android';
  if (/\bWindows NT\b/.test(agent)) return 'Windows';
  if (/\bCrOS\b/.test(agent)) return 'ChromeOS';
  if (/\bMac OS X\b|\bMacintosh\b/.test(agent)) return 'macOS';
  if (/\bLinux\b/.test(agent)) return 'Linux';
  return null;
}

export function readableAgent(agent: string | null): ReadableAgent {
  if (!agent) return { browser: null, os: null };
  return { browser: browserOf(agent), os: osOf(agent) };
}
