/**
 * Word lists and templates for the demo catalogue. The producers and publishers are invented names
 * (no real company's content is claimed); places are real Swedish places. `{theme}` is a subject theme
 * as written, `{themeLc}` the same with a lower-case first letter, `{name}`/`{place}` are picked here.
 */
export const SUPPLIERS = {
  play: [
    "Kunskapsfilm i Norden",
    "Lärande Bild Stockholm",
    "Nordljus Utbildningsmedia",
    "Klassrumsfilm Göteborg",
    "Vetenskapsverkstan Produktion",
    "Malmö Pedagogfilm",
    "Fjällsippan Media",
    "Norrsken Kunskapsproduktion",
    "Tallbacken Dokumentär",
    "Kvarnström & Lind Film",
    "Studieljus Film",
    "Skolbio Distribution",
  ],
  lashornan: [
    "Förlaget Skolbänken",
    "Bokförlaget Kunskapsträdet",
    "Ljudboksförlaget Lärkan",
    "Sagohuset förlag",
    "Läsglädje förlag",
    "Bokförlaget Fyrbåken",
    "Rösträtt Ljud & Bild",
    "Förlaget Lilla Ugglan",
  ],
  boka: ["Skolbio Distribution", "Mediecentralen Väst", "AV-centralen Norr", "Läromedelsdepån Syd"],
} as const;

export const FIRST_NAMES = [
  "Elsa",
  "Omar",
  "Maja",
  "Noah",
  "Alva",
  "Liam",
  "Saga",
  "Amir",
  "Wilma",
  "Elias",
  "Nora",
  "Hugo",
  "Leila",
  "Adam",
  "Ebba",
  "Yusuf",
  "Tove",
  "Malte",
  "Ines",
  "Vilgot",
  "Astrid",
  "Karim",
  "Signe",
  "Oskar",
  "Hanna",
];
export const LAST_NAMES = [
  "Lindqvist",
  "Berg",
  "Nyström",
  "Holm",
  "Eriksson",
  "Sandberg",
  "Haddad",
  "Lundgren",
  "Ek",
  "Johansson",
  "Karlsson",
  "Nordin",
  "Öberg",
  "Åström",
  "Mohammadi",
  "Wallin",
  "Falk",
  "Hedlund",
  "Sjöberg",
  "Virtanen",
];
export const PLACES = [
  "Kiruna",
  "Gotland",
  "Österlen",
  "fjällen",
  "skärgården",
  "Bergsjön",
  "Rinkeby",
  "Norrland",
  "Malmö",
  "Luleå",
  "Dalarna",
  "Visby",
  "Tornedalen",
  "Vänern",
  "Söder",
  "Hisingen",
  "Öland",
  "Jämtland",
];

/** Film titles. `{defC}`/`{defN}`: definite common/neuter nouns with a matching adjective. */
export const FILM_TITLES = [
  "{adjC} {nounC}",
  "{adjN} {nounN}",
  "{name} och {nounC}",
  "Sommaren med {name}",
  "Vägen till {place}",
  "Flickan från {place}",
  "Pojken som {verb}",
  "Mitt år i {place}",
  "När {name} försvann",
  "{name} {verbNow}",
  "Vi som {verb}",
  "{adjC} {nounC} i {place}",
];
export const ADJ_COMMON = ["Den sista", "Den långa", "Den tysta", "Den hemliga", "Den mörka", "Den ljusa", "Den stora", "Den glömda"];
export const ADJ_NEUTER = ["Det sista", "Det långa", "Det tysta", "Det hemliga", "Det glömda", "Det stora"];
export const NOUNS_COMMON = [
  "sommaren",
  "vintern",
  "resan",
  "flykten",
  "hemligheten",
  "stormen",
  "vänskapen",
  "drömmen",
  "matchen",
  "natten",
  "ön",
  "staden",
  "skogen",
  "sjön",
  "bron",
  "klassen",
  "sanningen",
];
export const NOUNS_NEUTER = ["huset", "brevet", "löftet", "spelet", "ljuset", "beslutet", "valet", "mörkret"];
export const VERBS = ["ville flyga", "inte kunde sova", "räknade stjärnor", "talade med fåglar", "vågade säga nej", "sprang ifrån allt"];
export const VERBS_NOW = ["vägrar ge upp", "tar ton", "byter skola", "spelar för livet", "går sin egen väg"];

