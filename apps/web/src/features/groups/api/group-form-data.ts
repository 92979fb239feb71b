/** What the group form submits, already validated. */
export interface GroupSubmission {
  name: string;
  description: string;
  external_link: string | null;
  group_type_id: number | null;
  private: boolean;
  can_organizers_edit: boolean;
  group_admin_ids: number[];
  office_ids: number[];
  /** A new cover image; null keeps the current one. */
  cover_image: File | null;
  /** True removes the saved cover (edit only). */
  cover_image_removed: boolean;
  /** Create only: our id of the synced Slack channel whose members the group follows (ADR 33). */
  slack_channel_id?: number;
}

/**
 * The multipart body of POST and PUT /api/groups: scalar fields as group[...], the id lists as JSON arrays,
 * the file as cover_image (docs/api-admin.md "Groups").
 */
export function groupFormData(submission: GroupSubmission): FormData {
  const data = new FormData();
  data.set('group[name]', submission.name);
  data.set('group[description]', submission.description);
  data.set('group[external_link]', submission.external_link ?? '');
  data.set('group[group_type_id]', submission.group_type_id === null ? '' : String(submission.group_type_id));
  data.set('group[private]', String(submission.private));
  data.set('group[can_organizers_edit]', String(submission.can_organizers_edit));
  data.set('group_admin_ids', JSON.stringify(submission.group_admin_ids));
  data.set('office_ids', JSON.stringify(submission.office_ids));
  if (submission.slack_channel_id !== undefined) {
    data.set('group[slack_channel_id]', String(submission.slack_channel_id));
  }
  if (submission.cover_image) data.set('cover_image', submission.cover_image);
  else if (submission.cover_image_removed) data.set('cover_image_removed', 'true');
  return data;
}
