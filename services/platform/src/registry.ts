import type { ServiceDefinition } from '@portal/service-kit';
import { identityService } from '@portal/service-identity';
import { notificationsService } from '@portal/service-notifications';
import { adminService } from '@portal/service-admin';
import { restraintService } from '@portal/service-restraint';
import { ecoService } from '@portal/service-eco';
import { psosService } from '@portal/service-psos';
import { disputeService } from '@portal/service-dispute';
import { monitoringService } from '@portal/service-monitoring';
import { documentsService } from '@portal/service-documents';
import { findingsService } from '@portal/service-findings';

/** Every HTTP service, identity first: the others' seeds read its directory. */
export const services: readonly ServiceDefinition[] = [
  identityService,
  notificationsService,
  adminService,
  restraintService,
  ecoService,
  psosService,
  disputeService,
  monitoringService,
  documentsService,
  findingsService,
];
