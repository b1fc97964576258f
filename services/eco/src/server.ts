import { runService } from '@portal/service-kit';
import { ecoService } from './service';

await runService(ecoService);
