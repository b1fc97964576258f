import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IEnvVar } from 'kubernetes-models/v1/EnvVar';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { IProbe } from 'kubernetes-models/v1/Probe';
import type { IService } from 'kubernetes-models/v1/Service';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IJob } from 'kubernetes-models/batch/v1/Job';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { IScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject';
import type { ITriggerAuthentication } from '@kubernetes-models/keda/keda.sh/v1alpha1/TriggerAuthentication';
import { stringify } from 'yaml';
import { NOTIFICATION_QUEUE, serviceDatabaseUrlVariable, serviceUrlVariable, type ServiceDefinition } from '@portal/service-kit';
import { entryOf } from '../build/entries';

/**
 * The portal's Kubernetes workloads, written from the service registry (`@portal/platform`'s
 * `services`) by `npm run k8s:generate` into deploy/k8s/base/generated/: a Deployment, Service and
 * PodDisruptionBudget per service, the notification worker with its KEDA ScaledObject, the static
 * image, the migration Job and the Ingress that sends each service's API prefixes to it. The
 * kustomizations around them (settings, secrets by name, overlays) are written by hand.
 */

/** Only what the manifests need of a service: its name, its port and the API prefixes it owns. */
export type RegisteredService = Pick<ServiceDefinition, 'name' | 'port' | 'apiPrefixes'>;

/** Image names the overlays retag (`images:` in each kustomization). */
export const SERVICES_IMAGE = 'portal-services';
export const STATIC_IMAGE = 'portal-static';
/** The BullMQ key prefix the services and the worker agree on, and the KEDA trigger reads. */
export const NOTIFICATION_QUEUE_PREFIX = 'portal';
/** The Redis list BullMQ keeps the notification jobs waiting for a worker in. */
export const NOTIFICATION_WAIT_LIST = `${NOTIFICATION_QUEUE_PREFIX}:${NOTIFICATION_QUEUE}:wait`;
export const WORKER_NAME = 'notification-worker';
export const STATIC_NAME = 'static';
export const STATIC_PORT = 8080;
const WORKER_HEALTH_PORT = 8190;

/** The Secrets every workload refers to by name; none is in the manifests (README, Deploying). */
export const SECRETS = {
  database: 'portal-database',
  redis: 'portal-redis',
  keys: 'portal-keys',
  jwt: 'portal-jwt-signing-key',
  smtp: 'portal-smtp',
} as const;
/** The ConfigMaps: hand-set settings (base kustomization), the generated addresses, remotes.json. */
export const SETTINGS_CONFIG_MAP = 'portal-settings';
export const TOPOLOGY_CONFIG_MAP = 'portal-topology';
export const REMOTES_CONFIG_MAP = 'portal-remotes';

const partOf = 'portal';
const labelsOf = (name: string, component: string) => ({
  'app.kubernetes.io/name': name,
  'app.kubernetes.io/component': component,
  'app.kubernetes.io/part-of': partOf,
});
const selectorOf = (name: string) => ({ 'app.kubernetes.io/name': name });

/** Non-root, no privilege, nothing writable but /tmp: the same for every pod. */
const podSecurity: IPodSpec['securityContext'] = {
  runAsNonRoot: true,
  // The `node` user of the official Node images, which the Dockerfiles run as.
  runAsUser: 1000,
  runAsGroup: 1000,
  fsGroup: 1000,
  seccompProfile: { type: 'RuntimeDefault' },
};
const containerSecurity: IContainer['securityContext'] = {
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  runAsNonRoot: true,
  capabilities: { drop: ['ALL'] },
};
const tmpVolume = { name: 'tmp', emptyDir: { sizeLimit: '64Mi' } };
const tmpMount = { name: 'tmp', mountPath: '/tmp' };

const secretEnv = (name: string, secret: string, key = name): IEnvVar => ({ name, valueFrom: { secretKeyRef: { name: secret, key } } });
const settingsFrom = [{ configMapRef: { name: SETTINGS_CONFIG_MAP } }, { configMapRef: { name: TOPOLOGY_CONFIG_MAP } }];

/** Requests what a service uses at rest; the limit leaves room for a report or an export. */
const serviceResources = { requests: { cpu: '100m', memory: '256Mi' }, limits: { cpu: '1', memory: '512Mi' } };

function podSpec({ name, ...container }: IContainer, extra: Partial<IPodSpec> = {}): IPodSpec {
  return {
    automountServiceAccountToken: false,
    securityContext: podSecurity,
    // SHUTDOWN_GRACE_MS (25 s) drains inside it.
    terminationGracePeriodSeconds: 30,
    ...extra,
    containers: [
      {
        name,
        image: SERVICES_IMAGE,
        imagePullPolicy: 'IfNotPresent',
        ...container,
        securityContext: containerSecurity,
        volumeMounts: [tmpMount, ...(container.volumeMounts ?? [])],
      },
    ],
    volumes: [tmpVolume, ...(extra.volumes ?? [])],
  };
}

function disruptionBudget(name: string, component: string): IPodDisruptionBudget {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { name, labels: labelsOf(name, component) },
    // One pod at a time, whatever the replica count: a drain never takes a service away whole.
    spec: { maxUnavailable: 1, selector: { matchLabels: selectorOf(name) } },
  };
}

