export default { name: 'mfe_restraint', kind: 'remote', title: 'Restraint & Aversive Intervention' } as const;
