/** How far one stage of the import is, from 0 to 1: the page's progress bar moves through the stage's share. */
export type StageProgress = (fraction: number) => Promise<void>;

/** The part of a stage from `from` to `to` (fractions of it) as a stage of its own. */
export const partOf =
  (progress: StageProgress, from: number, to: number): StageProgress =>
  (fraction) =>
    progress(from + (to - from) * Math.min(1, fraction));
