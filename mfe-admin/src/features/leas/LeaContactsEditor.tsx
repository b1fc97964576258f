import type { FormikProps } from 'formik';
import { Button, Card, Col, Row, Typography } from 'antd';
import { fromFormik, TextField } from '@portal/shared-contracts/sdk';
import { emptyContact, type LeaContactFormValues, type LeaFormValues } from './lea-form';
import { LeaTexts } from './lea-texts';

type ContactField = keyof Omit<LeaContactFormValues, 'id'>;

/** The LEA's contacts: name, title, e-mail and phone of each, added and removed in place; saved with the LEA. */
export function LeaContactsEditor({ form }: { form: FormikProps<LeaFormValues> }) {
  const contacts = form.values.leaContacts;
  const field = (index: number, name: ContactField, required = false) => {
    const path = `leaContacts.${index}.${name}`;
    return (
      <TextField
        label={LeaTexts.contactFields[name]}
        required={required}
        {...fromFormik<string>(form.getFieldProps(path), form.getFieldMeta(path), form.getFieldHelpers(path))}
      />
    );
  };
  const remove = (index: number) => {
    // The touched marks of the contacts below move up with them; their errors are worked out again.
    const touched = form.touched.leaContacts;
    if (Array.isArray(touched)) void form.setTouched({ ...form.touched, leaContacts: touched.filter((_, i) => i !== index) }, false);
    void form.setFieldValue(
      'leaContacts',
      contacts.filter((_, i) => i !== index),
    );
  };

  return (
    <section aria-label={LeaTexts.contacts}>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {LeaTexts.contacts}
      </Typography.Title>
      {contacts.length === 0 ? <Typography.Paragraph type="secondary">{LeaTexts.noContacts}</Typography.Paragraph> : null}
      {contacts.map((contact, index) => (
        <Card
          key={contact.id ?? `new-${index}`}
          size="small"
          title={LeaTexts.contact(index + 1)}
          extra={
            <Button size="small" onClick={() => remove(index)}>
              {LeaTexts.removeContact(index + 1)}
            </Button>
          }
          style={{ marginBottom: 12 }}
        >
          <Row gutter={16}>
            <Col xs={24} md={12}>
              {field(index, 'name', true)}
            </Col>
            <Col xs={24} md={12}>
              {field(index, 'title')}
            </Col>
            <Col xs={24} md={12}>
              {field(index, 'email')}
            </Col>
            <Col xs={24} md={12}>
              {field(index, 'phone')}
            </Col>
          </Row>
        </Card>
      ))}
      <Button onClick={() => void form.setFieldValue('leaContacts', [...contacts, emptyContact()])}>{LeaTexts.addContact}</Button>
    </section>
  );
}