const httpProbe = (path: string, periodSeconds: number, failureThreshold: number): IProbe => ({
  httpGet: { path, port: 'http' },
  periodSeconds,
  timeoutSeconds: 3,
  failureThreshold,
});

function serviceDeployment(def: RegisteredService): IDeployment {
  const labels = labelsOf(def.name, 'service');
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: def.name, labels },
    spec: {
      replicas: 2,
      selector: { matchLabels: selectorOf(def.name) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: { labels },
        spec: podSpec({
          name: def.name,
          command: ['node', entryOf.service(def.name)],
          ports: [{ name: 'http', containerPort: def.port }],
          envFrom: settingsFrom,
          env: [
            { name: 'PORT', value: String(def.port) },
            secretEnv(serviceDatabaseUrlVariable(def.name), SECRETS.database),
            secretEnv('REDIS_URL', SECRETS.redis),
            secretEnv('MAIL_SECRET_KEY', SECRETS.keys),
            secretEnv('ALTCHA_HMAC_KEY', SECRETS.keys),
          ],
          resources: serviceResources,
          // The kit's routes: /health answers while the process runs, /ready while it reaches PostgreSQL and Redis.
          startupProbe: httpProbe(`/api/${def.name}/health`, 2, 30),
          livenessProbe: httpProbe(`/api/${def.name}/health`, 10, 3),
          readinessProbe: httpProbe(`/api/${def.name}/ready`, 5, 2),
        }),
      },
    },
  };
}

function clusterService(name: string, component: string, port: number): IService {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name, labels: labelsOf(name, component) },
    spec: { selector: selectorOf(name), ports: [{ name: 'http', port, targetPort: 'http' }] },
  };
}

/** Where each service answers the others and the JWKS, and the settings every process must agree on. */
function topology(services: readonly RegisteredService[]): IConfigMap {
  const identity = services.find((s) => s.name === 'identity');
  if (!identity) throw new Error('The registry has no identity service: nothing would sign or check tokens.');
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: TOPOLOGY_CONFIG_MAP, labels: { 'app.kubernetes.io/component': 'settings', 'app.kubernetes.io/part-of': partOf } },
    data: {
      HOST: '0.0.0.0',
      NOTIFICATION_QUEUE_PREFIX,
      JWKS_URL: `http://${identity.name}:${identity.port}/api/auth/.well-known/jwks.json`,
      ...Object.fromEntries(services.map((s) => [serviceUrlVariable(s.name), `http://${s.name}:${s.port}`])),
    },
  };
}

/** deploy/k8s/base/generated/services.yaml */
export function serviceManifests(services: readonly RegisteredService[]): object[] {
  return [
    topology(services),
    ...services.flatMap((def) => [
      serviceDeployment(def),
      clusterService(def.name, 'service', def.port),
      disruptionBudget(def.name, 'service'),
    ]),
  ];
}

