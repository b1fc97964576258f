// The shared widgets of spec 2 and 5 that every application uses instead of its own.
export { sanitiseBlockHtml } from './sanitise-html';
export { SafeHtml } from './SafeHtml';
export { TextBlock, TextBlockGroup, TextBlockView, type TextBlockProps } from './TextBlock';
export {
  DialogTexts,
  useAlert,
  useConfirm,
  useYesNoConfirm,
  type AlertOptions,
  type ConfirmDialogWidth,
  type ConfirmOptions,
  type YesNoConfirmOptions,
} from './dialogs';
export { VersionMismatchDialog, VersionMismatchTexts } from './VersionMismatchDialog';
export { PAGE_SIZE_ALL, PaginatorTexts, paginatorRangeLabel, usePaginator, type Paginator, type PaginatorOptions } from './paginator';
export { caseInsensitiveSorter, compareCaseInsensitive, tableDefaults, useMinColumnWidth } from './table-defaults';
export { INVALID_TIME_FORMAT, isValidTimeOfDay, normaliseTimeOfDay } from './time-of-day';
export { fromFormik, type FieldControlProps } from './field-props';
export { FieldFrame, type ControlAria } from './FieldFrame';
export { TextField, type TextFieldProps, type TextFieldSize } from './TextField';
export { digitsOnly, NumbersOnlyInput } from './NumbersOnlyInput';
export { TimeOfDayInput } from './TimeOfDayInput';
export { DATE_TIME_FORMAT, DateTimePicker } from './DateTimePicker';
export { DAY_FORMAT, DayPicker, ISO_DAY, formatDay } from './DayPicker';
export { SelectField, type SelectOption } from './SelectField';
export { formatDateTime } from './date-time-text';
export { fieldRules, messageDate } from './field-rules';
export { taskErrorText, useRefreshingTask, useTaskSnackbar, type TaskMessages, type TaskOutcome } from './task-snackbar';
export { cellText, formatPercent, tableColumn } from './table-columns';
export { DownloadButton, DownloadTexts, type DownloadButtonProps, type DownloadSource } from './DownloadButton';
export { searchParamsOf, useServerList, type ListFilters, type ServerList, type ServerListOptions } from './server-list';
export {
  oneOf,
  ticked,
  useListFilters,
  type FilterParser,
  type FilterValues,
  type ListFiltersState,
  type ListUrlKey,
} from './list-url-state';
export { CsvFileInput, type CsvChoice } from './CsvFileInput';
export { CheckboxField, CheckboxGroupField, RadioGroupField } from './ChoiceFields';
export { ScrollRegion } from './ScrollRegion';
export { askedAnswers, QuestionnaireFields, type QuestionnaireFieldsProps } from './QuestionnaireFields';
export { applyOutcome, type DrivenForm, type ErrorSetter } from './form-wiring';
export { FormDialog, FormDialogTexts, useFormDialog, type FormDialogState } from './FormDialog';
export { FormCard } from './FormCard';
export { StateTrackingTable, type StateTrackingTableProps } from './StateTrackingTable';
export { HistoryTable, HistoryTexts, type HistoryEntry, type HistoryTableProps } from './HistoryTable';
export {
  ImportCounts,
  ImportProblemTables,
  ImportProblemTexts,
  ImportProgressBar,
  ImportRowsTable,
  problemsByLine,
  RejectedRowsDownload,
  type ImportLineProblems,
  type ImportProblem,
} from './import-report';
export { ImportPreviewButtons, ImportPreviewReport, ImportPreviewTexts } from './import-preview';
export { useImportSteps, type ImportStep, type ImportSteps, type ImportStepsOptions } from './import-steps';
export {
  Chart,
  ChartTexts,
  CHART_COLOURS,
  plainNumber,
  type ChartDatum,
  type ChartKind,
  type ChartProps,
  type ChartSeries,
  type ChartValueFormat,
} from './chart';
