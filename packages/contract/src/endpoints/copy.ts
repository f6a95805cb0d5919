/**
 * Copy trading (docs/copy-trading.md): the endpoints come with the next step of issue 14; the
 * journal entry types a follow and a redemption move on the follower's accounts are already
 * named here, so fund records can show them.
 */
export const COPY_ENTRY_TYPES = ['copy_follow', 'copy_redeem'] as const;
