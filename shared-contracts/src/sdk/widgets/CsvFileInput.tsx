import { useId } from 'react';
import { Form } from 'antd';

/** What the user chose: nothing, a file refused before it was read, or a file's text. */
export type CsvChoice = { kind: 'none' } | { kind: 'refused'; message: string } | { kind: 'chosen'; text: string; file: File };

interface CsvFileInputProps {
  label: string;
  /** The id of the text that explains the file. */
  describedBy?: string;
  /** The largest file the import takes, and what to say of a larger one. */
  maxBytes: number;
  tooLarge: string;
  disabled?: boolean;
  onChoose(choice: CsvChoice): void;
}

/**
 * The file chooser of a CSV import. The file is read in the browser, and one larger than the
 * service takes is refused before it is read, so it is never sent only to be refused.
 */
export function CsvFileInput({ label, describedBy, maxBytes, tooLarge, disabled, onChoose }: CsvFileInputProps) {
  const id = useId();
  const choose = async (file: File | undefined) => {
    if (!file) return onChoose({ kind: 'none' });
    if (file.size > maxBytes) return onChoose({ kind: 'refused', message: tooLarge });
    onChoose({ kind: 'chosen', text: await file.text(), file });
  };
  return (
    <Form layout="vertical" component={false}>
      <Form.Item label={label} htmlFor={id}>
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={describedBy}
          disabled={disabled}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </Form.Item>
    </Form>
  );
}
