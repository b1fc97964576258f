export default { name: 'mfe_monitoring', kind: 'remote', title: 'Monitoring' } as const;
