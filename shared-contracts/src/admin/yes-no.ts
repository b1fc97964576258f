/** A flag's cell in Administration's lists, on screen and in their files. */
export const YesNoWords = { yes: 'Yes', no: 'No' } as const;

export const yesNo = (flag: boolean): string => (flag ? YesNoWords.yes : YesNoWords.no);
