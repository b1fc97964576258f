import { useCallback } from 'react';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ModalFuncProps } from 'antd';
import { ALERT_DIALOG_WIDTH, CONFIRM_DIALOG_WIDTHS } from '../../constants';
import type { TextBlockDisplayFormat } from '../../schemas/text-blocks';
import type { TextBlockCode } from '../../text-block-codes';
import { useAntApp } from './ant-app';
import { SafeHtml } from './SafeHtml';
import { TextBlock } from './TextBlock';

/** The words of spec 2's dialogs; yes and no are this portal's, the spec names no labels for them. */
export const DialogTexts = {
  confirmTitle: 'Are you sure?',
  ok: 'Ok',
  cancel: 'Cancel',
  yes: 'Yes',
  no: 'No',
  alertTitle: 'Notice',
} as const;

export type ConfirmDialogWidth = (typeof CONFIRM_DIALOG_WIDTHS)[number];

export interface ConfirmOptions {
  title?: string;
  /** Shown sanitised with the text-block allow-list. */
  html?: string;
  okLabel?: string;
  cancelLabel?: string;
  width?: ConfirmDialogWidth;
}

export interface YesNoConfirmOptions extends Omit<ConfirmOptions, 'okLabel' | 'cancelLabel'> {
  /** A text block shown above the html. */
  textBlock?: { code: TextBlockCode; format?: TextBlockDisplayFormat };
  yesLabel?: string;
  noLabel?: string;
}

export interface AlertOptions {
  title?: string;
  /** Shown sanitised with the text-block allow-list. */
  html?: string;
  /** Shown as it is, for words that hold what someone typed (an address), which are no markup. */
  text?: string;
  okLabel?: string;
}

type ModalApi = ReturnType<typeof useAntApp>['modal'];

// Closing the dialog any other way than Ok (Cancel, Escape, the mask) counts as a no.
function ask(modal: ModalApi, props: ModalFuncProps): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({ ...props, onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}

const body = (html: string | undefined) => (html ? <SafeHtml html={html} /> : undefined);

/** `if (await confirm({ html: '<p>Delete this visit?</p>' }))`: true when Ok is chosen (spec 2). */
export function useConfirm(): (options?: ConfirmOptions) => Promise<boolean> {
  const { modal } = useAntApp();
  return useCallback(
    ({
      title = DialogTexts.confirmTitle,
      html,
      okLabel = DialogTexts.ok,
      cancelLabel = DialogTexts.cancel,
      width = CONFIRM_DIALOG_WIDTHS[0],
    }: ConfirmOptions = {}) => ask(modal, { title, content: body(html), okText: okLabel, cancelText: cancelLabel, width }),
    [modal],
  );
}

/** A confirm answered Yes or No, which can show a text block (spec 2); true on Yes. */
export function useYesNoConfirm(): (options?: YesNoConfirmOptions) => Promise<boolean> {
  const { modal } = useAntApp();
  // antd renders its dialogs beside the host's QueryClientProvider, not inside it: the block's
  // query is handed the caller's client.
  const queryClient = useQueryClient();
  return useCallback(
    ({
      title = DialogTexts.confirmTitle,
      html,
      textBlock,
      yesLabel = DialogTexts.yes,
      noLabel = DialogTexts.no,
      width = CONFIRM_DIALOG_WIDTHS[0],
    }: YesNoConfirmOptions = {}) =>
      ask(modal, {
        title,
        content: (
          <QueryClientProvider client={queryClient}>
            {textBlock ? <TextBlock code={textBlock.code} format={textBlock.format} /> : null}
            {body(html)}
          </QueryClientProvider>
        ),
        okText: yesLabel,
        cancelText: noLabel,
        width,
      }),
    [modal, queryClient],
  );
}

/** A notice with a single Ok, 600 px wide (spec 2); resolves when it is closed. */
export function useAlert(): (options?: AlertOptions) => Promise<void> {
  const { modal } = useAntApp();
  return useCallback(
    ({ title = DialogTexts.alertTitle, html, text, okLabel = DialogTexts.ok }: AlertOptions = {}) =>
      new Promise<void>((resolve) => {
        modal.info({
          title,
          content: text ?? body(html),
          okText: okLabel,
          width: ALERT_DIALOG_WIDTH,
          onOk: () => resolve(),
          onCancel: () => resolve(),
        });
      }),
    [modal],
  );
}