/** deploy/k8s/base/generated/worker.yaml: the worker, its budget and its scaling on the queue's waiting jobs. */
export function workerManifests(): object[] {
  const labels = labelsOf(WORKER_NAME, 'worker');
  const deployment: IDeployment = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: WORKER_NAME, labels },
    spec: {
      // No replicas: the ScaledObject owns the count.
      selector: { matchLabels: selectorOf(WORKER_NAME) },
      template: {
        metadata: { labels },
        spec: podSpec(
          {
            name: WORKER_NAME,
            command: ['node', entryOf.worker],
            ports: [{ name: 'http', containerPort: WORKER_HEALTH_PORT }],
            envFrom: settingsFrom,
            env: [
              { name: 'WORKER_HEALTH_PORT', value: String(WORKER_HEALTH_PORT) },
              // The kubelet and the scraper call it from outside the pod's loopback.
              { name: 'WORKER_HEALTH_HOST', value: '0.0.0.0' },
              secretEnv(serviceDatabaseUrlVariable('notifications'), SECRETS.database),
              secretEnv('REDIS_URL', SECRETS.redis),
              secretEnv('MAIL_SECRET_KEY', SECRETS.keys),
              secretEnv('SMTP_HOST', SECRETS.smtp),
              secretEnv('SMTP_PORT', SECRETS.smtp),
              secretEnv('SMTP_USER', SECRETS.smtp),
              { name: 'SMTP_PASSWORD_FILE', value: '/etc/portal/smtp/SMTP_PASSWORD' },
            ],
            volumeMounts: [{ name: 'smtp-password', mountPath: '/etc/portal/smtp', readOnly: true }],
            resources: { requests: { cpu: '100m', memory: '192Mi' }, limits: { cpu: '1', memory: '384Mi' } },
            // Alive while its health server answers at all; ready while it reaches PostgreSQL and Redis.
            livenessProbe: httpProbe('/live', 20, 3),
            readinessProbe: httpProbe('/health', 10, 3),
          },
          {
            volumes: [
              { name: 'smtp-password', secret: { secretName: SECRETS.smtp, items: [{ key: 'SMTP_PASSWORD', path: 'SMTP_PASSWORD' }] } },
            ],
          },
        ),
      },
    },
  };
  const authentication: ITriggerAuthentication = {
    apiVersion: 'keda.sh/v1alpha1',
    kind: 'TriggerAuthentication',
    metadata: { name: 'portal-redis', labels },
    spec: {
      secretTargetRef: [
        { parameter: 'address', name: SECRETS.redis, key: 'REDIS_ADDRESS' },
        { parameter: 'password', name: SECRETS.redis, key: 'REDIS_PASSWORD' },
      ],
    },
  };
  const scaler: IScaledObject = {
    apiVersion: 'keda.sh/v1alpha1',
    kind: 'ScaledObject',
    metadata: { name: WORKER_NAME, labels },
    spec: {
      scaleTargetRef: { name: WORKER_NAME },
      minReplicaCount: 1,
      maxReplicaCount: 10,
      pollingInterval: 15,
      cooldownPeriod: 300,
      triggers: [
        {
          type: 'redis',
          // One more worker for every 200 jobs waiting (each handles WORKER_CONCURRENCY at once).
          metadata: { listName: NOTIFICATION_WAIT_LIST, listLength: '200', activationListLength: '0' },
          authenticationRef: { name: 'portal-redis' },
        },
      ],
    },
  };
  return [deployment, disruptionBudget(WORKER_NAME, 'worker'), authentication, scaler];
}

/** deploy/k8s/base/generated/static.yaml: the host and the remotes, served by the gateway with no API behind it. */
export function staticManifests(): object[] {
  const labels = labelsOf(STATIC_NAME, 'static');
  const deployment: IDeployment = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: STATIC_NAME, labels },
    spec: {
      replicas: 2,
      selector: { matchLabels: selectorOf(STATIC_NAME) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: { labels },
        spec: podSpec(
          {
            name: STATIC_NAME,
            image: STATIC_IMAGE,
            command: ['node', entryOf.static],
            ports: [{ name: 'http', containerPort: STATIC_PORT }],
            envFrom: settingsFrom,
            env: [
              { name: 'PORT', value: String(STATIC_PORT) },
              // Read on every request: a new remotes.json reaches the browser without a new image.
              { name: 'REMOTES_JSON', value: '/etc/portal/remotes/remotes.json' },
            ],
            volumeMounts: [{ name: 'remotes', mountPath: '/etc/portal/remotes', readOnly: true }],
            resources: { requests: { cpu: '50m', memory: '128Mi' }, limits: { cpu: '500m', memory: '256Mi' } },
            livenessProbe: httpProbe('/remotes.json', 10, 3),
            readinessProbe: httpProbe('/remotes.json', 5, 2),
          },
          { volumes: [{ name: 'remotes', configMap: { name: REMOTES_CONFIG_MAP } }] },
        ),
      },
    },
  };
  return [deployment, clusterService(STATIC_NAME, 'static', STATIC_PORT), disruptionBudget(STATIC_NAME, 'static')];
}

