/**
 * The subjects tree of the demo catalogue (ämnen → områden → teman), modelled on the Swedish
 * curriculum (Lgr22 and the upper-secondary subjects). Themes become titles, tags and episode topics;
 * `sentences` are subject-specific description lines; `topics` are the cross-subject topics (SPEC §3).
 * Text only: ids are given by catalogue-subjects.ts in this order (root, then its areas).
 */
export interface SubjectArea {
  title: string;
  themes: readonly string[];
}

export interface SubjectData {
  title: string;
  /** Themes in this subject are written in English (the English subject). */
  english?: boolean;
  areas: readonly SubjectArea[];
  sentences: readonly string[];
  topics: readonly string[];
}

export const SUBJECTS: readonly SubjectData[] = [
  {
    title: "Historia",
    topics: ["Krig och fred", "Demokrati", "Mänskliga rättigheter", "Sverige", "Migration"],
    areas: [
      {
        title: "Forntid och antiken",
        themes: ["Stenåldern", "Bronsåldern", "Vikingatiden", "Antikens Grekland", "Romarriket", "Egyptens faraoner"],
      },
      { title: "Medeltiden", themes: ["Medeltidens städer", "Digerdöden", "Korstågen", "Hansan och handeln", "Kalmarunionen"] },
      {
        title: "Nya tiden",
        themes: [
          "Gustav Vasa och reformationen",
          "Stormaktstiden",
          "Upplysningen",
          "Franska revolutionen",
          "Industriella revolutionen",
          "Emigrationen till Amerika",
          "Kolonialismen",
          "Slavhandeln över Atlanten",
        ],
      },
      {
        title: "1900-talet",
        themes: [
          "Första världskriget",
          "Rösträttens historia",
          "Andra världskriget",
          "Förintelsen",
          "Kalla kriget",
          "Folkhemmet",
          "Berlinmurens fall",
        ],
      },
    ],
    sentences: [
      "Programmet sätter händelserna i ett större sammanhang och visar hur de påverkar oss än i dag.",
      "Historiker, arkivbilder och dramatiserade scener hjälper eleverna att förstå orsaker och konsekvenser.",
      "Vi följer människor som levde mitt i händelserna genom brev, dagböcker och fynd.",
      "Tidslinjer och kartor gör det lätt att se hur utvecklingen gick till.",
    ],
  },
  {
    title: "Samhällskunskap",
    topics: ["Demokrati", "Mänskliga rättigheter", "Ekonomi", "Jämställdhet", "Hållbar utveckling"],
    areas: [
      {
        title: "Demokrati och politik",
        themes: [
          "Demokratins grunder",
          "Riksdag och regering",
          "Valet",
          "Partier och ideologier",
          "Mänskliga rättigheter",
          "Barnkonventionen",
          "EU och Sverige",
        ],
      },
      { title: "Ekonomi", themes: ["Privatekonomi", "Samhällsekonomi", "Skatter och välfärd", "Arbetsmarknaden", "Globaliseringen"] },
      { title: "Rättssamhället", themes: ["Brott och straff", "Domstolarna", "Polisens arbete", "Ungdomsbrottslighet"] },
    ],
    sentences: [
      "Med konkreta exempel från vardagen förklaras hur samhället fungerar och hur man kan påverka.",
      "Unga berättar om sina erfarenheter och experter ger bakgrund och fakta.",
      "Materialet väcker frågor som passar för diskussion i helklass eller mindre grupper.",
      "Begreppen förklaras enkelt utan att förenkla sakfrågan.",
    ],
  },
  {
    title: "Biologi",
    topics: ["Natur", "Hållbar utveckling", "Hälsa", "Vetenskap", "Klimat"],
    areas: [
      {
        title: "Människokroppen",
        themes: [
          "Hjärtat och blodomloppet",
          "Matsmältningen",
          "Nervsystemet och hjärnan",
          "Immunförsvaret",
          "Sinnena",
          "Skelett och muskler",
        ],
      },
      {
        title: "Ekologi",
        themes: ["Fotosyntesen", "Näringskedjor", "Ekosystem i skogen", "Livet i Östersjön", "Biologisk mångfald", "Pollinerande insekter"],
      },
      { title: "Evolution och genetik", themes: ["Darwin och evolutionen", "DNA och gener", "Arv och miljö", "Cellen"] },
      { title: "Djur och växter", themes: ["Fåglar i Sverige", "Svampar", "Groddjur och kräldjur", "Rovdjur i Norden", "Träd och buskar"] },
    ],
    sentences: [
      "Närbilder och animationer visar det som är för litet eller går för snabbt för ögat.",
      "Forskare i fält visar hur man undersöker naturen och drar slutsatser.",
      "Enkla försök som går att göra i klassrummet följer med materialet.",
      "Vi besöker svenska naturtyper från fjäll till hav under årets alla årstider.",
    ],
  },
  {
    title: "Fysik",
    topics: ["Vetenskap", "Energi", "Klimat", "Rymden", "Teknik"],
    areas: [
      { title: "Mekanik", themes: ["Krafter och rörelse", "Tyngdkraften", "Tryck", "Energi och arbete"] },
      { title: "Elektricitet och magnetism", themes: ["Elektriska kretsar", "Magnetism", "Elproduktion"] },
      { title: "Ljud och ljus", themes: ["Ljudvågor", "Ljusets brytning", "Färger och spektrum"] },
      { title: "Universum", themes: ["Solsystemet", "Stjärnornas liv", "Svarta hål", "Rymdresor"] },
      { title: "Energi och klimat", themes: ["Kärnkraft", "Förnybar energi", "Växthuseffekten"] },
    ],
    sentences: [
      "Experiment i slow motion gör fysikens lagar synliga.",
      "Formler och begrepp kopplas till saker eleverna känner igen från vardagen.",
      "En fysiker svarar på frågor som elever själva har skickat in.",
      "Animerade modeller visar vad som händer på atomnivå.",
    ],
  },
  {
    title: "Kemi",
    topics: ["Vetenskap", "Miljö", "Hållbar utveckling", "Vardag"],
    areas: [
      { title: "Kemins grunder", themes: ["Atomer och molekyler", "Periodiska systemet", "Kemiska reaktioner", "Syror och baser"] },
      { title: "Kemi i vardagen", themes: ["Kemi i köket", "Plaster", "Rengöringsmedel", "Förbränning"] },
      { title: "Kemi och miljö", themes: ["Vattnets kretslopp", "Försurning", "Kolets kretslopp", "Återvinning"] },
    ],
    sentences: [
      "Laborationer filmas på nära håll med tydliga säkerhetsråd.",
      "Kemiska processer i vardagen får förklaringar på både makro- och mikronivå.",
      "Reaktionsformler visas steg för steg med animationer.",
    ],
  },
  {
    title: "Matematik",
    topics: ["Problemlösning", "Vardag", "Ekonomi", "Logik"],
    areas: [
      { title: "Tal och räkning", themes: ["Bråk och decimaltal", "Procent", "Negativa tal", "Potenser", "Primtal"] },
      { title: "Algebra", themes: ["Ekvationer", "Funktioner", "Mönster och formler"] },
      { title: "Geometri", themes: ["Pythagoras sats", "Area och omkrets", "Vinklar", "Skala"] },
      { title: "Sannolikhet och statistik", themes: ["Sannolikhet", "Diagram och tabeller", "Medelvärde och median"] },
      { title: "Problemlösning", themes: ["Matematik i vardagen", "Logiska problem"] },
    ],
    sentences: [
      "Varje moment förklaras med exempel och avslutas med uppgifter att lösa tillsammans.",
      "Matematiken kopplas till verkliga situationer som att handla, resa och bygga.",
      "Vanliga missförstånd tas upp och reds ut.",
      "Passar både för genomgång och för repetition inför prov.",
    ],
  },
  {
    title: "Svenska",
    topics: ["Litteratur", "Språk", "Identitet", "Vänskap"],
    areas: [
      {
        title: "Läsa och skriva",
        themes: ["Att skriva en krönika", "Argumenterande text", "Novellskrivande", "Läsförståelse", "Stavning och grammatik"],
      },
      {
        title: "Litteratur",
        themes: ["Astrid Lindgren", "Selma Lagerlöf", "August Strindberg", "Poesi och lyrik", "Sagor och myter", "Ungdomsromaner"],
      },
      { title: "Språket", themes: ["Språkhistoria", "Dialekter", "De nationella minoritetsspråken", "Ordklasser"] },
    ],
    sentences: [
      "Författare berättar om sitt skrivande och ger tips som eleverna kan använda direkt.",
      "Textutdrag läses högt och diskuteras utifrån form och innehåll.",
      "Materialet stöttar både läsförståelse och eget skrivande.",
    ],
  },
  {
    title: "Engelska",
    english: true,
    topics: ["Språk", "Kultur", "Identitet"],
    areas: [
      { title: "Reading and listening", themes: ["Short stories", "News in English", "Poetry in English"] },
      { title: "Speaking and writing", themes: ["Everyday English", "Writing a letter", "Giving a presentation"] },
      { title: "The English-speaking world", themes: ["Life in London", "The United States", "Australia", "Ireland"] },
    ],
    sentences: [
      "Programmet är på engelska med tydligt tal och svensk undertext som stöd.",
      "Unga i engelsktalande länder berättar om sin vardag, skola och framtidsdrömmar.",
      "Ord och fraser repeteras så att eleverna kan använda dem i egna samtal.",
    ],
  },
  {
    title: "Religion",
    topics: ["Livsfrågor", "Etik", "Kultur", "Identitet"],
    areas: [
      { title: "Världsreligioner", themes: ["Kristendomen", "Islam", "Judendomen", "Hinduismen", "Buddhismen"] },
      { title: "Etik och livsfrågor", themes: ["Etiska dilemman", "Livsfrågor", "Rätt och fel"] },
      { title: "Religion i samhället", themes: ["Religion i Sverige", "Högtider och traditioner", "Samisk religion"] },
    ],
    sentences: [
      "Troende berättar själva om sin tro, sina högtider och vad som är viktigt för dem.",
      "Etiska frågor presenteras utan facit och bjuder in till samtal.",
      "Religionernas historia och nutida uttryck visas sida vid sida.",
    ],
  },
  {
    title: "Geografi",
    topics: ["Klimat", "Hållbar utveckling", "Natur", "Migration", "Sverige"],
    areas: [
      { title: "Jordens yta", themes: ["Vulkaner och jordbävningar", "Plattektonik", "Klimatzoner", "Väder och vind"] },
      { title: "Befolkning och resurser", themes: ["Urbanisering", "Migration", "Vatten som resurs", "Hållbar utveckling"] },
      { title: "Sveriges geografi", themes: ["Fjällvärlden", "Norrlands älvar", "Skärgården", "Sveriges landskap"] },
      { title: "Kartan", themes: ["Kartkunskap", "GPS och navigering"] },
    ],
    sentences: [
      "Flygbilder och kartor visar hur landskapet har formats över tid.",
      "Vi möter människor vars vardag påverkas av klimat, natur och resurser.",
      "Materialet kopplar lokala exempel till globala mönster.",
    ],
  },
  {
    title: "Idrott och hälsa",
    topics: ["Hälsa", "Psykisk hälsa", "Friluftsliv"],
    areas: [
      { title: "Hälsa och livsstil", themes: ["Träning och kondition", "Kost och hälsa", "Sömn", "Psykisk hälsa"] },
      { title: "Friluftsliv", themes: ["Friluftsliv", "Orientering", "Livräddning och simning"] },
      { title: "Rörelse", themes: ["Bollspel", "Dans och rörelse"] },
    ],
    sentences: [
      "Övningarna går att göra i idrottshallen eller utomhus.",
      "Idrottsforskare förklarar vad som händer i kroppen när vi rör oss.",
      "Fokus ligger på glädje, gemenskap och att hitta en aktivitet som passar alla.",
    ],
  },
  {
    title: "Musik",
    topics: ["Kultur", "Skapande"],
    areas: [
      { title: "Musikhistoria", themes: ["Klassisk musik", "Jazzens historia", "Rockens historia", "Svensk folkmusik", "Hiphop"] },
      { title: "Musicera", themes: ["Att spela gitarr", "Rytm och takt", "Körsång"] },
      { title: "Musikproduktion", themes: ["Musikproduktion i datorn", "Låtskrivande"] },
    ],
    sentences: [
      "Musiker spelar, berättar och visar hur musiken är uppbyggd.",
      "Korta lektioner gör det lätt att öva tillsammans i klassrummet.",
      "Musiken sätts in i sin tid och sitt samhälle.",
    ],
  },
  {
    title: "Bild",
    topics: ["Kultur", "Skapande", "Medier"],
    areas: [
      { title: "Bildframställning", themes: ["Teckning", "Fotografi", "Serier och animation", "Måleri"] },
      { title: "Bildanalys och konsthistoria", themes: ["Bildanalys", "Konsthistoria", "Reklambilder", "Arkitektur"] },
    ],
    sentences: [
      "Konstnärer visar sina tekniker steg för steg i ateljén.",
      "Bilder analyseras utifrån komposition, färg och budskap.",
      "Materialet inspirerar till eget skapande.",
    ],
  },
  {
    title: "Teknik",
    topics: ["Teknik", "Digitalisering", "Hållbar utveckling", "Vetenskap"],
    areas: [
      { title: "Programmering och digital teknik", themes: ["Programmering", "Artificiell intelligens", "Robotar", "Digitalisering"] },
      { title: "Konstruktion", themes: ["Konstruktioner och hållfasthet", "Broar och byggnader", "Mekanismer"] },
      { title: "Teknik och samhälle", themes: ["Teknikhistoria", "Uppfinningar", "Hållbar teknik"] },
    ],
    sentences: [
      "Ingenjörer och uppfinnare visar hur en idé blir en färdig produkt.",
      "Tekniska lösningar förklaras med modeller som eleverna kan bygga själva.",
      "Vi diskuterar hur tekniken påverkar människor, samhälle och miljö.",
    ],
  },
  {
    title: "Hem- och konsumentkunskap",
    topics: ["Hälsa", "Ekonomi", "Hållbar utveckling", "Vardag"],
    areas: [
      { title: "Mat och måltider", themes: ["Matlagning", "Måltidens betydelse", "Hygien i köket", "Bakning"] },
      { title: "Konsumtion och ekonomi", themes: ["Hållbar konsumtion", "Privatekonomi för unga", "Reklam och köpbeteende"] },
    ],
    sentences: [
      "Recept och arbetssätt visas tydligt så att eleverna kan laga maten själva.",
      "Vi jämför priser, miljöpåverkan och näringsinnehåll.",
      "Vardagsnära exempel gör ekonomi och konsumtion begripliga.",
    ],
  },
  {
    title: "Slöjd",
    topics: ["Skapande", "Hållbar utveckling", "Kultur"],
    areas: [
      { title: "Material och tekniker", themes: ["Träslöjd", "Textilslöjd", "Metallslöjd"] },
      { title: "Form och hantverk", themes: ["Traditionella hantverk", "Formgivning", "Hållbart skapande"] },
    ],
    sentences: [
      "Hantverkare visar verktyg, material och tekniker från idé till färdigt föremål.",
      "Arbetsprocessen dokumenteras så att eleverna kan följa varje moment.",
      "Återbruk och hållbarhet är en röd tråd.",
    ],
  },
  {
    title: "Moderna språk",
    topics: ["Språk", "Kultur"],
    areas: [
      { title: "Spanska", themes: ["Spanska för nybörjare", "Vardag i Spanien", "Latinamerika"] },
      { title: "Franska", themes: ["Franska för nybörjare", "Vardag i Frankrike"] },
      { title: "Tyska", themes: ["Tyska för nybörjare", "Vardag i Tyskland"] },
    ],
    sentences: [
      "Korta dialoger i vardagliga situationer tränar hörförståelse och uttal.",
      "Unga i landet visar sin stad, sin skola och sina intressen.",
      "Undertexter finns både på målspråket och på svenska.",
    ],
  },
  {
    title: "Sex och samlevnad",
    topics: ["Identitet", "Jämställdhet", "Relationer", "Hälsa", "Psykisk hälsa"],
    areas: [
      { title: "Kropp och identitet", themes: ["Puberteten", "Identitet och sexualitet", "Kroppen och känslorna"] },
      { title: "Relationer", themes: ["Kärlek och relationer", "Samtycke", "Normer och jämställdhet", "Preventivmedel"] },
    ],
    sentences: [
      "Unga berättar öppet och en barnmorska svarar på vanliga frågor.",
      "Materialet tar upp normer, gränser och respekt på ett tryggt och sakligt sätt.",
      "En lärarhandledning ger stöd för samtalen i klassrummet.",
    ],
  },
  {
    title: "Källkritik",
    topics: ["Medier", "Demokrati", "Digitalisering"],
    areas: [
      {
        title: "Källkritik",
        themes: ["Falska nyheter", "Bildmanipulation", "Algoritmer och filterbubblor", "Att granska en källa", "Deepfakes", "Propaganda"],
      },
      {
        title: "Medie- och informationskunnighet",
        themes: ["Nyhetsvärdering", "Reklam och påverkan", "Integritet på nätet", "Upphovsrätt"],
      },
    ],
    sentences: [
      "Med verkliga exempel visas hur man avslöjar vilseledande information.",
      "Journalister och faktagranskare delar med sig av sina metoder.",
      "Eleverna får konkreta frågor att ställa till varje källa de möter.",
    ],
  },
];
