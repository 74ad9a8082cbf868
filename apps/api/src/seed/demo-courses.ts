import type {
  BlockContent,
  Question,
  QuestionWeight,
} from "@leerlijn/contracts/courses/block.schema";
import type { CourseTypeKey } from "@leerlijn/contracts/courses/course-types";
import type { CourseSettingsInput } from "@leerlijn/contracts/courses/course-version.schema";
import type { SectionTypeKey } from "@leerlijn/contracts/courses/section.schema";
import type { Pictogram } from "./course-pictures";

type MediaContent = Extract<BlockContent, { type: "image" | "video" | "document" }>;

/** A block showing a seeded media item, found by its name in the course company's library. */
export type DemoMediaBlock = { media: string; content: MediaContent };
export type DemoBlock = BlockContent | DemoMediaBlock;

export type DemoSection = {
  type: SectionTypeKey;
  title: string;
  blocks?: DemoBlock[];
  children?: DemoSection[];
};

/** Where a demo course ends up: its status tells the story the demo shows. */
export type DemoOutcome =
  "concept" | "own" | "own-with-new-version" | "review" | "rejected" | "public";

export type DemoCourse = {
  /** The demo company unless named. */
  company?: "zorg";
  type: CourseTypeKey;
  name: string;
  /** Drawn at seed time as the course image, in the colours of the course type. */
  picture: Pictogram;
  description: string;
  learningGoals: string[];
  testGoals?: string[];
  categories: string[];
  estimatedMinutes: number;
  settings?: Partial<CourseSettingsInput>;
  sections: DemoSection[];
  outcome: DemoOutcome;
  rejectionReason?: string;
};

/** The name a course image gets in the media library. */
export const coursePictureName = (course: DemoCourse) => `${course.name}.png`;

const section =
  (type: SectionTypeKey) =>
  (title: string, ...blocks: DemoBlock[]): DemoSection => ({ type, title, blocks });
const paragraph = section("paragraph");
const exam = section("exam");
const chapter = (title: string, ...children: DemoSection[]): DemoSection => ({
  type: "chapter",
  title,
  children,
});

const text = (...paragraphs: string[]): BlockContent => ({
  type: "text",
  html: paragraphs.map((p) => (p.startsWith("<") ? p : `<p>${p}</p>`)).join(""),
});

const image = (media: string, alt: string, caption = ""): DemoMediaBlock => ({
  media,
  content: { type: "image", mediaId: null, alt, caption },
});
const video = (media: string, title: string, finishPercentage = 100): DemoMediaBlock => ({
  media,
  content: { type: "video", mediaId: null, title, finishPercentage },
});
const document = (media: string, title: string): DemoMediaBlock => ({
  media,
  content: { type: "document", mediaId: null, title },
});

const asBlock = (question: Question): BlockContent => ({ type: "question", question });

const choice = (
  prompt: string,
  options: [string, boolean][],
  weight: QuestionWeight = "medium",
): BlockContent =>
  asBlock({
    kind: "choice",
    prompt,
    weight,
    feedback: { correct: "Goed gedaan.", incorrect: "Lees de uitleg nog eens terug." },
    options: options.map(([label, isCorrect], index) => ({
      id: `o${index + 1}`,
      text: label,
      isCorrect,
    })),
  });

const open = (
  prompt: string,
  acceptedAnswers: string[],
  weight: QuestionWeight = "medium",
): BlockContent =>
  asBlock({
    kind: "open",
    prompt,
    weight,
    feedback: { correct: "Helemaal goed.", incorrect: "Dat is niet het antwoord dat we zoeken." },
    acceptedAnswers,
  });

const points = (
  prompt: string,
  options: [string, number][],
  weight: QuestionWeight = "low",
): BlockContent =>
  asBlock({
    kind: "points",
    prompt,
    weight,
    feedback: { correct: "Dat is de beste aanpak.", incorrect: "Er is een betere aanpak." },
    options: options.map(([label, score], index) => ({
      id: `p${index + 1}`,
      text: label,
      points: score,
    })),
  });

