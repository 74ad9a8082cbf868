/** The PDFs of the demo company's documents, made by the media seed into its library. */
export const demoDocumentPdfs = [
  {
    name: "Gedragscode Demo Logistiek.pdf",
    title: "Gedragscode",
    pages: [
      [
        "Waarom een gedragscode:",
        "Bij Demo Logistiek werken we veilig, eerlijk en met respect voor elkaar.",
        "Deze code zegt wat je van ons mag verwachten en wat wij van jou vragen.",
        "",
        "Respect:",
        "We behandelen collega's, klanten en chauffeurs gelijk en beleefd.",
        "Pesten, discriminatie en intimidatie accepteren we niet.",
      ],
      [
        "Veiligheid:",
        "Je volgt de huisregels en werkinstructies, ook als het druk is.",
        "Zie je iets onveiligs, dan meld je het direct bij je leidinggevende.",
        "",
        "Alcohol en drugs:",
        "Onder invloed werken is verboden, ook in de pauze.",
      ],
      [
        "Omgaan met spullen en informatie:",
        "Spullen van klanten en van het bedrijf gebruik je alleen voor je werk.",
        "Wat je over klanten hoort, blijft binnen het bedrijf.",
        "",
        "Melden:",
        "Vermoed je een overtreding? Meld het bij de vertrouwenspersoon.",
        "Wie te goeder trouw meldt, heeft daar nooit last van.",
      ],
    ],
  },
  {
    name: "Geheimhoudingsverklaring.pdf",
    title: "Geheimhoudingsverklaring",
    pages: [
      [
        "Ik houd geheim wat ik bij mijn werk te weten kom over:",
        "- klanten, hun zendingen en hun adressen;",
        "- prijzen, contracten en leveranciers;",
        "- collega's en hun persoonlijke gegevens.",
        "",
        "Dit geldt ook na het einde van mijn dienstverband.",
        "Deze verklaring teken ik elk jaar opnieuw.",
      ],
    ],
  },
  {
    name: "Brandinstructie 2025.pdf",
    title: "Brandinstructie 2025",
    pages: [
      [
        "Bij brand:",
        "1. Druk de dichtstbijzijnde brandmelder in.",
        "2. Waarschuw je collega's en verlaat het gebouw via de nooduitgang.",
        "3. Verzamel bij het verzamelpunt op het parkeerterrein.",
        "4. Ga niet terug naar binnen tot de BHV'er het zegt.",
      ],
    ],
  },
] as const;
