/** What the notifications feature offers the other features: they import it from here, never its files (issue 30). */
export { storeNotification } from './deliver';
export { notifySchoolStudents } from './notification-send.service';
export { bellNotifications, listNotifications } from './notifications.service';
