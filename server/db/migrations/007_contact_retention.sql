-- 007_contact_retention: housekeeping deletes contact messages past their retention by created_at
-- (server/db/housekeeping.ts); page_errors has its index from 006.
CREATE INDEX contact_messages_created_at ON contact_messages (created_at);
