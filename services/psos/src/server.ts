import { runService } from '@portal/service-kit';
import { psosService } from './service';

await runService(psosService);
