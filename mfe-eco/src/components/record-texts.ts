/** What the child form and the score pages call things. */
export const RecordTexts = {
  fields: {
    stateStudentId: 'State student id',
    firstName: 'First name',
    lastName: 'Last name',
    birthDate: 'Date of birth',
    leaId: 'LEA',
    schoolId: 'School',
    entryDate: 'Program entry date',
    exitDate: 'Exit date',
    exitReason: 'Exit reason',
    sex: 'Sex',
    raceEthnicity: 'Race and ethnicity',
    disabilityCategory: 'Disability category',
  },
  newTitle: 'Add a child',
  editTitle: (name: string) => `Edit ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  created: 'Child added',
  saved: 'Child saved',
} as const;

export type ChildFieldName = keyof typeof RecordTexts.fields;
