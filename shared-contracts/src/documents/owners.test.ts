import { permissionCatalogue } from '../permissions';
import { RestraintPermissions } from '../restraint/permissions';
import { DOCUMENT_OWNERS, DOCUMENT_PERMISSIONS, anyOwnerMay } from './owners';
import { DocumentMessages } from './messages';

test("every owner's document keys are keys of the permission catalogue, restraint's those spec 6 names", () => {
  const catalogue = new Set(permissionCatalogue.map((p) => p.value as string));
  for (const owner of DOCUMENT_OWNERS)
    for (const keys of Object.values(DOCUMENT_PERMISSIONS[owner]))
      for (const key of keys) expect([owner, key, catalogue.has(key)]).toEqual([owner, key, true]);
  expect(DOCUMENT_PERMISSIONS.restraint).toMatchObject({
    upload: [RestraintPermissions.FileUpload],
    delete: [RestraintPermissions.DocumentDelete],
    decide: [RestraintPermissions.DocumentApprovalUpdate],
    view: [RestraintPermissions.ViolationView],
  });
});

test("a route's access for an action is any owner's key for it, each once", () => {
  expect(anyOwnerMay('upload')).toEqual([
    'RestraintAversiveIntervention.file.upload',
    'DisputeResolution.requests.update',
    'Monitoring.visit.view',
  ]);
  expect(new Set(anyOwnerMay('view')).size).toBe(anyOwnerMay('view').length);
});

test('the messages say what to do', () => {
  expect(DocumentMessages.tooLarge(26_214_400)).toBe('The file is larger than 25 MB. Choose a smaller file or split it.');
  expect(DocumentMessages.wrongType(null)).toBe(
    "The file is of a type that cannot be attached. Attach a PDF, DOCX, XLSX, JPG or PNG file; the type is read from the file's content, not its name.",
  );
});
