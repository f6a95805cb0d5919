import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import styles from './screen-tabs.module.css';

/**
 * The tab a screen shows, kept in the address (`?tab=`), so back, reload and a shared link open
 * the same tab; anything else in the address stays. An unknown value shows `fallback`.
 */
export function useTabParam<Tab extends string>(
  tabs: readonly Tab[],
  fallback: Tab,
): [Tab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = tabs.find((each) => each === requested) ?? fallback;
  const choose = (next: string) =>
    setParams({ ...Object.fromEntries(params), tab: next }, { replace: true });
  return [tab, choose];
}

/**
 * A screen's tabs, held at the top while its list scrolls: below the navigation bar on a secondary
 * screen (`belowNavBar`), at the very top under a tab screen's header.
 */
export function ScreenTabs<Tab extends string>({
  tabs,
  active,
  onChange,
  title,
  belowNavBar = false,
  small = false,
}: {
  tabs: readonly Tab[];
  active: Tab;
  onChange: (tab: string) => void;
  title: (tab: Tab) => string;
  belowNavBar?: boolean;
  /** Many or long titles (fund records' four): a smaller type. */
  small?: boolean;
}) {
  const className = [
    styles.tabs,
    belowNavBar ? styles.belowNavBar : undefined,
    small ? styles.small : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Tabs className={className} activeKey={active} onChange={onChange}>
      {tabs.map((each) => (
        <Tabs.Tab key={each} title={title(each)} />
      ))}
    </Tabs>
  );
}
