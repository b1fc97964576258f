import { after, describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from './boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = after;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } });
const file = (p) => `/repo/${p}`;

tester.run('portal/boundaries', plugin.rules.boundaries, {
  valid: [
    { filename: file('mfe-eco/src/features/child-list/ChildListPage.tsx'), code: "import { x } from './child-list-texts';" },
    { filename: file('mfe-eco/src/features/child-list/ChildListPage.tsx'), code: "import { useChildren } from '../../api/children';" },
    { filename: file('mfe-eco/src/features/child-list/ChildListPage.tsx'), code: "import { Labels } from '../../components/labels';" },
    {
      filename: file('mfe-eco/src/features/child-list/ChildListPage.tsx'),
      code: "import { useShellContext } from '@portal/shared-contracts/sdk';",
    },
    { filename: file('mfe-eco/src/pages.tsx'), code: "import { ChildListPage } from './features/child-list/ChildListPage';" },
    { filename: file('mfe-eco/src/api/children.ts'), code: "import { ecoApp } from '@portal/shared-contracts/eco';" },
    { filename: file('services/eco/src/routes/children.ts'), code: "import { buildServiceApp } from '@portal/service-kit';" },
    { filename: file('services/platform/src/registry.ts'), code: "import { ecoService } from '@portal/service-eco';" },
    { filename: file('host-shell/src/ShellApp.tsx'), code: "import { App } from './App';" },
    {
      filename: file('services/notification-worker/src/worker.ts'),
      code: "import { notificationTables } from '@portal/service-notifications';",
    },
    { filename: file('services/eco/test/import.test.ts'), code: "import { startTestPortal } from '@portal/platform/testing';" },
  ],
  invalid: [
    {
      filename: file('mfe-eco/src/features/child-list/ChildListPage.tsx'),
      code: "import { ScorePage } from '../scores/ScorePage';",
      errors: [{ message: /A feature never imports another feature \(child-list → scores\)/ }],
    },
    {
      filename: file('mfe-eco/src/features/child-list/ChildListPage.tsx'),
      code: "export { ScorePage } from '../../features/scores/ScorePage';",
      errors: [{ message: /another feature/ }],
    },
    {
      filename: file('mfe-eco/src/components/Labels.tsx'),
      code: "import { ScorePage } from '../features/scores/ScorePage';",
      errors: [{ message: /src\/components is shared by the features and never imports one \(scores\)/ }],
    },
    {
      filename: file('mfe-eco/src/api/children.ts'),
      code: "const page = import('../features/scores/ScorePage');",
      errors: [{ message: /src\/api is shared/ }],
    },
    {
      filename: file('mfe-eco/src/features/search/SearchPage.tsx'),
      code: "import { UserDialog } from '@portal/mfe-admin/src/users/UserDialog';",
      errors: [{ message: /A remote never imports another remote \(mfe-admin\)/ }],
    },
    {
      filename: file('mfe-eco/src/App.tsx'),
      code: "import { ShellLayout } from '../../host-shell/src/layout/ShellLayout';",
      errors: [{ message: /A remote never imports the host/ }],
    },
    {
      filename: file('mfe-eco/src/App.tsx'),
      code: "import '@portal/host-shell';",
      errors: [{ message: /A remote never imports the host/ }],
    },
    {
      filename: file('services/eco/src/children/lookups.ts'),
      code: "import { listValues } from '@portal/service-admin';",
      errors: [{ message: /A service never imports another service \(services\/admin\)/ }],
    },
    {
      filename: file('services/eco/src/children/lookups.ts'),
      code: "import { users } from '../../../identity/src/db';",
      errors: [{ message: /A service never imports another service \(services\/identity\)/ }],
    },
  ],
});
