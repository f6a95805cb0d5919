import type { SVGProps } from 'react';

/** A handful of 16px line icons (drawn here: a whole icon package is not worth it). */
const PATHS = {
  customers:
    'M5.5 7a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Zm5.5 0a2 2 0 1 0 0-4M1 14c0-2.5 2-4.5 4.5-4.5S10 11.5 10 14m1.5-4.3c1.9.3 3.5 2 3.5 4.3',
  audit: 'M4 1.5h6L13 4.5v10H4zM10 1.5v3h3M6 7.5h5M6 10h5M6 12.5h3',
  config: 'M2 4h7m3 0h2M2 12h2m3 0h7M9 2.5v3m-2 5v3M2 8h4m3 0h5M6 6.5v3',
  verification:
    'M8 1.5 2.5 4v4c0 3.2 2.3 5.6 5.5 6.5 3.2-.9 5.5-3.3 5.5-6.5V4zM5.5 8l1.8 1.8L10.7 6.4',
  deposits: 'M8 2v8m-3-3 3 3 3-3M2 11.5v2h12v-2',
  withdrawals: 'M8 10V2M5 5l3-3 3 3M2 11.5v2h12v-2',
  ledger: 'M2.5 2.5h11v11h-11zM2.5 6h11M6 6v7.5M2.5 9.5h11',
  logout: 'M6 2.5H3v11h3M10.5 5 13.5 8l-3 3M13.5 8H6',
  close: 'M4 4l8 8M12 4l-8 8',
  back: 'M10 3 5 8l5 5',
  search: 'M7 12.5a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11Zm4-1.5 3.5 3.5',
  filter: 'M1.5 2.5h13L9.5 8.5v5l-3-1.5V8.5z',
  alert: 'M8 1.5 1 14h14zM8 6v4m0 1.8v.2',
  info: 'M8 14.5a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM8 7v4.5M8 4.8V5',
  check: 'M3 8.5 6.5 12 13 4.5',
  globe:
    'M8 14.5a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM1.5 8h13M8 1.5c-2.2 2.3-2.2 10.7 0 13m0-13c2.2 2.3 2.2 10.7 0 13',
  bank: 'M1.5 6 8 2l6.5 4M2.5 6.5v6m3-6v6m5-6v6m3-6v6M1.5 13.5h13',
  limits: 'M2 13.5h12M4 13.5V9m4 4.5V5m4 8.5V2.5',
  image: 'M2 3h12v10H2zM2 11l3.5-3.5 3 3 2-2L14 12M10.5 6.5a1 1 0 1 0 0-.01',
  external: 'M9 2.5h4.5V7M13.5 2.5 7 9M11.5 9.5v4h-9v-9h4',
  positions: 'M1.5 14.5h13M2.5 11l3.5-4 3 2.5 5-6M11 3.5h3v3',
  lock: 'M3.5 7.5h9v7h-9zM5.5 7.5V5a2.5 2.5 0 0 1 5 0v2.5M8 10.5v1.5',
  unlock: 'M3.5 7.5h9v7h-9zM5.5 7.5V5a2.5 2.5 0 0 1 4.9-.7M8 10.5v1.5',
  clock: 'M8 14.5a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM8 4.5V8l2.5 1.5',
  tradingSettings:
    'M8 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM8 1.5v2m0 9v2M1.5 8h2m9 0h2M3.4 3.4l1.4 1.4m6.4 6.4 1.4 1.4M3.4 12.6l1.4-1.4m6.4-6.4 1.4-1.4',
  lending: 'M2 5.5h9.5L9 3M14 10.5H4.5L7 13',
  ipo: 'M8 1.5 9.8 5.2l4 .6-2.9 2.8.7 4L8 10.7l-3.6 1.9.7-4L2.2 5.8l4-.6z',
  block: 'M2 5.5h5v5H2zM9 5.5h5v5H9zM4.5 3v2.5m7-2.5v2.5M4.5 10.5V13m7-2.5V13',
  bidding: 'M6 2l4.5 4.5M3.5 4.5 8 9M4.8 3.2l4.5 4.5M8.5 6.5l5 5M2 14.5h6.5',
  grab: 'M2.5 2h11M8 14V4.5M4.5 8 8 4.5 11.5 8M5 14h6',
  copy: 'M5.5 5.5h8v8h-8zM10.5 5.5v-3h-8v8h3',
  leader: 'M3.5 14.5v-13M3.5 2h9.5l-2.5 3.25L13 8.5H3.5',
  referral: 'M2 5.5h12v3H2zM3 8.5h10v6H3zM8 5.5v9M8 5.5C7 3 4.5 2.5 4.5 4S8 5.5 8 5.5Zm0 0C9 3 11.5 2.5 11.5 4S8 5.5 8 5.5Z',
  loan: 'M8 14.5a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM5.5 4.5 8 8l2.5-3.5M8 8v4M5.5 8.5h5M5.5 10.5h5',
  credit: 'M1.5 11.5a6.5 6.5 0 0 1 13 0M8 11.5l3-4M3.5 11.5h1m7 0h1M8 5v1',
  support: 'M2 3h12v8H7l-3 2.5V11H2zM5 6h6M5 8.5h4',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
