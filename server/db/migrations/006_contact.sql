-- 006_contact: the contact form block of a reseller (issue 8, openapi getContactForm and
-- submitContactForm), the messages sent through it, and the page errors the web app reports
-- (openapi trackPageError, SPEC §8's unhandled-error fallback).

-- One form per reseller; a reseller without one uses member's (SPEC §1 fallback, as menus do).
-- contact_email is where submitted messages are mailed; it is never handed to the browser.
CREATE TABLE contact_forms (
  reseller_slug  text PRIMARY KEY REFERENCES resellers (slug) ON DELETE CASCADE,
  title          text NOT NULL CHECK (title <> ''),
  description    text,
  subjects       text[] NOT NULL DEFAULT '{}',
  contact_email  text NOT NULL CHECK (contact_email LIKE '%_@_%')
);

-- Every message sent, kept as well as mailed (so a lost mail can be traced). Sizes follow the
-- contract's ContactFormRequest bounds.
CREATE TABLE contact_messages (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reseller_slug  text NOT NULL REFERENCES resellers (slug) ON DELETE CASCADE,
  recipient      text NOT NULL,
  name           text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  email          text NOT NULL CHECK (char_length(email) <= 254),
  subject        text CHECK (char_length(subject) <= 200),
  message        text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 5000),
  -- The sender's account when a token came along; no foreign key, a token may outlive its account.
  user_id        integer,
  created_at     timestamptz NOT NULL DEFAULT now()
);

-- Page errors of the web app; sizes follow the contract's PageErrorEvent bounds.
CREATE TABLE page_errors (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  path         text NOT NULL CHECK (char_length(path) <= 2000),
  message      text NOT NULL CHECK (char_length(message) <= 2000),
  stack        text CHECK (char_length(stack) <= 20000),
  status_code  integer CHECK (status_code BETWEEN 100 AND 599),
  user_id      integer,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX page_errors_created_at ON page_errors (created_at);
