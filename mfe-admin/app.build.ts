export default { name: 'mfe_admin', kind: 'remote', title: 'Admin' } as const;
