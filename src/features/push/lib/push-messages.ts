/** The messages between the service worker and the app's windows about pushes (decision 0293). */
export const PUSH_MESSAGES = {
  /** Worker -> windows: a push arrived; refetch the notifications (and the badge's count). */
  received: 'push-received',
  /** Worker -> window: show this screen (a click on a notification). */
  navigate: 'push-navigate',
  /** Window -> worker: act as a click on the notification of this tag. */
  open: 'push-open',
} as const;
