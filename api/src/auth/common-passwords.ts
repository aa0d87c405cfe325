// Rule 8, "no commonly used words": a built-in list of the passwords and words that top every
// breach list, matched anywhere in the password, also after undoing common letter swaps (p@ssw0rd).
const commonWords = `
password passw0rd passwort motdepasse contrasena letmein welcome welcome1 admin administrator
root toor login qwerty qwertyuiop azerty asdfgh zxcvbn qazwsx trustno1 iloveyou loveyou lovely
monkey dragon master shadow sunshine princess football baseball basketball soccer hockey
superman batman spiderman starwars pokemon minecraft fortnite whatever freedom secret
mustang michael jennifer jordan hunter ranger buster tigger charlie daniel thomas robert
andrew joshua matthew jessica ashley amanda nicole michelle summer winter autumn spring
january february march april june july august september october november december
monday tuesday wednesday thursday friday saturday sunday
chocolate cookie banana orange cherry pepper ginger purple yellow silver golden diamond
computer internet google facebook twitter linkedin microsoft windows apple samsung
blink182 metallica nirvana liverpool chelsea arsenal manchester united barcelona madrid
england london scotland ireland wales america canada australia
hello hello123 helloworld abc123 abcdef abcd1234 111111 123123 123321 654321 666666 696969
121212 112233 000000 7777777 987654 1q2w3e 1q2w3e4r zaq12wsx passpass pass123 pass1234
changeme default guest test1234 testing tester sample example temp1234 temporary
access letmein1 open sesame opensesame mypass mypassword yourpassword nopassword
killer pussy fuckyou fuckoff bitch asshole biteme cheese coffee pizza hotdog
flower flowers angel angels baby babygirl babyboy sweetie sweety honey darling
family forever friends friend love123 lover loving heart hearts
jesus christ heaven blessed faith hope grace angel1 god123
naruto sasuke goku dragonball zelda mario nintendo playstation xbox360 gamer
hannah sophie olivia emily chloe lucy daisy poppy ellie jack harry oliver george
william james david richard joseph thomas1 charles steven kevin brian edward
ferrari porsche mercedes corvette harley yamaha honda toyota
whatever1 anything nothing something everything somebody nobody
maggie ginger1 bailey buddy molly sadie lucky rocky max123 shelby
soccer1 football1 baseball1 golfer tennis rugby cricket
matrix merlin wizard magic hacker ninja pirate knight warrior viking
qwerty123 qwerty1 qwertz asdf1234 zxcvbnm qweasd qweasdzxc
iloveu iloveyou1 ihateyou loveme kissme hugme
benefits employee employer company business office
secret1 secret123 private security secure protected
starwars1 startrek trekkie galaxy universe planet
london1 paris berlin tokyo newyork chicago boston dallas
letmein123 welcome123 admin123 root123 user123 guest123 login123
passw0rd1 p4ssword pa55word pa55w0rd
`
  .split(/\s+/)
  .filter((word) => word.length >= 4);

// Digits and symbols people put in place of letters.
const swaps: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

function undoSwaps(text: string): string {
  return [...text].map((c) => swaps[c] ?? c).join('');
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const unswapped = undoSwaps(lower);
  return commonWords.some((word) => lower.includes(word) || unswapped.includes(word));
}

export const commonWordCount = commonWords.length;