/** Realistic Dutch courses of every type, in every status the product knows. */
export const demoCourses: DemoCourse[] = [
  {
    type: "elearning",
    name: "BHV basis",
    picture: "firstAid",
    description:
      "Wat doe je als er brand uitbreekt of een collega onwel wordt? In deze e-learning leer je de taken van een bedrijfshulpverlener (BHV'er) en oefen je met alarmeren en ontruimen.",
    learningGoals: [
      "Je weet wat de taken van een BHV'er zijn",
      "Je alarmeert de hulpdiensten op de juiste manier",
      "Je begeleidt een ontruiming rustig en veilig",
    ],
    categories: ["Veiligheid", "BHV"],
    estimatedMinutes: 45,
    // Online safety training proven like a training: passing it issues a certificate.
    settings: {
      scoringMethod: "sectionQuestions",
      passPercentage: 60,
      issuesCertificate: true,
      certificateValidityMonths: 24,
    },
    outcome: "own",
    sections: [
      chapter(
        "De rol van de BHV'er",
        paragraph(
          "Je taken",
          text(
            "Een bedrijfshulpverlener is de eerste hulp bij een incident, tot de professionele hulpdiensten er zijn.",
            "<ul><li><p>Beginnende brand bestrijden</p></li><li><p>Eerste hulp verlenen</p></li><li><p>Alarmeren en ontruimen</p></li></ul>",
          ),
          choice("Welke taak hoort niet bij een BHV'er?", [
            ["Een beginnende brand blussen", false],
            ["Een gebroken been zetten", true],
            ["Collega's naar de verzamelplaats brengen", false],
          ]),
        ),
        paragraph(
          "Alarmeren",
          text(
            "Bel <strong>112</strong> bij direct gevaar. Vertel <em>wie</em> je bent, <em>waar</em> je bent en <em>wat</em> er aan de hand is.",
          ),
          open("Welk nummer bel je bij direct levensgevaar?", ["112"], "high"),
        ),
      ),
      paragraph(
        "Ontruimen",
        text(
          "Volg de groene vluchtrouteborden. Gebruik nooit de lift en ga naar de verzamelplaats bij de hoofdingang.",
        ),
        points("Een collega wil nog snel zijn jas pakken tijdens de ontruiming. Wat doe je?", [
          ["Je vraagt hem direct mee te lopen", 3],
          ["Je wacht op hem bij de trap", 1],
          ["Je laat hem gaan", 0],
        ]),
      ),
    ],
  },
  {
    type: "elearning",
    name: "Veilig werken met ladders",
    picture: "ladder",
    description:
      "Vallen van hoogte is een van de meest voorkomende oorzaken van ongevallen in het magazijn. Leer hoe je een ladder kiest, controleert en veilig gebruikt.",
    learningGoals: [
      "Je kiest de juiste ladder voor het werk",
      "Je controleert een ladder voordat je hem gebruikt",
      "Je zet een ladder veilig neer",
    ],
    categories: ["Veiligheid", "Magazijn"],
    estimatedMinutes: 20,
    outcome: "own-with-new-version",
    sections: [
      paragraph(
        "De juiste ladder",
        text(
          "Gebruik een ladder alleen voor kort werk op lage hoogte. Voor langer werk is een rolsteiger of hoogwerker veiliger.",
        ),
        image(
          "Ladder onder 75 graden.png",
          "Een ladder tegen een verhoging, onder een hoek van 75 graden met de vloer, die een meter boven de rand uitsteekt.",
          "Zo staat een ladder veilig.",
        ),
        choice(
          "Wat controleer je voordat je een ladder gebruikt?",
          [
            ["De antislipvoetjes", true],
            ["De sporten op scheuren", true],
            ["De kleur van de ladder", false],
          ],
          "high",
        ),
      ),
      paragraph(
        "Neerzetten",
        text(
          "Zet de ladder onder een hoek van ongeveer 75 graden. Laat de ladder minstens één meter boven het opstappunt uitsteken.",
        ),
      ),
    ],
  },
  {
    type: "microlearning",
    name: "Handhygiëne in 5 minuten",
    picture: "drop",
    description:
      "Schone handen voorkomen dat ziektes zich verspreiden. Een korte les voor tussendoor.",
    learningGoals: ["Je weet wanneer je je handen wast", "Je wast je handen op de goede manier"],
    categories: ["Gezondheid"],
    estimatedMinutes: 5,
    // Open to every learner of the company: it shows in their open library.
    settings: { isAvailableForAllStudentsOfThisDomain: true },
    outcome: "own",
    sections: [
      paragraph(
        "Wanneer en hoe",
        text(
          "Was je handen na toiletbezoek, voor het eten en na het aanraken van vuil materiaal.",
          "<ol><li><p>Maak je handen nat</p></li><li><p>Gebruik zeep</p></li><li><p>Wrijf minstens 20 seconden</p></li><li><p>Spoel en droog goed af</p></li></ol>",
        ),
        choice("Hoe lang wrijf je je handen minstens in met zeep?", [
          ["5 seconden", false],
          ["20 seconden", true],
          ["2 minuten", false],
        ]),
      ),
    ],
  },
  {
    type: "test",
    name: "Toets veilig werken in het magazijn",
    picture: "checklist",
    description:
      "Laat zien dat je weet hoe je veilig werkt in het magazijn: met ladders, bij brand en met gevaarlijke situaties.",
    learningGoals: ["Je kent de veiligheidsregels", "Je handelt goed bij gevaar"],
    testGoals: ["Veilig werken op hoogte", "Handelen bij brand en gevaar"],
    categories: ["Veiligheid", "Magazijn"],
    estimatedMinutes: 10,
    settings: { scoringMethod: "exam", passPercentage: 70 },
    outcome: "own",
    sections: [
      exam(
        "Toetsvragen",
        text("Beantwoord de vragen. Je slaagt met 70% van de punten."),
        choice(
          "Welke ladder gebruik je voor werk op 4 meter hoogte dat een uur duurt?",
          [
            ["Een huishoudtrap", false],
            ["Een rolsteiger", true],
            ["Een enkele ladder", false],
          ],
          "high",
        ),
        choice("Wat hoort bij een veilige ontruiming?", [
          ["De groene vluchtroute volgen", true],
          ["Naar de verzamelplaats gaan", true],
          ["De lift nemen", false],
        ]),
        open("Welk nummer bel je bij brand?", ["112"], "low"),
        points(
          "Je ziet olie op de vloer bij de heftruckroute. Wat doe je?",
          [
            ["Afzetten en direct melden", 3],
            ["Er later iets van zeggen", 1],
            ["Er omheen lopen", 0],
          ],
          "medium",
        ),
      ),
    ],
  },
  {
    type: "test",
    name: "Privacy en de AVG",
    picture: "lock",
    description:
      "Toets je kennis van de Algemene verordening gegevensbescherming: wat zijn persoonsgegevens, en wat doe je bij een datalek?",
    learningGoals: ["Je herkent persoonsgegevens", "Je weet wat je doet bij een datalek"],
    testGoals: ["Kennis van persoonsgegevens", "Handelen bij een datalek"],
    categories: ["Privacy", "Compliance"],
    estimatedMinutes: 15,
    settings: {
      scoringMethod: "exam",
      passPercentage: 70,
      timeLimitEnabled: true,
      timeLimitMinutes: 20,
    },
    outcome: "review",
    sections: [
      exam(
        "Toetsvragen",
        choice("Welke gegevens zijn persoonsgegevens?", [
          ["Een e-mailadres van een collega", true],
          ["Een kenteken", true],
          ["De omzet van het bedrijf", false],
        ]),
        choice(
          "Binnen hoeveel uur moet een datalek bij de Autoriteit Persoonsgegevens gemeld worden?",
          [
            ["24 uur", false],
            ["72 uur", true],
            ["Een week", false],
          ],
          "high",
        ),
        open("Bij wie meld je een vermoedelijk datalek binnen ons bedrijf?", [
          "privacy officer",
          "de privacy officer",
          "functionaris gegevensbescherming",
        ]),
      ),
    ],
  },
  {
    type: "video",
    name: "Heftruck: de dagelijkse controle",
    picture: "play",
    description:
      "Een korte video over de controle die je elke dag doet voordat je met de heftruck gaat rijden.",
    learningGoals: ["Je voert de dagelijkse controle uit", "Je herkent een defect"],
    categories: ["Magazijn", "Heftruck"],
    estimatedMinutes: 10,
    outcome: "own",
    sections: [
      paragraph(
        "De video",
        video("Rondleiding magazijn.mp4", "Dagelijkse controle", 90),
        text("Let in de video op de vorken, de banden en de claxon."),
      ),
    ],
  },
  {
    type: "document",
    name: "Werkinstructie inpakstraat",
    picture: "document",
    description:
      "De werkinstructie van de inpakstraat, om te lezen voordat je er voor het eerst werkt.",
    learningGoals: [
      "Je kent de stappen van de inpakstraat",
      "Je weet wie je aanspreekt bij een storing",
    ],
    categories: ["Magazijn"],
    estimatedMinutes: 10,
    outcome: "own",
    sections: [
      paragraph(
        "Werkinstructie",
        document("Werkinstructie inpakstraat.pdf", "Werkinstructie inpakstraat (PDF)"),
      ),
    ],
  },
  {
    type: "skill",
    name: "Gevaarlijke stoffen herkennen",
    picture: "hazard",
    description:
      "Herken de gevarensymbolen op verpakkingen en weet hoe je veilig met gevaarlijke stoffen omgaat.",
    learningGoals: ["Je herkent de gevarensymbolen", "Je slaat gevaarlijke stoffen veilig op"],
    categories: ["Veiligheid"],
    estimatedMinutes: 25,
    outcome: "rejected",
    rejectionReason:
      "De uitleg over opslag ontbreekt nog: voeg een paragraaf toe over het scheiden van stoffen die niet samen mogen worden opgeslagen.",
    sections: [
      paragraph(
        "Gevarensymbolen",
        text("Op elke verpakking met een gevaarlijke stof staat een rood-wit ruitvormig symbool."),
        choice("Wat betekent een symbool met een vlam?", [
          ["Ontvlambaar", true],
          ["Giftig", false],
          ["Bijtend", false],
        ]),
      ),
    ],
  },
  {
    type: "microlearning",
    name: "Brandveiligheid op de werkvloer",
    picture: "flame",
    description:
      "Vijf minuten over het voorkomen van brand: vrije vluchtwegen, stekkerdozen en blusmiddelen.",
    learningGoals: ["Je houdt vluchtwegen vrij", "Je weet waar de blusmiddelen hangen"],
    categories: ["Veiligheid", "Brand"],
    estimatedMinutes: 5,
    outcome: "public",
    sections: [
      paragraph(
        "Brand voorkomen",
        text(
          "Zet nooit dozen of pallets voor een nooduitgang. Koppel geen stekkerdozen aan elkaar.",
        ),
        choice("Mag je een nooduitgang even blokkeren als je aan het laden bent?", [
          ["Ja, als het kort is", false],
          ["Nee, nooit", true],
        ]),
      ),
    ],
  },
  {
    company: "zorg",
    type: "skill",
    name: "Omgaan met agressie",
    picture: "conversation",
    description:
      "Hoe blijf je rustig en veilig als een cliënt of bezoeker boos wordt? Praktische tips voor de zorg.",
    learningGoals: [
      "Je herkent de signalen van oplopende spanning",
      "Je past de-escalerende technieken toe",
    ],
    categories: ["Zorg", "Communicatie"],
    estimatedMinutes: 30,
    outcome: "public",
    sections: [
      paragraph(
        "Signalen herkennen",
        text(
          "Let op een harde stem, gebalde vuisten en snelle bewegingen. Houd afstand en praat rustig.",
        ),
        points("Een bezoeker begint te schreeuwen aan de balie. Wat doe je eerst?", [
          ["Rustig vragen wat er aan de hand is", 3],
          ["Een collega erbij roepen", 2],
          ["Terugschreeuwen", 0],
        ]),
      ),
    ],
  },
];
