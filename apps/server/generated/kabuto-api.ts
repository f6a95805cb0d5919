/**
 * A typed client's view of the Kabuto API, generated from its OpenAPI document by openapi-typescript
 * (`npm run api:client`). Do not edit: test/api-document.test.ts regenerates it and fails when the
 * document has changed without it.
 */
/* eslint-disable */
export interface paths {
    "/api/admin/audit/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The audit log, newest first (append-only) */
        post: operations["adminAuditList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Operator login (separate accounts and sessions from customers) */
        post: operations["adminAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this operator session */
        post: operations["adminAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in operator */
        post: operations["adminAuthMe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bidding/bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An offering's bids with each bidder's account */
        post: operations["adminBiddingBids"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bidding/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw an open offering before its close: every hold is given back (audited) */
        post: operations["adminBiddingCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bidding/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An offering's allocation document and demand curve (after the close) */
        post: operations["adminBiddingDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bidding/offerings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every bidding offering, newest first, with the demand so far */
        post: operations["adminBiddingOfferings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bidding/saveOffering": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Offer a block of a listed stock for bidding: floor price (on the tick grid, within the price limits), lots, per-customer bounds, window (audited) */
        post: operations["adminBiddingSaveOffering"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/block/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An offering's applications with each applicant's account */
        post: operations["adminBlockApplications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/block/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw an open offering before its allocation: every hold is given back (audited) */
        post: operations["adminBlockCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/block/offerings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every block trade offering, newest first */
        post: operations["adminBlockOfferings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/block/saveOffering": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Announce a block trade offering of a listed stock: price within ±7% of the previous close, lots, per-customer bounds, minimum amount, window (audited) */
        post: operations["adminBlockSaveOffering"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/config/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Site configuration */
        post: operations["adminConfigList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/config/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set one site configuration value (audited) */
        post: operations["adminConfigUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/copy/closeProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End or terminate a product with the reason its followers read: every holding is redeemed (audited) */
        post: operations["adminCopyCloseProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/copy/leaderApplications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Applications to lead with each applicant's account, verification and trading history */
        post: operations["adminCopyLeaderApplications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/copy/openProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a draft product to followers: its pool account is made (audited) */
        post: operations["adminCopyOpenProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/copy/pool": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A product's pool: positions, NAV history, waiting redemptions, daily rebalances */
        post: operations["adminCopyPool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/copy/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every product with its status, pool, units and NAV */
        post: operations["adminCopyProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/copy/reviewLeader": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve an application to lead (a leader strategy with the published names and description) or reject it with a reason (audited) */
        post: operations["adminCopyReviewLeader"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/copy/saveProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a draft product for a strategy, with its terms (audited) */
        post: operations["adminCopySaveProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/copy/saveStrategy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a house strategy with its published rules in every language (audited) */
        post: operations["adminCopySaveStrategy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/copy/strategies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every copy-trading strategy */
        post: operations["adminCopyStrategies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/copy/suspendStrategy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend a strategy with a reason: its open products are terminated (audited) */
        post: operations["adminCopySuspendStrategy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One customer with restriction history */
        post: operations["adminCustomersDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers/funds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One customer’s wallets, member-centre figures, open request and fund records */
        post: operations["adminCustomersFunds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers/lift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a restriction with a reason (audited) */
        post: operations["adminCustomersLift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers/restrict": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a restriction with a reason (audited); bans end the customer’s sessions */
        post: operations["adminCustomersRestrict"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Find customers by account */
        post: operations["adminCustomersSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/funding/approveDeposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a deposit: credits the ledger (audited); above the dual-control threshold a second, different operator must approve */
        post: operations["adminFundingApproveDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/funding/approveWithdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a withdrawal: pays the held amount out (audited); above the dual-control threshold a second, different operator must approve */
        post: operations["adminFundingApproveWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/funding/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deposit channels, enabled or not */
        post: operations["adminFundingChannels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/funding/depositDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One deposit with its channel, proof, customer and history */
        post: operations["adminFundingDepositDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/funding/depositProof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The transfer proof of a deposit; answers the image; each view is audited */
        post: operations["adminFundingDepositProof"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/funding/depositQueue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deposits to review (open: oldest first), or approved/rejected ones (newest first) */
        post: operations["adminFundingDepositQueue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/funding/rejectDeposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a deposit with a reason the customer sees (audited) */
        post: operations["adminFundingRejectDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/funding/rejectWithdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a withdrawal with a reason the customer sees; the held amount is released (audited) */
        post: operations["adminFundingRejectWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/funding/saveChannel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or change a deposit channel (audited with before and after) */
        post: operations["adminFundingSaveChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/funding/saveSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change funding settings (audited with before and after) */
        post: operations["adminFundingSaveSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/funding/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deposit and withdrawal limits, fees, hours, the dual-control threshold */
        post: operations["adminFundingSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/funding/withdrawDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One withdrawal with the full card details, the customer’s wallet and history */
        post: operations["adminFundingWithdrawDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/funding/withdrawQueue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdrawals to review (open: oldest first), or approved/rejected ones (newest first) */
        post: operations["adminFundingWithdrawQueue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/grab/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A queue's allocation document (after the close) */
        post: operations["adminGrabDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/grab/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A queue's orders with each customer's account */
        post: operations["adminGrabOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/grab/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The queues of a trading day (default: every day's, newest first) with their results */
        post: operations["adminGrabQueues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ipo/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The applications of one offering, pseudonymous, with their draw and payment state */
        post: operations["adminIpoApplications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ipo/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw an offering before its draw: every hold is released (audited) */
        post: operations["adminIpoCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ipo/offerings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every offering with its status and counts of applications, wins and payments */
        post: operations["adminIpoOfferings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ipo/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a draft: the draw seed is drawn and its commitment shown (audited) */
        post: operations["adminIpoPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ipo/saveOffering": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a draft offering or change one (after publication only with a reason, shown to applicants; audited) */
        post: operations["adminIpoSaveOffering"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/kyc/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending identity verification (audited) */
        post: operations["adminKycApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/kyc/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One identity verification in full, with the customer’s history and other accounts using the same document */
        post: operations["adminKycDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/kyc/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An ID image of a verification (front or back); answers the image; each view is audited */
        post: operations["adminKycImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/kyc/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pending identity verifications, oldest first (keyset paging by afterId) */
        post: operations["adminKycQueue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/kyc/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending identity verification with a reason the customer sees (audited) */
        post: operations["adminKycReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ledger/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recompute every balance from the journal: entries balance, cached balances match, no customer balance negative */
        post: operations["adminLedgerCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/loan/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One loan with the applicant's score and limit now, its daily accruals and repayments */
        post: operations["adminLoanDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/loan/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Loan applications to review (open: oldest first) or reviewed loans (newest first) */
        post: operations["adminLoanQueue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/loan/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a loan (the money is credited; above the threshold a second, different operator must approve) or reject it with a reason (audited) */
        post: operations["adminLoanReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/loan/saveSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the limit table, the products or the threshold (audited; existing loans keep their terms) */
        post: operations["adminLoanSaveSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/loan/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The credit settings: the limit table by score, the loan products, the second-approval threshold */
        post: operations["adminLoanSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/referral/saveSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the referral rules (audited with before and after); friends who registered earlier keep their terms */
        post: operations["adminReferralSaveSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/referral/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The referral rules in force and their last change (who, when, why, what they were) */
        post: operations["adminReferralSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a conversation (assigned to the calling operator; audited) */
        post: operations["adminSupportAssign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/canned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Canned replies, each in the three languages */
        post: operations["adminSupportCanned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a conversation (audited); the customer writing again reopens it */
        post: operations["adminSupportClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/conversation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One support conversation with its messages and the customer account */
        post: operations["adminSupportConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An image of a support conversation; answers the image */
        post: operations["adminSupportImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Support conversations: open (waiting first), mine, unassigned or closed */
        post: operations["adminSupportInbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer: text, or a canned reply in the customer's language (audited; reopens a closed one) */
        post: operations["adminSupportReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/saveCanned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add or change a canned reply, in every language (audited) */
        post: operations["adminSupportSaveCanned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trading/approveDayTrading": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a day-trading application (audited) */
        post: operations["adminTradingApproveDayTrading"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trading/dayTradingQueue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Day-trading applications by status, newest first */
        post: operations["adminTradingDayTradingQueue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trading/lendingQuotas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Securities lending quotas for short selling, per symbol, with what is borrowed */
        post: operations["adminTradingLendingQuotas"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trading/lockPosition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lock a holding position: its customer cannot sell it until it is unlocked (audited) */
        post: operations["adminTradingLockPosition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trading/position": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One position with its fills and ledger entries */
        post: operations["adminTradingPosition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trading/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Orders and positions, by customer, status and symbol, newest first */
        post: operations["adminTradingPositions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trading/rejectDayTrading": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a day-trading application with a reason the customer sees (audited) */
        post: operations["adminTradingRejectDayTrading"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trading/saveLendingQuota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set or clear a symbol’s lending quota (audited) */
        post: operations["adminTradingSaveLendingQuota"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trading/saveSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the trading settings (audited with before and after) */
        post: operations["adminTradingSaveSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trading/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trading settings: lot size, leverage choices, fees, maintenance level, sessions */
        post: operations["adminTradingSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trading/unlockPosition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlock a locked position (audited) */
        post: operations["adminTradingUnlockPosition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/alerts/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a price alert on a stock; refused when its condition is met at the current price */
        post: operations["alertsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/alerts/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete one of the customer's own price alerts (another's answers not found) */
        post: operations["alertsDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/alerts/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Arm a fired price alert again; refused while its condition is met at the current price */
        post: operations["alertsEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/alerts/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer's own price alerts, newest first; of one stock when `symbol` is given */
        post: operations["alertsList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/bank/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bind a bank account in the verified name (Japan: bank, branch, 3-digit branch code, futsu/toza, 7-digit number) */
        post: operations["bankAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/bank/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unbind one of the customer’s bank accounts */
        post: operations["bankDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/bank/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer’s bound bank accounts, numbers masked to the last 4 digits */
        post: operations["bankList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/bidding/bid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bid a price and lots for an open offering (once per offering); bid price × shares is held until the close */
        post: operations["biddingBid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/bidding/demand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An offering's demand curve and clearing price, published after the close */
        post: operations["biddingDemand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/bidding/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An offering's allocation document (kabuto-bidding/1): anyone can recompute it */
        post: operations["biddingDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/bidding/offerings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bidding offerings: open ones and those of the last 30 days, with my bid */
        post: operations["biddingOfferings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/bidding/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My bids, newest first */
        post: operations["biddingRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/bidding/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw my bid while the window is open: the hold is given back, and I may bid again */
        post: operations["biddingWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/block/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply for lots of an open offering at its price (once per offering, one purchase a day); the amount is held until the allocation */
        post: operations["blockApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/block/draw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An offering's allocation document (kabuto-draw/1): anyone can recompute it */
        post: operations["blockDraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/block/offerings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block trade offerings: open ones and those of the last 30 days, with my application */
        post: operations["blockOfferings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/block/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My block trade applications, newest first */
        post: operations["blockRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/common/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Site configuration as name/value pairs (spec section 7, call 1) */
        post: operations["commonConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/copy/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follow a product: money from available funds into its pool, for units at the NAV now */
        post: operations["copyFollow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/copy/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A product's NAV at each recorded close, and what its followers actually got */
        post: operations["copyHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/copy/leaderApply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply to lead: a display name and profile, reviewed in the console (identity verified, a trading history of COPY_LEADER_MIN_HISTORY_DAYS days) */
        post: operations["copyLeaderApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/copy/leaderStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My application to lead and, once approved, my strategy and its products */
        post: operations["copyLeaderStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/copy/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One product: terms, issuer and rules, fund size, NAV, my holding */
        post: operations["copyProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/copy/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy-trading products open to follow or followed, with realised figures only */
        post: operations["copyProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/copy/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My copy-trading records: each product I followed, my holding and every flow */
        post: operations["copyRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/copy/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeem units after the lock-up: paid at once at the NAV now when the pool has the cash, otherwise when it has sold enough (the performance fee above the high-water mark) */
        post: operations["copyRedeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/copy/stopLoss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set or remove my copy stop-loss on a product (a share of my investment) */
        post: operations["copyStopLoss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/dayTrading/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply for day trading (reviewed in the console) */
        post: operations["dayTradingApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/dayTrading/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Day trading: the customer’s standing, applications, and when today’s day trades close */
        post: operations["dayTradingInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/funding/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a bank transfer with its proof (uploaded first); pending until an operator approves it */
        post: operations["fundingDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/funding/depositDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One of the customer’s own deposits */
        post: operations["fundingDepositDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/funding/depositInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deposit screen: channels, quick amounts, minimum and maximum, the deposit window, and the withdrawal rules (shown before the first deposit) */
        post: operations["fundingDepositInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/funding/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fund records: deposits, withdrawals, or every ledger entry touching the customer (newest first, keyset paged) */
        post: operations["fundingRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/funding/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every currency wallet: available, held, margin, loan */
        post: operations["fundingWallets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/funding/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request a withdrawal to one of the customer’s cards (fund password); the amount is held until an operator pays it out or rejects it */
        post: operations["fundingWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/funding/withdrawDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One of the customer’s own withdrawals */
        post: operations["fundingWithdrawDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/funding/withdrawInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw screen: available and withdrawable amounts, the rules, any restriction with its reason */
        post: operations["fundingWithdrawInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/fx/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange at a quoted rate within its validity: both legs in one journal entry */
        post: operations["fxExchange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/fx/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Quote an exchange: the rate and the amount received (rounded down to the target’s minor unit), valid for a short time; no fee */
        post: operations["fxQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/fx/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Current rates of the ten currencies per US dollar, with their source */
        post: operations["fxRates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/grab/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel my order before the close: the hold is given back */
        post: operations["grabCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/grab/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stocks at their upper price limit now, with the limit price, the market bid queue and my order */
        post: operations["grabCandidates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/grab/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the day's queue to buy a stock at its upper limit price (once per stock and day); price × shares and the buy fee are held until the close */
        post: operations["grabJoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/grab/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My grab orders, newest first */
        post: operations["grabRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/ipo/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One offering with its schedule, the draw commitment, changes and my application */
        post: operations["ipoDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/ipo/draw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The draw document of one offering: commitment, seed, entries as hashes, allocation */
        post: operations["ipoDraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/ipo/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New shares on offer: awaiting subscription, subscribing, subscription ended */
        post: operations["ipoList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/ipo/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay for the shares won (pending payment, before the purchase deadline) */
        post: operations["ipoPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/ipo/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My applications with their state, newest first */
        post: operations["ipoRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/ipo/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply for an offering (once); the amount payable at the top of the range is held */
        post: operations["ipoSubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/kyc/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer’s own ID image (front or back) of their latest submission; answers the image */
        post: operations["kycImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/kyc/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer’s verification status, with the reason when rejected (name and number masked) */
        post: operations["kycStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/kyc/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit identity verification: name, ID number, front and back images (uploaded first); katakana name and document type for Japanese documents */
        post: operations["kycSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/liabilities/myProof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The latest publication and the caller's own inclusion proof in it (nobody else's) */
        post: operations["liabilitiesMyProof"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/liabilities/published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The published roots of the proof of liabilities, newest first, with the totals owed and the bank balance */
        post: operations["liabilitiesPublished"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/loan/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply for a loan of a product (amount within the borrowable amount, one application at a time); reviewed in the console */
        post: operations["loanApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/loan/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My credit score with each factor and its points, the limit table, credit limit, borrowable and borrowed, the products, an application under review */
        post: operations["loanInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/loan/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My loans, newest first, each with its status, amounts owed and repayment schedule */
        post: operations["loanRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/loan/repay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Repay a loan from available money, interest first, never more than is owed; early repayment without penalty */
        post: operations["loanRepay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/market/breadth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many stocks rose, fell or were flat against the previous close */
        post: operations["marketBreadth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/market/candles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Candles by interval, keyset paged backwards in time */
        post: operations["marketCandles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/market/clearSearchHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forget the customer’s searches */
        post: operations["marketClearSearchHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/market/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stock detail: quote, five-level book, limits, session state, watchlist flag */
        post: operations["marketDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/market/indexCandles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An index’s candles by interval */
        post: operations["marketIndexCandles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/market/indices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Indices computed from their constituents */
        post: operations["marketIndices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/market/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Quotes sorted by turnover (hot), gainers, losers or volume, paged */
        post: operations["marketList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/market/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Find stocks by code or by name in Japanese, English or Chinese; remembered for a signed-in customer */
        post: operations["marketSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/market/searchHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer’s recent searches, newest first */
        post: operations["marketSearchHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/market/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Session state, calendar and data source (simulated or not) */
        post: operations["marketStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/news/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One article; a signed-in reader is counted once */
        post: operations["newsDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/news/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** News of one category, newest first, keyset paged */
        post: operations["newsList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/notifications/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer's own notifications, newest first, keyset paged (pass nextCursor back as cursor) */
        post: operations["notificationsList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one of the customer's own notifications as read (another's answers not found) */
        post: operations["notificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/notifications/readAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every one of the customer's own notifications as read; answers how many were unread */
        post: operations["notificationsReadAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/notifications/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many of the customer's own notifications are unread */
        post: operations["notificationsUnread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/referral/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** My invitation code, the referral rules, my invited friends with their steps (masked numbers) and, if I was invited, my own steps */
        post: operations["referralInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/report/annual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The caller’s annual report for one Japan calendar year, totals equal to the ledger’s */
        post: operations["reportAnnual"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/report/annualFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The annual report as a CSV (UTF-8 with BOM) or a PDF (A4) in the given language, as an attachment */
        post: operations["reportAnnualFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/report/years": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The years with an annual report: those with activity on the customer’s accounts and the current one (not final), newest first */
        post: operations["reportYears"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/support/conversation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer's own support conversation (the latest 200 messages) and the desk's hours */
        post: operations["supportConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/support/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An image of the customer's own conversation; answers the image */
        post: operations["supportImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/support/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark support messages up to this one as read */
        post: operations["supportRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/support/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write to support: text and/or an image uploaded with purpose support_image */
        post: operations["supportSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/trade/addMargin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add margin (a positive whole number of yen) to a holding position. Requires the idempotency-key header */
        post: operations["tradeAddMargin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/trade/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a pending order, or a pending close order */
        post: operations["tradeCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/trade/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sell (close) a holding position at market or at a limit. Requires the idempotency-key header */
        post: operations["tradeClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/trade/place": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place an order (long or short, market or limit, with leverage). Requires the idempotency-key header: one key per ticket; the same key answers the first order */
        post: operations["tradePlace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/trade/position": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One of the customer’s positions with its fills and the money it moved */
        post: operations["tradePosition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/trade/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer’s orders and positions (open or closed), newest first, with live valuations, margin warnings and totals */
        post: operations["tradePositions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/trade/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open positions at market: margin, market value, unrealised and realised profit, and how many are near forced liquidation */
        post: operations["tradeSummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/trade/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The order ticket: quote, book, sessions open now, leverage choices, fee rates, available funds */
        post: operations["tradeTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/upload/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an image (multipart: purpose = id_front | id_back | deposit_proof, file); JPEG, PNG or WebP up to 8 MB */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/user/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What operators did to the signed-in customer’s account, from the audit log, newest first (keyset paged); the operator by role only */
        post: operations["userActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/user/changeLoginPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the login password (old, new, confirm); ends every session */
        post: operations["userChangeLoginPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/user/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in customer: account, verification status, asset figures */
        post: operations["userInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in; the answer holds the session token (never stored for a replay), or the second-factor challenge */
        post: operations["userLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/user/login/secondFactor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a login that needs the second factor: the challenge and a code (or a recovery code); the answer holds the session token, as a login does */
        post: operations["userLoginSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session */
        post: operations["userLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/user/Optionallist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Watchlist symbols, exactly as spec section 7 call 2 */
        post: operations["userOptionallist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/user/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register with a ten-digit phone number, an 8-character password and an invitation code; the answer holds the new session token, as a login does (never stored for a replay) */
        post: operations["userRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/user/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in customer’s live sessions (sign-ins), newest first, the current one marked */
        post: operations["userSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/user/sessions/signOutOthers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the signed-in customer but this one, at once */
        post: operations["userSessionsSignOutOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/user/setFundPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the fund password (with the login password) or change it (with the current one) */
        post: operations["userSetFundPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/user/trustedDevices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The devices the signed-in customer signed in from, most recently used first */
        post: operations["userTrustedDevices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/user/trustedDevices/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forget one of the caller’s devices: its next login asks for the code again */
        post: operations["userTrustedDevicesRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/user/twoFactor/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor on with a code from the app; answers the ten recovery codes, shown this once */
        post: operations["userTwoFactorConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/user/twoFactor/recoveryCodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the recovery codes (the old ones stop working) with a code from the app */
        post: operations["userTwoFactorRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/user/twoFactor/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start turning two-factor on: a new secret for the authenticator app (replacing an unconfirmed one); refused while it is on */
        post: operations["userTwoFactorStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/user/twoFactor/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether two-factor sign-in is on, since when, and how many recovery codes are left */
        post: operations["userTwoFactorStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/user/twoFactor/turnOff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor off with a code (or a recovery code) and the login password */
        post: operations["userTwoFactorTurnOff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/watchlist/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a stock to the watchlist (adding twice is adding once) */
        post: operations["watchlistAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/watchlist/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer’s watchlist with quotes */
        post: operations["watchlistList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vue/watchlist/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a stock from the watchlist */
        post: operations["watchlistRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Refusal: {
            /** @enum {string|null} */
            data: null;
            /** @enum {string} */
            msg: "account_not_found" | "wrong_account_or_password" | "login_failed" | "account_exists" | "account_format" | "inviter_not_found" | "invitation_code_required" | "password_required" | "password_format" | "original_password_wrong" | "passwords_differ" | "new_password_same_as_old" | "fund_password_format" | "fund_password_wrong" | "fund_password_not_set" | "fund_password_already_set" | "second_factor_required" | "two_factor_code_required" | "two_factor_code_wrong" | "two_factor_already_on" | "two_factor_not_started" | "two_factor_not_on" | "two_factor_unavailable" | "login_challenge_expired" | "trusted_device_not_found" | "channel_password_wrong" | "agreement_required" | "too_frequent" | "system_busy" | "key_mismatch" | "upload_failed" | "upload_type_not_allowed" | "upload_too_large" | "upload_image_unreadable" | "upload_not_found" | "upload_purpose_mismatch" | "order_not_found" | "invalid_params" | "unauthorized" | "forbidden" | "reason_required" | "every_language_required" | "not_found" | "insufficient_available_balance" | "insufficient_balance" | "insufficient_withdrawable" | "credit_score_too_low" | "other_fund_operation" | "deposit_proof_required" | "amount_invalid" | "amount_below_minimum" | "amount_above_maximum" | "currency_not_available" | "deposit_window_closed" | "withdraw_window_closed" | "deposit_channel_unavailable" | "fund_password_required" | "funding_request_not_found" | "funding_request_closed" | "second_approver_required" | "funding_settings_invalid" | "fx_same_currency" | "fx_quote_expired" | "fx_amount_too_small" | "fx_rate_unavailable" | "verification_not_passed" | "verification_required" | "verification_pending" | "verification_already_verified" | "verification_not_found" | "verification_not_in_review" | "verification_name_required" | "katakana_name_required" | "katakana_name_format" | "document_type_required" | "id_number_required" | "id_number_format" | "id_images_required" | "account_frozen" | "account_login_banned" | "account_disabled" | "account_withdraw_barred" | "account_trade_barred" | "card_not_found" | "card_not_owned" | "card_exists" | "bank_card_fields_required" | "card_number_format" | "card_type_invalid" | "branch_code_format" | "ifsc_format" | "upi_format" | "ifsc_upi_not_applicable" | "holder_name_mismatch" | "card_limit_reached" | "exceeds_price_limit" | "close_min_holding_time" | "close_before_settlement_day" | "position_locked" | "order_not_pending" | "non_trading_time" | "product_unavailable" | "price_unavailable" | "not_yet_listed" | "order_awaiting_review" | "order_not_in_review" | "duplicate_operation" | "price_not_on_tick" | "limit_price_required" | "order_lots_invalid" | "leverage_unavailable" | "insufficient_liquidity" | "session_order_type_unavailable" | "day_trading_not_enabled" | "day_trading_session_only" | "day_trading_already_applied" | "day_trading_applications_closed" | "application_closed" | "trading_settings_invalid" | "warning_level_not_above_maintenance" | "idempotency_key_required" | "lending_quota_full" | "ipo_already_subscribed" | "subscription_not_started" | "subscription_closed" | "ipo_not_found" | "ipo_application_not_found" | "ipo_lots_invalid" | "ipo_payment_not_due" | "ipo_purchase_deadline_passed" | "ipo_symbol_invalid" | "ipo_symbol_listed" | "ipo_price_invalid" | "ipo_price_range_raised" | "ipo_schedule_invalid" | "ipo_offering_locked" | "ipo_not_draft" | "block_trade_closed" | "copy_trade_deadline_passed" | "copy_product_not_found" | "copy_minimum_not_met" | "copy_product_full" | "copy_amount_too_small" | "copy_lockup_not_ended" | "copy_holding_not_found" | "copy_units_invalid" | "copy_stop_loss_invalid" | "copy_product_closed" | "copy_strategy_not_found" | "copy_leader_history_too_short" | "copy_leader_application_pending" | "copy_already_leader" | "copy_leader_application_not_found" | "loan_limit_insufficient" | "repayment_exceeds_loan" | "amount_required" | "loan_product_unknown" | "loan_application_pending" | "loan_not_found" | "loan_not_open" | "loan_review_closed" | "loan_rate_above_legal_cap" | "credit_bands_invalid" | "insufficient_withdrawable_loan" | "block_offering_not_found" | "block_lots_invalid" | "block_lots_out_of_range" | "block_below_minimum_amount" | "block_one_purchase_per_day" | "block_already_applied" | "block_price_out_of_band" | "block_offering_invalid" | "block_offering_not_open" | "bidding_offering_not_found" | "bidding_closed" | "bidding_already_bid" | "bidding_price_invalid" | "bidding_price_below_floor" | "bidding_lots_invalid" | "bidding_lots_out_of_range" | "bidding_floor_invalid" | "bidding_offering_invalid" | "bidding_offering_not_open" | "bidding_bid_not_found" | "bidding_bid_not_pending" | "grab_not_at_limit" | "grab_closed" | "grab_lots_invalid" | "grab_already_joined" | "grab_order_not_found" | "grab_order_not_pending" | "grab_queue_not_found" | "referral_reward_invalid" | "referral_hold_days_invalid" | "referral_yearly_cap_invalid" | "referral_step_deadline_invalid" | "support_message_empty" | "support_message_too_long" | "support_conversation_not_found" | "support_conversation_closed" | "support_canned_not_found" | "support_schedule_format" | "notification_not_found" | "report_year_unavailable" | "price_alert_threshold_invalid" | "price_alert_already_met" | "price_alert_limit" | "price_alert_not_found";
            /** @enum {number} */
            status: 0;
        };
    };
    responses: {
        /** @description A body that is not JSON, or a URL that cannot be decoded: `invalid_params` */
        Status400: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Refusal"];
            };
        };
        /** @description No valid session for this API: `unauthorized` (or the account is shut out) */
        Status401: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Refusal"];
            };
        };
        /** @description The operator lacks the role: `forbidden` */
        Status403: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Refusal"];
            };
        };
        /** @description The body is larger than the limit: `invalid_params` */
        Status413: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Refusal"];
            };
        };
        /** @description Over a rate limit: `too_frequent`, with a Retry-After header */
        Status429: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Refusal"];
            };
        };
        /** @description An unexpected failure: `system_busy` (the details are logged, never answered) */
        Status500: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Refusal"];
            };
        };
        /** @description The database is unreachable (a restart, a failover): `system_busy`; retry shortly */
        Status503: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Refusal"];
            };
        };
    };
    parameters: {
        /** @description A client-generated key per action: a retry with the same key answers the first answer */
        IdempotencyKey: string;
        /** @description Required: stored with the record the call creates, so a retry never applies twice */
        IdempotencyKeyRequired: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    adminAuditList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    beforeId?: number;
                    /** @default 50 */
                    limit?: number;
                    targetId?: string;
                    targetType?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                action: string;
                                after: unknown;
                                before: unknown;
                                createdAt: string;
                                id: number;
                                operator: string | null;
                                reason: string;
                                /** @enum {string|null} */
                                reasonKey: "kyc_image_viewed" | "kyc_approved" | "deposit_proof_viewed" | "ledger_check_run" | "first_approval_above_threshold" | "deposit_credited" | "deposit_credited_second" | "withdrawal_paid" | "withdrawal_paid_second" | "demo_channel" | "loan_approved" | "loan_approved_second" | "support_assigned" | "support_replied" | "support_closed" | null;
                                reasonParams: {
                                    [key: string]: string;
                                } | null;
                                targetId: string;
                                targetType: string;
                            }[];
                            nextBeforeId: number | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            expiresAt: string;
                            operator: {
                                displayName: string;
                                id: number;
                                roles: ("support" | "compliance" | "finance" | "admin")[];
                                username: string;
                            };
                            token: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        data: null;
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminAuthMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            displayName: string;
                            id: number;
                            roles: ("support" | "compliance" | "finance" | "admin")[];
                            username: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminBiddingBids: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offeringId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            amount: string;
                            bidAt: string;
                            clearingPrice: string | null;
                            customerId: number;
                            decidedAt: string | null;
                            entryHash: string;
                            id: number;
                            lots: number;
                            lotsFilled: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            offeringId: number;
                            paid: string;
                            positionId: number | null;
                            price: string;
                            refunded: string;
                            /** @enum {string|null} */
                            rejectReason: "not_allocated" | "offering_cancelled" | "withdrawn" | null;
                            shares: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            symbol: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminBiddingCancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offeringId: number;
                    reason: string;
                    /** @enum {string} */
                    reasonLocale?: "ja" | "zh-TW" | "en";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            allocatedAt: string | null;
                            bidders: number | null;
                            cancelReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            clearingPrice: string | null;
                            closesAt: string;
                            commitment: string;
                            floorPrice: string;
                            id: number;
                            lotsAllocated: number | null;
                            lotsBid: number | null;
                            lotShares: number;
                            lotsOffered: number;
                            maxLots: number;
                            minLots: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            opensAt: string;
                            referencePrice: string;
                            /** @enum {string} */
                            status: "open" | "allocated" | "cancelled";
                            symbol: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminBiddingDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offeringId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            commitment: string;
                            document: {
                                allocation: {
                                    entry: string;
                                    lots: number;
                                }[];
                                bids: {
                                    entry: string;
                                    lots: number;
                                    price: string;
                                }[];
                                clearingPrice: string | null;
                                commitment: string;
                                demandCurve: {
                                    cumulativeLots: number;
                                    lots: number;
                                    price: string;
                                }[];
                                /** @enum {string} */
                                format: "kabuto-bidding/1";
                                label: string;
                                lotsOffered: number;
                                remainderDraw: {
                                    allocation: {
                                        entry: string;
                                        units: number;
                                    }[];
                                    commitment: string;
                                    drawOrder: string[];
                                    entries: {
                                        entry: string;
                                        lots: number;
                                    }[];
                                    /** @enum {string} */
                                    format: "kabuto-draw/1";
                                    label: string;
                                    listHash: string;
                                    seed: string;
                                    units: number;
                                } | null;
                                seed: string;
                            } | null;
                            offeringId: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminBiddingOfferings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            allocatedAt: string | null;
                            bidders: number | null;
                            cancelReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            clearingPrice: string | null;
                            closesAt: string;
                            commitment: string;
                            floorPrice: string;
                            id: number;
                            lotsAllocated: number | null;
                            lotsBid: number | null;
                            lotShares: number;
                            lotsOffered: number;
                            maxLots: number;
                            minLots: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            opensAt: string;
                            referencePrice: string;
                            /** @enum {string} */
                            status: "open" | "allocated" | "cancelled";
                            symbol: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminBiddingSaveOffering: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    closesAt: string;
                    floorPrice: string;
                    lotsOffered: number;
                    maxLots: number;
                    minLots: number;
                    /** Format: date-time */
                    opensAt: string;
                    reason: string;
                    symbol: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            allocatedAt: string | null;
                            bidders: number | null;
                            cancelReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            clearingPrice: string | null;
                            closesAt: string;
                            commitment: string;
                            floorPrice: string;
                            id: number;
                            lotsAllocated: number | null;
                            lotsBid: number | null;
                            lotShares: number;
                            lotsOffered: number;
                            maxLots: number;
                            minLots: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            opensAt: string;
                            referencePrice: string;
                            /** @enum {string} */
                            status: "open" | "allocated" | "cancelled";
                            symbol: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminBlockApplications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offeringId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            amount: string;
                            appliedAt: string;
                            customerId: number;
                            decidedAt: string | null;
                            entryHash: string;
                            id: number;
                            lots: number;
                            lotsFilled: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            offeringId: number;
                            positionId: number | null;
                            price: string;
                            /** @enum {string|null} */
                            rejectReason: "not_allocated" | "offering_cancelled" | null;
                            shares: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            symbol: string;
                            turnover: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminBlockCancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offeringId: number;
                    reason: string;
                    /** @enum {string} */
                    reasonLocale?: "ja" | "zh-TW" | "en";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            allocatedAt: string | null;
                            applicants: number;
                            cancelReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            closesAt: string;
                            commitment: string;
                            discountPercent: string;
                            id: number;
                            lotsApplied: number;
                            lotShares: number;
                            lotsOffered: number;
                            maxLots: number;
                            minBuyAmount: string;
                            minLots: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            opensAt: string;
                            price: string;
                            referencePrice: string;
                            /** @enum {string} */
                            status: "open" | "allocated" | "cancelled";
                            symbol: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminBlockOfferings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            allocatedAt: string | null;
                            applicants: number;
                            cancelReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            closesAt: string;
                            commitment: string;
                            discountPercent: string;
                            id: number;
                            lotsApplied: number;
                            lotShares: number;
                            lotsOffered: number;
                            maxLots: number;
                            minBuyAmount: string;
                            minLots: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            opensAt: string;
                            price: string;
                            referencePrice: string;
                            /** @enum {string} */
                            status: "open" | "allocated" | "cancelled";
                            symbol: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminBlockSaveOffering: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    closesAt: string;
                    lotsOffered: number;
                    maxLots: number;
                    minBuyAmount: string;
                    minLots: number;
                    /** Format: date-time */
                    opensAt: string;
                    price: string;
                    reason: string;
                    symbol: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            allocatedAt: string | null;
                            applicants: number;
                            cancelReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            closesAt: string;
                            commitment: string;
                            discountPercent: string;
                            id: number;
                            lotsApplied: number;
                            lotShares: number;
                            lotsOffered: number;
                            maxLots: number;
                            minBuyAmount: string;
                            minLots: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            opensAt: string;
                            price: string;
                            referencePrice: string;
                            /** @enum {string} */
                            status: "open" | "allocated" | "cancelled";
                            symbol: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminConfigList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            value: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminConfigUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    reason: string;
                    value: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        data: null;
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminCopyCloseProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "end" | "terminate";
                    productId: number;
                    reason: {
                        en: string;
                        ja: string;
                        "zh-TW": string;
                    };
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            capacity: string;
                            cash: string;
                            closedAt: string | null;
                            closeReason: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            } | null;
                            followers: number;
                            fundSize: string;
                            historyDays: number;
                            id: number;
                            issuer: {
                                description: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                /** @enum {string} */
                                kind: "house" | "leader";
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                            };
                            lockupDays: number;
                            maxDrawdown: string | null;
                            minInvestment: string;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            nav: string;
                            performanceFeeRate: string;
                            return30d: string | null;
                            return90d: string | null;
                            returnSinceStart: string;
                            riskLevel: number | null;
                            /** @enum {string} */
                            status: "draft" | "open" | "ended" | "terminated";
                            subscriptionDeadlineAt: string;
                            targetAnnualReturn: string | null;
                            units: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminCopyLeaderApplications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default pending
                     * @enum {string}
                     */
                    status?: "pending" | "approved" | "rejected";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            closedPositions: number;
                            customerId: number;
                            displayName: string;
                            firstTradeAt: string | null;
                            id: number;
                            /** @enum {string} */
                            locale: "ja" | "zh-TW" | "en";
                            profile: string;
                            realizedPnl: string;
                            reviewedAt: string | null;
                            reviewerOperatorId: number | null;
                            reviewReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            strategyId: number | null;
                            submittedAt: string;
                            verificationStatus: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminCopyOpenProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            capacity: string;
                            cash: string;
                            closedAt: string | null;
                            closeReason: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            } | null;
                            followers: number;
                            fundSize: string;
                            historyDays: number;
                            id: number;
                            issuer: {
                                description: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                /** @enum {string} */
                                kind: "house" | "leader";
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                            };
                            lockupDays: number;
                            maxDrawdown: string | null;
                            minInvestment: string;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            nav: string;
                            performanceFeeRate: string;
                            return30d: string | null;
                            return90d: string | null;
                            returnSinceStart: string;
                            riskLevel: number | null;
                            /** @enum {string} */
                            status: "draft" | "open" | "ended" | "terminated";
                            subscriptionDeadlineAt: string;
                            targetAnnualReturn: string | null;
                            units: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminCopyPool: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            mirrors: {
                                createdAt: string;
                                /** @enum {string} */
                                direction: "long" | "short";
                                leaderPositionId: number;
                                leverage: number;
                                lots: number;
                                poolPositionId: number | null;
                                refusalKey: string | null;
                                skipReason: string | null;
                                /** @enum {string} */
                                state: "opening" | "open" | "closed" | "skipped";
                                symbol: string;
                            }[];
                            navHistory: {
                                day: string;
                                equity: string;
                                nav: string;
                            }[];
                            positions: {
                                id: number;
                                margin: string;
                                openedAt: string | null;
                                openPrice: string | null;
                                shares: number;
                                status: string;
                                symbol: string;
                                unrealizedPnl: string | null;
                            }[];
                            product: {
                                capacity: string;
                                cash: string;
                                closedAt: string | null;
                                closeReason: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                } | null;
                                followers: number;
                                fundSize: string;
                                historyDays: number;
                                id: number;
                                issuer: {
                                    description: {
                                        en: string;
                                        ja: string;
                                        "zh-TW": string;
                                    };
                                    /** @enum {string} */
                                    kind: "house" | "leader";
                                    names: {
                                        en: string;
                                        ja: string;
                                        "zh-TW": string;
                                    };
                                };
                                lockupDays: number;
                                maxDrawdown: string | null;
                                minInvestment: string;
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                nav: string;
                                performanceFeeRate: string;
                                return30d: string | null;
                                return90d: string | null;
                                returnSinceStart: string;
                                riskLevel: number | null;
                                /** @enum {string} */
                                status: "draft" | "open" | "ended" | "terminated";
                                subscriptionDeadlineAt: string;
                                targetAnnualReturn: string | null;
                                units: string;
                            };
                            rebalances: {
                                day: string;
                                finishedAt: string | null;
                                summary: unknown;
                            }[];
                            waitingRedemptions: {
                                customerId: number;
                                flow: {
                                    amount: string;
                                    at: string;
                                    fee: string;
                                    id: number;
                                    /** @enum {string} */
                                    kind: "follow" | "redeem";
                                    nav: string;
                                    net: string;
                                    productId: number;
                                    units: string;
                                } | null;
                                id: number;
                                productId: number;
                                /** @enum {string} */
                                reason: "request" | "stop_loss" | "ended" | "terminated";
                                requestedAt: string;
                                /** @enum {string} */
                                status: "waiting" | "paid";
                                units: string;
                            }[];
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminCopyProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            capacity: string;
                            cash: string;
                            closedAt: string | null;
                            closeReason: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            } | null;
                            followers: number;
                            fundSize: string;
                            historyDays: number;
                            id: number;
                            issuer: {
                                description: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                /** @enum {string} */
                                kind: "house" | "leader";
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                            };
                            lockupDays: number;
                            maxDrawdown: string | null;
                            minInvestment: string;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            nav: string;
                            performanceFeeRate: string;
                            return30d: string | null;
                            return90d: string | null;
                            returnSinceStart: string;
                            riskLevel: number | null;
                            /** @enum {string} */
                            status: "draft" | "open" | "ended" | "terminated";
                            subscriptionDeadlineAt: string;
                            targetAnnualReturn: string | null;
                            units: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminCopyReviewLeader: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    applicationId: number;
                    /** @enum {string} */
                    decision: "approve" | "reject";
                    description?: {
                        en: string;
                        ja: string;
                        "zh-TW": string;
                    };
                    names?: {
                        en: string;
                        ja: string;
                        "zh-TW": string;
                    };
                    reason: string;
                    /** @enum {string} */
                    reasonLocale?: "ja" | "zh-TW" | "en";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            closedPositions: number;
                            customerId: number;
                            displayName: string;
                            firstTradeAt: string | null;
                            id: number;
                            /** @enum {string} */
                            locale: "ja" | "zh-TW" | "en";
                            profile: string;
                            realizedPnl: string;
                            reviewedAt: string | null;
                            reviewerOperatorId: number | null;
                            reviewReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            strategyId: number | null;
                            submittedAt: string;
                            verificationStatus: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminCopySaveProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    capacity: string;
                    lockupDays: number;
                    minInvestment: string;
                    names: {
                        en: string;
                        ja: string;
                        "zh-TW": string;
                    };
                    performanceFeeRate: string;
                    reason: string;
                    strategyId: number;
                    /** Format: date-time */
                    subscriptionDeadlineAt: string;
                    targetAnnualReturn?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            capacity: string;
                            cash: string;
                            closedAt: string | null;
                            closeReason: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            } | null;
                            followers: number;
                            fundSize: string;
                            historyDays: number;
                            id: number;
                            issuer: {
                                description: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                /** @enum {string} */
                                kind: "house" | "leader";
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                            };
                            lockupDays: number;
                            maxDrawdown: string | null;
                            minInvestment: string;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            nav: string;
                            performanceFeeRate: string;
                            return30d: string | null;
                            return90d: string | null;
                            returnSinceStart: string;
                            riskLevel: number | null;
                            /** @enum {string} */
                            status: "draft" | "open" | "ended" | "terminated";
                            subscriptionDeadlineAt: string;
                            targetAnnualReturn: string | null;
                            units: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminCopySaveStrategy: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    basket: string[];
                    names: {
                        en: string;
                        ja: string;
                        "zh-TW": string;
                    };
                    reason: string;
                    /** @enum {string} */
                    rule: "trend" | "rebound";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            basket: string[];
                            createdAt: string;
                            description: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            id: number;
                            /** @enum {string} */
                            kind: "house" | "leader";
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            /** @enum {string|null} */
                            rule: "trend" | "rebound" | null;
                            /** @enum {string} */
                            status: "active" | "suspended";
                            suspendReason: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            } | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminCopyStrategies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            basket: string[];
                            createdAt: string;
                            description: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            id: number;
                            /** @enum {string} */
                            kind: "house" | "leader";
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            /** @enum {string|null} */
                            rule: "trend" | "rebound" | null;
                            /** @enum {string} */
                            status: "active" | "suspended";
                            suspendReason: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            } | null;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminCopySuspendStrategy: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: {
                        en: string;
                        ja: string;
                        "zh-TW": string;
                    };
                    strategyId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            basket: string[];
                            createdAt: string;
                            description: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            id: number;
                            /** @enum {string} */
                            kind: "house" | "leader";
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            /** @enum {string|null} */
                            rule: "trend" | "rebound" | null;
                            /** @enum {string} */
                            status: "active" | "suspended";
                            suspendReason: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            } | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminCustomersDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            id: number;
                            invitationCode: string;
                            registeredAt: string;
                            registeredWithCode: string;
                            restrictionHistory: {
                                createdAt: string;
                                id: number;
                                kind: string;
                                liftedAt: string | null;
                                liftReason: string | null;
                                reason: string;
                            }[];
                            restrictions: string[];
                            verificationStatus: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminCustomersFunds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cursor?: string | null;
                    customerId: number;
                    /** @default 50 */
                    limit?: number;
                    /**
                     * @default all
                     * @enum {string}
                     */
                    tab?: "deposit" | "withdraw" | "trade" | "all";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            customerId: number;
                            figures: {
                                availableFunds: string;
                                /** @enum {string} */
                                currency: "JPY";
                                foreignFunds: string;
                                frozenFunds: string;
                                ipoAllotments: string;
                                loanBalance: string;
                                marginInUse: string;
                                profit: string;
                                totalAssets: string;
                                unrealizedPnl: string;
                                usdAmount: string;
                            };
                            openOperation: {
                                id: number;
                                /** @enum {string} */
                                kind: "deposit" | "withdrawal";
                                /** @enum {string} */
                                status: "pending" | "awaiting_second_approval" | "approved" | "rejected";
                            } | null;
                            records: {
                                items: {
                                    amount: string;
                                    channelName: {
                                        en: string;
                                        ja: string;
                                        "zh-TW": string;
                                    } | null;
                                    createdAt: string;
                                    /** @enum {string} */
                                    currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                    id: string;
                                    /** @enum {string} */
                                    kind: "deposit" | "withdrawal" | "entry";
                                    legs: {
                                        amount: string;
                                        /** @enum {string} */
                                        currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                        purpose: string;
                                    }[];
                                    orderNo: string;
                                    remark: string;
                                    reviewReason: {
                                        /** @enum {string|null} */
                                        locale: "ja" | "zh-TW" | "en" | null;
                                        text: string;
                                    } | null;
                                    status: string;
                                    type: string;
                                }[];
                                nextCursor: string | null;
                            };
                            wallets: {
                                available: string;
                                /** @enum {string} */
                                currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                held: string;
                                loan: string;
                                margin: string;
                            }[];
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminCustomersLift: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId: number;
                    /** @enum {string} */
                    kind: "frozen" | "login_banned" | "disabled" | "withdraw_barred" | "trade_barred";
                    reason: string;
                    /** @enum {string} */
                    reasonLocale?: "ja" | "zh-TW" | "en";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        data: null;
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminCustomersRestrict: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId: number;
                    /** @enum {string} */
                    kind: "frozen" | "login_banned" | "disabled" | "withdraw_barred" | "trade_barred";
                    reason: string;
                    /** @enum {string} */
                    reasonLocale?: "ja" | "zh-TW" | "en";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        data: null;
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminCustomersSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 20 */
                    limit?: number;
                    /** @default  */
                    query?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            id: number;
                            registeredAt: string;
                            restrictions: string[];
                            verificationStatus: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminFundingApproveDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    depositId: number;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            journalEntryId: number | null;
                            needsSecondApproval: boolean;
                            /** @enum {string} */
                            status: "pending" | "awaiting_second_approval" | "approved" | "rejected";
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminFundingApproveWithdraw: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                    withdrawalId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            journalEntryId: number | null;
                            needsSecondApproval: boolean;
                            /** @enum {string} */
                            status: "pending" | "awaiting_second_approval" | "approved" | "rejected";
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminFundingChannels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accountHolder: string;
                            accountNumber: string;
                            accountType: string;
                            bankName: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            branchCode: string;
                            branchName: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            /** @enum {string} */
                            currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                            enabled: boolean;
                            id: number;
                            name: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            sortOrder: number;
                            updatedAt: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminFundingDepositDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    depositId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            aboveDualControlThreshold: boolean;
                            account: string;
                            amount: string;
                            amountJpy: string | null;
                            channel: {
                                accountHolder: string;
                                accountNumber: string;
                                accountType: string;
                                bankName: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                branchCode: string;
                                branchName: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                /** @enum {string} */
                                currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                enabled: boolean;
                                id: number;
                                name: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                            };
                            channelName: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            createdAt: string;
                            /** @enum {string} */
                            currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                            customer: {
                                registeredAt: string;
                                restrictions: string[];
                                verificationStatus: string;
                            };
                            customerId: number;
                            firstApprovedAt: string | null;
                            firstApprovedBy: string | null;
                            history: {
                                amount: string;
                                channelName: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                createdAt: string;
                                /** @enum {string} */
                                currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                id: number;
                                orderNo: string;
                                reviewedAt: string | null;
                                reviewReason: {
                                    /** @enum {string|null} */
                                    locale: "ja" | "zh-TW" | "en" | null;
                                    text: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "awaiting_second_approval" | "approved" | "rejected";
                            }[];
                            id: number;
                            journalEntryId: number | null;
                            needsSecondApproval: boolean;
                            orderNo: string;
                            /** @enum {string} */
                            origin: "customer" | "demo_seed";
                            proof: {
                                contentType: string;
                                sizeBytes: number;
                                uploadId: number;
                            } | null;
                            reviewedAt: string | null;
                            reviewedBy: string | null;
                            reviewReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            /** @enum {string} */
                            status: "pending" | "awaiting_second_approval" | "approved" | "rejected";
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminFundingDepositProof: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    depositId: number;
                };
            };
        };
        responses: {
            /** @description The image itself; a refusal answers the JSON envelope instead */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminFundingDepositQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cursor?: number;
                    /** @default 50 */
                    limit?: number;
                    /**
                     * @default open
                     * @enum {string}
                     */
                    status?: "open" | "approved" | "rejected";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                aboveDualControlThreshold: boolean;
                                account: string;
                                amount: string;
                                amountJpy: string | null;
                                channelName: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                createdAt: string;
                                /** @enum {string} */
                                currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                customerId: number;
                                firstApprovedAt: string | null;
                                firstApprovedBy: string | null;
                                id: number;
                                needsSecondApproval: boolean;
                                orderNo: string;
                                reviewedAt: string | null;
                                reviewedBy: string | null;
                                reviewReason: {
                                    /** @enum {string|null} */
                                    locale: "ja" | "zh-TW" | "en" | null;
                                    text: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "awaiting_second_approval" | "approved" | "rejected";
                            }[];
                            nextCursor: number | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminFundingRejectDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    depositId: number;
                    reason: string;
                    /** @enum {string} */
                    reasonLocale?: "ja" | "zh-TW" | "en";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            journalEntryId: number | null;
                            needsSecondApproval: boolean;
                            /** @enum {string} */
                            status: "pending" | "awaiting_second_approval" | "approved" | "rejected";
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminFundingRejectWithdraw: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    /** @enum {string} */
                    reasonLocale?: "ja" | "zh-TW" | "en";
                    withdrawalId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            journalEntryId: number | null;
                            needsSecondApproval: boolean;
                            /** @enum {string} */
                            status: "pending" | "awaiting_second_approval" | "approved" | "rejected";
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminFundingSaveChannel: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accountHolder: string;
                    accountNumber: string;
                    accountType: string;
                    bankName: {
                        en: string;
                        ja: string;
                        "zh-TW": string;
                    };
                    branchCode: string;
                    branchName: {
                        en: string;
                        ja: string;
                        "zh-TW": string;
                    };
                    /** @enum {string} */
                    currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                    enabled: boolean;
                    id?: number;
                    name: {
                        en: string;
                        ja: string;
                        "zh-TW": string;
                    };
                    reason: string;
                    /** @default 0 */
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accountHolder: string;
                            accountNumber: string;
                            accountType: string;
                            bankName: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            branchCode: string;
                            branchName: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            /** @enum {string} */
                            currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                            enabled: boolean;
                            id: number;
                            name: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            sortOrder: number;
                            updatedAt: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminFundingSaveSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    currencies?: {
                        /** @enum {string} */
                        currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                        depositMax: string;
                        depositMin: string;
                        depositsEnabled: boolean;
                        quickAmounts: string[];
                        withdrawalsEnabled: boolean;
                        withdrawFee: string;
                        withdrawMax: string;
                        withdrawMin: string;
                    }[];
                    general?: {
                        depositWindow: {
                            closesAt: string;
                            opensAt: string;
                        };
                        dualControlThresholdJpy: string;
                        fundPasswordMaxFailures: number;
                        fundPasswordWindowSeconds: number;
                        fxQuoteTtlSeconds: number;
                        /** @enum {string} */
                        fxRatesSource: "embedded" | "stored";
                        withdrawWindow: {
                            closesAt: string;
                            opensAt: string;
                        };
                    };
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            currencies: {
                                /** @enum {string} */
                                currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                depositMax: string;
                                depositMin: string;
                                depositsEnabled: boolean;
                                quickAmounts: string[];
                                withdrawalsEnabled: boolean;
                                withdrawFee: string;
                                withdrawMax: string;
                                withdrawMin: string;
                            }[];
                            general: {
                                depositWindow: {
                                    closesAt: string;
                                    opensAt: string;
                                };
                                dualControlThresholdJpy: string;
                                fundPasswordMaxFailures: number;
                                fundPasswordWindowSeconds: number;
                                fxQuoteTtlSeconds: number;
                                /** @enum {string} */
                                fxRatesSource: "embedded" | "stored";
                                withdrawWindow: {
                                    closesAt: string;
                                    opensAt: string;
                                };
                            };
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminFundingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            currencies: {
                                /** @enum {string} */
                                currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                depositMax: string;
                                depositMin: string;
                                depositsEnabled: boolean;
                                quickAmounts: string[];
                                withdrawalsEnabled: boolean;
                                withdrawFee: string;
                                withdrawMax: string;
                                withdrawMin: string;
                            }[];
                            general: {
                                depositWindow: {
                                    closesAt: string;
                                    opensAt: string;
                                };
                                dualControlThresholdJpy: string;
                                fundPasswordMaxFailures: number;
                                fundPasswordWindowSeconds: number;
                                fxQuoteTtlSeconds: number;
                                /** @enum {string} */
                                fxRatesSource: "embedded" | "stored";
                                withdrawWindow: {
                                    closesAt: string;
                                    opensAt: string;
                                };
                            };
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminFundingWithdrawDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    withdrawalId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            aboveDualControlThreshold: boolean;
                            account: string;
                            amount: string;
                            amountJpy: string | null;
                            card: {
                                bankName: string;
                                branchCode: string;
                                branchName: string;
                                cardNumber: string;
                                cardType: string;
                                country: string;
                                holderName: string;
                                id: number;
                                maskedNumber: string;
                            };
                            createdAt: string;
                            /** @enum {string} */
                            currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                            customer: {
                                registeredAt: string;
                                restrictions: string[];
                                verificationStatus: string;
                                wallet: {
                                    available: string;
                                    /** @enum {string} */
                                    currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                    held: string;
                                    loan: string;
                                    margin: string;
                                };
                            };
                            customerId: number;
                            fee: string;
                            firstApprovedAt: string | null;
                            firstApprovedBy: string | null;
                            history: {
                                amount: string;
                                card: {
                                    bankName: string;
                                    holderName: string;
                                    id: number;
                                    maskedNumber: string;
                                };
                                createdAt: string;
                                /** @enum {string} */
                                currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                fee: string;
                                id: number;
                                orderNo: string;
                                payoutAmount: string;
                                reviewedAt: string | null;
                                reviewReason: {
                                    /** @enum {string|null} */
                                    locale: "ja" | "zh-TW" | "en" | null;
                                    text: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "awaiting_second_approval" | "approved" | "rejected";
                            }[];
                            holdEntryId: number;
                            id: number;
                            needsSecondApproval: boolean;
                            orderNo: string;
                            payoutAmount: string;
                            reviewedAt: string | null;
                            reviewedBy: string | null;
                            reviewReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            settleEntryId: number | null;
                            /** @enum {string} */
                            status: "pending" | "awaiting_second_approval" | "approved" | "rejected";
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminFundingWithdrawQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cursor?: number;
                    /** @default 50 */
                    limit?: number;
                    /**
                     * @default open
                     * @enum {string}
                     */
                    status?: "open" | "approved" | "rejected";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                aboveDualControlThreshold: boolean;
                                account: string;
                                amount: string;
                                amountJpy: string | null;
                                card: {
                                    bankName: string;
                                    holderName: string;
                                    id: number;
                                    maskedNumber: string;
                                };
                                createdAt: string;
                                /** @enum {string} */
                                currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                customerId: number;
                                fee: string;
                                firstApprovedAt: string | null;
                                firstApprovedBy: string | null;
                                id: number;
                                needsSecondApproval: boolean;
                                orderNo: string;
                                payoutAmount: string;
                                reviewedAt: string | null;
                                reviewedBy: string | null;
                                reviewReason: {
                                    /** @enum {string|null} */
                                    locale: "ja" | "zh-TW" | "en" | null;
                                    text: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "awaiting_second_approval" | "approved" | "rejected";
                            }[];
                            nextCursor: number | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminGrabDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    queueId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            commitment: string;
                            document: {
                                allocation: {
                                    entry: string;
                                    lots: number;
                                }[];
                                commitment: string;
                                entries: {
                                    entry: string;
                                    lots: number;
                                }[];
                                /** @enum {string} */
                                format: "kabuto-grab/1";
                                label: string;
                                limitPrice: string;
                                lotShares: number;
                                marketEntry: string;
                                marketQueuedShares: number;
                                remainderDraw: {
                                    allocation: {
                                        entry: string;
                                        units: number;
                                    }[];
                                    commitment: string;
                                    drawOrder: string[];
                                    entries: {
                                        entry: string;
                                        lots: number;
                                    }[];
                                    /** @enum {string} */
                                    format: "kabuto-draw/1";
                                    label: string;
                                    listHash: string;
                                    seed: string;
                                    units: number;
                                } | null;
                                seed: string;
                                supplyLots: number;
                                supplyShares: number;
                                symbol: string;
                                tradingDay: string;
                            } | null;
                            queueId: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminGrabOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    queueId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            amount: string;
                            customerId: number;
                            decidedAt: string | null;
                            entryHash: string;
                            fee: string;
                            id: number;
                            joinedAt: string;
                            limitPrice: string;
                            lots: number;
                            lotsFilled: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            paid: string;
                            positionId: number | null;
                            queueId: number;
                            /** @enum {string|null} */
                            rejectReason: "not_allocated" | "off_limit_at_close" | "cancelled" | null;
                            released: string;
                            shares: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            symbol: string;
                            tradingDay: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminGrabQueues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tradingDay?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            allocatedAt: string | null;
                            closedAtLimit: boolean | null;
                            closesAt: string;
                            commitment: string;
                            id: number;
                            limitPrice: string;
                            lotsAllocated: number | null;
                            lotShares: number;
                            lotsQueued: number;
                            marketLots: number | null;
                            marketLotsFilled: number | null;
                            marketQueuedShares: number | null;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            orders: number;
                            /** @enum {string} */
                            status: "open" | "allocated";
                            supplyLots: number | null;
                            supplyShares: number | null;
                            symbol: string;
                            tradingDay: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminIpoApplications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offeringId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                appliedAt: string;
                                autoPurchase: boolean;
                                entry: string;
                                fromLapse: boolean;
                                heldAmount: string;
                                id: number;
                                lots: number;
                                lotsWon: number;
                                paidAmount: string | null;
                                /** @enum {string} */
                                status: "awaiting_draw" | "not_won" | "pending_payment" | "paid" | "lapsed" | "withdrawn";
                            }[];
                            offering: {
                                applications: number;
                                changes: {
                                    changedAt: string;
                                    fields: string[];
                                    reason: {
                                        /** @enum {string|null} */
                                        locale: "ja" | "zh-TW" | "en" | null;
                                        text: string;
                                    };
                                }[];
                                commitment: string | null;
                                drawAt: string;
                                drawn: boolean;
                                finalPrice: string | null;
                                id: number;
                                listedAt: string | null;
                                listingDate: string;
                                lotShares: number;
                                lotsOffered: number;
                                lotsPaid: number;
                                lotsRequested: number;
                                lotsWon: number;
                                maxLotsPerApplication: number;
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                /** @enum {string} */
                                phase: "upcoming" | "subscribing" | "ended";
                                priceHigh: string;
                                priceLow: string;
                                publishedAt: string | null;
                                purchaseDeadlineAt: string;
                                sector: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                /** @enum {string} */
                                status: "draft" | "published" | "drawn" | "cancelled";
                                subscriptionClosesAt: string;
                                subscriptionOpensAt: string;
                                symbol: string;
                            };
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminIpoCancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offeringId: number;
                    reason: string;
                    /** @enum {string} */
                    reasonLocale?: "ja" | "zh-TW" | "en";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            applications: number;
                            changes: {
                                changedAt: string;
                                fields: string[];
                                reason: {
                                    /** @enum {string|null} */
                                    locale: "ja" | "zh-TW" | "en" | null;
                                    text: string;
                                };
                            }[];
                            commitment: string | null;
                            drawAt: string;
                            drawn: boolean;
                            finalPrice: string | null;
                            id: number;
                            listedAt: string | null;
                            listingDate: string;
                            lotShares: number;
                            lotsOffered: number;
                            lotsPaid: number;
                            lotsRequested: number;
                            lotsWon: number;
                            maxLotsPerApplication: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            /** @enum {string} */
                            phase: "upcoming" | "subscribing" | "ended";
                            priceHigh: string;
                            priceLow: string;
                            publishedAt: string | null;
                            purchaseDeadlineAt: string;
                            sector: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            /** @enum {string} */
                            status: "draft" | "published" | "drawn" | "cancelled";
                            subscriptionClosesAt: string;
                            subscriptionOpensAt: string;
                            symbol: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminIpoOfferings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            applications: number;
                            changes: {
                                changedAt: string;
                                fields: string[];
                                reason: {
                                    /** @enum {string|null} */
                                    locale: "ja" | "zh-TW" | "en" | null;
                                    text: string;
                                };
                            }[];
                            commitment: string | null;
                            drawAt: string;
                            drawn: boolean;
                            finalPrice: string | null;
                            id: number;
                            listedAt: string | null;
                            listingDate: string;
                            lotShares: number;
                            lotsOffered: number;
                            lotsPaid: number;
                            lotsRequested: number;
                            lotsWon: number;
                            maxLotsPerApplication: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            /** @enum {string} */
                            phase: "upcoming" | "subscribing" | "ended";
                            priceHigh: string;
                            priceLow: string;
                            publishedAt: string | null;
                            purchaseDeadlineAt: string;
                            sector: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            /** @enum {string} */
                            status: "draft" | "published" | "drawn" | "cancelled";
                            subscriptionClosesAt: string;
                            subscriptionOpensAt: string;
                            symbol: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminIpoPublish: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offeringId: number;
                    reason: string;
                    /** @enum {string} */
                    reasonLocale?: "ja" | "zh-TW" | "en";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            applications: number;
                            changes: {
                                changedAt: string;
                                fields: string[];
                                reason: {
                                    /** @enum {string|null} */
                                    locale: "ja" | "zh-TW" | "en" | null;
                                    text: string;
                                };
                            }[];
                            commitment: string | null;
                            drawAt: string;
                            drawn: boolean;
                            finalPrice: string | null;
                            id: number;
                            listedAt: string | null;
                            listingDate: string;
                            lotShares: number;
                            lotsOffered: number;
                            lotsPaid: number;
                            lotsRequested: number;
                            lotsWon: number;
                            maxLotsPerApplication: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            /** @enum {string} */
                            phase: "upcoming" | "subscribing" | "ended";
                            priceHigh: string;
                            priceLow: string;
                            publishedAt: string | null;
                            purchaseDeadlineAt: string;
                            sector: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            /** @enum {string} */
                            status: "draft" | "published" | "drawn" | "cancelled";
                            subscriptionClosesAt: string;
                            subscriptionOpensAt: string;
                            symbol: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminIpoSaveOffering: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offering: {
                        /** Format: date-time */
                        drawAt: string;
                        /** @default null */
                        finalPrice?: string | null;
                        /** Format: date */
                        listingDate: string;
                        lotsOffered: number;
                        maxLotsPerApplication: number;
                        names: {
                            en: string;
                            ja: string;
                            "zh-TW": string;
                        };
                        priceHigh: string;
                        priceLow: string;
                        /** Format: date-time */
                        purchaseDeadlineAt: string;
                        sector: {
                            en: string;
                            ja: string;
                            "zh-TW": string;
                        };
                        /** Format: date-time */
                        subscriptionClosesAt: string;
                        /** Format: date-time */
                        subscriptionOpensAt: string;
                        symbol: string;
                    };
                    offeringId?: number;
                    reason?: string;
                    /** @enum {string} */
                    reasonLocale?: "ja" | "zh-TW" | "en";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            applications: number;
                            changes: {
                                changedAt: string;
                                fields: string[];
                                reason: {
                                    /** @enum {string|null} */
                                    locale: "ja" | "zh-TW" | "en" | null;
                                    text: string;
                                };
                            }[];
                            commitment: string | null;
                            drawAt: string;
                            drawn: boolean;
                            finalPrice: string | null;
                            id: number;
                            listedAt: string | null;
                            listingDate: string;
                            lotShares: number;
                            lotsOffered: number;
                            lotsPaid: number;
                            lotsRequested: number;
                            lotsWon: number;
                            maxLotsPerApplication: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            /** @enum {string} */
                            phase: "upcoming" | "subscribing" | "ended";
                            priceHigh: string;
                            priceLow: string;
                            publishedAt: string | null;
                            purchaseDeadlineAt: string;
                            sector: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            /** @enum {string} */
                            status: "draft" | "published" | "drawn" | "cancelled";
                            subscriptionClosesAt: string;
                            subscriptionOpensAt: string;
                            symbol: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminKycApprove: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                    verificationId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "verified" | "rejected";
                            verificationId: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminKycDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    verificationId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            backUploadId: number;
                            customerId: number;
                            /** @enum {string} */
                            documentType: "my_number_card" | "drivers_license" | "health_insurance_card" | "passport" | "national_id";
                            frontUploadId: number;
                            history: {
                                id: number;
                                reviewedAt: string | null;
                                reviewReason: string | null;
                                /** @enum {string} */
                                status: "pending" | "verified" | "rejected";
                                submittedAt: string;
                            }[];
                            id: number;
                            idNumber: string;
                            katakanaName: string | null;
                            name: string;
                            reviewedAt: string | null;
                            reviewedBy: string | null;
                            reviewReason: string | null;
                            sameDocumentElsewhere: {
                                account: string;
                                customerId: number;
                                /** @enum {string} */
                                status: "pending" | "verified" | "rejected";
                                verificationId: number;
                            }[];
                            /** @enum {string} */
                            status: "pending" | "verified" | "rejected";
                            submittedAt: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminKycImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    side: "front" | "back";
                    verificationId: number;
                };
            };
        };
        responses: {
            /** @description The image itself; a refusal answers the JSON envelope instead */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminKycQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    afterId?: number;
                    /** @default 20 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                account: string;
                                customerId: number;
                                /** @enum {string} */
                                documentType: "my_number_card" | "drivers_license" | "health_insurance_card" | "passport" | "national_id";
                                id: number;
                                katakanaName: string | null;
                                name: string;
                                previousRejections: number;
                                submittedAt: string;
                            }[];
                            nextAfterId: number | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminKycReject: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    /** @enum {string} */
                    reasonLocale?: "ja" | "zh-TW" | "en";
                    verificationId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "verified" | "rejected";
                            verificationId: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminLedgerCheck: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            checkedAt: string;
                            counts: {
                                accounts: number;
                                entries: number;
                                postings: number;
                            };
                            ok: boolean;
                            problems: {
                                [key: string]: unknown;
                            }[];
                            truncated: boolean;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminLoanDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    loanId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            accruals: {
                                annualRate: string;
                                day: string;
                                entryId: number | null;
                                interestExact: string;
                                late: boolean;
                                principal: string;
                            }[];
                            accruedThrough: string | null;
                            amount: string;
                            annualRate: string;
                            appliedAt: string;
                            borrowable: string;
                            borrowedAt: string | null;
                            creditLimit: string;
                            customerId: number;
                            dueDate: string | null;
                            factors: {
                                fact: string;
                                /** @enum {string} */
                                factor: "base" | "identity_verified" | "account_age" | "deposits" | "on_time_repayments" | "late_payments" | "current_borrowing";
                                points: number;
                            }[];
                            firstApprovedBy: string | null;
                            id: number;
                            interestCharged: string;
                            interestOutstanding: string;
                            lateAnnualRate: string;
                            needsSecondApproval: boolean;
                            orderNo: string;
                            owedToday: string;
                            principalOutstanding: string;
                            productId: string;
                            rejectReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            repaid: string;
                            repaidAt: string | null;
                            repayments: {
                                amount: string;
                                at: string;
                                entryId: number;
                                id: number;
                                interest: string;
                                principal: string;
                            }[];
                            reviewedAt: string | null;
                            reviewedBy: string | null;
                            /** @enum {string} */
                            reviewStatus: "pending" | "awaiting_second_approval" | "approved" | "rejected";
                            schedule: {
                                dueDate: string;
                                interest: string;
                                principal: string;
                                total: string;
                            }[];
                            score: number;
                            /** @enum {string|null} */
                            state: "outstanding" | "overdue" | "repaid" | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            termDays: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminLoanQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId?: number;
                    /**
                     * @default open
                     * @enum {string}
                     */
                    status?: "open" | "approved" | "rejected" | "all";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            accruedThrough: string | null;
                            amount: string;
                            annualRate: string;
                            appliedAt: string;
                            borrowedAt: string | null;
                            customerId: number;
                            dueDate: string | null;
                            firstApprovedBy: string | null;
                            id: number;
                            interestCharged: string;
                            interestOutstanding: string;
                            lateAnnualRate: string;
                            needsSecondApproval: boolean;
                            orderNo: string;
                            owedToday: string;
                            principalOutstanding: string;
                            productId: string;
                            rejectReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            repaid: string;
                            repaidAt: string | null;
                            reviewedAt: string | null;
                            reviewedBy: string | null;
                            /** @enum {string} */
                            reviewStatus: "pending" | "awaiting_second_approval" | "approved" | "rejected";
                            schedule: {
                                dueDate: string;
                                interest: string;
                                principal: string;
                                total: string;
                            }[];
                            /** @enum {string|null} */
                            state: "outstanding" | "overdue" | "repaid" | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            termDays: number;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminLoanReview: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "approve" | "reject";
                    loanId: number;
                    note?: string;
                    reason?: string;
                    /** @enum {string} */
                    reasonLocale?: "ja" | "zh-TW" | "en";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            accruedThrough: string | null;
                            amount: string;
                            annualRate: string;
                            appliedAt: string;
                            borrowedAt: string | null;
                            customerId: number;
                            dueDate: string | null;
                            firstApprovedBy: string | null;
                            id: number;
                            interestCharged: string;
                            interestOutstanding: string;
                            lateAnnualRate: string;
                            needsSecondApproval: boolean;
                            orderNo: string;
                            owedToday: string;
                            principalOutstanding: string;
                            productId: string;
                            rejectReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            repaid: string;
                            repaidAt: string | null;
                            reviewedAt: string | null;
                            reviewedBy: string | null;
                            /** @enum {string} */
                            reviewStatus: "pending" | "awaiting_second_approval" | "approved" | "rejected";
                            schedule: {
                                dueDate: string;
                                interest: string;
                                principal: string;
                                total: string;
                            }[];
                            /** @enum {string|null} */
                            state: "outstanding" | "overdue" | "repaid" | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            termDays: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminLoanSaveSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    settings: {
                        bands: {
                            collateralShare: string;
                            maxLimit: string;
                            minScore: number;
                        }[];
                        products: {
                            annualRate: string;
                            id: string;
                            lateAnnualRate: string;
                            termDays: number;
                        }[];
                        secondApprovalAbove: string;
                    };
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bands: {
                                collateralShare: string;
                                maxLimit: string;
                                minScore: number;
                            }[];
                            products: {
                                annualRate: string;
                                id: string;
                                lateAnnualRate: string;
                                termDays: number;
                            }[];
                            secondApprovalAbove: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminLoanSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bands: {
                                collateralShare: string;
                                maxLimit: string;
                                minScore: number;
                            }[];
                            products: {
                                annualRate: string;
                                id: string;
                                lateAnnualRate: string;
                                termDays: number;
                            }[];
                            secondApprovalAbove: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminReferralSaveSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    rules: {
                        holdDays: number;
                        rewardAmount: string;
                        stepDeadlineDays: number;
                        yearlyCap: number;
                    };
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            lastChange: {
                                at: string;
                                before: {
                                    holdDays: number;
                                    rewardAmount: string;
                                    stepDeadlineDays: number;
                                    yearlyCap: number;
                                } | null;
                                operator: string | null;
                                reason: string;
                            } | null;
                            rules: {
                                holdDays: number;
                                rewardAmount: string;
                                stepDeadlineDays: number;
                                yearlyCap: number;
                            };
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminReferralSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            lastChange: {
                                at: string;
                                before: {
                                    holdDays: number;
                                    rewardAmount: string;
                                    stepDeadlineDays: number;
                                    yearlyCap: number;
                                } | null;
                                operator: string | null;
                                reason: string;
                            } | null;
                            rules: {
                                holdDays: number;
                                rewardAmount: string;
                                stepDeadlineDays: number;
                                yearlyCap: number;
                            };
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminSupportAssign: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    conversationId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            assignedTo: string | null;
                            conversationId: number;
                            customerId: number;
                            /** @enum {string} */
                            lastAuthor: "customer" | "support";
                            lastMessage: string;
                            lastMessageAt: string;
                            /** @enum {string} */
                            locale: "ja" | "zh-TW" | "en";
                            messages: {
                                at: string;
                                /** @enum {string} */
                                author: "customer" | "support";
                                body: string;
                                hasImage: boolean;
                                id: number;
                                operator: string | null;
                            }[];
                            /** @enum {string} */
                            status: "open" | "closed";
                            waiting: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminSupportCanned: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            texts: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            title: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminSupportClose: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    conversationId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            assignedTo: string | null;
                            conversationId: number;
                            customerId: number;
                            /** @enum {string} */
                            lastAuthor: "customer" | "support";
                            lastMessage: string;
                            lastMessageAt: string;
                            /** @enum {string} */
                            locale: "ja" | "zh-TW" | "en";
                            messages: {
                                at: string;
                                /** @enum {string} */
                                author: "customer" | "support";
                                body: string;
                                hasImage: boolean;
                                id: number;
                                operator: string | null;
                            }[];
                            /** @enum {string} */
                            status: "open" | "closed";
                            waiting: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminSupportConversation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    conversationId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            assignedTo: string | null;
                            conversationId: number;
                            customerId: number;
                            /** @enum {string} */
                            lastAuthor: "customer" | "support";
                            lastMessage: string;
                            lastMessageAt: string;
                            /** @enum {string} */
                            locale: "ja" | "zh-TW" | "en";
                            messages: {
                                at: string;
                                /** @enum {string} */
                                author: "customer" | "support";
                                body: string;
                                hasImage: boolean;
                                id: number;
                                operator: string | null;
                            }[];
                            /** @enum {string} */
                            status: "open" | "closed";
                            waiting: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminSupportImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    messageId: number;
                };
            };
        };
        responses: {
            /** @description The image itself; a refusal answers the JSON envelope instead */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminSupportInbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default open
                     * @enum {string}
                     */
                    filter?: "open" | "mine" | "unassigned" | "closed";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            assignedTo: string | null;
                            conversationId: number;
                            customerId: number;
                            /** @enum {string} */
                            lastAuthor: "customer" | "support";
                            lastMessage: string;
                            lastMessageAt: string;
                            /** @enum {string} */
                            locale: "ja" | "zh-TW" | "en";
                            /** @enum {string} */
                            status: "open" | "closed";
                            waiting: number;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminSupportReply: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body?: string;
                    cannedId?: number;
                    conversationId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            assignedTo: string | null;
                            conversationId: number;
                            customerId: number;
                            /** @enum {string} */
                            lastAuthor: "customer" | "support";
                            lastMessage: string;
                            lastMessageAt: string;
                            /** @enum {string} */
                            locale: "ja" | "zh-TW" | "en";
                            messages: {
                                at: string;
                                /** @enum {string} */
                                author: "customer" | "support";
                                body: string;
                                hasImage: boolean;
                                id: number;
                                operator: string | null;
                            }[];
                            /** @enum {string} */
                            status: "open" | "closed";
                            waiting: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminSupportSaveCanned: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    reason: string;
                    texts: {
                        en: string;
                        ja: string;
                        "zh-TW": string;
                    };
                    title: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            texts: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            title: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminTradingApproveDayTrading: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    applicationId: number;
                    reason: string;
                    /** @enum {string} */
                    reasonLocale?: "ja" | "zh-TW" | "en";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            createdAt: string;
                            customerId: number;
                            id: number;
                            reviewedAt: string | null;
                            reviewedBy: string | null;
                            reviewReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminTradingDayTradingQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cursor?: number | null;
                    /** @default 50 */
                    limit?: number;
                    /**
                     * @default pending
                     * @enum {string}
                     */
                    status?: "pending" | "approved" | "rejected";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                account: string;
                                createdAt: string;
                                customerId: number;
                                id: number;
                                reviewedAt: string | null;
                                reviewedBy: string | null;
                                reviewReason: {
                                    /** @enum {string|null} */
                                    locale: "ja" | "zh-TW" | "en" | null;
                                    text: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                            }[];
                            nextCursor: number | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminTradingLendingQuotas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            effectiveQuotaShares: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            quotaShares: number | null;
                            symbol: string;
                            usedShares: number;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminTradingLockPosition: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    positionId: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            addedMargin: string;
                            /** @enum {string} */
                            businessType: "regular" | "day_trade" | "pre_market" | "after_market" | "ipo" | "block";
                            buyFee: string;
                            /** @enum {string|null} */
                            cancelReason: "customer" | "expired" | null;
                            closableFrom: string | null;
                            closedAt: string | null;
                            closeLimitPrice: string | null;
                            closeNotional: string | null;
                            /** @enum {string|null} */
                            closeOrderType: "market" | "limit" | null;
                            closePrice: string | null;
                            /** @enum {string|null} */
                            closeReason: "customer" | "maintenance" | "day_trade_end" | null;
                            closeRequestedAt: string | null;
                            customerId: number;
                            dayTrade: boolean;
                            dayTradeCloseAt: string | null;
                            /** @enum {string} */
                            direction: "long" | "short";
                            expiresAt: string | null;
                            forcedClosePrice: string | null;
                            heldAmount: string;
                            id: number;
                            leverage: number;
                            limitPrice: string | null;
                            lockReason: string | null;
                            lossAbsorbed: string;
                            lots: number;
                            margin: string;
                            marginLevelPercent: string | null;
                            marginWarning: boolean;
                            marketValue: string | null;
                            markPrice: string | null;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            netPnl: string | null;
                            openedAt: string | null;
                            openNotional: string | null;
                            openPrice: string | null;
                            orderedAt: string;
                            orderNo: string;
                            /** @enum {string} */
                            orderType: "market" | "limit";
                            realizedPnl: string | null;
                            sellFee: string;
                            serviceFee: string;
                            /** @enum {string} */
                            session: "regular" | "pre_market" | "after_market";
                            shares: number;
                            simulated: boolean;
                            stampDuty: string;
                            /** @enum {string} */
                            status: "pending" | "holding" | "closing" | "closed" | "cancelled" | "locked";
                            symbol: string;
                            unrealizedPnl: string | null;
                            warningPrice: string | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminTradingPosition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    positionId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            addedMargin: string;
                            /** @enum {string} */
                            businessType: "regular" | "day_trade" | "pre_market" | "after_market" | "ipo" | "block";
                            buyFee: string;
                            /** @enum {string|null} */
                            cancelReason: "customer" | "expired" | null;
                            closableFrom: string | null;
                            closedAt: string | null;
                            closeLimitPrice: string | null;
                            closeNotional: string | null;
                            /** @enum {string|null} */
                            closeOrderType: "market" | "limit" | null;
                            closePrice: string | null;
                            /** @enum {string|null} */
                            closeReason: "customer" | "maintenance" | "day_trade_end" | null;
                            closeRequestedAt: string | null;
                            customerId: number;
                            dayTrade: boolean;
                            dayTradeCloseAt: string | null;
                            /** @enum {string} */
                            direction: "long" | "short";
                            entries: {
                                createdAt: string;
                                entryId: number;
                                legs: {
                                    amount: string;
                                    purpose: string;
                                }[];
                                type: string;
                            }[];
                            expiresAt: string | null;
                            fills: {
                                at: string;
                                /** @enum {string} */
                                basis: "book" | "limit" | "opening_price" | "closing_price";
                                beyondBook: boolean;
                                bookLevel: number | null;
                                /** @enum {string} */
                                leg: "open" | "close";
                                price: string;
                                quotePrice: string;
                                quoteSeq: number;
                                quoteTime: string;
                                shares: number;
                            }[];
                            forcedClosePrice: string | null;
                            heldAmount: string;
                            id: number;
                            leverage: number;
                            limitPrice: string | null;
                            lockReason: string | null;
                            lossAbsorbed: string;
                            lots: number;
                            margin: string;
                            marginLevelPercent: string | null;
                            marginWarning: boolean;
                            marketValue: string | null;
                            markPrice: string | null;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            netPnl: string | null;
                            openedAt: string | null;
                            openNotional: string | null;
                            openPrice: string | null;
                            orderedAt: string;
                            orderNo: string;
                            /** @enum {string} */
                            orderType: "market" | "limit";
                            realizedPnl: string | null;
                            sellFee: string;
                            serviceFee: string;
                            /** @enum {string} */
                            session: "regular" | "pre_market" | "after_market";
                            shares: number;
                            simulated: boolean;
                            stampDuty: string;
                            /** @enum {string} */
                            status: "pending" | "holding" | "closing" | "closed" | "cancelled" | "locked";
                            symbol: string;
                            unrealizedPnl: string | null;
                            warningPrice: string | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminTradingPositions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cursor?: number | null;
                    customerId?: number;
                    /** @default 50 */
                    limit?: number;
                    statuses?: ("pending" | "holding" | "closing" | "closed" | "cancelled" | "locked")[];
                    symbol?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                account: string;
                                addedMargin: string;
                                /** @enum {string} */
                                businessType: "regular" | "day_trade" | "pre_market" | "after_market" | "ipo" | "block";
                                buyFee: string;
                                /** @enum {string|null} */
                                cancelReason: "customer" | "expired" | null;
                                closableFrom: string | null;
                                closedAt: string | null;
                                closeLimitPrice: string | null;
                                closeNotional: string | null;
                                /** @enum {string|null} */
                                closeOrderType: "market" | "limit" | null;
                                closePrice: string | null;
                                /** @enum {string|null} */
                                closeReason: "customer" | "maintenance" | "day_trade_end" | null;
                                closeRequestedAt: string | null;
                                customerId: number;
                                dayTrade: boolean;
                                dayTradeCloseAt: string | null;
                                /** @enum {string} */
                                direction: "long" | "short";
                                expiresAt: string | null;
                                forcedClosePrice: string | null;
                                heldAmount: string;
                                id: number;
                                leverage: number;
                                limitPrice: string | null;
                                lockReason: string | null;
                                lossAbsorbed: string;
                                lots: number;
                                margin: string;
                                marginLevelPercent: string | null;
                                marginWarning: boolean;
                                marketValue: string | null;
                                markPrice: string | null;
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                netPnl: string | null;
                                openedAt: string | null;
                                openNotional: string | null;
                                openPrice: string | null;
                                orderedAt: string;
                                orderNo: string;
                                /** @enum {string} */
                                orderType: "market" | "limit";
                                realizedPnl: string | null;
                                sellFee: string;
                                serviceFee: string;
                                /** @enum {string} */
                                session: "regular" | "pre_market" | "after_market";
                                shares: number;
                                simulated: boolean;
                                stampDuty: string;
                                /** @enum {string} */
                                status: "pending" | "holding" | "closing" | "closed" | "cancelled" | "locked";
                                symbol: string;
                                unrealizedPnl: string | null;
                                warningPrice: string | null;
                            }[];
                            nextCursor: number | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminTradingRejectDayTrading: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    applicationId: number;
                    reason: string;
                    /** @enum {string} */
                    reasonLocale?: "ja" | "zh-TW" | "en";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            createdAt: string;
                            customerId: number;
                            id: number;
                            reviewedAt: string | null;
                            reviewedBy: string | null;
                            reviewReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminTradingSaveLendingQuota: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quotaShares: number | null;
                    reason: string;
                    symbol: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        data: null;
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminTradingSaveSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    settings: {
                        afterMarketClosesAt: string;
                        afterMarketOpensAt: string;
                        buyFeeRate: string;
                        dayTradingEnabled: boolean;
                        defaultLendingQuotaShares: number;
                        leverageChoices: number[];
                        lotShares: number;
                        maintenanceLevelPercent: string;
                        maxLotsPerOrder: number;
                        preMarketOpensAt: string;
                        sellAfterTradingDays: number;
                        sellFeeRate: string;
                        serviceFeeRate: string;
                        stampDutyRate: string;
                        warningLevelPercent: string;
                    };
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            afterMarketClosesAt: string;
                            afterMarketOpensAt: string;
                            buyFeeRate: string;
                            dayTradingEnabled: boolean;
                            defaultLendingQuotaShares: number;
                            leverageChoices: number[];
                            lotShares: number;
                            maintenanceLevelPercent: string;
                            maxLotsPerOrder: number;
                            preMarketOpensAt: string;
                            sellAfterTradingDays: number;
                            sellFeeRate: string;
                            serviceFeeRate: string;
                            stampDutyRate: string;
                            warningLevelPercent: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminTradingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            afterMarketClosesAt: string;
                            afterMarketOpensAt: string;
                            buyFeeRate: string;
                            dayTradingEnabled: boolean;
                            defaultLendingQuotaShares: number;
                            leverageChoices: number[];
                            lotShares: number;
                            maintenanceLevelPercent: string;
                            maxLotsPerOrder: number;
                            preMarketOpensAt: string;
                            sellAfterTradingDays: number;
                            sellFeeRate: string;
                            serviceFeeRate: string;
                            stampDutyRate: string;
                            warningLevelPercent: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    adminTradingUnlockPosition: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    positionId: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            addedMargin: string;
                            /** @enum {string} */
                            businessType: "regular" | "day_trade" | "pre_market" | "after_market" | "ipo" | "block";
                            buyFee: string;
                            /** @enum {string|null} */
                            cancelReason: "customer" | "expired" | null;
                            closableFrom: string | null;
                            closedAt: string | null;
                            closeLimitPrice: string | null;
                            closeNotional: string | null;
                            /** @enum {string|null} */
                            closeOrderType: "market" | "limit" | null;
                            closePrice: string | null;
                            /** @enum {string|null} */
                            closeReason: "customer" | "maintenance" | "day_trade_end" | null;
                            closeRequestedAt: string | null;
                            customerId: number;
                            dayTrade: boolean;
                            dayTradeCloseAt: string | null;
                            /** @enum {string} */
                            direction: "long" | "short";
                            expiresAt: string | null;
                            forcedClosePrice: string | null;
                            heldAmount: string;
                            id: number;
                            leverage: number;
                            limitPrice: string | null;
                            lockReason: string | null;
                            lossAbsorbed: string;
                            lots: number;
                            margin: string;
                            marginLevelPercent: string | null;
                            marginWarning: boolean;
                            marketValue: string | null;
                            markPrice: string | null;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            netPnl: string | null;
                            openedAt: string | null;
                            openNotional: string | null;
                            openPrice: string | null;
                            orderedAt: string;
                            orderNo: string;
                            /** @enum {string} */
                            orderType: "market" | "limit";
                            realizedPnl: string | null;
                            sellFee: string;
                            serviceFee: string;
                            /** @enum {string} */
                            session: "regular" | "pre_market" | "after_market";
                            shares: number;
                            simulated: boolean;
                            stampDuty: string;
                            /** @enum {string} */
                            status: "pending" | "holding" | "closing" | "closed" | "cancelled" | "locked";
                            symbol: string;
                            unrealizedPnl: string | null;
                            warningPrice: string | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            403: components["responses"]["Status403"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    alertsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "above" | "below" | "day_move";
                    symbol: string;
                    threshold: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            firedAt: string | null;
                            firedPrice: string | null;
                            id: number;
                            /** @enum {string} */
                            kind: "above" | "below" | "day_move";
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            /** @enum {string} */
                            status: "armed" | "fired";
                            symbol: string;
                            threshold: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    alertsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        data: null;
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    alertsEnable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            firedAt: string | null;
                            firedPrice: string | null;
                            id: number;
                            /** @enum {string} */
                            kind: "above" | "below" | "day_move";
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            /** @enum {string} */
                            status: "armed" | "fired";
                            symbol: string;
                            threshold: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    alertsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    symbol?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                createdAt: string;
                                firedAt: string | null;
                                firedPrice: string | null;
                                id: number;
                                /** @enum {string} */
                                kind: "above" | "below" | "day_move";
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                /** @enum {string} */
                                status: "armed" | "fired";
                                symbol: string;
                                threshold: string;
                            }[];
                            limit: number;
                            stock: {
                                maxDayMovePercent: string | null;
                                price: string;
                                tickSize: string;
                            } | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    bankAdd: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bankName: string;
                    branchCode: string;
                    branchName: string;
                    cardNumber: string;
                    /** @enum {string} */
                    cardType: "futsu" | "toza" | "savings" | "current";
                    /**
                     * @default JP
                     * @enum {string}
                     */
                    country?: "JP" | "IN";
                    holderName: string;
                    ifsc?: string;
                    upi?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bankName: string;
                            branchCode: string;
                            branchName: string;
                            cardNumberMasked: string;
                            /** @enum {string} */
                            cardType: "futsu" | "toza" | "savings" | "current";
                            /** @enum {string} */
                            country: "JP" | "IN";
                            createdAt: string;
                            holderName: string;
                            id: number;
                            ifsc: string | null;
                            last4: string;
                            upiMasked: string | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    bankDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cardId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        data: null;
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    bankList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bankName: string;
                            branchCode: string;
                            branchName: string;
                            cardNumberMasked: string;
                            /** @enum {string} */
                            cardType: "futsu" | "toza" | "savings" | "current";
                            /** @enum {string} */
                            country: "JP" | "IN";
                            createdAt: string;
                            holderName: string;
                            id: number;
                            ifsc: string | null;
                            last4: string;
                            upiMasked: string | null;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    biddingBid: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: stored with the record the call creates, so a retry never applies twice */
                "idempotency-key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lots: number;
                    offeringId: number;
                    price: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: string;
                            bidAt: string;
                            clearingPrice: string | null;
                            decidedAt: string | null;
                            entryHash: string;
                            id: number;
                            lots: number;
                            lotsFilled: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            offeringId: number;
                            paid: string;
                            positionId: number | null;
                            price: string;
                            refunded: string;
                            /** @enum {string|null} */
                            rejectReason: "not_allocated" | "offering_cancelled" | "withdrawn" | null;
                            shares: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            symbol: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    biddingDemand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offeringId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            clearingPrice: string | null;
                            levels: {
                                cumulativeLots: number;
                                lots: number;
                                price: string;
                            }[];
                            lotsOffered: number;
                            offeringId: number;
                            published: boolean;
                            /** @enum {string} */
                            status: "open" | "allocated" | "cancelled";
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    biddingDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offeringId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            commitment: string;
                            document: {
                                allocation: {
                                    entry: string;
                                    lots: number;
                                }[];
                                bids: {
                                    entry: string;
                                    lots: number;
                                    price: string;
                                }[];
                                clearingPrice: string | null;
                                commitment: string;
                                demandCurve: {
                                    cumulativeLots: number;
                                    lots: number;
                                    price: string;
                                }[];
                                /** @enum {string} */
                                format: "kabuto-bidding/1";
                                label: string;
                                lotsOffered: number;
                                remainderDraw: {
                                    allocation: {
                                        entry: string;
                                        units: number;
                                    }[];
                                    commitment: string;
                                    drawOrder: string[];
                                    entries: {
                                        entry: string;
                                        lots: number;
                                    }[];
                                    /** @enum {string} */
                                    format: "kabuto-draw/1";
                                    label: string;
                                    listHash: string;
                                    seed: string;
                                    units: number;
                                } | null;
                                seed: string;
                            } | null;
                            offeringId: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    biddingOfferings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            allocatedAt: string | null;
                            bidders: number | null;
                            cancelReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            clearingPrice: string | null;
                            closesAt: string;
                            commitment: string;
                            floorPrice: string;
                            id: number;
                            lotsAllocated: number | null;
                            lotsBid: number | null;
                            lotShares: number;
                            lotsOffered: number;
                            maxLots: number;
                            minLots: number;
                            myBid: {
                                amount: string;
                                bidAt: string;
                                clearingPrice: string | null;
                                decidedAt: string | null;
                                entryHash: string;
                                id: number;
                                lots: number;
                                lotsFilled: number;
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                offeringId: number;
                                paid: string;
                                positionId: number | null;
                                price: string;
                                refunded: string;
                                /** @enum {string|null} */
                                rejectReason: "not_allocated" | "offering_cancelled" | "withdrawn" | null;
                                shares: number;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                symbol: string;
                            } | null;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            opensAt: string;
                            referencePrice: string;
                            /** @enum {string} */
                            status: "open" | "allocated" | "cancelled";
                            symbol: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    biddingRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: string;
                            bidAt: string;
                            clearingPrice: string | null;
                            decidedAt: string | null;
                            entryHash: string;
                            id: number;
                            lots: number;
                            lotsFilled: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            offeringId: number;
                            paid: string;
                            positionId: number | null;
                            price: string;
                            refunded: string;
                            /** @enum {string|null} */
                            rejectReason: "not_allocated" | "offering_cancelled" | "withdrawn" | null;
                            shares: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            symbol: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    biddingWithdraw: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bidId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: string;
                            bidAt: string;
                            clearingPrice: string | null;
                            decidedAt: string | null;
                            entryHash: string;
                            id: number;
                            lots: number;
                            lotsFilled: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            offeringId: number;
                            paid: string;
                            positionId: number | null;
                            price: string;
                            refunded: string;
                            /** @enum {string|null} */
                            rejectReason: "not_allocated" | "offering_cancelled" | "withdrawn" | null;
                            shares: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            symbol: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    blockApply: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: stored with the record the call creates, so a retry never applies twice */
                "idempotency-key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lots: number;
                    offeringId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: string;
                            appliedAt: string;
                            decidedAt: string | null;
                            entryHash: string;
                            id: number;
                            lots: number;
                            lotsFilled: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            offeringId: number;
                            positionId: number | null;
                            price: string;
                            /** @enum {string|null} */
                            rejectReason: "not_allocated" | "offering_cancelled" | null;
                            shares: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            symbol: string;
                            turnover: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    blockDraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offeringId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            commitment: string;
                            document: {
                                allocation: {
                                    entry: string;
                                    units: number;
                                }[];
                                commitment: string;
                                drawOrder: string[];
                                entries: {
                                    entry: string;
                                    lots: number;
                                }[];
                                /** @enum {string} */
                                format: "kabuto-draw/1";
                                label: string;
                                listHash: string;
                                seed: string;
                                units: number;
                            } | null;
                            offeringId: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    blockOfferings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            allocatedAt: string | null;
                            applicants: number;
                            cancelReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            closesAt: string;
                            commitment: string;
                            discountPercent: string;
                            id: number;
                            lotsApplied: number;
                            lotShares: number;
                            lotsOffered: number;
                            maxLots: number;
                            minBuyAmount: string;
                            minLots: number;
                            myApplication: {
                                amount: string;
                                appliedAt: string;
                                decidedAt: string | null;
                                entryHash: string;
                                id: number;
                                lots: number;
                                lotsFilled: number;
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                offeringId: number;
                                positionId: number | null;
                                price: string;
                                /** @enum {string|null} */
                                rejectReason: "not_allocated" | "offering_cancelled" | null;
                                shares: number;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                symbol: string;
                                turnover: string;
                            } | null;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            opensAt: string;
                            price: string;
                            referencePrice: string;
                            /** @enum {string} */
                            status: "open" | "allocated" | "cancelled";
                            symbol: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    blockRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: string;
                            appliedAt: string;
                            decidedAt: string | null;
                            entryHash: string;
                            id: number;
                            lots: number;
                            lotsFilled: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            offeringId: number;
                            positionId: number | null;
                            price: string;
                            /** @enum {string|null} */
                            rejectReason: "not_allocated" | "offering_cancelled" | null;
                            shares: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            symbol: string;
                            turnover: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    commonConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "all";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            value: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    copyFollow: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: stored with the record the call creates, so a retry never applies twice */
                "idempotency-key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: string;
                    productId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: string;
                            at: string;
                            fee: string;
                            id: number;
                            /** @enum {string} */
                            kind: "follow" | "redeem";
                            nav: string;
                            net: string;
                            productId: number;
                            units: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    copyHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            followersGot: {
                                followers: number;
                                medianGap: string;
                                medianReturn: string;
                                shareInLoss: string;
                                strategyMedianReturn: string;
                            } | null;
                            points: {
                                day: string;
                                equity: string;
                                nav: string;
                            }[];
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    copyLeaderApply: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: stored with the record the call creates, so a retry never applies twice */
                "idempotency-key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    displayName: string;
                    /** @enum {string} */
                    locale: "ja" | "zh-TW" | "en";
                    profile: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            displayName: string;
                            id: number;
                            /** @enum {string} */
                            locale: "ja" | "zh-TW" | "en";
                            profile: string;
                            reviewedAt: string | null;
                            reviewReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            strategyId: number | null;
                            submittedAt: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    copyLeaderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            application: {
                                displayName: string;
                                id: number;
                                /** @enum {string} */
                                locale: "ja" | "zh-TW" | "en";
                                profile: string;
                                reviewedAt: string | null;
                                reviewReason: {
                                    /** @enum {string|null} */
                                    locale: "ja" | "zh-TW" | "en" | null;
                                    text: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                strategyId: number | null;
                                submittedAt: string;
                            } | null;
                            minHistoryDays: number;
                            products: {
                                capacity: string;
                                cash: string;
                                closedAt: string | null;
                                closeReason: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                } | null;
                                followers: number;
                                fundSize: string;
                                historyDays: number;
                                id: number;
                                issuer: {
                                    description: {
                                        en: string;
                                        ja: string;
                                        "zh-TW": string;
                                    };
                                    /** @enum {string} */
                                    kind: "house" | "leader";
                                    names: {
                                        en: string;
                                        ja: string;
                                        "zh-TW": string;
                                    };
                                };
                                lockupDays: number;
                                maxDrawdown: string | null;
                                minInvestment: string;
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                nav: string;
                                performanceFeeRate: string;
                                return30d: string | null;
                                return90d: string | null;
                                returnSinceStart: string;
                                riskLevel: number | null;
                                /** @enum {string} */
                                status: "draft" | "open" | "ended" | "terminated";
                                subscriptionDeadlineAt: string;
                                targetAnnualReturn: string | null;
                                units: string;
                            }[];
                            strategy: {
                                description: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                id: number;
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                /** @enum {string} */
                                status: "active" | "suspended";
                                suspendReason: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                } | null;
                            } | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    copyProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            capacity: string;
                            cash: string;
                            closedAt: string | null;
                            closeReason: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            } | null;
                            followers: number;
                            fundSize: string;
                            historyDays: number;
                            id: number;
                            issuer: {
                                description: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                /** @enum {string} */
                                kind: "house" | "leader";
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                            };
                            lockupDays: number;
                            maxDrawdown: string | null;
                            minInvestment: string;
                            myHolding: {
                                firstFollowedAt: string;
                                invested: string;
                                lockupEndsAt: string;
                                pendingUnits: string;
                                profit: string;
                                stopLossFiredAt: string | null;
                                stopLossRate: string | null;
                                todayProfit: string | null;
                                units: string;
                                value: string;
                                withdrawn: string;
                                yesterdayProfit: string | null;
                            } | null;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            nav: string;
                            performanceFeeRate: string;
                            return30d: string | null;
                            return90d: string | null;
                            returnSinceStart: string;
                            riskLevel: number | null;
                            /** @enum {string} */
                            status: "draft" | "open" | "ended" | "terminated";
                            subscriptionDeadlineAt: string;
                            targetAnnualReturn: string | null;
                            units: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    copyProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            capacity: string;
                            cash: string;
                            closedAt: string | null;
                            closeReason: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            } | null;
                            followers: number;
                            fundSize: string;
                            historyDays: number;
                            id: number;
                            issuer: {
                                description: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                /** @enum {string} */
                                kind: "house" | "leader";
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                            };
                            lockupDays: number;
                            maxDrawdown: string | null;
                            minInvestment: string;
                            myHolding: {
                                firstFollowedAt: string;
                                invested: string;
                                lockupEndsAt: string;
                                pendingUnits: string;
                                profit: string;
                                stopLossFiredAt: string | null;
                                stopLossRate: string | null;
                                todayProfit: string | null;
                                units: string;
                                value: string;
                                withdrawn: string;
                                yesterdayProfit: string | null;
                            } | null;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            nav: string;
                            performanceFeeRate: string;
                            return30d: string | null;
                            return90d: string | null;
                            returnSinceStart: string;
                            riskLevel: number | null;
                            /** @enum {string} */
                            status: "draft" | "open" | "ended" | "terminated";
                            subscriptionDeadlineAt: string;
                            targetAnnualReturn: string | null;
                            units: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    copyRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            flows: {
                                amount: string;
                                at: string;
                                fee: string;
                                id: number;
                                /** @enum {string} */
                                kind: "follow" | "redeem";
                                nav: string;
                                net: string;
                                productId: number;
                                units: string;
                            }[];
                            holding: {
                                firstFollowedAt: string;
                                invested: string;
                                lockupEndsAt: string;
                                pendingUnits: string;
                                profit: string;
                                stopLossFiredAt: string | null;
                                stopLossRate: string | null;
                                todayProfit: string | null;
                                units: string;
                                value: string;
                                withdrawn: string;
                                yesterdayProfit: string | null;
                            };
                            product: {
                                capacity: string;
                                cash: string;
                                closedAt: string | null;
                                closeReason: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                } | null;
                                followers: number;
                                fundSize: string;
                                historyDays: number;
                                id: number;
                                issuer: {
                                    description: {
                                        en: string;
                                        ja: string;
                                        "zh-TW": string;
                                    };
                                    /** @enum {string} */
                                    kind: "house" | "leader";
                                    names: {
                                        en: string;
                                        ja: string;
                                        "zh-TW": string;
                                    };
                                };
                                lockupDays: number;
                                maxDrawdown: string | null;
                                minInvestment: string;
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                nav: string;
                                performanceFeeRate: string;
                                return30d: string | null;
                                return90d: string | null;
                                returnSinceStart: string;
                                riskLevel: number | null;
                                /** @enum {string} */
                                status: "draft" | "open" | "ended" | "terminated";
                                subscriptionDeadlineAt: string;
                                targetAnnualReturn: string | null;
                                units: string;
                            };
                            redemptions: {
                                flow: {
                                    amount: string;
                                    at: string;
                                    fee: string;
                                    id: number;
                                    /** @enum {string} */
                                    kind: "follow" | "redeem";
                                    nav: string;
                                    net: string;
                                    productId: number;
                                    units: string;
                                } | null;
                                id: number;
                                productId: number;
                                /** @enum {string} */
                                reason: "request" | "stop_loss" | "ended" | "terminated";
                                requestedAt: string;
                                /** @enum {string} */
                                status: "waiting" | "paid";
                                units: string;
                            }[];
                            /** @enum {string} */
                            status: "in_progress" | "ended" | "terminated";
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    copyRedeem: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: stored with the record the call creates, so a retry never applies twice */
                "idempotency-key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId: number;
                    units: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            flow: {
                                amount: string;
                                at: string;
                                fee: string;
                                id: number;
                                /** @enum {string} */
                                kind: "follow" | "redeem";
                                nav: string;
                                net: string;
                                productId: number;
                                units: string;
                            } | null;
                            id: number;
                            productId: number;
                            /** @enum {string} */
                            reason: "request" | "stop_loss" | "ended" | "terminated";
                            requestedAt: string;
                            /** @enum {string} */
                            status: "waiting" | "paid";
                            units: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    copyStopLoss: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId: number;
                    rate: string | null;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            firstFollowedAt: string;
                            invested: string;
                            lockupEndsAt: string;
                            pendingUnits: string;
                            profit: string;
                            stopLossFiredAt: string | null;
                            stopLossRate: string | null;
                            todayProfit: string | null;
                            units: string;
                            value: string;
                            withdrawn: string;
                            yesterdayProfit: string | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    dayTradingApply: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    acknowledged: true;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            id: number;
                            reviewedAt: string | null;
                            reviewReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    dayTradingInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            applications: {
                                createdAt: string;
                                id: number;
                                reviewedAt: string | null;
                                reviewReason: {
                                    /** @enum {string|null} */
                                    locale: "ja" | "zh-TW" | "en" | null;
                                    text: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                            }[];
                            applicationsOpen: boolean;
                            sessionEndsAt: string | null;
                            /** @enum {string} */
                            status: "none" | "pending" | "approved" | "rejected";
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    fundingDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: string;
                    channelId: number;
                    /** @enum {string} */
                    currency?: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                    proofUploadId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: string;
                            channelName: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            createdAt: string;
                            /** @enum {string} */
                            currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                            id: number;
                            orderNo: string;
                            reviewedAt: string | null;
                            reviewReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            /** @enum {string} */
                            status: "pending" | "awaiting_second_approval" | "approved" | "rejected";
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    fundingDepositDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    depositId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: string;
                            channelName: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            createdAt: string;
                            /** @enum {string} */
                            currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                            id: number;
                            orderNo: string;
                            reviewedAt: string | null;
                            reviewReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            /** @enum {string} */
                            status: "pending" | "awaiting_second_approval" | "approved" | "rejected";
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    fundingDepositInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    currency?: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            channels: {
                                accountHolder: string;
                                accountNumber: string;
                                accountType: string;
                                bankName: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                branchCode: string;
                                branchName: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                /** @enum {string} */
                                currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                id: number;
                                name: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                            }[];
                            /** @enum {string} */
                            currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                            enabled: boolean;
                            maximum: string;
                            minimum: string;
                            openOperation: {
                                id: number;
                                /** @enum {string} */
                                kind: "deposit" | "withdrawal";
                                /** @enum {string} */
                                status: "pending" | "awaiting_second_approval" | "approved" | "rejected";
                            } | null;
                            quickAmounts: string[];
                            window: {
                                alwaysOpen: boolean;
                                businessDaysOnly: boolean;
                                closesAt: string;
                                nextOpensAt: string | null;
                                openNow: boolean;
                                opensAt: string;
                                /** @enum {string} */
                                timeZone: "Asia/Tokyo";
                            };
                            withdrawalRules: {
                                /** @enum {boolean} */
                                borrowedFundsWithdrawable: false;
                                /** @enum {string} */
                                currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                enabled: boolean;
                                fee: string;
                                maximum: string;
                                minimum: string;
                                /** @enum {boolean} */
                                oneOperationAtATime: true;
                                requires: ("identity_verification" | "bank_card" | "fund_password")[];
                                /** @enum {boolean} */
                                reviewedByOperator: true;
                                window: {
                                    alwaysOpen: boolean;
                                    businessDaysOnly: boolean;
                                    closesAt: string;
                                    nextOpensAt: string | null;
                                    openNow: boolean;
                                    opensAt: string;
                                    /** @enum {string} */
                                    timeZone: "Asia/Tokyo";
                                };
                            };
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    fundingRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cursor?: string | null;
                    /** @default 20 */
                    limit?: number;
                    /**
                     * @default all
                     * @enum {string}
                     */
                    tab?: "deposit" | "withdraw" | "trade" | "all";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                amount: string;
                                channelName: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                } | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                id: string;
                                /** @enum {string} */
                                kind: "deposit" | "withdrawal" | "entry";
                                legs: {
                                    amount: string;
                                    /** @enum {string} */
                                    currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                    purpose: string;
                                }[];
                                orderNo: string;
                                remark: string;
                                reviewReason: {
                                    /** @enum {string|null} */
                                    locale: "ja" | "zh-TW" | "en" | null;
                                    text: string;
                                } | null;
                                status: string;
                                type: string;
                            }[];
                            nextCursor: string | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    fundingWallets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            available: string;
                            /** @enum {string} */
                            currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                            held: string;
                            loan: string;
                            margin: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    fundingWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: string;
                    cardId: number;
                    /** @enum {string} */
                    currency?: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                    fundPassword: string;
                    twoFactorCode?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: string;
                            card: {
                                bankName: string;
                                holderName: string;
                                id: number;
                                maskedNumber: string;
                            };
                            createdAt: string;
                            /** @enum {string} */
                            currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                            fee: string;
                            id: number;
                            orderNo: string;
                            payoutAmount: string;
                            reviewedAt: string | null;
                            reviewReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            /** @enum {string} */
                            status: "pending" | "awaiting_second_approval" | "approved" | "rejected";
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    fundingWithdrawDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    withdrawalId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: string;
                            card: {
                                bankName: string;
                                holderName: string;
                                id: number;
                                maskedNumber: string;
                            };
                            createdAt: string;
                            /** @enum {string} */
                            currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                            fee: string;
                            id: number;
                            orderNo: string;
                            payoutAmount: string;
                            reviewedAt: string | null;
                            reviewReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            /** @enum {string} */
                            status: "pending" | "awaiting_second_approval" | "approved" | "rejected";
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    fundingWithdrawInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    currency?: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            available: string;
                            /** @enum {string} */
                            currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                            fundPasswordSet: boolean;
                            held: string;
                            openOperation: {
                                id: number;
                                /** @enum {string} */
                                kind: "deposit" | "withdrawal";
                                /** @enum {string} */
                                status: "pending" | "awaiting_second_approval" | "approved" | "rejected";
                            } | null;
                            restriction: {
                                /** @enum {string} */
                                kind: "frozen" | "login_banned" | "disabled" | "withdraw_barred" | "trade_barred";
                                reason: {
                                    /** @enum {string|null} */
                                    locale: "ja" | "zh-TW" | "en" | null;
                                    text: string;
                                };
                            } | null;
                            rules: {
                                /** @enum {boolean} */
                                borrowedFundsWithdrawable: false;
                                /** @enum {string} */
                                currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                enabled: boolean;
                                fee: string;
                                maximum: string;
                                minimum: string;
                                /** @enum {boolean} */
                                oneOperationAtATime: true;
                                requires: ("identity_verification" | "bank_card" | "fund_password")[];
                                /** @enum {boolean} */
                                reviewedByOperator: true;
                                window: {
                                    alwaysOpen: boolean;
                                    businessDaysOnly: boolean;
                                    closesAt: string;
                                    nextOpensAt: string | null;
                                    openNow: boolean;
                                    opensAt: string;
                                    /** @enum {string} */
                                    timeZone: "Asia/Tokyo";
                                };
                            };
                            /** @enum {string} */
                            verificationStatus: "unverified" | "pending" | "verified" | "rejected";
                            withdrawable: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    fxExchange: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quoteId: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            exchangedAt: string;
                            /** @enum {string} */
                            from: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                            fromAmount: string;
                            fromAvailable: string;
                            journalEntryId: number;
                            quoteId: string;
                            rate: string;
                            /** @enum {string} */
                            to: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                            toAmount: string;
                            toAvailable: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    fxQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: string;
                    /** @enum {string} */
                    from: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                    /** @enum {string} */
                    to: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: string;
                            expiresAt: string;
                            /** @enum {string} */
                            fee: "0";
                            /** @enum {string} */
                            from: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                            quoteId: string;
                            rate: string;
                            /** @enum {string} */
                            rounding: "down";
                            source: {
                                id: string;
                                label: string;
                                simulated: boolean;
                            };
                            /** @enum {string} */
                            to: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                            toAmount: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    fxRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            asOf: string;
                            /** @enum {string} */
                            base: "USD";
                            rates: {
                                /** @enum {string} */
                                currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                perUsd: string;
                            }[];
                            source: {
                                id: string;
                                label: string;
                                simulated: boolean;
                            };
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    grabCancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: string;
                            decidedAt: string | null;
                            entryHash: string;
                            fee: string;
                            id: number;
                            joinedAt: string;
                            limitPrice: string;
                            lots: number;
                            lotsFilled: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            paid: string;
                            positionId: number | null;
                            queueId: number;
                            /** @enum {string|null} */
                            rejectReason: "not_allocated" | "off_limit_at_close" | "cancelled" | null;
                            released: string;
                            shares: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            symbol: string;
                            tradingDay: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    grabCandidates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            buyFeeRate: string;
                            closesAt: string;
                            limitPrice: string;
                            lotShares: number;
                            marketBidShares: number | null;
                            myOrder: {
                                amount: string;
                                decidedAt: string | null;
                                entryHash: string;
                                fee: string;
                                id: number;
                                joinedAt: string;
                                limitPrice: string;
                                lots: number;
                                lotsFilled: number;
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                paid: string;
                                positionId: number | null;
                                queueId: number;
                                /** @enum {string|null} */
                                rejectReason: "not_allocated" | "off_limit_at_close" | "cancelled" | null;
                                released: string;
                                shares: number;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                symbol: string;
                                tradingDay: string;
                            } | null;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            prevClose: string | null;
                            symbol: string;
                            tradingDay: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    grabJoin: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: stored with the record the call creates, so a retry never applies twice */
                "idempotency-key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lots: number;
                    symbol: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: string;
                            decidedAt: string | null;
                            entryHash: string;
                            fee: string;
                            id: number;
                            joinedAt: string;
                            limitPrice: string;
                            lots: number;
                            lotsFilled: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            paid: string;
                            positionId: number | null;
                            queueId: number;
                            /** @enum {string|null} */
                            rejectReason: "not_allocated" | "off_limit_at_close" | "cancelled" | null;
                            released: string;
                            shares: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            symbol: string;
                            tradingDay: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    grabRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: string;
                            decidedAt: string | null;
                            entryHash: string;
                            fee: string;
                            id: number;
                            joinedAt: string;
                            limitPrice: string;
                            lots: number;
                            lotsFilled: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            paid: string;
                            positionId: number | null;
                            queueId: number;
                            /** @enum {string|null} */
                            rejectReason: "not_allocated" | "off_limit_at_close" | "cancelled" | null;
                            released: string;
                            shares: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            symbol: string;
                            tradingDay: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    ipoDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offeringId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            applications: number;
                            changes: {
                                changedAt: string;
                                fields: string[];
                                reason: {
                                    /** @enum {string|null} */
                                    locale: "ja" | "zh-TW" | "en" | null;
                                    text: string;
                                };
                            }[];
                            commitment: string;
                            drawAt: string;
                            drawn: boolean;
                            finalPrice: string | null;
                            id: number;
                            listedAt: string | null;
                            listingDate: string;
                            lotShares: number;
                            lotsOffered: number;
                            lotsRequested: number;
                            maxLotsPerApplication: number;
                            myApplication: {
                                appliedAt: string;
                                autoPurchase: boolean;
                                cost: string | null;
                                drawnAt: string | null;
                                finalPrice: string | null;
                                fromLapse: boolean;
                                heldAmount: string;
                                heldNow: string;
                                id: number;
                                listingDate: string;
                                lots: number;
                                lotsWon: number;
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                offeringId: number;
                                paidAmount: string | null;
                                paidAt: string | null;
                                positionId: number | null;
                                purchaseDeadlineAt: string;
                                receipt: string;
                                releasedAmount: string;
                                shares: number;
                                sharesWon: number;
                                /** @enum {string} */
                                status: "awaiting_draw" | "not_won" | "pending_payment" | "paid" | "lapsed" | "withdrawn";
                                symbol: string;
                            } | null;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            /** @enum {string} */
                            phase: "upcoming" | "subscribing" | "ended";
                            priceHigh: string;
                            priceLow: string;
                            purchaseDeadlineAt: string;
                            sector: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            subscriptionClosesAt: string;
                            subscriptionOpensAt: string;
                            symbol: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    ipoDraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offeringId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            commitment: string;
                            document: {
                                allocation: {
                                    entry: string;
                                    units: number;
                                }[];
                                commitment: string;
                                drawOrder: string[];
                                entries: {
                                    entry: string;
                                    lots: number;
                                }[];
                                /** @enum {string} */
                                format: "kabuto-draw/1";
                                label: string;
                                listHash: string;
                                seed: string;
                                units: number;
                            } | null;
                            drawAt: string;
                            lapses: {
                                entry: string;
                                lots: number;
                            }[];
                            offeringId: number;
                            reallocated: {
                                entry: string;
                                lots: number;
                            }[];
                            symbol: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    ipoList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    phase?: "upcoming" | "subscribing" | "ended";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            applications: number;
                            changes: {
                                changedAt: string;
                                fields: string[];
                                reason: {
                                    /** @enum {string|null} */
                                    locale: "ja" | "zh-TW" | "en" | null;
                                    text: string;
                                };
                            }[];
                            commitment: string;
                            drawAt: string;
                            drawn: boolean;
                            finalPrice: string | null;
                            id: number;
                            listedAt: string | null;
                            listingDate: string;
                            lotShares: number;
                            lotsOffered: number;
                            lotsRequested: number;
                            maxLotsPerApplication: number;
                            myApplication: {
                                appliedAt: string;
                                autoPurchase: boolean;
                                cost: string | null;
                                drawnAt: string | null;
                                finalPrice: string | null;
                                fromLapse: boolean;
                                heldAmount: string;
                                heldNow: string;
                                id: number;
                                listingDate: string;
                                lots: number;
                                lotsWon: number;
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                offeringId: number;
                                paidAmount: string | null;
                                paidAt: string | null;
                                positionId: number | null;
                                purchaseDeadlineAt: string;
                                receipt: string;
                                releasedAmount: string;
                                shares: number;
                                sharesWon: number;
                                /** @enum {string} */
                                status: "awaiting_draw" | "not_won" | "pending_payment" | "paid" | "lapsed" | "withdrawn";
                                symbol: string;
                            } | null;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            /** @enum {string} */
                            phase: "upcoming" | "subscribing" | "ended";
                            priceHigh: string;
                            priceLow: string;
                            purchaseDeadlineAt: string;
                            sector: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            subscriptionClosesAt: string;
                            subscriptionOpensAt: string;
                            symbol: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    ipoPay: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    applicationId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            appliedAt: string;
                            autoPurchase: boolean;
                            cost: string | null;
                            drawnAt: string | null;
                            finalPrice: string | null;
                            fromLapse: boolean;
                            heldAmount: string;
                            heldNow: string;
                            id: number;
                            listingDate: string;
                            lots: number;
                            lotsWon: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            offeringId: number;
                            paidAmount: string | null;
                            paidAt: string | null;
                            positionId: number | null;
                            purchaseDeadlineAt: string;
                            receipt: string;
                            releasedAmount: string;
                            shares: number;
                            sharesWon: number;
                            /** @enum {string} */
                            status: "awaiting_draw" | "not_won" | "pending_payment" | "paid" | "lapsed" | "withdrawn";
                            symbol: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    ipoRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cursor?: number | null;
                    /** @default 20 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                appliedAt: string;
                                autoPurchase: boolean;
                                cost: string | null;
                                drawnAt: string | null;
                                finalPrice: string | null;
                                fromLapse: boolean;
                                heldAmount: string;
                                heldNow: string;
                                id: number;
                                listingDate: string;
                                lots: number;
                                lotsWon: number;
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                offeringId: number;
                                paidAmount: string | null;
                                paidAt: string | null;
                                positionId: number | null;
                                purchaseDeadlineAt: string;
                                receipt: string;
                                releasedAmount: string;
                                shares: number;
                                sharesWon: number;
                                /** @enum {string} */
                                status: "awaiting_draw" | "not_won" | "pending_payment" | "paid" | "lapsed" | "withdrawn";
                                symbol: string;
                            }[];
                            nextCursor: number | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    ipoSubscribe: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: stored with the record the call creates, so a retry never applies twice */
                "idempotency-key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    autoPurchase?: boolean;
                    lots: number;
                    offeringId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            appliedAt: string;
                            autoPurchase: boolean;
                            cost: string | null;
                            drawnAt: string | null;
                            finalPrice: string | null;
                            fromLapse: boolean;
                            heldAmount: string;
                            heldNow: string;
                            id: number;
                            listingDate: string;
                            lots: number;
                            lotsWon: number;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            offeringId: number;
                            paidAmount: string | null;
                            paidAt: string | null;
                            positionId: number | null;
                            purchaseDeadlineAt: string;
                            receipt: string;
                            releasedAmount: string;
                            shares: number;
                            sharesWon: number;
                            /** @enum {string} */
                            status: "awaiting_draw" | "not_won" | "pending_payment" | "paid" | "lapsed" | "withdrawn";
                            symbol: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    kycImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    side: "front" | "back";
                };
            };
        };
        responses: {
            /** @description The image itself; a refusal answers the JSON envelope instead */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    kycStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string|null} */
                            documentType: "my_number_card" | "drivers_license" | "health_insurance_card" | "passport" | "national_id" | null;
                            idNumber: string | null;
                            name: string | null;
                            rejectReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            reviewedAt: string | null;
                            /** @enum {string} */
                            status: "unverified" | "pending" | "verified" | "rejected";
                            submittedAt: string | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    kycSubmit: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    backUploadId: number;
                    /**
                     * @default national_id
                     * @enum {string}
                     */
                    documentType?: "my_number_card" | "drivers_license" | "health_insurance_card" | "passport" | "national_id";
                    frontUploadId: number;
                    idNumber: string;
                    katakanaName?: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "unverified" | "pending" | "verified" | "rejected";
                            verificationId: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    liabilitiesMyProof: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            proof: {
                                currencies: string[];
                                day: string;
                                /** @enum {string} */
                                format: "kabuto-liabilities/1";
                                leaf: {
                                    balances: string[];
                                    customerId: string;
                                    index: number;
                                    salt: string;
                                };
                                leafCount: number;
                                path: {
                                    hash: string;
                                    sums: string[];
                                }[];
                                root: {
                                    hash: string;
                                    sums: string[];
                                };
                                takenAt: string;
                            } | null;
                            publication: {
                                day: string;
                                leafCount: number;
                                rootHash: string;
                                takenAt: string;
                                totals: {
                                    bank: string;
                                    currency: string;
                                    owed: string;
                                }[];
                            } | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    liabilitiesPublished: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            publications: {
                                day: string;
                                leafCount: number;
                                rootHash: string;
                                takenAt: string;
                                totals: {
                                    bank: string;
                                    currency: string;
                                    owed: string;
                                }[];
                            }[];
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    loanApply: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: stored with the record the call creates, so a retry never applies twice */
                "idempotency-key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: string;
                    productId: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accruedThrough: string | null;
                            amount: string;
                            annualRate: string;
                            appliedAt: string;
                            borrowedAt: string | null;
                            dueDate: string | null;
                            id: number;
                            interestCharged: string;
                            interestOutstanding: string;
                            lateAnnualRate: string;
                            orderNo: string;
                            owedToday: string;
                            principalOutstanding: string;
                            productId: string;
                            rejectReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            repaid: string;
                            repaidAt: string | null;
                            reviewedAt: string | null;
                            schedule: {
                                dueDate: string;
                                interest: string;
                                principal: string;
                                total: string;
                            }[];
                            /** @enum {string|null} */
                            state: "outstanding" | "overdue" | "repaid" | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            termDays: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    loanInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            band: {
                                collateralShare: string;
                                maxLimit: string;
                                minScore: number;
                            };
                            bands: {
                                collateralShare: string;
                                maxLimit: string;
                                minScore: number;
                            }[];
                            borrowable: string;
                            borrowed: string;
                            creditLimit: string;
                            factors: {
                                fact: string;
                                /** @enum {string} */
                                factor: "base" | "identity_verified" | "account_age" | "deposits" | "on_time_repayments" | "late_payments" | "current_borrowing";
                                points: number;
                            }[];
                            openApplication: {
                                accruedThrough: string | null;
                                amount: string;
                                annualRate: string;
                                appliedAt: string;
                                borrowedAt: string | null;
                                dueDate: string | null;
                                id: number;
                                interestCharged: string;
                                interestOutstanding: string;
                                lateAnnualRate: string;
                                orderNo: string;
                                owedToday: string;
                                principalOutstanding: string;
                                productId: string;
                                rejectReason: {
                                    /** @enum {string|null} */
                                    locale: "ja" | "zh-TW" | "en" | null;
                                    text: string;
                                } | null;
                                repaid: string;
                                repaidAt: string | null;
                                reviewedAt: string | null;
                                schedule: {
                                    dueDate: string;
                                    interest: string;
                                    principal: string;
                                    total: string;
                                }[];
                                /** @enum {string|null} */
                                state: "outstanding" | "overdue" | "repaid" | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                termDays: number;
                            } | null;
                            ownAssets: string;
                            products: {
                                annualRate: string;
                                id: string;
                                lateAnnualRate: string;
                                termDays: number;
                            }[];
                            score: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    loanRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accruedThrough: string | null;
                            amount: string;
                            annualRate: string;
                            appliedAt: string;
                            borrowedAt: string | null;
                            dueDate: string | null;
                            id: number;
                            interestCharged: string;
                            interestOutstanding: string;
                            lateAnnualRate: string;
                            orderNo: string;
                            owedToday: string;
                            principalOutstanding: string;
                            productId: string;
                            rejectReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            repaid: string;
                            repaidAt: string | null;
                            reviewedAt: string | null;
                            schedule: {
                                dueDate: string;
                                interest: string;
                                principal: string;
                                total: string;
                            }[];
                            /** @enum {string|null} */
                            state: "outstanding" | "overdue" | "repaid" | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            termDays: number;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    loanRepay: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: stored with the record the call creates, so a retry never applies twice */
                "idempotency-key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: string;
                    loanId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accruedThrough: string | null;
                            amount: string;
                            annualRate: string;
                            appliedAt: string;
                            borrowedAt: string | null;
                            dueDate: string | null;
                            id: number;
                            interestCharged: string;
                            interestOutstanding: string;
                            lateAnnualRate: string;
                            orderNo: string;
                            owedToday: string;
                            principalOutstanding: string;
                            productId: string;
                            rejectReason: {
                                /** @enum {string|null} */
                                locale: "ja" | "zh-TW" | "en" | null;
                                text: string;
                            } | null;
                            repaid: string;
                            repaidAt: string | null;
                            reviewedAt: string | null;
                            schedule: {
                                dueDate: string;
                                interest: string;
                                principal: string;
                                total: string;
                            }[];
                            /** @enum {string|null} */
                            state: "outstanding" | "overdue" | "repaid" | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            termDays: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    marketBreadth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            fall: number;
                            flat: number;
                            rise: number;
                            simulated: boolean;
                            time: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    marketCandles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    before?: string;
                    /** @enum {string} */
                    interval: "1m" | "5m" | "10m" | "30m" | "1d" | "1w" | "1M";
                    /** @default 300 */
                    limit?: number;
                    symbol: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            candles: {
                                close: string;
                                high: string;
                                low: string;
                                open: string;
                                time: string;
                                volume: number;
                            }[];
                            nextBefore: string | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    marketClearSearchHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        data: null;
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    marketDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    symbol: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            book: {
                                asks: {
                                    price: string;
                                    size: number;
                                }[];
                                bids: {
                                    price: string;
                                    size: number;
                                }[];
                            };
                            inWatchlist: boolean;
                            market: {
                                calendarLabel: string;
                                demoSession: boolean;
                                nextOpen: string;
                                /** @enum {string} */
                                sessionState: "pre_open" | "morning" | "lunch_break" | "afternoon" | "closed" | "continuous";
                                simulated: boolean;
                                sourceLabel: string;
                                time: string;
                            };
                            quote: {
                                change: string | null;
                                changePercent: string | null;
                                high: string | null;
                                limitDown: string;
                                limitUp: string;
                                low: string | null;
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                open: string | null;
                                prevClose: string | null;
                                price: string;
                                sector: string;
                                seq: number;
                                /** @enum {string} */
                                sessionState: "pre_open" | "morning" | "lunch_break" | "afternoon" | "closed" | "continuous";
                                simulated: boolean;
                                /** @enum {string} */
                                source: "simulated" | "replay";
                                symbol: string;
                                time: string;
                                turnover: string;
                                volume: number;
                            };
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    marketIndexCandles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    before?: string;
                    code: string;
                    /** @enum {string} */
                    interval: "1m" | "5m" | "10m" | "30m" | "1d" | "1w" | "1M";
                    /** @default 300 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            candles: {
                                close: string;
                                high: string;
                                low: string;
                                open: string;
                                time: string;
                                volume: number;
                            }[];
                            nextBefore: string | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    marketIndices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            change: string | null;
                            changePercent: string | null;
                            code: string;
                            constituentCount: number;
                            high: string | null;
                            low: string | null;
                            /** @enum {string} */
                            methodology: "price-weighted" | "cap-weighted";
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            open: string | null;
                            prevClose: string | null;
                            seq: number;
                            simulated: boolean;
                            time: string;
                            value: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    marketList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    page?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /**
                     * @default hot
                     * @enum {string}
                     */
                    sort?: "hot" | "gainers" | "losers" | "volume";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                change: string | null;
                                changePercent: string | null;
                                high: string | null;
                                limitDown: string;
                                limitUp: string;
                                low: string | null;
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                open: string | null;
                                prevClose: string | null;
                                price: string;
                                sector: string;
                                seq: number;
                                /** @enum {string} */
                                sessionState: "pre_open" | "morning" | "lunch_break" | "afternoon" | "closed" | "continuous";
                                simulated: boolean;
                                /** @enum {string} */
                                source: "simulated" | "replay";
                                symbol: string;
                                time: string;
                                turnover: string;
                                volume: number;
                            }[];
                            page: number;
                            total: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    marketSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    keyword: string;
                    /**
                     * @default ja
                     * @enum {string}
                     */
                    lang?: "ja" | "zh-TW" | "en";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                change: string | null;
                                changePercent: string | null;
                                high: string | null;
                                limitDown: string;
                                limitUp: string;
                                low: string | null;
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                open: string | null;
                                prevClose: string | null;
                                price: string;
                                sector: string;
                                seq: number;
                                /** @enum {string} */
                                sessionState: "pre_open" | "morning" | "lunch_break" | "afternoon" | "closed" | "continuous";
                                simulated: boolean;
                                /** @enum {string} */
                                source: "simulated" | "replay";
                                symbol: string;
                                time: string;
                                turnover: string;
                                volume: number;
                            }[];
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    marketSearchHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            keyword: string;
                            searchedAt: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    marketStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            calendarLabel: string;
                            demoSession: boolean;
                            nextOpen: string;
                            /** @enum {string} */
                            sessionState: "pre_open" | "morning" | "lunch_break" | "afternoon" | "closed" | "continuous";
                            simulated: boolean;
                            sourceLabel: string;
                            time: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    newsDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /**
                     * @default ja
                     * @enum {string}
                     */
                    lang?: "ja" | "zh-TW" | "en";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            body: string;
                            /** @enum {string} */
                            category: "must_read" | "closing_review" | "video" | "popularity";
                            id: number;
                            imageUrl: string | null;
                            link: string | null;
                            /** @enum {string} */
                            locale: "ja" | "zh-TW" | "en";
                            publishedAt: string;
                            readCount: number;
                            source: string;
                            summary: string;
                            title: string;
                            videoUrl: string | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    newsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    category: "must_read" | "closing_review" | "video" | "popularity";
                    cursor?: string;
                    /**
                     * @default ja
                     * @enum {string}
                     */
                    lang?: "ja" | "zh-TW" | "en";
                    /** @default 10 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                /** @enum {string} */
                                category: "must_read" | "closing_review" | "video" | "popularity";
                                id: number;
                                imageUrl: string | null;
                                /** @enum {string} */
                                locale: "ja" | "zh-TW" | "en";
                                publishedAt: string;
                                readCount: number;
                                source: string;
                                summary: string;
                                title: string;
                                videoUrl: string | null;
                            }[];
                            nextCursor: string | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    notificationsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cursor?: number | null;
                    /** @default 20 */
                    limit?: number;
                    /** @default false */
                    unreadOnly?: boolean;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                createdAt: string;
                                id: number;
                                notice: {
                                    /** @enum {string} */
                                    kind: "order.filled";
                                    names?: {
                                        en: string;
                                        ja: string;
                                        "zh-TW": string;
                                    };
                                    positionId: number;
                                    symbol: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "position.closed";
                                    names?: {
                                        en: string;
                                        ja: string;
                                        "zh-TW": string;
                                    };
                                    positionId: number;
                                    /** @enum {string} */
                                    reason: "customer" | "maintenance" | "day_trade_end";
                                    symbol: string;
                                } | {
                                    depositId: number;
                                    /** @enum {string} */
                                    kind: "deposit.reviewed";
                                    /** @enum {string} */
                                    outcome: "approved" | "rejected";
                                } | {
                                    /** @enum {string} */
                                    kind: "withdrawal.reviewed";
                                    /** @enum {string} */
                                    outcome: "paid" | "rejected";
                                    withdrawalId: number;
                                } | {
                                    allotted: boolean;
                                    applicationId: number;
                                    /** @enum {string} */
                                    kind: "ipo.drawn";
                                    names?: {
                                        en: string;
                                        ja: string;
                                        "zh-TW": string;
                                    };
                                    offeringId: number;
                                    symbol?: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "loan.reviewed";
                                    loanId: number;
                                    /** @enum {string} */
                                    outcome: "approved" | "rejected";
                                } | {
                                    conversationId: number;
                                    /** @enum {string} */
                                    kind: "support.reply";
                                    messageId: number;
                                } | {
                                    alertId: number;
                                    /** @enum {string} */
                                    condition: "above" | "below" | "day_move";
                                    /** @enum {string} */
                                    kind: "price.alert";
                                    names?: {
                                        en: string;
                                        ja: string;
                                        "zh-TW": string;
                                    };
                                    price: string;
                                    symbol: string;
                                    threshold: string;
                                };
                                readAt: string | null;
                            }[];
                            nextCursor: number | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    notificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        data: null;
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    notificationsReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            marked: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    notificationsUnread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    referralInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            asFriend: {
                                deadlineAt: string;
                                firstDeposit: boolean;
                                holdUntil: string | null;
                                identityVerified: boolean;
                                paidAt: string | null;
                                /** @enum {string|null} */
                                reason: "shared_identity" | "shared_card_holder" | "shared_device" | "yearly_cap_reached" | null;
                                registeredAt: string;
                                rewardAmount: string;
                                /** @enum {string} */
                                status: "waiting" | "on_hold" | "paid" | "not_eligible" | "expired";
                            } | null;
                            code: string;
                            invitees: {
                                account: string;
                                deadlineAt: string;
                                firstDeposit: boolean;
                                holdUntil: string | null;
                                identityVerified: boolean;
                                paidAt: string | null;
                                /** @enum {string|null} */
                                reason: "shared_identity" | "shared_card_holder" | "shared_device" | "yearly_cap_reached" | null;
                                registeredAt: string;
                                rewardAmount: string;
                                /** @enum {string} */
                                status: "waiting" | "on_hold" | "paid" | "not_eligible" | "expired";
                            }[];
                            paidThisYear: number;
                            rules: {
                                holdDays: number;
                                rewardAmount: string;
                                stepDeadlineDays: number;
                                yearlyCap: number;
                            };
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    reportAnnual: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    year: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            closedTrades: {
                                closedAt: string;
                                closePrice: string;
                                /** @enum {string} */
                                direction: "long" | "short";
                                fees: string;
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                openedAt: string;
                                openPrice: string;
                                orderNo: string;
                                realizedPnl: string;
                                shares: number;
                                stampDuty: string;
                                symbol: string;
                            }[];
                            closedTradeTotals: {
                                fees: string;
                                realizedPnl: string;
                                stampDuty: string;
                            };
                            customer: {
                                account: string;
                                name: string | null;
                            };
                            deposits: {
                                amount: string;
                                at: string;
                                /** @enum {string} */
                                currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                fee: string;
                                orderNo: string;
                            }[];
                            exchanges: {
                                at: string;
                                fromAmount: string;
                                /** @enum {string} */
                                fromCurrency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                orderNo: string;
                                toAmount: string;
                                /** @enum {string} */
                                toCurrency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                            }[];
                            final: boolean;
                            generatedAt: string;
                            ipoAllotments: {
                                amount: string;
                                at: string;
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                orderNo: string;
                                price: string;
                                shares: number;
                                symbol: string;
                            }[];
                            loanInterest: {
                                amount: string;
                                /** @enum {string} */
                                currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                orderNo: string;
                            }[];
                            totals: {
                                closing: string;
                                copyTrading: string;
                                /** @enum {string} */
                                currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                deposits: string;
                                exchanges: string;
                                ipoAllotments: string;
                                loanInterest: string;
                                netChange: string;
                                opening: string;
                                other: string;
                                realizedPnl: string;
                                rewards: string;
                                stampDuty: string;
                                tradingFees: string;
                                withdrawalFees: string;
                                withdrawals: string;
                            }[];
                            withdrawals: {
                                amount: string;
                                at: string;
                                /** @enum {string} */
                                currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR";
                                fee: string;
                                orderNo: string;
                            }[];
                            year: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    reportAnnualFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    format: "csv" | "pdf";
                    /** @enum {string} */
                    locale: "ja" | "zh-TW" | "en";
                    year: number;
                };
            };
        };
        responses: {
            /** @description The document, as an attachment; a refusal answers the JSON envelope instead */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                    "application/pdf": string;
                    "text/csv": string;
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    reportYears: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            years: {
                                final: boolean;
                                year: number;
                            }[];
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    supportConversation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            hours: {
                                contact: string;
                                nextOpenAt: string | null;
                                note: string;
                                open: boolean;
                                replyWithinHours: number | null;
                                schedule: {
                                    close: string;
                                    open: string;
                                    weekdays: number[];
                                } | null;
                            };
                            messages: {
                                at: string;
                                /** @enum {string} */
                                author: "customer" | "support";
                                body: string;
                                hasImage: boolean;
                                id: number;
                            }[];
                            /** @enum {string|null} */
                            status: "open" | "closed" | null;
                            unread: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    supportImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    messageId: number;
                };
            };
        };
        responses: {
            /** @description The image itself; a refusal answers the JSON envelope instead */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    supportRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    upToId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        data: null;
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    supportSend: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    body?: string;
                    /**
                     * @default ja
                     * @enum {string}
                     */
                    locale?: "ja" | "zh-TW" | "en";
                    uploadId?: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            at: string;
                            /** @enum {string} */
                            author: "customer" | "support";
                            body: string;
                            hasImage: boolean;
                            id: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    tradeAddMargin: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: stored with the record the call creates, so a retry never applies twice */
                "idempotency-key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: string;
                    positionId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            addedMargin: string;
                            /** @enum {string} */
                            businessType: "regular" | "day_trade" | "pre_market" | "after_market" | "ipo" | "block";
                            buyFee: string;
                            /** @enum {string|null} */
                            cancelReason: "customer" | "expired" | null;
                            closableFrom: string | null;
                            closedAt: string | null;
                            closeLimitPrice: string | null;
                            closeNotional: string | null;
                            /** @enum {string|null} */
                            closeOrderType: "market" | "limit" | null;
                            closePrice: string | null;
                            /** @enum {string|null} */
                            closeReason: "customer" | "maintenance" | "day_trade_end" | null;
                            closeRequestedAt: string | null;
                            dayTrade: boolean;
                            dayTradeCloseAt: string | null;
                            /** @enum {string} */
                            direction: "long" | "short";
                            expiresAt: string | null;
                            forcedClosePrice: string | null;
                            heldAmount: string;
                            id: number;
                            leverage: number;
                            limitPrice: string | null;
                            lockReason: string | null;
                            lossAbsorbed: string;
                            lots: number;
                            margin: string;
                            marginLevelPercent: string | null;
                            marginWarning: boolean;
                            marketValue: string | null;
                            markPrice: string | null;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            netPnl: string | null;
                            openedAt: string | null;
                            openNotional: string | null;
                            openPrice: string | null;
                            orderedAt: string;
                            orderNo: string;
                            /** @enum {string} */
                            orderType: "market" | "limit";
                            realizedPnl: string | null;
                            sellFee: string;
                            serviceFee: string;
                            /** @enum {string} */
                            session: "regular" | "pre_market" | "after_market";
                            shares: number;
                            simulated: boolean;
                            stampDuty: string;
                            /** @enum {string} */
                            status: "pending" | "holding" | "closing" | "closed" | "cancelled" | "locked";
                            symbol: string;
                            unrealizedPnl: string | null;
                            warningPrice: string | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    tradeCancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    positionId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            addedMargin: string;
                            /** @enum {string} */
                            businessType: "regular" | "day_trade" | "pre_market" | "after_market" | "ipo" | "block";
                            buyFee: string;
                            /** @enum {string|null} */
                            cancelReason: "customer" | "expired" | null;
                            closableFrom: string | null;
                            closedAt: string | null;
                            closeLimitPrice: string | null;
                            closeNotional: string | null;
                            /** @enum {string|null} */
                            closeOrderType: "market" | "limit" | null;
                            closePrice: string | null;
                            /** @enum {string|null} */
                            closeReason: "customer" | "maintenance" | "day_trade_end" | null;
                            closeRequestedAt: string | null;
                            dayTrade: boolean;
                            dayTradeCloseAt: string | null;
                            /** @enum {string} */
                            direction: "long" | "short";
                            expiresAt: string | null;
                            forcedClosePrice: string | null;
                            heldAmount: string;
                            id: number;
                            leverage: number;
                            limitPrice: string | null;
                            lockReason: string | null;
                            lossAbsorbed: string;
                            lots: number;
                            margin: string;
                            marginLevelPercent: string | null;
                            marginWarning: boolean;
                            marketValue: string | null;
                            markPrice: string | null;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            netPnl: string | null;
                            openedAt: string | null;
                            openNotional: string | null;
                            openPrice: string | null;
                            orderedAt: string;
                            orderNo: string;
                            /** @enum {string} */
                            orderType: "market" | "limit";
                            realizedPnl: string | null;
                            sellFee: string;
                            serviceFee: string;
                            /** @enum {string} */
                            session: "regular" | "pre_market" | "after_market";
                            shares: number;
                            simulated: boolean;
                            stampDuty: string;
                            /** @enum {string} */
                            status: "pending" | "holding" | "closing" | "closed" | "cancelled" | "locked";
                            symbol: string;
                            unrealizedPnl: string | null;
                            warningPrice: string | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    tradeClose: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: stored with the record the call creates, so a retry never applies twice */
                "idempotency-key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    limitPrice?: string;
                    /**
                     * @default market
                     * @enum {string}
                     */
                    orderType?: "market" | "limit";
                    positionId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            addedMargin: string;
                            /** @enum {string} */
                            businessType: "regular" | "day_trade" | "pre_market" | "after_market" | "ipo" | "block";
                            buyFee: string;
                            /** @enum {string|null} */
                            cancelReason: "customer" | "expired" | null;
                            closableFrom: string | null;
                            closedAt: string | null;
                            closeLimitPrice: string | null;
                            closeNotional: string | null;
                            /** @enum {string|null} */
                            closeOrderType: "market" | "limit" | null;
                            closePrice: string | null;
                            /** @enum {string|null} */
                            closeReason: "customer" | "maintenance" | "day_trade_end" | null;
                            closeRequestedAt: string | null;
                            dayTrade: boolean;
                            dayTradeCloseAt: string | null;
                            /** @enum {string} */
                            direction: "long" | "short";
                            expiresAt: string | null;
                            forcedClosePrice: string | null;
                            heldAmount: string;
                            id: number;
                            leverage: number;
                            limitPrice: string | null;
                            lockReason: string | null;
                            lossAbsorbed: string;
                            lots: number;
                            margin: string;
                            marginLevelPercent: string | null;
                            marginWarning: boolean;
                            marketValue: string | null;
                            markPrice: string | null;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            netPnl: string | null;
                            openedAt: string | null;
                            openNotional: string | null;
                            openPrice: string | null;
                            orderedAt: string;
                            orderNo: string;
                            /** @enum {string} */
                            orderType: "market" | "limit";
                            realizedPnl: string | null;
                            sellFee: string;
                            serviceFee: string;
                            /** @enum {string} */
                            session: "regular" | "pre_market" | "after_market";
                            shares: number;
                            simulated: boolean;
                            stampDuty: string;
                            /** @enum {string} */
                            status: "pending" | "holding" | "closing" | "closed" | "cancelled" | "locked";
                            symbol: string;
                            unrealizedPnl: string | null;
                            warningPrice: string | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    tradePlace: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: stored with the record the call creates, so a retry never applies twice */
                "idempotency-key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    dayTrade?: boolean;
                    /** @enum {string} */
                    direction: "long" | "short";
                    leverage: number;
                    limitPrice?: string;
                    lots: number;
                    /** @enum {string} */
                    orderType: "market" | "limit";
                    /**
                     * @default regular
                     * @enum {string}
                     */
                    session?: "regular" | "pre_market" | "after_market";
                    symbol: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            addedMargin: string;
                            /** @enum {string} */
                            businessType: "regular" | "day_trade" | "pre_market" | "after_market" | "ipo" | "block";
                            buyFee: string;
                            /** @enum {string|null} */
                            cancelReason: "customer" | "expired" | null;
                            closableFrom: string | null;
                            closedAt: string | null;
                            closeLimitPrice: string | null;
                            closeNotional: string | null;
                            /** @enum {string|null} */
                            closeOrderType: "market" | "limit" | null;
                            closePrice: string | null;
                            /** @enum {string|null} */
                            closeReason: "customer" | "maintenance" | "day_trade_end" | null;
                            closeRequestedAt: string | null;
                            dayTrade: boolean;
                            dayTradeCloseAt: string | null;
                            /** @enum {string} */
                            direction: "long" | "short";
                            expiresAt: string | null;
                            forcedClosePrice: string | null;
                            heldAmount: string;
                            id: number;
                            leverage: number;
                            limitPrice: string | null;
                            lockReason: string | null;
                            lossAbsorbed: string;
                            lots: number;
                            margin: string;
                            marginLevelPercent: string | null;
                            marginWarning: boolean;
                            marketValue: string | null;
                            markPrice: string | null;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            netPnl: string | null;
                            openedAt: string | null;
                            openNotional: string | null;
                            openPrice: string | null;
                            orderedAt: string;
                            orderNo: string;
                            /** @enum {string} */
                            orderType: "market" | "limit";
                            realizedPnl: string | null;
                            sellFee: string;
                            serviceFee: string;
                            /** @enum {string} */
                            session: "regular" | "pre_market" | "after_market";
                            shares: number;
                            simulated: boolean;
                            stampDuty: string;
                            /** @enum {string} */
                            status: "pending" | "holding" | "closing" | "closed" | "cancelled" | "locked";
                            symbol: string;
                            unrealizedPnl: string | null;
                            warningPrice: string | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    tradePosition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    positionId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            addedMargin: string;
                            /** @enum {string} */
                            businessType: "regular" | "day_trade" | "pre_market" | "after_market" | "ipo" | "block";
                            buyFee: string;
                            /** @enum {string|null} */
                            cancelReason: "customer" | "expired" | null;
                            closableFrom: string | null;
                            closedAt: string | null;
                            closeLimitPrice: string | null;
                            closeNotional: string | null;
                            /** @enum {string|null} */
                            closeOrderType: "market" | "limit" | null;
                            closePrice: string | null;
                            /** @enum {string|null} */
                            closeReason: "customer" | "maintenance" | "day_trade_end" | null;
                            closeRequestedAt: string | null;
                            dayTrade: boolean;
                            dayTradeCloseAt: string | null;
                            /** @enum {string} */
                            direction: "long" | "short";
                            entries: {
                                createdAt: string;
                                entryId: number;
                                legs: {
                                    amount: string;
                                    purpose: string;
                                }[];
                                type: string;
                            }[];
                            expiresAt: string | null;
                            fills: {
                                at: string;
                                /** @enum {string} */
                                basis: "book" | "limit" | "opening_price" | "closing_price";
                                beyondBook: boolean;
                                bookLevel: number | null;
                                /** @enum {string} */
                                leg: "open" | "close";
                                price: string;
                                quotePrice: string;
                                quoteSeq: number;
                                quoteTime: string;
                                shares: number;
                            }[];
                            forcedClosePrice: string | null;
                            heldAmount: string;
                            id: number;
                            leverage: number;
                            limitPrice: string | null;
                            lockReason: string | null;
                            lossAbsorbed: string;
                            lots: number;
                            margin: string;
                            marginLevelPercent: string | null;
                            marginWarning: boolean;
                            marketValue: string | null;
                            markPrice: string | null;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            netPnl: string | null;
                            openedAt: string | null;
                            openNotional: string | null;
                            openPrice: string | null;
                            orderedAt: string;
                            orderNo: string;
                            /** @enum {string} */
                            orderType: "market" | "limit";
                            realizedPnl: string | null;
                            sellFee: string;
                            serviceFee: string;
                            /** @enum {string} */
                            session: "regular" | "pre_market" | "after_market";
                            shares: number;
                            simulated: boolean;
                            stampDuty: string;
                            /** @enum {string} */
                            status: "pending" | "holding" | "closing" | "closed" | "cancelled" | "locked";
                            symbol: string;
                            unrealizedPnl: string | null;
                            warningPrice: string | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    tradePositions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cursor?: number | null;
                    dayTrade?: boolean;
                    /** @default 20 */
                    limit?: number;
                    /**
                     * @default open
                     * @enum {string}
                     */
                    tab?: "open" | "closed";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                addedMargin: string;
                                /** @enum {string} */
                                businessType: "regular" | "day_trade" | "pre_market" | "after_market" | "ipo" | "block";
                                buyFee: string;
                                /** @enum {string|null} */
                                cancelReason: "customer" | "expired" | null;
                                closableFrom: string | null;
                                closedAt: string | null;
                                closeLimitPrice: string | null;
                                closeNotional: string | null;
                                /** @enum {string|null} */
                                closeOrderType: "market" | "limit" | null;
                                closePrice: string | null;
                                /** @enum {string|null} */
                                closeReason: "customer" | "maintenance" | "day_trade_end" | null;
                                closeRequestedAt: string | null;
                                dayTrade: boolean;
                                dayTradeCloseAt: string | null;
                                /** @enum {string} */
                                direction: "long" | "short";
                                expiresAt: string | null;
                                forcedClosePrice: string | null;
                                heldAmount: string;
                                id: number;
                                leverage: number;
                                limitPrice: string | null;
                                lockReason: string | null;
                                lossAbsorbed: string;
                                lots: number;
                                margin: string;
                                marginLevelPercent: string | null;
                                marginWarning: boolean;
                                marketValue: string | null;
                                markPrice: string | null;
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                netPnl: string | null;
                                openedAt: string | null;
                                openNotional: string | null;
                                openPrice: string | null;
                                orderedAt: string;
                                orderNo: string;
                                /** @enum {string} */
                                orderType: "market" | "limit";
                                realizedPnl: string | null;
                                sellFee: string;
                                serviceFee: string;
                                /** @enum {string} */
                                session: "regular" | "pre_market" | "after_market";
                                shares: number;
                                simulated: boolean;
                                stampDuty: string;
                                /** @enum {string} */
                                status: "pending" | "holding" | "closing" | "closed" | "cancelled" | "locked";
                                symbol: string;
                                unrealizedPnl: string | null;
                                warningPrice: string | null;
                            }[];
                            nextCursor: number | null;
                            summary: {
                                heldTotal: string;
                                marginTotal: string;
                                marginWarningCount: number;
                                marketValue: string;
                                openCount: number;
                                pendingCount: number;
                                realizedPnlNet: string;
                                unrealizedPnl: string;
                            };
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    tradeSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            heldTotal: string;
                            marginTotal: string;
                            marginWarningCount: number;
                            marketValue: string;
                            openCount: number;
                            pendingCount: number;
                            realizedPnlNet: string;
                            unrealizedPnl: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    tradeTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    symbol: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            availableFunds: string;
                            book: {
                                asks: {
                                    price: string;
                                    size: number;
                                }[];
                                bids: {
                                    price: string;
                                    size: number;
                                }[];
                            };
                            /** @enum {string} */
                            dayTrading: "none" | "pending" | "approved" | "rejected";
                            lendingAvailableShares: number;
                            leverageChoices: number[];
                            lotShares: number;
                            maintenanceLevelPercent: string;
                            market: {
                                calendarLabel: string;
                                demoSession: boolean;
                                nextOpen: string;
                                /** @enum {string} */
                                sessionState: "pre_open" | "morning" | "lunch_break" | "afternoon" | "closed" | "continuous";
                                simulated: boolean;
                                sourceLabel: string;
                                time: string;
                            };
                            maxLotsPerOrder: number;
                            quote: {
                                change: string | null;
                                changePercent: string | null;
                                high: string | null;
                                limitDown: string;
                                limitUp: string;
                                low: string | null;
                                names: {
                                    en: string;
                                    ja: string;
                                    "zh-TW": string;
                                };
                                open: string | null;
                                prevClose: string | null;
                                price: string;
                                sector: string;
                                seq: number;
                                /** @enum {string} */
                                sessionState: "pre_open" | "morning" | "lunch_break" | "afternoon" | "closed" | "continuous";
                                simulated: boolean;
                                /** @enum {string} */
                                source: "simulated" | "replay";
                                symbol: string;
                                time: string;
                                turnover: string;
                                volume: number;
                            };
                            rates: {
                                buyFeeRate: string;
                                sellFeeRate: string;
                                serviceFeeRate: string;
                                stampDutyRate: string;
                            };
                            restriction: {
                                kind: string;
                                reason: {
                                    /** @enum {string|null} */
                                    locale: "ja" | "zh-TW" | "en" | null;
                                    text: string;
                                };
                            } | null;
                            sellAfterMinutes: number;
                            sellAfterTradingDays: number;
                            sessions: {
                                closesAt: string | null;
                                openNow: boolean;
                                opensAt: string | null;
                                orderTypes: ("market" | "limit")[];
                                /** @enum {string} */
                                session: "regular" | "pre_market" | "after_market";
                            }[];
                            tickSize: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description JPEG, PNG or WebP, at most 8 MB
                     */
                    file: string;
                    /** @enum {string} */
                    purpose: "id_front" | "id_back" | "deposit_proof" | "support_image";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            contentType: "image/jpeg" | "image/png" | "image/webp";
                            sizeBytes: number;
                            uploadId: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    userActivity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cursor?: string | null;
                    /** @default 20 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                /** @enum {string} */
                                action: "kyc.approve" | "kyc.reject" | "kyc.view_image" | "deposit.approve_first" | "deposit.approve" | "deposit.reject" | "deposit.view_proof" | "withdrawal.approve_first" | "withdrawal.approve" | "withdrawal.reject" | "customer.restrict" | "customer.lift_restriction" | "trading.lock_position" | "trading.unlock_position" | "trading.approve_day_trading" | "trading.reject_day_trading" | "loan.approve_first" | "loan.approve" | "loan.reject" | "copy.approve_leader" | "copy.reject_leader" | "support.assign" | "support.reply" | "support.close";
                                createdAt: string;
                                detail: {
                                    amount: string | null;
                                    /** @enum {string|null} */
                                    currency: "JPY" | "CNY" | "TWD" | "HKD" | "USD" | "MYR" | "THB" | "VND" | "KRW" | "INR" | null;
                                    fromStatus: string | null;
                                    /** @enum {string|null} */
                                    restriction: "frozen" | "login_banned" | "disabled" | "withdraw_barred" | "trade_barred" | null;
                                    /** @enum {string|null} */
                                    side: "front" | "back" | null;
                                    toStatus: string | null;
                                };
                                id: number;
                                operatorReason: string | null;
                                /** @enum {string|null} */
                                reasonKey: "kyc_image_viewed" | "kyc_approved" | "deposit_proof_viewed" | "ledger_check_run" | "first_approval_above_threshold" | "deposit_credited" | "deposit_credited_second" | "withdrawal_paid" | "withdrawal_paid_second" | "demo_channel" | "loan_approved" | "loan_approved_second" | "support_assigned" | "support_replied" | "support_closed" | null;
                                reasonParams: {
                                    [key: string]: string;
                                } | null;
                                /** @enum {string} */
                                role: "support" | "compliance" | "finance" | "admin";
                            }[];
                            nextCursor: string | null;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    userChangeLoginPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmPassword: string;
                    newPassword: string;
                    oldPassword: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        data: null;
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    userInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            assets: {
                                availableFunds: string;
                                /** @enum {string} */
                                currency: "JPY";
                                foreignFunds: string;
                                frozenFunds: string;
                                ipoAllotments: string;
                                loanBalance: string;
                                marginInUse: string;
                                profit: string;
                                totalAssets: string;
                                unrealizedPnl: string;
                                usdAmount: string;
                            };
                            fundPasswordSet: boolean;
                            invitationCode: string;
                            phone: string;
                            registeredAt: string;
                            restrictions: ("frozen" | "login_banned" | "disabled" | "withdraw_barred" | "trade_barred")[];
                            /** @enum {string} */
                            verificationStatus: "unverified" | "pending" | "verified" | "rejected";
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    userLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            expiresAt: string;
                            token: string;
                        } | {
                            challenge: string;
                            expiresAt: string;
                            /** @enum {string} */
                            secondFactor: "second_factor_required";
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    userLoginSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            expiresAt: string;
                            token: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    userLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        data: null;
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    userOptionallist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    exchange?: string;
                    /** @enum {string} */
                    type: "jpy";
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            symbol: string;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    userRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account: string;
                    confirmPassword: string;
                    invitationCode: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account: string;
                            expiresAt: string;
                            invitationCode: string;
                            token: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    userSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            current: boolean;
                            expiresAt: string;
                            id: number;
                            ipAddress: string | null;
                            userAgent: string | null;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    userSessionsSignOutOthers: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revoked: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    userSetFundPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmFundPassword: string;
                    loginPassword?: string;
                    newFundPassword: string;
                    oldFundPassword?: string;
                    twoFactorCode?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        data: null;
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    userTrustedDevices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            createdAt: string;
                            id: number;
                            lastUsedAt: string;
                            secondFactorAt: string | null;
                            userAgent: string | null;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    userTrustedDevicesRevoke: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceId: number;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        data: null;
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    userTwoFactorConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            recoveryCodes: string[];
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    userTwoFactorRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            recoveryCodes: string[];
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    userTwoFactorStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            otpauthUri: string;
                            secret: string;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    userTwoFactorStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enabledAt: string | null;
                            on: boolean;
                            recoveryCodesLeft: number;
                        };
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    userTwoFactorTurnOff: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    loginPassword: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        data: null;
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    watchlistAdd: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    symbol: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        data: null;
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    watchlistList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            change: string | null;
                            changePercent: string | null;
                            high: string | null;
                            limitDown: string;
                            limitUp: string;
                            low: string | null;
                            names: {
                                en: string;
                                ja: string;
                                "zh-TW": string;
                            };
                            open: string | null;
                            prevClose: string | null;
                            price: string;
                            sector: string;
                            seq: number;
                            /** @enum {string} */
                            sessionState: "pre_open" | "morning" | "lunch_break" | "afternoon" | "closed" | "continuous";
                            simulated: boolean;
                            /** @enum {string} */
                            source: "simulated" | "replay";
                            symbol: string;
                            time: string;
                            turnover: string;
                            volume: number;
                        }[];
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
    watchlistRemove: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-generated key per action: a retry with the same key answers the first answer */
                "idempotency-key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    symbol: string;
                };
            };
        };
        responses: {
            /** @description The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        data: null;
                        msg: string;
                        /** @enum {number} */
                        status: 1;
                    } | components["schemas"]["Refusal"];
                };
            };
            400: components["responses"]["Status400"];
            401: components["responses"]["Status401"];
            413: components["responses"]["Status413"];
            429: components["responses"]["Status429"];
            500: components["responses"]["Status500"];
            503: components["responses"]["Status503"];
        };
    };
}
