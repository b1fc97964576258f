export default { name: 'host', kind: 'host', title: 'Special Education Portal' } as const;
