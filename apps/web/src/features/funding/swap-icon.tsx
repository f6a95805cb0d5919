/**
 * Two arrows, up and down: "swap the two currencies". (antd-mobile-icons has no swap icon; its
 * diagonal ArrowsAlt reads as "expand".) Drawn in the text colour, 1em like the library's icons.
 */
export function SwapIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M7 20V4M3 8l4-4 4 4M17 4v16M13 16l4 4 4-4" />
    </svg>
  );
}
