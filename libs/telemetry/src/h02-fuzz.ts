/** Fuzz target of the H02 decoder: golden frames as in h02.test.ts (same documents). */
import { H02Stream } from './h02';

const f = (s: string) => Buffer.from(s, 'latin1');
const h = (s: string) => Buffer.from(s, 'hex');

export const h02FuzzTarget = {
  name: 'H02Stream',
  seeds: [
    // First: appended after every mutated frame, so its record shows that the stream resynchronised (and a binary
    // record before it is decoded: its '*' tells the record length).
    f('*TH,2020916012,V1,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#'),
    f('*HQ,865205030330012,V1,235959,V,3341.01234,S,07034.56789,W,0.00,359.5,311223,FFFFFFFF,310,260,49101,1753#\r\n'),
    f('*HQ,353505220903211,V1,140817,A,5239.3538,N,01003.5292,E,21.03,312,221013,FFFBFFFF,106,14, 203,1cd#'),
    f('*hq,4210209006,VI1,054048,A,2828.2297,N,07733.4332,E,000.5,047,4,080918,00000000#'),
    f('*HQ,4106030000,V1,,V,4605.75732,N,01430.73863,E,0.00,0,,FFFFFFEF#'),
    f('*TH,2020916012,V4,S20,DONE,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,F7FFFBFF#'),
    f('*HQ,4106030000,V4,S20,ERROR#'),
    f('*HQ,4106030000,HTBT#'),
    f('*HQ,865205030330012,HTBT,85#'),
    f('*HQ,4109179024,NBR,103732,722,310,0,2,8106,32010,23,8101,22007,25,100217,FFFFFBFF#'),
    f('*HQ,1700086468,LINK,180902,15,0,84,0,0,240517,FFFFFBFF#'),
    h('24' + '2020916012' + '050316' + '220902' + '22128745' + '06' + '113466574e' + '014028' + 'fffffbff' + 'ff0007'),
    h('24' + '2020916012' + '050316' + '220902' + '22128745' + '06' + '113466574e' + '014028' + 'fffffbff' + 'ff0007' + '060000002c01cc00262b0f171f'),
    h('24' + '4106030000' + '235959' + '311223' + '33410123' + '00' + '070345678a' + '000359' + 'fff7fbfd' + 'ff0000'),
  ],
  open: () => new H02Stream({ now: () => 1_700_000_000_000 }),
};
