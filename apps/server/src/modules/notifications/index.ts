/** The notifications inbox and the notices behind live customer events (ADR 0039). */
export { registerNotificationsRoutes } from './routes';
export { notificationsService } from './service';
export {
  announceNotices,
  recordNotice,
  transactionWithNotices,
  type NoticeCollector,
  type PendingNotice,
} from './notices';
