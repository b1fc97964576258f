import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Service } from 'kubernetes-models/v1/Service';
import { Deployment, type IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { PodDisruptionBudget, type IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { Ingress, type IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { ScaledObject, type IScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject';
import { TriggerAuthentication } from '@kubernetes-models/keda/keda.sh/v1alpha1/TriggerAuthentication';
import { services } from '@portal/platform';
import { NOTIFICATION_QUEUE } from '@portal/service-kit';
import { defaultRemotesJson } from '../portal/remotes-json';
import { generatedFiles, ingressRoutes, SECRETS, STATIC_NAME, STATIC_PORT, TOPOLOGY_CONFIG_MAP, WORKER_NAME } from './manifests';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const k8sDir = path.join(repoRoot, 'deploy/k8s');
const overlays = ['staging', 'production'];
// Debian's kubectl (.ci/run installs it) or another on PATH; KUBECTL names a particular one.
const kubectl = process.env.KUBECTL ?? 'kubectl';

/** The schema of every kind the manifests may hold, from the Kubernetes and KEDA OpenAPI definitions. */
const models: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
  'keda.sh/v1alpha1/TriggerAuthentication': TriggerAuthentication,
};

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  [field: string]: unknown;
}

function render(overlay: string): Manifest[] {
  const result = spawnSync(kubectl, ['kustomize', path.join(k8sDir, 'overlays', overlay)], { encoding: 'utf8' });
  if (result.error)
    throw new Error(`${kubectl} could not run (${result.error.message}): install Debian's kubernetes-client, as .ci/run does.`);
  if (result.status !== 0) throw new Error(`kubectl kustomize ${overlay} failed:\n${result.stderr}`);
  return parseAllDocuments(result.stdout).map((doc) => doc.toJS() as Manifest);
}

const ofKind = <T>(manifests: Manifest[], kind: string) => manifests.filter((m) => m.kind === kind) as unknown as (T & Manifest)[];

test('the generated manifests are those the service registry gives (npm run k8s:generate)', () => {
  for (const [file, content] of Object.entries(generatedFiles(services, defaultRemotesJson()))) {
    expect({ file, content: readFileSync(path.join(k8sDir, 'base', file), 'utf8') }).toEqual({ file, content });
  }
});

describe.each(overlays)('the %s overlay', (overlay) => {
  const manifests = render(overlay);

  test('renders objects that each validate against their kind’s schema, in its namespace', () => {
    expect(manifests.length).toBeGreaterThan(0);
    const faults = manifests.flatMap((m) => {
      const Model = models[`${m.apiVersion}/${m.kind}`];
      if (!Model) return [`${m.apiVersion} ${m.kind} ${m.metadata.name}: no schema to check it against`];
      try {
        new Model(m as never).validate();
        return [];
      } catch (error) {
        return [`${m.kind} ${m.metadata.name}: ${(error as Error).message}`];
      }
    });
    expect(faults).toEqual([]);
    expect(new Set(manifests.map((m) => m.metadata.namespace))).toEqual(new Set([overlay === 'production' ? 'portal' : 'portal-staging']));
  });

  test('holds no secret value: the Secrets it refers to by name are the ones README lists', () => {
    expect(manifests.filter((m) => m.kind === 'Secret')).toEqual([]);
    const referenced = new Set<string>();
    const walk = (node: unknown, key?: string): void => {
      if (Array.isArray(node)) return node.forEach((item) => walk(item, key));
      if (!node || typeof node !== 'object') return;
      const fields = node as Record<string, unknown>;
      if (typeof fields.secretName === 'string') referenced.add(fields.secretName);
      if ((key === 'secretKeyRef' || key === 'secretTargetRef') && typeof fields.name === 'string') referenced.add(fields.name);
      for (const [field, value] of Object.entries(fields)) walk(value, field);
    };
    walk(manifests);
    const documented = [...Object.values(SECRETS), 'portal-documents-s3', 'portal-tls'];
    expect([...referenced].sort()).toEqual(documented.sort());
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    expect(documented.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });

  test('runs every pod non-root on a read-only filesystem, with requests, limits and probes, and a disruption budget', () => {
    const deployments = ofKind<IDeployment>(manifests, 'Deployment');
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual([...services.map((s) => s.name), WORKER_NAME, STATIC_NAME].sort());
    const budgets = ofKind<IPodDisruptionBudget>(manifests, 'PodDisruptionBudget');
    for (const deployment of deployments) {
      const pod = deployment.spec!.template.spec!;
      expect({ name: deployment.metadata.name, pod: pod.securityContext }).toMatchObject({ pod: { runAsNonRoot: true } });
      for (const container of pod.containers) {
        expect({ name: container.name, security: container.securityContext }).toMatchObject({
          security: { runAsNonRoot: true, readOnlyRootFilesystem: true, allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } },
        });
        expect(container.volumeMounts).toContainEqual(expect.objectContaining({ mountPath: '/tmp' }));
        expect(Object.keys(container.resources?.requests ?? {}).sort()).toEqual(['cpu', 'memory']);
        expect(Object.keys(container.resources?.limits ?? {}).sort()).toEqual(['cpu', 'memory']);
        expect({ name: container.name, live: Boolean(container.livenessProbe), ready: Boolean(container.readinessProbe) }).toEqual({
          name: container.name,
          live: true,
          ready: true,
        });
      }
      const labels = deployment.spec!.template.metadata!.labels!;
      const budget = budgets.filter((b) => Object.entries(b.spec!.selector!.matchLabels!).every(([k, v]) => labels[k] === v));
      expect({ deployment: deployment.metadata.name, budgets: budget.length }).toEqual({
        deployment: deployment.metadata.name,
        budgets: 1,
      });
    }
    const services_ = new Map(services.map((s) => [s.name, s]));
    for (const deployment of deployments.filter((d) => services_.has(d.metadata.name))) {
      const container = deployment.spec!.template.spec!.containers[0]!;
      expect(container.readinessProbe?.httpGet?.path).toBe(`/api/${deployment.metadata.name}/ready`);
      expect(container.livenessProbe?.httpGet?.path).toBe(`/api/${deployment.metadata.name}/health`);
    }
  });

  test('routes each API prefix of the registry to its service, and everything else to the static image', () => {
    const [ingress, ...more] = ofKind<IIngress>(manifests, 'Ingress');
    expect(more).toEqual([]);
    const expected = [
      ...services.flatMap((s) => s.apiPrefixes.map((prefix) => ({ path: prefix, service: s.name, port: s.port }))),
      { path: '/', service: STATIC_NAME, port: STATIC_PORT },
    ];
    expect(ingressRoutes(ingress!).sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      expected.sort((a, b) => a.path.localeCompare(b.path)),
    );
    const kubeServices = new Map(ofKind<Manifest>(manifests, 'Service').map((s) => [s.metadata.name, s]));
    for (const route of expected) expect(JSON.stringify(kubeServices.get(route.service)?.spec)).toContain(`"port":${route.port}`);
  });

  test('scales the notification worker from one on the queue the services fill', () => {
    const [scaler] = ofKind<IScaledObject>(manifests, 'ScaledObject');
    expect(scaler!.spec.scaleTargetRef.name).toBe(WORKER_NAME);
    expect(scaler!.spec.minReplicaCount).toBe(1);
    expect(scaler!.spec.maxReplicaCount).toBeGreaterThan(1);
    const topology = manifests.find((m) => m.kind === 'ConfigMap' && m.metadata.name === TOPOLOGY_CONFIG_MAP) as unknown as {
      data: Record<string, string>;
    };
    const settings = manifests.filter((m) => m.kind === 'ConfigMap' && m.metadata.name.startsWith('portal-settings'));
    expect(settings.map((s) => Object.keys((s as unknown as { data: object }).data))).not.toContainEqual(
      expect.arrayContaining(['NOTIFICATION_QUEUE_PREFIX']),
    );
    expect(scaler!.spec.triggers[0]!.metadata).toMatchObject({
      listName: `${topology.data.NOTIFICATION_QUEUE_PREFIX}:${NOTIFICATION_QUEUE}:wait`,
    });
    const worker = ofKind<IDeployment>(manifests, 'Deployment').find((d) => d.metadata.name === WORKER_NAME)!;
    expect(worker.spec!.replicas).toBeUndefined();
  });
});
