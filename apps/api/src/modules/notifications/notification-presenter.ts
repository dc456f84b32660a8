// The one place notification and settings rows become the contracts' shapes: no account ids,
// no email bookkeeping.
import type { Notification, NotificationSettings } from '@scout/domain';
import type { NotificationRecord, NotificationSettingsRecord } from '../../db/schema/index.ts';
import type { SettingsValues } from './notifications.repository.ts';

export function presentNotification(row: NotificationRecord): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentSettings(row: NotificationSettingsRecord): NotificationSettings {
  return {
    messages: { email: row.messagesEmail },
    toursAndApplications: { email: row.toursAndApplicationsEmail },
    newDogAlerts: { mode: row.alertMode, threshold: row.alertThreshold },
  };
}

export function settingsValues(settings: NotificationSettings): SettingsValues {
  return {
    messagesEmail: settings.messages.email,
    toursAndApplicationsEmail: settings.toursAndApplications.email,
    alertMode: settings.newDogAlerts.mode,
    alertThreshold: settings.newDogAlerts.threshold,
  };
}
