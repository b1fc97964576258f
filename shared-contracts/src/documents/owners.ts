import { DisputePermissions as D } from '../dispute/permissions';
import { MonitoringPermissions as M } from '../monitoring/permissions';
import { RestraintPermissions as R } from '../restraint/permissions';

/** The applications whose records hold documents: each document belongs to one record of one of them. */
export const DOCUMENT_OWNERS = ['restraint', 'dispute', 'monitoring'] as const;
export type DocumentOwner = (typeof DOCUMENT_OWNERS)[number];

/** What a caller must hold to act on an owner's documents: any one key of each list. */
export interface DocumentOwnerPermissions {
  /** The application's own key, as its routes ask beside theirs. */
  module: readonly string[];
  view: readonly string[];
  upload: readonly string[];
  delete: readonly string[];
  /** Approve or reject a version. */
  decide: readonly string[];
}

/**
 * Per owner, the keys of spec 6 that govern its documents. Restraint names them (upload file,
 * document delete, document approval update); dispute and monitoring have no document keys, so
 * theirs are the closest: those who may update a request (dispute.md: "contact details and
 * documents") upload and withdraw, those who edit case actions decide; in monitoring LEA staff with
 * visit view upload what is asked, and a state monitor with visit init verifies it (monitoring.md).
 */
export const DOCUMENT_PERMISSIONS: Record<DocumentOwner, DocumentOwnerPermissions> = {
  restraint: {
    module: [R.Access],
    view: [R.ViolationView],
    upload: [R.FileUpload],
    delete: [R.DocumentDelete],
    decide: [R.DocumentApprovalUpdate],
  },
  dispute: {
    module: [D.Access],
    view: [D.RequestsView],
    upload: [D.RequestsUpdate],
    delete: [D.RequestsUpdate],
    decide: [D.CaseActionsEdit],
  },
  monitoring: {
    module: [M.Access],
    view: [M.VisitView],
    upload: [M.VisitView],
    delete: [M.VisitView],
    decide: [M.VisitInit],
  },
};

export type DocumentAction = Exclude<keyof DocumentOwnerPermissions, 'module'>;

/** Every key that lets a caller take `action` for some owner: a route's access, before the owner is known. */
export const anyOwnerMay = (action: DocumentAction): string[] => [
  ...new Set(DOCUMENT_OWNERS.flatMap((owner) => DOCUMENT_PERMISSIONS[owner][action])),
];
