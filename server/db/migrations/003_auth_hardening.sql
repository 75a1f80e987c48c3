-- 003_auth_hardening: refresh-token families as rows (locked during rotation), the access token a
-- refresh token was issued with (change-profile finds its session), indexes for housekeeping.

-- One row per login session. Rotation locks it (SELECT … FOR UPDATE), so two presentations of one
-- refresh token are decided one after the other; reuse and logout set revoked_at, which also ends
-- a token a concurrent rotation has just issued (RFC 9700 §4.14.2).
CREATE TABLE refresh_families (
  id             uuid PRIMARY KEY,
  user_id        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL,
  -- Absolute expiry of the session (issue 2 §4: 30 days; rotation never extends it).
  expires_at     timestamptz NOT NULL,
  revoked_at     timestamptz,
  revoked_reason text CHECK (revoked_reason IN ('logout', 'reuse', 'profile_change'))
);
CREATE INDEX refresh_families_user ON refresh_families (user_id);
CREATE INDEX refresh_families_expires ON refresh_families (expires_at);

INSERT INTO refresh_families (id, user_id, created_at, expires_at, revoked_at, revoked_reason)
SELECT family_id, min(user_id), min(created_at), max(expires_at),
       CASE WHEN bool_and(revoked_at IS NOT NULL) THEN max(revoked_at) END,
       CASE WHEN bool_and(revoked_at IS NOT NULL) THEN 'logout' END
  FROM refresh_tokens GROUP BY family_id;

ALTER TABLE refresh_tokens
  ADD CONSTRAINT refresh_tokens_family_fk FOREIGN KEY (family_id) REFERENCES refresh_families (id) ON DELETE CASCADE;

-- SHA-256 of the access token issued together with this refresh token: POST
-- /v1/me/change-profile/{id} presents only the access token, and the contract allows no session
-- claim in it, so this is how the session (family) is found.
ALTER TABLE refresh_tokens ADD COLUMN access_token_hash text;
CREATE INDEX refresh_tokens_access_token ON refresh_tokens (access_token_hash);
CREATE INDEX refresh_tokens_expires ON refresh_tokens (expires_at);

-- Housekeeping deletes expired rows by these columns.
CREATE INDEX rate_limit_counters_reset ON rate_limit_counters (reset_at);
CREATE INDEX email_passcodes_expires ON email_passcodes (expires_at);
