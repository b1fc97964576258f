import { useState } from 'react';
import { Button, Space } from 'antd';
import { DOWNLOAD_FORMATS, type DownloadFormat } from '../../downloads';
import { http } from '../http';
import { saveFile } from '../save-file';
import { useTaskSnackbar } from './task-snackbar';

export const DownloadTexts = {
  group: 'Download',
  buttons: { csv: 'Download CSV', xlsx: 'Download Excel (.xlsx)' } satisfies Record<DownloadFormat, string>,
  preparing: 'Preparing the file...',
  downloaded: 'Downloaded.',
} as const;

/** What a download asks for: the list or report call under /api and its query, without the page. */
export interface DownloadSource {
  path: string;
  params: Record<string, string | number | boolean>;
}

export interface DownloadButtonProps extends DownloadSource {
  /** The file's name without its extension; the format's is added. */
  name: string;
  /** The buttons' words, where a page offers more than one file (the B7 report's public one). */
  texts?: Record<DownloadFormat, string>;
}

/**
 * The one download control of every list and report: the whole filtered, sorted list (every page)
 * as CSV or as an Excel workbook, through the shell's HTTP client (its session and LEA and year
 * headers). The service streams the file, so there is no row cap and nothing to warn about.
 */
export function DownloadButton({ path, params, name, texts = DownloadTexts.buttons }: DownloadButtonProps) {
  const runTask = useTaskSnackbar();
  const [busy, setBusy] = useState<DownloadFormat | null>(null);
  const download = async (format: DownloadFormat) => {
    setBusy(format);
    // A large file takes as long as it takes to stream: no client time-out cuts it short.
    const outcome = await runTask(() => http.get(path, { searchParams: { ...params, format }, timeout: false }).blob(), {
      before: DownloadTexts.preparing,
      success: DownloadTexts.downloaded,
    });
    setBusy(null);
    if (outcome.ok) saveFile(outcome.value, `${name}.${format}`);
  };
  return (
    <Space.Compact role="group" aria-label={DownloadTexts.group}>
      {DOWNLOAD_FORMATS.map((format) => (
        <Button key={format} loading={busy === format} disabled={busy !== null && busy !== format} onClick={() => void download(format)}>
          {texts[format]}
        </Button>
      ))}
    </Space.Compact>
  );
}
