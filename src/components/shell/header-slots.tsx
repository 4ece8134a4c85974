/**
 * Places kept in the top bar for issues that fill them later, so they do not have to rework the header:
 *
 * - `HeaderCartSlot`: the cart icon with its item count, opening the mini-cart slide-over (shop issue). It sits
 *   left of the notifications and must stay a 44 px square so the phone's top bar keeps one row at 320 px.
 * - `HeaderNotificationsSlot`: the notifications bell with its unread badge and dropdown (notifications issue).
 *
 * Both render nothing until then.
 */
export function HeaderCartSlot() {
  return null;
}

export function HeaderNotificationsSlot() {
  return null;
}
