/** What other modules may use of two-factor sign-in (docs/two-factor.md). */
export {
  challengeBindingOf,
  secondFactorThrottleKey,
  twoFactorService,
  type TwoFactorService,
} from './service';
export { registerTwoFactorRoutes } from './routes';
