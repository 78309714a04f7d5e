/**
 * Generates src/modules/auth/common-passwords.txt (lower-cased, one per line, only 8+ chars since
 * shorter passwords are rejected by length anyway). No public breach list was available offline
 * when this was written, so the list is built from a hand-written seed of widely known weak
 * passwords and base words, expanded with the patterns people use (digits, years, "!", keyboard
 * walks, repetitions). Deterministic: run `node apps/server/scripts/generate-common-passwords.ts`.
 * Replacing it with a published top-10k list (e.g. SecLists 10k-most-common) is a drop-in change.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fullPasswords = `
123456 123456789 12345678 password qwerty123 qwerty1 111111 12345 1234567 123123 1234567890
000000 abc123 password1 iloveyou 1q2w3e4r 1q2w3e4r5t 1q2w3e 123321 654321 666666 121212
7777777 88888888 11111111 00000000 87654321 123qwe qweasd qweasdzxc zxcvbnm asdfghjkl qwertyuiop
1qaz2wsx 1qazxsw2 zaq12wsx zaq1zaq1 qazwsx qazwsxedc q1w2e3r4 q1w2e3r4t5 a1b2c3d4 passw0rd
p@ssw0rd p@ssword pa55word password123 password12 password! letmein letmein1 welcome welcome1
welcome123 admin admin123 administrator root toor changeme changeme123 default guest test test123
testing qwerty qwertyui asdfasdf asdf1234 zxcv1234 trustno1 iloveyou1 iloveyou2 loveyou
sunshine princess dragon monkey football baseball basketball soccer hockey master superman batman
spiderman starwars pokemon shadow michael jennifer jordan jordan23 hunter ranger harley thomas
robert charlie daniel andrew joshua matthew anthony jessica ashley amanda nicole michelle
hannah sophie summer winter autumn spring freedom whatever nothing secret secret123 computer
internet samsung google facebook linkedin twitter youtube yahoo hotmail gmail outlook microsoft
apple iphone android windows linux ubuntu mustang ferrari porsche mercedes corvette chevrolet
yamaha harley1 killer pepper ginger cookie cheese butter chocolate banana orange purple yellow
silver golden diamond crystal flower rainbow unicorn butterfly angel angels buster tigger tiger
lovely loveme lover hello hello123 hello1 helloworld hellokitty maggie bailey buddy lucky
lucky7 blessed jesus jesus1 christ faith heaven family friends friend forever 11223344
112233 123654 147258369 159753 159357 741852963 963852741 951753 123789 1234qwer qwer1234
abcd1234 abcdefg abcdefgh abcdef 1a2b3c4d aaaaaa aaaaaaaa zzzzzz qqqqqq 999999 555555 222222
333333 444444 101010 131313 202020 696969 123abc abc12345 password2 passwords pass pass123
pass1234 mypassword mypass letmeinnow opensesame access access14 master123 login login123
username user user123 demo demo123 sample example qwerty12 qwerty1234 1qaz!qaz !qaz2wsx
football1 baseball1 soccer1 monkey1 dragon1 shadow1 master1 sunshine1 princess1 superman1
batman1 michael1 charlie1 jordan1 ashley1 nicole1 daniel1 jessica1 justin1 hunter1 thomas1
liverpool chelsea arsenal manchester barcelona realmadrid juventus bayern united
newyork london paris berlin madrid toronto chicago boston dallas texas california florida
america canada mexico brazil france germany england scotland ireland australia india china
japan russia poland italia italy spain sweden norway denmark finland holland
`;

const baseWords = `
password pass passwd qwerty admin welcome love iloveyou dragon monkey football baseball soccer
hockey tennis golf master super superman batman spiderman ironman hulk starwars pokemon pikachu
naruto shadow hunter ranger killer ninja pirate wizard knight king queen prince princess angel
devil demon ghost zombie vampire tiger lion eagle falcon hawk wolf bear shark dolphin horse
dog cat puppy kitty bunny monkey panda turtle snake spider dragonfly butterfly flower rose lily
daisy tulip sunshine sunny summer winter spring autumn rain snow storm thunder lightning fire
water earth wind star stars moon sun sky ocean river mountain forest island beach
michael jennifer jessica ashley amanda sarah emily emma olivia sophia isabella mia ava chloe
daniel david james john robert william richard joseph thomas charles christopher matthew
anthony mark donald steven paul andrew joshua kevin brian george edward ronald timothy jason
jeffrey ryan jacob gary nicholas eric stephen jonathan larry justin scott brandon frank
benjamin gregory samuel raymond patrick alexander jack dennis jerry tyler aaron henry
jose adam douglas nathan peter zachary kyle walter harold jeremy ethan carl keith roger
gerald christian terry sean arthur austin noah lawrence jesse joe bryan billy jordan albert
dylan bruce willie gabriel alan juan logan wayne ralph roy eugene randy vincent russell louis
philip bobby johnny bradley maria susan margaret dorothy lisa nancy karen betty helen sandra
donna carol ruth sharon michelle laura kimberly deborah melissa stephanie rebecca laura
cynthia kathleen amy shirley angela anna brenda pamela nicole katherine samantha christine
debra rachel carolyn janet catherine heather diane julie joyce victoria kelly christina
lauren joan evelyn judith megan cheryl andrea hannah martha jacqueline frances gloria teresa
kathryn sara janice jean alice madison doris abigail julia judy grace denise amber marilyn
beverly danielle theresa sophie marie diana brittany natalie charlotte rose alexis kayla
charlie buster bailey max maggie molly lucky buddy rocky jack toby bella daisy lucy coco
ginger pepper oscar simba milo chester cooper teddy sammy princess shadow smokey
computer internet network server system security secret private hidden access login
letmein welcome hello goodbye thankyou please sorry whatever nothing everything something
money dollar euro cash rich million billion gold silver diamond platinum crystal
music guitar piano drums rock metal punk jazz blues hiphop rapper dance party
coffee tea beer vodka whiskey wine pizza burger cheese chocolate candy cookie banana apple
orange lemon cherry strawberry peach mango pineapple coconut
red blue green yellow purple pink black white orange brown gray grey
freedom liberty justice peace happy happiness smile funny crazy cool awesome amazing
family friends friend forever always together lover loving lovely beautiful pretty cute
sweet honey baby babygirl babyboy sweetheart darling kisses
jesus christ god lord heaven blessed faith church bible holy angel
school college student teacher doctor nurse police soldier army navy marine
mustang ferrari porsche bmw audi mercedes toyota honda nissan ford chevy jeep harley yamaha
ducati suzuki kawasaki corvette camaro
samsung google facebook twitter youtube apple iphone android windows linux microsoft
matrix phoenix genesis legend legacy hero heroes marvel avengers
chelsea arsenal liverpool manchester barcelona madrid juventus bayern celtic rangers
yankees lakers cowboys steelers packers patriots eagles raiders bulls redsox
qwertz azerty asdf zxcv qazwsx
`;

const suffixes = [
  '',
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '!',
  '1!',
  '123!',
  '01',
  '69',
  '99',
  '2020',
  '2021',
  '2022',
  '2023',
  '2024',
  '2025',
];

const keyboardWalks = [
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'qwertyuiopasdfghjkl',
  '1qaz2wsx3edc',
  '1qaz2wsx3edc4rfv',
  'qazwsxedcrfv',
  '1q2w3e4r5t6y',
  'q1w2e3r4t5y6',
  'zaq1xsw2cde3',
  'poiuytrewq',
  'lkjhgfdsa',
  'mnbvcxz',
  'qwertyqwerty',
  'asdfasdfasdf',
  '!qaz@wsx',
  '1qaz@wsx',
  '!qaz2wsx',
  'qwer!@#$',
  '!@#$%^&*',
  '!@#$%^&*()',
  '1234qwer',
  'qwer1234',
  'qwerasdf',
  'asdfqwer',
  'zxcvasdf',
];

const out = new Set<string>();
const add = (value: string) => {
  const lower = value.toLowerCase();
  if (lower.length >= 8 && lower.length <= 64) out.add(lower);
};

for (const word of fullPasswords.split(/\s+/).filter(Boolean)) add(word);
for (const walk of keyboardWalks) add(walk);

// Digit runs and repetitions.
for (let len = 8; len <= 16; len++) {
  add('1234567890'.repeat(2).slice(0, len));
  add('0987654321'.repeat(2).slice(0, len));
  add('9876543210'.repeat(2).slice(0, len));
  for (const ch of '0123456789abcdefghijklmnopqrstuvwxyz') add(ch.repeat(len));
}
for (const pair of ['12', '123', '1234', 'ab', 'abc', 'qwe', 'asd', 'xyz', '69', '007', '911']) {
  add(pair.repeat(Math.ceil(8 / pair.length)));
  add(pair.repeat(Math.ceil(10 / pair.length)));
}
// Dates people use: ddmmyyyy / mmddyyyy for the 1st–12th of months in common years is large;
// keep the very common "01011990"-style (1st of January) and "12345678"-like years.
for (let year = 1950; year <= 2025; year++) {
  add(`0101${year}`);
  add(`${year}0101`);
  add(`password${year}`);
}

const bases = [...new Set(baseWords.split(/\s+/).filter(Boolean))];
const leet = (w: string) =>
  w.replace(/a/g, '@').replace(/o/g, '0').replace(/e/g, '3').replace(/s/g, '$');
for (const base of bases) {
  for (const suffix of suffixes) {
    add(base + suffix);
  }
  add(leet(base));
  add(`${leet(base)}1`);
  add(`${leet(base)}123`);
  add(`${base}${base}`);
  add(`ilove${base}`);
}

const list = [...out].sort();
const target = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/modules/auth/common-passwords.txt',
);
writeFileSync(target, `${list.join('\n')}\n`);
console.log(`wrote ${list.length} passwords to ${target}`);
