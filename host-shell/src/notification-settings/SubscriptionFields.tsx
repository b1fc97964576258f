import { useId, type ReactNode } from 'react';
import { Checkbox, Form, Radio } from 'antd';
import { frequencyLabel, type Subscription } from '@portal/shared-contracts';
import type { FieldControlProps } from '@portal/shared-contracts/sdk';
import { frequencyChoices, needsLea, showsFrequency, type SubscriptionFormValues } from './subscription-form';
import { SubscriptionTexts } from './subscription-summary';
import { SubscriptionLeaPicker } from './SubscriptionLeaPicker';

export const SubscriptionFieldTexts = { channels: 'Notify me by', frequency: 'Frequency' } as const;

/** A field of the form, bound through the SDK's fromFormik. */
export type BoundField<Value> = Pick<FieldControlProps<Value>, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

export type SubscriptionFieldBindings = { [Name in keyof SubscriptionFormValues]: BoundField<SubscriptionFormValues[Name]> };

// A click changes a value without a blur: formik would validate the blur against the values before the
// change, and that late answer could overwrite the change's own.

/** A labelled group of controls (checkboxes, radios) with its message below, both read out with the group. */
function FieldGroup({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: (aria: { 'aria-labelledby': string; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Form.Item
      label={<span id={`${id}-label`}>{label}</span>}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={errorId}>{error}</span> : undefined}
    >
      {children({ 'aria-labelledby': `${id}-label`, 'aria-describedby': error ? errorId : undefined })}
    </Form.Item>
  );
}

interface SubscriptionFieldsProps {
  subscription: Subscription;
  fields: SubscriptionFieldBindings;
}

/**
 * The dialog's fields (spec 5): the channels the type supports; the frequency, Immediately or
 * Daily as far as the type supports them, unless it is date-specific; the LEAs when the type has
 * them. A required type keeps its e-mail and its LEAs.
 */
export function SubscriptionFields({ subscription, fields }: SubscriptionFieldsProps) {
  const required = subscription.isEventNotificationTypeRequired;
  const { isEmail, isInApp, frequency, subscribedLeaIds } = fields;
  const choices = frequencyChoices(subscription);
  return (
    <Form layout="vertical" component={false}>
      <FieldGroup label={SubscriptionFieldTexts.channels} error={isEmail.error}>
        {(aria) => (
          <div role="group" {...aria} style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
            {subscription.isSupportsEmail ? (
              <Checkbox
                name={isEmail.name}
                checked={isEmail.value}
                disabled={required}
                onChange={(event) => isEmail.onChange(event.target.checked)}
              >
                {SubscriptionTexts.email}
              </Checkbox>
            ) : null}
            {subscription.isSupportsInApp ? (
              <Checkbox name={isInApp.name} checked={isInApp.value} onChange={(event) => isInApp.onChange(event.target.checked)}>
                {SubscriptionTexts.inApp}
              </Checkbox>
            ) : null}
          </div>
        )}
      </FieldGroup>
      {showsFrequency(subscription) ? (
        <FieldGroup label={SubscriptionFieldTexts.frequency} error={frequency.error}>
          {(aria) => (
            <Radio.Group
              {...aria}
              name={frequency.name}
              value={frequency.value}
              options={choices.map((choice) => ({ value: choice, label: frequencyLabel(choice) }))}
              onChange={(event) => frequency.onChange(event.target.value as number)}
            />
          )}
        </FieldGroup>
      ) : null}
      {subscription.hasLea ? (
        <SubscriptionLeaPicker
          value={subscribedLeaIds.value}
          onChange={subscribedLeaIds.onChange}
          onBlur={() => subscribedLeaIds.onBlur?.()}
          required={needsLea(subscription)}
          disabled={required}
          error={subscribedLeaIds.error}
        />
      ) : null}
    </Form>
  );
}
