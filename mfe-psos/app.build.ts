export default { name: 'mfe_psos', kind: 'remote', title: 'Post-School Outcomes Survey' } as const;