export const FILM_SITUATIONS = [
  "har precis flyttat till {place}",
  "bor med sin pappa i {place}",
  "drömmer om att bli fotbollsproffs",
  "börjar i en ny klass mitt i terminen",
  "tillbringar sommaren hos sin mormor i {place}",
  "tar hand om sin lillebror när mamma jobbar natt",
  "har just fått en plats i stadens juniorlag",
];
export const FILM_CONFLICTS = [
  "När en hemlighet avslöjas ställs vänskapen på sin spets.",
  "Ett oväntat möte får allt att förändras.",
  "Snart måste {who} välja mellan att passa in och att vara sig själv.",
  "Snart står {who} inför det svåraste beslutet i sitt liv.",
  "En dag försvinner bästa vännen utan att säga något.",
  "Men ingen i familjen vågar prata om det som hänt.",
];
export const FILM_THEMES = [
  "vänskap och mod",
  "utanförskap och tillhörighet",
  "första kärleken",
  "sorg och hopp",
  "familj och lojalitet",
  "mobbning och civilkurage",
  "identitet och frihet",
  "rättvisa och ansvar",
];
export const FILM_TAGS = ["spelfilm", "drama", "ungdomsfilm", "familjefilm", "kortfilm", "filmsamtal"];

export const DOC_TITLES = [
  "{theme}",
  "Berättelsen om {themeLc}",
  "Dokument: {theme}",
  "{theme} i närbild",
  "Att förstå {themeLc}",
  "{theme} – en dokumentär",
  "Fokus: {theme}",
  "Frågan om {themeLc}",
];
/** Later episodes on a theme the series has already covered take one of these angles. */
export const EPISODE_ANGLES = ["fördjupning", "frågor och svar", "förr och nu", "experten svarar", "på plats", "i vardagen", "repetition"];
export const CLIP_TITLES = [
  "{theme} på två minuter",
  "Vad är {themeLc}?",
  "{theme} – kort förklaring",
  "Snabbkoll: {theme}",
  "{theme} för nybörjare",
  "Tre saker om {themeLc}",
  "Begreppet {themeLc}",
];
export const CLIP_TITLES_EN = ["{theme} in two minutes", "What is {themeLc}?", "Quick guide: {theme}", "{theme} explained"];
export const RADIO_TITLES = ["Radioreportage: {theme}", "Radiodokumentär: {theme}", "{theme} – ett radioreportage", "Ljudbild: {theme}"];
export const PODCAST_NAMES = [
  "Kunskapspodden",
  "Vetenskapsfrågan",
  "Språkpodden",
  "Historiepodden för skolan",
  "Samhällssnack",
  "Naturligtvis",
  "Lärarrummet",
  "Bokcirkeln",
];
export const LECTURE_TITLES = [
  "Föreläsning: {theme}",
  "{name} {lastName} om {themeLc}",
  "Lektionen: {theme}",
  "Forskaren förklarar: {theme}",
];
/** Debate motions with the subject theme they are used with. */
export const DEBATES = [
  { question: "Ska skolan vara mobilfri?", theme: "Digitalisering" },
  { question: "Borde rösträttsåldern sänkas till 16 år?", theme: "Demokratins grunder" },
  { question: "Är sociala medier bra för demokratin?", theme: "Algoritmer och filterbubblor" },
  { question: "Ska kött beskattas för klimatets skull?", theme: "Hållbar konsumtion" },
  { question: "Behöver vi mer kärnkraft?", theme: "Kärnkraft" },
  { question: "Ska AI få användas på prov?", theme: "Artificiell intelligens" },
  { question: "Ska vi sluta flyga?", theme: "Växthuseffekten" },
  { question: "Är turismen bra för världen?", theme: "Hållbar utveckling" },
  { question: "Borde straffen för unga skärpas?", theme: "Ungdomsbrottslighet" },
  { question: "Ska djurförsök förbjudas?", theme: "Etiska dilemman" },
  { question: "Behövs monarkin?", theme: "Demokratins grunder" },
  { question: "Ska Sverige bygga fler vindkraftverk?", theme: "Förnybar energi" },
] as const;
export const DEBATE_CITIES = [
  "Stockholm",
  "Göteborg",
  "Malmö",
  "Uppsala",
  "Umeå",
  "Luleå",
  "Örebro",
  "Linköping",
  "Växjö",
  "Visby",
  "Karlstad",
  "Sundsvall",
  "Gävle",
  "Jönköping",
  "Kalmar",
];
export const SERIES_TITLES = [
  "{area} – en serie",
  "Upptäck {areaLc}",
  "{area} – grunderna",
  "Steg för steg: {area}",
  "{area} på riktigt",
  "Klassrummet: {area}",
];
export const SERIES_TITLES_EN = ["{area}", "English Zone: {area}", "{area} – step by step"];
export const DOC_TITLES_EN = ["{theme}", "{theme} – a documentary", "Focus: {theme}", "{theme} up close"];

