export default { name: 'mfe_dispute', kind: 'remote', title: 'Dispute Resolution' } as const;
