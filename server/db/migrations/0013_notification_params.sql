-- Notification texts in the reader's language (decision 0190): the app renders each server event from its key and
-- the parameters in `meta`, and falls back to the stored English title and text. Rows written before the events
-- carried every parameter get them here from the objects they name, so they are translated too; a row whose
-- object is gone keeps only what it had (the app then shows a shorter translated text, or the stored one).
UPDATE notifications n SET meta = n.meta || jsonb_build_object('ticket_title', t.title)
  FROM support_tickets t
 WHERE n.event = 'support.replied' AND NOT (n.meta ? 'ticket_title') AND t.uuid::text = n.meta->>'ticket_uuid';

UPDATE notifications n SET meta = n.meta || jsonb_build_object('number', o.number)
  FROM orders o
 WHERE n.event = 'order.status_changed' AND NOT (n.meta ? 'number') AND o.uuid::text = n.meta->>'order_uuid';

UPDATE notifications n
   SET meta = n.meta || jsonb_build_object('address', concat_ws(', ', nullif(p.street_name, ''), nullif(p.city, '')))
  FROM projects p
 WHERE n.event = 'project.status_changed' AND NOT (n.meta ? 'address') AND p.uuid::text = n.meta->>'project_uuid';

UPDATE notifications n SET meta = n.meta || jsonb_build_object('certificate_name', c.name)
  FROM company_certificates cc JOIN certificates c ON c.id = cc.certificate_id
 WHERE n.event = 'certificate.awarded' AND NOT (n.meta ? 'certificate_name')
   AND cc.uuid::text = n.meta->>'certificate_uuid';

UPDATE notifications n SET meta = n.meta || jsonb_build_object('points', t.points)
  FROM card_top_ups t
 WHERE n.event = 'card.top_up_settled' AND NOT (n.meta ? 'points') AND t.uuid::text = n.meta->>'top_up_uuid';
