import {
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
} from 'react';
import { loadLaterTexts } from '../shared/i18n';
import { Loading } from '../shared/ui/status';

type ScreenOptions = {
  /**
   * Whether the screen's chunk waits for the texts beyond the first ones (the refusals, the money
   * screens': shared/i18n/namespaces.ts). Home goes without them: its first view shows none, and
   * what does loads them.
   */
  laterTexts?: boolean;
  /** Asks for what the screen's first view shows, with its code when it is the first screen. */
  prefetch?: () => Promise<unknown>;
};

/** Every screen is loaded on demand (spec section 2): one chunk per screen. */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  { laterTexts = true, prefetch }: ScreenOptions = {},
) {
  const Screen: LazyExoticComponent<ComponentType> = lazy(async () => {
    const [module] = await Promise.all([load(), laterTexts ? loadLaterTexts() : null]);
    return { default: module[name] };
  });
  const element = (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
  screenPreloads.set(element, () => [load(), ...(prefetch ? [prefetch()] : [])]);
  return element;
}

/** Each screen's element, and what to load before it shows (`preloadScreen`). */
export const screenPreloads = new Map<ReactElement, () => Promise<unknown>[]>();
