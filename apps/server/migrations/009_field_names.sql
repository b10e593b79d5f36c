-- Name the columns of a form field by what they hold: the list a select draws its items from and
-- the form a lookup points at. The API keeps the spec's wire names (item_link, form_lookup_name);
-- the presenters map them.
ALTER TABLE form_fields RENAME COLUMN item_link TO list_id;
ALTER TABLE form_fields RENAME COLUMN form_lookup_name TO lookup_form_id;
ALTER TABLE form_fields RENAME CONSTRAINT form_fields_tenant_id_item_link_fkey
  TO form_fields_tenant_id_list_id_fkey;
ALTER TABLE form_fields RENAME CONSTRAINT form_fields_tenant_id_form_lookup_name_fkey
  TO form_fields_tenant_id_lookup_form_id_fkey;
