import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../config';
import { buildTestApp, logInOperator, type OperatorName, type TestApp, type TestAppOptions } from './app';

export type Headers = Record<string, string>;

/** A directory the app stores uploads in for one test file (`temporaryUploadDir` makes one). */
export type UploadDirectory = {
  configure: (config: AppConfig) => AppConfig;
  remove: () => void;
};

export type TestAppPerFileOptions = TestAppOptions & {
  /** Operators to log in once for the file: their headers are filled in before the first test. */
  operators?: readonly OperatorName[];
  /** Where the app stores uploads; removed after the file. */
  uploads?: UploadDirectory;
  /** Runs after the file's tests, before the app closes (e.g. a check on what they left). */
  beforeClose?: (t: TestApp) => Promise<void>;
};

export type TestAppPerFile = { t: TestApp } & Record<OperatorName, Headers>;

/**
 * The test app of one test file: built before its tests and closed after them, with the operators
 * asked for logged in. Called once at the top of a test file, it answers `t` and the operators'
 * headers at once, though they exist only from the file's first hook on: `t` reads the app built
 * then, and the headers objects are filled in then (so `{ ...admin, extra }` spreads them).
 */
export function useTestApp(options: TestAppPerFileOptions = {}): TestAppPerFile {
  const { operators = [], uploads, beforeClose, ...appOptions } = options;
  const configure = appOptions.configure;
  let built: TestApp | undefined;
  const headers: Record<OperatorName, Headers> = { admin: {}, reviewer: {}, support: {} };

  beforeAll(async () => {
    built = await buildTestApp({
      ...appOptions,
      configure: (config) => {
        const stored = uploads ? uploads.configure(config) : config;
        return configure ? configure(stored) : stored;
      },
    });
    for (const name of operators) Object.assign(headers[name], await logInOperator(built, name));
  });
  afterAll(async () => {
    try {
      if (built) {
        await beforeClose?.(built);
        await built.close();
      }
    } finally {
      uploads?.remove();
    }
  });

  return { t: builtLater(() => built), ...headers };
}

/** Stands for the app until it exists: every member is read from the app built before the tests. */
function builtLater(current: () => TestApp | undefined): TestApp {
  return new Proxy({} as TestApp, {
    get(_target, key) {
      const app = current();
      if (!app) throw new Error('the test app is built before the first test: use it in a test or a hook');
      return Reflect.get(app, key, app) as unknown;
    },
  });
}
