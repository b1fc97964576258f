import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { Alert, Button, Modal, Typography } from 'antd';
import { SUBSCRIPTION_DIALOG_WIDTH, SubscriptionMessages, type Subscription, type SubscriptionSave } from '@portal/shared-contracts';
import { fromFormik } from '@portal/shared-contracts/sdk';
import {
  initialSubscriptionValues,
  subscriptionFormErrors,
  subscriptionSchema,
  subscriptionToSave,
  type SubscriptionFormValues,
} from './subscription-form';
import { canUnsubscribe } from './subscription-summary';
import { SubscriptionFields, type SubscriptionFieldBindings } from './SubscriptionFields';

export const SubscriptionDialogTexts = {
  title: (name: string) => `Manage Subscription: ${name}`,
  save: 'Save',
} as const;

interface SubscriptionDialogProps {
  subscription: Subscription;
  open: boolean;
  /** Closes the dialog; it stays mounted until `afterClose`, so the keyboard returns to the button that opened it. */
  onClose(): void;
  afterClose(): void;
  /** Resolves true once the server saved it. */
  onSave(body: SubscriptionSave): Promise<boolean>;
  /** Asks first; resolves true once the server ended the subscription. */
  onUnsubscribe(subscription: Subscription): Promise<boolean>;
}

/**
 * Spec 2's 900 px subscription dialog for one notification type. Save is disabled while the form
 * breaks a rule of spec 5, and the rule's message stands under its field from the start, so the
 * user sees why. Save subscribes; Unsubscribe is offered while subscribed to a type not required.
 */
export function SubscriptionDialog({ subscription, open, onClose, afterClose, onSave, onUnsubscribe }: SubscriptionDialogProps) {
  const [initialValues] = useState(() => initialSubscriptionValues(subscription));
  const [initialErrors] = useState(() => subscriptionFormErrors(subscription, initialValues));
  const validationSchema = useMemo(() => subscriptionSchema(subscription), [subscription]);
  const [unsubscribing, setUnsubscribing] = useState(false);
  const form = useFormik<SubscriptionFormValues>({
    initialValues,
    initialErrors,
    validationSchema,
    onSubmit: async (values) => {
      if (await onSave(subscriptionToSave(subscription, values))) onClose();
    },
  });
  // Messages show without waiting for a touch: they are why Save is disabled.
  const bind = <Name extends keyof SubscriptionFormValues>(name: Name) =>
    fromFormik<SubscriptionFormValues[Name]>(
      form.getFieldProps(name),
      { ...form.getFieldMeta(name), touched: true },
      form.getFieldHelpers(name),
    );
  const fields: SubscriptionFieldBindings = {
    isEmail: bind('isEmail'),
    isInApp: bind('isInApp'),
    frequency: bind('frequency'),
    subscribedLeaIds: bind('subscribedLeaIds'),
  };
  const busy = form.isSubmitting || unsubscribing;

  const leave = async () => {
    setUnsubscribing(true);
    const done = await onUnsubscribe(subscription);
    setUnsubscribing(false);
    if (done) onClose();
  };

  return (
    <Modal
      open={open}
      title={SubscriptionDialogTexts.title(subscription.name)}
      width={SUBSCRIPTION_DIALOG_WIDTH}
      onCancel={onClose}
      afterClose={afterClose}
      footer={
        <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 }}>
          {canUnsubscribe(subscription) ? (
            <Button danger style={{ marginInlineEnd: 'auto' }} disabled={busy} loading={unsubscribing} onClick={() => void leave()}>
              {SubscriptionMessages.unsubscribe}
            </Button>
          ) : null}
          <Button onClick={onClose}>{SubscriptionMessages.cancel}</Button>
          <Button type="primary" disabled={!form.isValid || busy} loading={form.isSubmitting} onClick={() => void form.submitForm()}>
            {SubscriptionDialogTexts.save}
          </Button>
        </div>
      }
    >
      {subscription.description ? <Typography.Paragraph>{subscription.description}</Typography.Paragraph> : null}
      {subscription.isEventNotificationTypeRequired ? (
        <Alert type="info" showIcon title={SubscriptionMessages.required} style={{ marginBottom: 16 }} />
      ) : null}
      <SubscriptionFields subscription={subscription} fields={fields} />
    </Modal>
  );
}
