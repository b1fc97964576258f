import { runService } from '@portal/service-kit';
import { monitoringService } from './service';

await runService(monitoringService);
