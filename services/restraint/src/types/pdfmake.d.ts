/**
 * pdfmake 0.3 ships no type declarations (DefinitelyTyped's are for 0.2's API): the part of its
 * server entry point the incident report uses.
 */
declare module 'pdfmake' {
  export type Content = string | Record<string, unknown> | readonly Content[];

  export interface DocumentDefinition {
    info?: { title?: string; subject?: string; author?: string };
    pageSize?: string;
    pageMargins?: [number, number, number, number];
    content: Content;
    styles?: Record<string, Record<string, unknown>>;
    defaultStyle?: Record<string, unknown>;
    footer?: (currentPage: number, pageCount: number) => Content;
  }

  interface FontFaces {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }

  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }

  interface PdfMake {
    setFonts(fonts: Record<string, FontFaces>): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    createPdf(definition: DocumentDefinition): OutputDocument;
  }

  const pdfmake: PdfMake;
  export default pdfmake;
}
