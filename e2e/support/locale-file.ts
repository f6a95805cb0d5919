import { readFileSync } from 'node:fs';

/** A translation tree as the apps' locale JSON files hold it. */
type Tree = { [key: string]: string | Tree };

/**
 * A locale file read as the specs look texts up: every string under its dotted key
 * ("login.title"), so a spec finds the words the screen shows in each language.
 */
export function readLocaleFile(file: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree);
}

function flatten(tree: Tree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(dotted, value);
    else flatten(value, dotted, into);
  }
  return into;
}
