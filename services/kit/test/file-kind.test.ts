import { detectFileType, fileKindNamed } from '../src';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

test('a CSV file is text: UTF-8, with or without a byte-order mark', async () => {
  expect(await detectFileType(Buffer.from('stateStudentId,firstName\n1234567890,Zoë\n', 'utf8'))).toBe('text');
  expect(await detectFileType(Buffer.from('\uFEFFa,b\n1,2\n', 'utf8'))).toBe('text');
});

test('binary formats are told by their signature, whatever the file is called', async () => {
  expect(await detectFileType(bytes('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<<>>\nendobj\n'))).toBe('pdf');
  expect(
    await detectFileType(
      bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]),
    ),
  ).toBe('png');
  expect(await detectFileType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]))).toBe('jpg');
});

test('bytes that are not UTF-8 text, or hold a NUL, are not a CSV file', async () => {
  expect(await detectFileType(bytes('a,b\n1,', [0], '\n'))).toBe('other');
  expect(await detectFileType(bytes('name\nM\xFCller\n'))).toBe('other');
});

test('the kind a name claims comes from its last extension, whatever its case; .jpeg is a JPEG', () => {
  expect(['plan.PDF', 'scan.jpeg', 'scan.jpg', 'report.final.docx', 'C:\\fakepath\\a.xlsx'].map(fileKindNamed)).toEqual([
    'pdf',
    'jpg',
    'jpg',
    'docx',
    'xlsx',
  ]);
  expect(['notes.txt', 'no-extension', 'archive.pdf/'].map(fileKindNamed)).toEqual([null, null, null]);
});
