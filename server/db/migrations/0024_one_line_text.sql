-- Custom (issue 50): names, address fields and the shop's one-line settings refuse line
-- breaks, control characters and bidirectional controls from now on (rules/patterns.ts
-- NOT_ONE_LINE); this cleans what was stored before, the same way rules/patterns.ts
-- asOneLine makes a value one line in a mail: each bidirectional control (U+061C, U+200E,
-- U+200F, U+202A-U+202E, U+2066-U+2069) is removed, each run of control characters
-- (C0, DEL, C1) and line or paragraph separators (U+2028, U+2029) becomes one space, and a
-- value so changed loses the spaces at its ends. Only rows holding such a character change.
-- A page's text (about, terms, privacy) is HTML of many lines and is left as it is.
CREATE FUNCTION statefront_one_line(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(
    regexp_replace(value, '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g'),
    '[\u0001-\u001F\u007F-\u009F\u2028\u2029]+', ' ', 'g'), ' ')
$$;
--> statement-breakpoint
CREATE FUNCTION statefront_not_one_line(value text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT value ~ '[\u0001-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]'
$$;
--> statement-breakpoint
-- A flat JSON object (an order's address, a group of settings) with each string value made one line.
CREATE FUNCTION statefront_one_line_object(value jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, CASE WHEN jsonb_typeof(field) = 'string'
    THEN to_jsonb(statefront_one_line(field #>> '{}')) ELSE field END), '{}'::jsonb)
  FROM jsonb_each(value) AS fields(key, field)
$$;
--> statement-breakpoint
CREATE FUNCTION statefront_object_not_one_line(value jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_typeof(value) = 'object'
    AND EXISTS (SELECT 1 FROM jsonb_each_text(value) AS fields(key, field) WHERE statefront_not_one_line(field))
$$;
--> statement-breakpoint
UPDATE users SET first_name = statefront_one_line(first_name), last_name = statefront_one_line(last_name)
  WHERE statefront_not_one_line(first_name) OR statefront_not_one_line(last_name);
--> statement-breakpoint
UPDATE addresses SET
    house_no = statefront_one_line(house_no), app_name = statefront_one_line(app_name),
    landmark = statefront_one_line(landmark), country = statefront_one_line(country),
    state = statefront_one_line(state), city = statefront_one_line(city), pincode = statefront_one_line(pincode)
  WHERE statefront_not_one_line(house_no || app_name || landmark || country || state || city || pincode);
--> statement-breakpoint
-- A review shows the account's first name as it was when written.
UPDATE reviews SET name = statefront_one_line(name) WHERE statefront_not_one_line(name);
--> statement-breakpoint
-- The address an order keeps, shown on its page, its invoice and its mails.
UPDATE orders SET address = statefront_one_line_object(address) WHERE statefront_object_not_one_line(address);
--> statement-breakpoint
UPDATE site_content SET value = statefront_one_line_object(value)
  WHERE key IN ('company_details', 'site_settings', 'contact_details', 'social_links', 'meta_data')
    AND statefront_object_not_one_line(value);
--> statement-breakpoint
UPDATE banners SET image = statefront_one_line(image), title = statefront_one_line(title), link = statefront_one_line(link)
  WHERE statefront_not_one_line(image || title || link);
--> statement-breakpoint
DROP FUNCTION statefront_object_not_one_line(jsonb);
--> statement-breakpoint
DROP FUNCTION statefront_one_line_object(jsonb);
--> statement-breakpoint
DROP FUNCTION statefront_not_one_line(text);
--> statement-breakpoint
DROP FUNCTION statefront_one_line(text);