export const BOOK_FACT_TITLES = [
  "Faktaboken om {themeLc}",
  "Allt om {themeLc}",
  "{theme} – en introduktion",
  "Lär dig mer om {themeLc}",
  "{theme} för nyfikna",
  "Upptäck {themeLc}",
];
export const BOOK_FACT_TITLES_EN = ["All about {theme}", "{theme}: a reader", "Easy reader: {theme}"];
export const BOOK_SENTENCES = [
  "Boken är skriven på lättläst svenska och rikt illustrerad.",
  "Varje kapitel avslutas med frågor att fundera på.",
  "Ordlista och register gör boken lätt att använda i undervisningen.",
  "En lärarhandledning finns att ladda ner.",
  "Passar för högläsning i klassen eller egen läsning.",
];
export const NOVEL_SENTENCES = [
  "En spännande och varm roman som är svår att lägga ifrån sig.",
  "Berättelsen väcker frågor som passar för boksamtal.",
  "Språket är direkt och levande, med korta kapitel.",
  "Romanen har tilldelats flera priser av unga läsare.",
];
export const AUDIOBOOK_SENTENCES = [
  "Inläst av {name} {lastName}.",
  "Uppläsningen är lugn och tydlig, med musik mellan kapitlen.",
  "Ljudboken går att lyssna på i valfri takt och fortsätta där man slutade.",
];
export const PHYSICAL_FORMATS = ["DVD", "Blu-ray", "Klassuppsättning", "Ljudbok-cd", "Experimentlåda", "Bok"];
export const PHYSICAL_SENTENCES = [
  "Lånas ut i fyra veckor och skickas till skolans adress.",
  "Beställ i god tid inför terminsstart.",
  "Lånet kan förlängas om ingen annan står i kö.",
  "Lärarhandledning ingår i förpackningen.",
];

export const PEDAGOGY_SENTENCES = [
  "Passar som introduktion till ett nytt arbetsområde.",
  "Lärarhandledning med diskussionsfrågor finns att ladda ner.",
  "Kan med fördel delas upp på flera lektioner.",
  "Bra underlag för gruppdiskussioner och reflektion.",
  "Innehållet är granskat av verksamma lärare.",
];

/** SPEC §3 audience, with the age the recommendation starts from. */
export const STAGES = [
  { audience: "Förskoleklass", age: 6 },
  { audience: "Lågstadiet", age: 7 },
  { audience: "Mellanstadiet", age: 10 },
  { audience: "Högstadiet", age: 13 },
  { audience: "Gymnasiet", age: 16 },
  { audience: "Vuxenutbildning", age: 18 },
] as const;

/** ISO 639-1: Swedish first; the languages of large pupil groups for subtitles and mother-tongue tuition. */
export const SPOKEN_EXTRA = ["en", "ar", "so", "fi", "se", "es", "de", "fr", "fa", "uk"];
export const SUBTITLE_EXTRA = ["en", "ar", "so", "ti", "fa", "uk", "fi", "es"];
export const COUNTRIES = ["SE", "SE", "SE", "SE", "NO", "DK", "FI", "GB", "DE", "FR", "US", "CA", "IS"];