/** deploy/k8s/base/generated/migrate-job.yaml: every schema migrated, as the migration role, before a release starts the services. */
export function migrateManifests(): object[] {
  const labels = labelsOf('migrate', 'migrate');
  const job: IJob = {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: {
      name: 'migrate',
      labels,
      // Argo CD runs it before the rest of a sync; by hand, README's Deploying says the order.
      annotations: { 'argocd.argoproj.io/hook': 'PreSync', 'argocd.argoproj.io/hook-delete-policy': 'BeforeHookCreation' },
    },
    spec: {
      backoffLimit: 2,
      activeDeadlineSeconds: 1800,
      ttlSecondsAfterFinished: 86_400,
      template: {
        metadata: { labels },
        spec: podSpec(
          {
            name: 'migrate',
            command: ['node', entryOf.migrate],
            envFrom: settingsFrom,
            env: [secretEnv('MIGRATION_DATABASE_URL', SECRETS.database)],
            resources: { requests: { cpu: '100m', memory: '256Mi' }, limits: { cpu: '1', memory: '512Mi' } },
          },
          { restartPolicy: 'Never' },
        ),
      },
    },
  };
  return [job];
}

/** deploy/k8s/base/generated/ingress.yaml: each service's API prefixes to it, everything else to the static image. */
export function ingressManifests(services: readonly RegisteredService[]): object[] {
  const backend = (name: string, port: number) => ({ service: { name, port: { number: port } } });
  const ingress: IIngress = {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: { name: 'portal', labels: { 'app.kubernetes.io/part-of': partOf } },
    spec: {
      rules: [
        {
          http: {
            paths: [
              // Prefix matches whole path segments, and the longest match wins, so /api/auth never takes /api/authority.
              ...services.flatMap((def) =>
                def.apiPrefixes.map((prefix) => ({ path: prefix, pathType: 'Prefix' as const, backend: backend(def.name, def.port) })),
              ),
              { path: '/', pathType: 'Prefix', backend: backend(STATIC_NAME, STATIC_PORT) },
            ],
          },
        },
      ],
    },
  };
  return [ingress];
}

/** The API prefix → Service pairs an Ingress routes, for the test that holds them to the registry. */
export function ingressRoutes(ingress: IIngress): { path: string; service: string; port: number | undefined }[] {
  return (ingress.spec?.rules ?? []).flatMap((rule) =>
    (rule.http?.paths ?? []).map((p) => ({
      path: p.path ?? '',
      service: p.backend.service?.name ?? '',
      port: p.backend.service?.port?.number,
    })),
  );
}

const HEADER = '# Generated by `npm run k8s:generate` from the service registry (services/platform/src/registry.ts). Do not edit.\n';

/** Objects as one multi-document YAML file. */
export const toYaml = (objects: readonly object[]): string =>
  HEADER + objects.map((o) => `---\n${stringify(o, { lineWidth: 0, aliasDuplicateObjects: false, singleQuote: true })}`).join('');

/** Every generated file under deploy/k8s/base/, by path, with its content. */
export function generatedFiles(services: readonly RegisteredService[], remotesJson: object): Record<string, string> {
  return {
    'generated/services.yaml': toYaml(serviceManifests(services)),
    'generated/worker.yaml': toYaml(workerManifests()),
    'generated/static.yaml': toYaml(staticManifests()),
    'generated/migrate-job.yaml': toYaml(migrateManifests()),
    'generated/ingress.yaml': toYaml(ingressManifests(services)),
    'remotes.json': `${JSON.stringify(remotesJson, null, 2)}\n`,
  };
}
