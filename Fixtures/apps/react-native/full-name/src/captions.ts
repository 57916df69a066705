export const captions = { text: { fontFamily: 'Open Mosaic', fontWeight: '400' } };
