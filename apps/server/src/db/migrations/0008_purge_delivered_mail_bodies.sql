-- Mail delivered (or given up) before bodies were purged at delivery still holds reset links, codes and RSVP tokens.
UPDATE "mail_outbox" SET "html" = '', "text" = '', "attachments" = NULL WHERE "status" IN ('sent', 'failed');
