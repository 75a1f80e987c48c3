/**
 * Real Swedish schools (grundskolor and gymnasier) with their municipality and county, written down
 * from public knowledge for the demo (issue 2 §5: at least 300 across many municipalities). Grouped
 * by municipality to keep the file short; ids are given 1..N in this order (see schools.seed.ts), so
 * appending keeps every existing id. Append new schools at the end of a list or as a new group.
 */
export interface MunicipalitySchools {
  municipality: string;
  county: string;
  schools: readonly string[];
}

export const SCHOOLS_BY_MUNICIPALITY: readonly MunicipalitySchools[] = [
  { municipality: "Stockholm", county: "Stockholms län", schools: [
    "Norra Real", "Södra Latins gymnasium", "Kungsholmens gymnasium", "Östra Real", "Blackebergs gymnasium",
    "Thorildsplans gymnasium", "Globala gymnasiet", "Enskilda gymnasiet", "Viktor Rydbergs gymnasium Odenplan",
    "Frans Schartaus gymnasium", "Farsta gymnasium", "Bromma gymnasium", "Spånga gymnasium",
    "Stockholms idrottsgymnasium", "Kungstensgymnasiet", "Anna Whitlocks gymnasium", "Rinkebyskolan",
    "Matteusskolan", "Engelbrektsskolan", "Adolf Fredriks musikskola", "Vasa Real", "Sofia skola",
    "Katarina Södra skola", "Eriksdalsskolan", "Högalidsskolan", "Björngårdsskolan", "Mälarhöjdens skola",
    "Äppelviksskolan", "Ålstensskolan", "Nya Elementar", "Hässelby Villastads skola", "Johannes skola",
    "Gustav Vasa skola", "Engelska skolan Norr", "Bagarmossens skola", "Skarpnäcksskolan", "Sätra skola",
    "Bredängsskolan", "Kämpetorpsskolan", "Vinstagårdsskolan", "Hjulsta grundskola", "Fridhemsskolan",
    "Essingeskolan", "Carlssons skola", "Franska skolan", "Tyska skolan",
  ] },
  { municipality: "Solna", county: "Stockholms län", schools: [
    "Solna gymnasium", "Skytteholmsskolan", "Granbacka skola", "Bergshamraskolan", "Ulriksdalsskolan", "Tallbackaskolan",
  ] },
  { municipality: "Nacka", county: "Stockholms län", schools: [
    "Nacka gymnasium", "Eklidens skola", "Järla skola", "Sågtorpsskolan", "Boo gårds skola", "Myrsjöskolan",
    "Saltsjöbadens samskola", "Skuru skola", "Björknässkolan",
  ] },
  { municipality: "Täby", county: "Stockholms län", schools: [
    "Tibble gymnasium", "Åva gymnasium", "Täby Enskilda gymnasium", "Viggbyskolan", "Näsbydalsskolan",
    "Ellagårdsskolan", "Skarpängsskolan", "Gribbylunds skola",
  ] },
  { municipality: "Danderyd", county: "Stockholms län", schools: [
    "Danderyds gymnasium", "Djursholms samskola", "Mörbyskolan", "Fribergaskolan", "Kevinge skola",
  ] },
  { municipality: "Lidingö", county: "Stockholms län", schools: [
    "Hersby gymnasium", "Bodals skola", "Högsätra skola", "Källängens skola", "Torsviks skola",
  ] },
  { municipality: "Huddinge", county: "Stockholms län", schools: [
    "Östra gymnasiet", "Sågbäcksgymnasiet", "Stuvstaskolan", "Visättraskolan", "Trångsundsskolan", "Vistaskolan",
  ] },
  { municipality: "Södertälje", county: "Stockholms län", schools: [
    "Torekällgymnasiet", "Wendela Hebbegymnasiet", "Hovsjöskolan", "Brunnsängsskolan", "Ronnaskolan",
  ] },
  { municipality: "Sollentuna", county: "Stockholms län", schools: [
    "Rudbecksskolan", "Runbackaskolan", "Edsbergsskolan", "Turebergsskolan",
  ] },
  { municipality: "Järfälla", county: "Stockholms län", schools: ["Järfälla gymnasium", "Söderhöjdsskolan"] },
  { municipality: "Haninge", county: "Stockholms län", schools: [
    "Fredrika Bremergymnasiet", "Ribbybergsskolan", "Brandbergsskolan", "Vendelsömalmsskolan",
  ] },
  { municipality: "Botkyrka", county: "Stockholms län", schools: ["Tumba gymnasium", "Tullinge gymnasium", "Broängsskolan"] },
  { municipality: "Sigtuna", county: "Stockholms län", schools: ["Sigtunaskolan Humanistiska Läroverket"] },
  { municipality: "Värmdö", county: "Stockholms län", schools: ["Värmdö gymnasium"] },
  { municipality: "Upplands Väsby", county: "Stockholms län", schools: ["Vilunda gymnasium"] },
  { municipality: "Norrtälje", county: "Stockholms län", schools: ["Rodengymnasiet"] },
  { municipality: "Uppsala", county: "Uppsala län", schools: [
    "Katedralskolan", "Rosendalsgymnasiet", "Lundellska skolan", "Fyrisskolan", "Celsiusskolan", "Linnéskolan",
    "Vaksalaskolan", "Eriksbergsskolan", "Sunnerstaskolan", "Gottsundaskolan", "Tiundaskolan", "Hagaskolan",
    "Valsätraskolan", "Stenhagenskolan",
  ] },
  { municipality: "Enköping", county: "Uppsala län", schools: ["Westerlundska gymnasiet"] },
  { municipality: "Eskilstuna", county: "Södermanlands län", schools: [
    "Rinmansgymnasiet", "S:t Eskils gymnasium", "Zetterbergsgymnasiet", "Skogstorpsskolan", "Årbyskolan",
    "Fröslundaskolan", "Mälardalens Tekniska Gymnasium",
  ] },
  { municipality: "Nyköping", county: "Södermanlands län", schools: ["Nyköpings gymnasium"] },
  { municipality: "Katrineholm", county: "Södermanlands län", schools: ["Duveholmsgymnasiet"] },
  { municipality: "Strängnäs", county: "Södermanlands län", schools: ["Thomasgymnasiet"] },
  { municipality: "Linköping", county: "Östergötlands län", schools: [
    "Katedralskolan", "Anders Ljungstedts gymnasium", "Berzeliusskolan", "Folkungaskolan", "Tornhagsskolan",
    "Skäggetorpsskolan", "Ekholmsskolan", "Ånestadsskolan", "Kungsbergsskolan", "Nykvarnsskolan",
  ] },
  { municipality: "Norrköping", county: "Östergötlands län", schools: [
    "De Geergymnasiet", "Ebersteinska gymnasiet", "Kungsgårdsgymnasiet", "Hagebyskolan", "Navestadsskolan",
    "Vilbergsskolan", "Ektorpsskolan", "Kneippens skola", "Djäkneparksskolan",
  ] },
  { municipality: "Motala", county: "Östergötlands län", schools: ["Platengymnasiet", "Carlsunds utbildningscentrum", "Charlottenborgsskolan"] },
  { municipality: "Mjölby", county: "Östergötlands län", schools: ["Kungshögagymnasiet"] },
  { municipality: "Jönköping", county: "Jönköpings län", schools: [
    "Per Brahegymnasiet", "Erik Dahlbergsgymnasiet", "Sandagymnasiet", "Bäckadalsgymnasiet", "Råslätts skola",
    "Öxnehagaskolan", "Ljungarumsskolan", "Rosenlundsskolan", "Dalviksskolan",
  ] },
  { municipality: "Värnamo", county: "Jönköpings län", schools: ["Finnvedens gymnasium"] },
  { municipality: "Tranås", county: "Jönköpings län", schools: ["Holavedsgymnasiet"] },
  { municipality: "Nässjö", county: "Jönköpings län", schools: ["Brinellgymnasiet"] },
  { municipality: "Vetlanda", county: "Jönköpings län", schools: ["Njudungsgymnasiet"] },
  { municipality: "Eksjö", county: "Jönköpings län", schools: ["Eksjö gymnasium"] },
  { municipality: "Växjö", county: "Kronobergs län", schools: ["Katedralskolan", "Kungsmadskolan", "Teknikum", "Dalbyskolan"] },
  { municipality: "Ljungby", county: "Kronobergs län", schools: ["Sunnerbogymnasiet"] },
  { municipality: "Älmhult", county: "Kronobergs län", schools: ["Haganässkolan"] },
  { municipality: "Kalmar", county: "Kalmar län", schools: ["Stagneliusskolan", "Jenny Nyströmsskolan", "Lars Kaggskolan", "Kalmarsundsskolan"] },
  { municipality: "Oskarshamn", county: "Kalmar län", schools: ["Oscarsgymnasiet"] },
  { municipality: "Vimmerby", county: "Kalmar län", schools: ["Vimmerby gymnasium"] },
  { municipality: "Gotland", county: "Gotlands län", schools: [
    "Wisbygymnasiet", "Solbergaskolan", "Södervärnsskolan", "Västerhejde skola", "Klinteskolan",
  ] },
  { municipality: "Karlskrona", county: "Blekinge län", schools: [
    "Ehrensvärdska gymnasiet", "Af Chapmangymnasiet", "Törnskolan", "Vedebyskolan", "Nättrabyskolan", "Rödebyskolan",
    "Jändelskolan",
  ] },
  { municipality: "Karlshamn", county: "Blekinge län", schools: ["Vägga gymnasieskola"] },
  { municipality: "Ronneby", county: "Blekinge län", schools: ["Knut Hahnskolan"] },
  { municipality: "Malmö", county: "Skåne län", schools: [
    "Malmö latinskola", "Pauliskolan", "Malmö Borgarskola", "S:t Petri skola", "Heleneholms gymnasium",
    "Universitetsholmens gymnasium", "Malmö idrottsgymnasium", "Rosengårdsskolan", "Värner Rydénskolan",
    "Kroksbäcksskolan", "Apelgårdsskolan", "Ribersborgsskolan", "Västra Hamnens skola", "Slottsstadens skola",
    "Kirsebergsskolan", "Sofielundsskolan", "Holmaskolan", "Oxievångsskolan", "Bladins grundskola",
  ] },
  { municipality: "Lund", county: "Skåne län", schools: [
    "Katedralskolan", "Polhemskolan", "Spyken", "Gymnasieskolan Vipan", "Tunaskolan", "Lerbäckskolan",
    "Östratornskolan", "Flygelskolan",
  ] },
  { municipality: "Helsingborg", county: "Skåne län", schools: [
    "Olympiaskolan", "Nicolaiskolan", "Filbornaskolan", "Tycho Braheskolan", "Högastensskolan", "Dalhemsskolan",
    "Drottninghögsskolan", "Mariaskolan", "Elinebergsskolan",
  ] },
  { municipality: "Kristianstad", county: "Skåne län", schools: [
    "Söderportgymnasiet", "Österänggymnasiet", "Wendesgymnasiet", "Nosabyskolan", "Vilans skola",
  ] },
  { municipality: "Landskrona", county: "Skåne län", schools: ["Dammhagskolan"] },
  { municipality: "Trelleborg", county: "Skåne län", schools: ["Söderslättsgymnasiet"] },
  { municipality: "Ystad", county: "Skåne län", schools: ["Ystad gymnasium", "Österportskolan"] },
  { municipality: "Hässleholm", county: "Skåne län", schools: ["Hässleholms tekniska skola", "Linnéskolan"] },
  { municipality: "Eslöv", county: "Skåne län", schools: ["Bergagymnasiet"] },
  { municipality: "Höganäs", county: "Skåne län", schools: ["Höganäs gymnasium"] },
  { municipality: "Simrishamn", county: "Skåne län", schools: ["Österlengymnasiet"] },
  { municipality: "Halmstad", county: "Hallands län", schools: [
    "Sannarpsgymnasiet", "Kattegattgymnasiet", "Sturegymnasiet", "Andersbergsskolan", "Brunnsåkersskolan",
    "Furulundsskolan",
  ] },
  { municipality: "Varberg", county: "Hallands län", schools: ["Peder Skrivares skola", "Påskbergsskolan"] },
  { municipality: "Falkenberg", county: "Hallands län", schools: ["Falkenbergs gymnasieskola"] },
  { municipality: "Kungsbacka", county: "Hallands län", schools: ["Elof Lindälvs gymnasium", "Aranäsgymnasiet"] },
  { municipality: "Göteborg", county: "Västra Götalands län", schools: [
    "Hvitfeldtska gymnasiet", "Schillerska gymnasiet", "Polhemsgymnasiet", "Burgårdens gymnasium",
    "Angeredsgymnasiet", "Göteborgs Högre Samskola", "Lindholmens tekniska gymnasium", "Katrinelundsgymnasiet",
    "Guldhedsskolan", "Landalaskolan", "Ånässkolan", "Kärralundsskolan", "Lundbyskolan", "Nordhemsskolan",
    "Annedalsskolan", "Rannebergsskolan", "Hjällboskolan", "Gårdstensskolan", "Lövgärdesskolan", "Bergsjöskolan",
    "Torslandaskolan", "Sjumilaskolan", "Tynneredsskolan", "Frölundaskolan", "Kannebäcksskolan",
    "Brättegårdsskolan", "Hovåsskolan",
  ] },
  { municipality: "Mölndal", county: "Västra Götalands län", schools: ["Krokslättsgymnasiet", "Åbyskolan", "Kvarnbyskolan"] },
  { municipality: "Härryda", county: "Västra Götalands län", schools: ["Hulebäcksgymnasiet"] },
  { municipality: "Borås", county: "Västra Götalands län", schools: [
    "Sven Eriksonsgymnasiet", "Almåsgymnasiet", "Viskastrandsgymnasiet", "Bäckängsgymnasiet", "Björkängsgymnasiet",
    "Sandgärdskolan", "Engelbrektskolan", "Daltorpskolan", "Dalsjöskolan", "Särlaskolan", "Sjöboskolan",
    "Erikslundskolan",
  ] },
  { municipality: "Trollhättan", county: "Västra Götalands län", schools: ["Nils Ericsonsgymnasiet", "Lextorpsskolan"] },
  { municipality: "Uddevalla", county: "Västra Götalands län", schools: [
    "Östrabogymnasiet", "Agnebergsgymnasiet", "Margretegärdeskolan", "Ramnerödsskolan",
  ] },
  { municipality: "Skövde", county: "Västra Götalands län", schools: ["Västerhöjdsgymnasiet"] },
  { municipality: "Lidköping", county: "Västra Götalands län", schools: ["De la Gardiegymnasiet"] },
  { municipality: "Alingsås", county: "Västra Götalands län", schools: ["Alströmergymnasiet", "Noltorpsskolan"] },
  { municipality: "Lerum", county: "Västra Götalands län", schools: ["Lerums gymnasium"] },
  { municipality: "Kungälv", county: "Västra Götalands län", schools: ["Mimers Hus gymnasium"] },
  { municipality: "Stenungsund", county: "Västra Götalands län", schools: ["Nösnäsgymnasiet"] },
  { municipality: "Vänersborg", county: "Västra Götalands län", schools: ["Birger Sjöberggymnasiet"] },
  { municipality: "Mariestad", county: "Västra Götalands län", schools: ["Vadsbogymnasiet"] },
  { municipality: "Falköping", county: "Västra Götalands län", schools: ["Ållebergsgymnasiet"] },
  { municipality: "Karlstad", county: "Värmlands län", schools: [
    "Tingvallagymnasiet", "Sundstagymnasiet", "Älvkullegymnasiet", "Nobelgymnasiet", "Kronoparksskolan",
    "Frödingskolan", "Herrhagsskolan", "Orrholmsskolan", "Rudsskolan", "Norrstrandsskolan",
  ] },
  { municipality: "Arvika", county: "Värmlands län", schools: ["Solbergagymnasiet"] },
  { municipality: "Kristinehamn", county: "Värmlands län", schools: ["Brogårdsgymnasiet"] },
  { municipality: "Örebro", county: "Örebro län", schools: [
    "Karolinska gymnasiet", "Rudbecksgymnasiet", "Risbergska skolan", "Tullängsgymnasiet", "Virginska skolan",
    "Kvinnerstagymnasiet", "Adolfsbergsskolan", "Vivallaskolan", "Brickebackens skola", "Almbyskolan",
    "Nikolaiskolan", "Olaus Petriskolan", "Mikaelskolan",
  ] },
  { municipality: "Karlskoga", county: "Örebro län", schools: ["Möckelngymnasiet"] },
  { municipality: "Västerås", county: "Västmanlands län", schools: [
    "Rudbeckianska gymnasiet", "Wenströmska gymnasiet", "Carlforsska gymnasiet", "Hahrska gymnasiet",
    "Wijkmanska gymnasiet", "Kristiansborgsskolan", "Herrgärdsskolan", "Vallbyskolan", "Bäckbyskolan",
    "Råbyskolan", "Emausskolan",
  ] },
  { municipality: "Falun", county: "Dalarnas län", schools: [
    "Lugnetgymnasiet", "Kristinegymnasiet", "Slättaskolan", "Vikaskolan", "Britsarvsskolan",
  ] },
  { municipality: "Borlänge", county: "Dalarnas län", schools: ["Hagagymnasiet", "Soltorgsgymnasiet"] },
  { municipality: "Mora", county: "Dalarnas län", schools: ["Mora gymnasium"] },
  { municipality: "Gävle", county: "Gävleborgs län", schools: [
    "Vasaskolan", "Borgarskolan", "Polhemsskolan", "Bomhusskolan", "Vallbacksskolan", "Hemlingbyskolan",
  ] },
  { municipality: "Sandviken", county: "Gävleborgs län", schools: ["Göranssonska skolan", "Bessemerskolan"] },
  { municipality: "Hudiksvall", county: "Gävleborgs län", schools: ["Bromangymnasiet"] },
  { municipality: "Bollnäs", county: "Gävleborgs län", schools: ["Torsbergsgymnasiet"] },
  { municipality: "Söderhamn", county: "Gävleborgs län", schools: ["Staffangymnasiet"] },
  { municipality: "Ljusdal", county: "Gävleborgs län", schools: ["Slottegymnasiet"] },
  { municipality: "Sundsvall", county: "Västernorrlands län", schools: ["Hedbergska skolan", "Skönsmons skola"] },
  { municipality: "Härnösand", county: "Västernorrlands län", schools: ["Härnösands gymnasium"] },
  { municipality: "Örnsköldsvik", county: "Västernorrlands län", schools: ["Nolaskolan"] },
  { municipality: "Kramfors", county: "Västernorrlands län", schools: ["Ådalsskolan"] },
  { municipality: "Östersund", county: "Jämtlands län", schools: [
    "Wargentinsskolan", "Palmcrantzskolan", "Storsjögymnasiet", "Odenskolan",
  ] },
  { municipality: "Umeå", county: "Västerbottens län", schools: [
    "Dragonskolan", "Midgårdsskolan", "Forslundagymnasiet", "Östra gymnasiet", "Maja Beskowskolan",
    "Ålidhemsskolan", "Ersbodaskolan", "Grubbeskolan", "Tegsskolan", "Västangårdsskolan", "Mariehemsskolan",
    "Hagaskolan", "Sandåkerskolan",
  ] },
  { municipality: "Skellefteå", county: "Västerbottens län", schools: [
    "Anderstorpsgymnasiet", "Baldergymnasiet", "Morö Backe skola", "Kanalskolan",
  ] },
  { municipality: "Lycksele", county: "Västerbottens län", schools: ["Tannbergsskolan"] },
  { municipality: "Luleå", county: "Norrbottens län", schools: [
    "Luleå gymnasieskola", "Hertsöskolan", "Stadsöskolan", "Porsöskolan", "Bergskolan", "Björkskataskolan",
    "Örnässkolan",
  ] },
  { municipality: "Piteå", county: "Norrbottens län", schools: ["Strömbackaskolan", "Christinaskolan", "Pitholmsskolan"] },
  { municipality: "Kiruna", county: "Norrbottens län", schools: ["Hjalmar Lundbohmsskolan", "Högalidskolan"] },
  { municipality: "Boden", county: "Norrbottens län", schools: ["Björknäsgymnasiet"] },
  { municipality: "Kalix", county: "Norrbottens län", schools: ["Furuhedsskolan"] },
];
