/**
 * The antd-mobile-icons drawn from the page's own sprite rather than from JavaScript: those of the
 * tab bar and of Home (build/icon-sprite.ts puts them in index.html; `Icon` draws one). Another
 * screen imports its icons from antd-mobile-icons as usual.
 */
export const SPRITE_ICONS = [
  'AppOutline',
  'BankcardOutline',
  'BellOutline',
  'BillOutline',
  'CalendarOutline',
  'CheckShieldOutline',
  'ClockCircleOutline',
  'FlagOutline',
  'GiftOutline',
  'GlobalOutline',
  'HistogramOutline',
  'InformationCircleOutline',
  'MessageOutline',
  'PayCircleOutline',
  'PieOutline',
  'PlayOutline',
  'RightOutline',
  'SearchOutline',
  'ShopbagOutline',
  'StarOutline',
  'TeamOutline',
  'UpCircleOutline',
  'UserOutline',
] as const;

export type SpriteIcon = (typeof SPRITE_ICONS)[number];

/** The id of an icon's symbol in the sprite. */
export function spriteId(name: SpriteIcon): string {
  return `icon-${name}`;
}
