export default { name: 'mfe_eco', kind: 'remote', title: 'Early Childhood Outcomes' } as const;
