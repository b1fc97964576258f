import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isHTTPError } from 'ky';
import type { ImportProgress } from '../../schemas/imports';
import { followImport, forgetImport, rememberedImport, runImport } from '../csv-upload';
import { httpErrorMessage } from '../errors';
import type { CsvChoice } from './CsvFileInput';
import { useTaskSnackbar, type TaskMessages } from './task-snackbar';

/** Where an import dialog is: no file, a file chosen, its preview shown, or the report of an import (a preview's, when one is followed on return). */
export type ImportStep<R> =
  | { kind: 'choose'; error?: string }
  | { kind: 'chosen'; file: File; error?: string }
  | { kind: 'previewed'; file: File; result: R; error?: string }
  | { kind: 'done'; result: R; committed: boolean };

export interface ImportStepsOptions<R> {
  /** The import's path under /api: POST uploads, GET `<path>/{id}` follows. */
  path: string;
  /** The snackbar's words while the preview and the import run. */
  previewing: TaskMessages;
  importing: TaskMessages;
  /** Whether the report is of an import that saved (not a preview). */
  committed(result: R): boolean;
  /** After an import saved, found on return too: the page reads its list again. */
  onCommitted(): void;
  /** The import's own query options (restraint's `finalize`), sent with the preview and the import alike. */
  params?: Record<string, string | number | boolean>;
}

export interface ImportSteps<R> {
  step: ImportStep<R>;
  /** Rows done of rows total of the import running or last ended, else null. */
  progress: ImportProgress | null;
  running: boolean;
  choose(choice: CsvChoice): void;
  /** Runs the file's import and rolls it back: the report says what the import will do. */
  preview(file: File): Promise<void>;
  /** Imports the file that was previewed. */
  commit(previewed: Extract<ImportStep<R>, { kind: 'previewed' }>): Promise<void>;
  /** Call as the dialog closes: an import whose report was seen is forgotten, a running one is kept to follow on return. */
  leave(): void;
}

/**
 * The steps of an import dialog on the services' import engine: choose a file, preview it, import
 * it, each run uploaded as form-data and followed with its progress. The import's id is remembered
 * for the tab, so a page left while it runs (or before its report was seen) follows it again, and
 * shows its report, when the dialog opens on return.
 */
export function useImportSteps<R>({ path, previewing, importing, committed, onCommitted, params }: ImportStepsOptions<R>): ImportSteps<R> {
  const [step, setStep] = useState<ImportStep<R>>({ kind: 'choose' });
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [running, setRunning] = useState(false);
  // Aborted when the dialog goes (the page was left): the following stops, the import goes on.
  const left = useRef(new AbortController());
  const runTask = useTaskSnackbar();

  // The bar stays at its last figure (all rows done) beside the report; a failure takes it away.
  const follow = async (work: () => Promise<R>): Promise<R> => {
    setRunning(true);
    setProgress(null);
    try {
      return await work();
    } catch (error) {
      if (!left.current.signal.aborted) setProgress(null);
      throw error;
    } finally {
      if (!left.current.signal.aborted) setRunning(false);
    }
  };

  const resumed = useEffectEvent((id: string, signal: AbortSignal) => {
    follow(() => followImport<R>(path, id, setProgress, signal)).then(
      (result) => {
        setStep({ kind: 'done', result, committed: committed(result) });
        if (committed(result)) onCommitted();
      },
      (error: unknown) => {
        if (signal.aborted) return;
        // Gone after a day, or never this user's: nothing to show.
        if (isHTTPError(error) && error.response.status === 404) return forgetImport(path);
        setStep({ kind: 'choose', error: httpErrorMessage(error) });
      },
    );
  });

  useEffect(() => {
    const controller = new AbortController();
    left.current = controller;
    const id = rememberedImport(path);
    if (id) resumed(id, controller.signal);
    return () => controller.abort();
  }, [path]);

  const upload = (file: File, preview: boolean) =>
    follow(() => runImport<R>(path, file, { ...params, preview }, setProgress, left.current.signal));

  return {
    step,
    progress,
    running,
    choose(choice) {
      setProgress(null);
      if (choice.kind === 'chosen') setStep({ kind: 'chosen', file: choice.file });
      else setStep({ kind: 'choose', error: choice.kind === 'refused' ? choice.message : undefined });
    },
    async preview(file) {
      setStep({ kind: 'chosen', file });
      const outcome = await runTask(() => upload(file, true), previewing);
      if (left.current.signal.aborted) return;
      // A file refused as a whole (a missing column, too many rows) says why beside the file, after the snackbar has gone.
      setStep(
        outcome.ok ? { kind: 'previewed', file, result: outcome.value } : { kind: 'chosen', file, error: httpErrorMessage(outcome.error) },
      );
    },
    async commit(previewed) {
      const outcome = await runTask(() => upload(previewed.file, false), importing);
      if (left.current.signal.aborted) return;
      if (!outcome.ok) return setStep({ ...previewed, error: httpErrorMessage(outcome.error) });
      setStep({ kind: 'done', result: outcome.value, committed: committed(outcome.value) });
      onCommitted();
    },
    leave() {
      if (!running) forgetImport(path);
    },
  };
}
