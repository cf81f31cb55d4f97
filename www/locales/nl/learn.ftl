# Lessen op het bord (www/src/learn). Worden met de spelregelpagina's opgehaald, niet in de pagina ingebouwd.
# $variant is de codenaam van de variant (brazilian, russian, international, english, spanish,
# turkish, italian, czech, pool, thai, antidraughts, breakthrough); een bericht kiest daarop waar
# de varianten verschillen.

learn-heading = { $name }: lessen
learn-choose = Les
learn-progress = { $done } van de { $total } lessen afgerond
learn-task = Opdracht { $number } van { $total }: { $goal }
learn-retry = Opnieuw proberen
learn-next = Volgende opdracht
learn-next-lesson = Volgende les
learn-leave = Terug naar de partij
# Bij elk onderdeel van een regelpagina: opent de les die die regel laat spelen.
learn-try = Probeer het op het bord
learn-lesson-done = Les afgerond.
learn-course-done = Je hebt alle lessen van deze variant afgerond.
learn-task-over = Deze opdracht is voorbij: probeer het opnieuw of ga door naar de volgende.

## De titel van een les en de regel die ze leert.

learn-men-move-title = Hoe schijven zetten
learn-men-move-rule = { $variant ->
    [turkish] Een schijf zet één veld recht vooruit of opzij, naar een leeg veld. Hij gaat nooit achteruit en nooit schuin. Een schijf zonder leeg veld voor of naast zich kan geen stap zetten.
   *[other] Een schijf zet één veld schuin vooruit, naar een leeg veld. Hij gaat nooit achteruit. Een schijf zonder leeg veld voor zich kan geen stap zetten.
}
learn-capture-title = Slaan
learn-capture-rule = { $variant ->
    [turkish] Staat er direct voor of naast een schijf een stuk van de tegenstander, met een leeg veld er direct achter, dan springt de schijf eroverheen en slaat het. Slaan is verplicht: zolang er iets te slaan is, staat het spel geen andere zet toe. Schijven slaan vooruit en opzij, nooit achteruit.
    [english] Staat er schuin voor een schijf een stuk van de tegenstander, met een leeg veld er direct achter, dan springt de schijf eroverheen en slaat het. Slaan is verplicht: zolang er iets te slaan is, staat het spel geen andere zet toe. Schijven slaan alleen vooruit.
    [spanish] Staat er schuin voor een schijf een stuk van de tegenstander, met een leeg veld er direct achter, dan springt de schijf eroverheen en slaat het. Slaan is verplicht: zolang er iets te slaan is, staat het spel geen andere zet toe. Schijven slaan alleen vooruit.
    [czech] Staat er schuin voor een schijf een stuk van de tegenstander, met een leeg veld er direct achter, dan springt de schijf eroverheen en slaat het. Slaan is verplicht: zolang er iets te slaan is, staat het spel geen andere zet toe. Schijven slaan alleen vooruit.
    [thai] Staat er schuin voor een schijf een stuk van de tegenstander, met een leeg veld er direct achter, dan springt de schijf eroverheen en slaat het. Slaan is verplicht: zolang er iets te slaan is, staat het spel geen andere zet toe. Schijven slaan alleen vooruit.
    [italian] Staat er schuin voor een schijf een schijf van de tegenstander, met een leeg veld er direct achter, dan springt de schijf eroverheen en slaat die. Slaan is verplicht: zolang er iets te slaan is, staat het spel geen andere zet toe. Schijven slaan alleen vooruit, en nooit een dam: alleen een dam kan een dam slaan.
    [antidraughts] Staat er schuin naast een schijf een stuk van de tegenstander, met een leeg veld er direct achter, dan springt de schijf eroverheen en slaat het. Slaan is verplicht: zolang er iets te slaan is, staat het spel geen andere zet toe. Schijven slaan vooruit en achteruit. Bij antidammen dwing je zo je tegenstander om jouw stukken te slaan.
   *[other] Staat er schuin naast een schijf een stuk van de tegenstander, met een leeg veld er direct achter, dan springt de schijf eroverheen en slaat het. Slaan is verplicht: zolang er iets te slaan is, staat het spel geen andere zet toe. Schijven slaan vooruit en achteruit.
}
learn-several-title = Doorslaan
learn-several-rule = { $variant ->
    [turkish] Kan het stuk dat net gesprongen heeft opnieuw springen, dan moet het in dezelfde zet doorslaan tot er niets meer te slaan is. Elk geslagen stuk gaat meteen van het bord zodra erover gesprongen is, dus het slaande stuk mag later weer over dat veld.
    [thai] Kan het stuk dat net gesprongen heeft opnieuw springen, dan moet het in dezelfde zet doorslaan tot er niets meer te slaan is. Elk geslagen stuk gaat meteen van het bord zodra erover gesprongen is, dus het slaande stuk mag later weer over dat veld.
   *[other] Kan het stuk dat net gesprongen heeft opnieuw springen, dan moet het in dezelfde zet doorslaan tot er niets meer te slaan is. De geslagen stukken gaan pas aan het eind van de zet van het bord, en geen stuk mag twee keer worden overgesprongen.
}
learn-most-title = Zoveel mogelijk slaan
learn-most-rule = { $variant ->
    [spanish] Zijn er meerdere slagen mogelijk, dan moet je er een spelen die de meeste stukken slaat, en daarvan een die de meeste dammen slaat. Het spel staat de andere niet toe.
    [italian] Zijn er meerdere slagen mogelijk, dan beslissen deze regels, in deze volgorde: sla de meeste stukken; is dat gelijk, sla dan met een dam in plaats van met een schijf; sla daarna de meeste dammen; kies daarna de slag die het eerst een dam tegenkomt. Het spel staat de andere niet toe; tussen slagen die dan nog gelijk zijn, kies je zelf.
   *[other] Zijn er meerdere slagen mogelijk, dan moet je er een spelen die de meeste stukken slaat; een dam telt als één stuk, net als een schijf. Het spel staat de andere niet toe. Tussen slagen die evenveel stukken slaan, kies je zelf.
}
learn-choice-title = Een slag kiezen
learn-choice-rule = { $variant ->
    [czech] Zijn er meerdere slagen mogelijk, dan mag je zelf kiezen welke je speelt, ook een die minder stukken slaat, maar de gekozen slag moet je helemaal afmaken. Eén regel gaat voor: kan een van je dammen slaan, dan moet een dam slaan, en het spel staat de slag van een schijf niet toe. Kies goed: sla hier zoveel stukken als de regels toestaan.
   *[other] Zijn er meerdere slagen mogelijk, dan mag je zelf kiezen welke je speelt, ook een die minder stukken slaat, maar de gekozen slag moet je helemaal afmaken. Kies goed: sla hier de meeste stukken.
}
learn-crown-title = { $variant ->
    [breakthrough] Wie dam haalt, wint
   *[other] Dam halen
}
learn-crown-rule = { $variant ->
    [russian] Een schijf die de laatste rij bereikt, wordt dam. Gebeurt dat tijdens een slag en kan hij verder slaan, dan slaat hij meteen door, als dam.
    [english] Een schijf die de laatste rij bereikt, wordt dam, en zijn zet eindigt daar, ook midden in een slag.
    [spanish] Een schijf die de laatste rij bereikt, wordt dam, en zijn zet eindigt daar, ook midden in een slag.
    [turkish] Een schijf die zijn zet op de laatste rij eindigt, wordt dam. Bereikt hij die rij tijdens een slag en kan hij verder slaan, dan slaat hij als schijf door. Hij wordt alleen dam als zijn zet op de laatste rij eindigt.
    [czech] Een schijf die de laatste rij bereikt, wordt dam, en zijn zet eindigt daar, ook midden in een slag.
    [thai] Een schijf die de laatste rij bereikt, wordt dam, en zijn zet eindigt daar, ook midden in een slag.
    [italian] Een schijf die de laatste rij bereikt, wordt dam, en zijn zet eindigt daar, ook midden in een slag.
    [breakthrough] Een schijf die zijn zet op de laatste rij eindigt, wordt dam, en zijn speler wint meteen de partij. Komt een schijf tijdens een slag alleen langs de laatste rij en slaat hij verder, dan blijft hij een schijf: daarmee win je niet.
   *[other] Een schijf die zijn zet op de laatste rij eindigt, wordt dam. Komt hij tijdens een slag alleen langs de laatste rij en slaat hij verder, dan blijft hij een schijf.
}
learn-king-move-title = Hoe dammen zetten
learn-king-move-rule = { $variant ->
    [english] Een dam zet één veld schuin, vooruit of achteruit.
    [turkish] Een dam zet over zoveel lege velden als hij wil langs een rij of kolom: vooruit, achteruit of opzij.
    [italian] Een dam zet één veld schuin, vooruit of achteruit.
   *[other] Een dam zet over zoveel lege velden als hij wil langs een diagonaal, vooruit of achteruit.
}
learn-king-capture-title = Hoe dammen slaan
learn-king-capture-rule = { $variant ->
    [english] Een dam slaat vooruit of achteruit: hij springt over een stuk van de tegenstander dat schuin naast hem staat, naar het lege veld er direct achter.
    [turkish] Een dam slaat op afstand langs een rij of kolom: hij springt over een stuk van de tegenstander, als de velden ertussen leeg zijn, en landt op een leeg veld naar keuze achter dat stuk, tot aan het volgende stuk of de rand van het bord. Kan hij vanaf een van die velden opnieuw slaan, dan moet hij daar landen. Tussen twee sprongen mag hij niet omkeren.
    [thai] Een dam slaat op afstand langs een diagonaal: hij springt over een stuk van de tegenstander, als de velden ertussen leeg zijn, en moet landen op het veld direct achter dat stuk. Van daaruit mag hij opnieuw slaan, in elke richting, ook terug in de richting waar hij vandaan kwam. Elk geslagen stuk gaat meteen van het bord, dus de dam mag later weer over dat veld.
    [italian] Een dam slaat vooruit of achteruit: hij springt over een stuk van de tegenstander, schijf of dam, dat schuin naast hem staat, naar het lege veld er direct achter.
   *[other] Een dam slaat op afstand langs een diagonaal: hij springt over een stuk van de tegenstander, als de velden ertussen leeg zijn, en landt op een leeg veld naar keuze achter dat stuk, tot aan het volgende stuk of de rand van het bord. Kan hij vanaf een van die velden opnieuw slaan, dan moet hij daar landen.
}
learn-win-title = Winnen
learn-win-rule = { $variant ->
    [antidraughts] Je wint als je geen stukken meer hebt, of als geen van je stukken nog kan zetten. Slaan is verplicht: zet je stukken waar je tegenstander ze moet slaan, zoveel tegelijk als je kunt. Sluit de laatste stukken van je tegenstander nooit in: dan kan hij niet meer zetten, en dan wint hij.
    [breakthrough] Je wint als je eerste schijf dam wordt, en ook als je tegenstander geen stukken meer heeft, of als geen van zijn stukken nog kan zetten. Houd de schijven van je tegenstander tegen voordat ze je achterste rij bereiken.
   *[other] Je wint als je tegenstander geen stukken meer heeft, of als geen van zijn stukken nog kan zetten.
}
learn-breakthrough-title = Doorbreken
learn-breakthrough-rule = Een schijf breekt door als geen stuk van de tegenstander hem nog kan tegenhouden op weg naar de laatste rij. Vaak maakt een weggegeven stuk de weg vrij: slaan is verplicht, dus je tegenstander moet het slaan, en een verdediger verlaat zijn veld.
learn-safe-title = Geen stukken weggeven
learn-safe-rule = { $variant ->
    [breakthrough] Kijk voor je zet wat je tegenstander daarna zou kunnen slaan, en of een van zijn schijven dan kan doorbreken naar je achterste rij. Hier is maar één zet waarbij je niets verliest.
   *[other] Kijk voor je zet wat je tegenstander daarna zou kunnen slaan: je verliest een stuk als een stuk van de tegenstander eroverheen kan springen naar een leeg veld erachter. Hier is maar één zet waarbij je niets verliest.
}
learn-draws-title = Remise
learn-draws-rule = { $variant ->
    [brazilian] De partij is remise als dezelfde stelling voor de derde keer voorkomt met dezelfde speler aan zet. Ook is het automatisch remise: na 15 zetten van elke kant waarin alleen dammen zetten, zonder slag; met drie of meer dammen tegen een alleenstaande dam, bij de 15e zet van de sterkere kant; na 5 zetten van elke kant met drie stukken (waarvan minstens één dam) tegen een alleenstaande dam op de lange diagonaal, of met één of twee stukken (waarvan minstens één dam) tegen een alleenstaande dam; en als beide kanten dammen hebben, na 30 zetten van elke kant met vier of vijf stukken op het bord, 60 met zes of zeven. De telling van de zetten met alleen dammen begint opnieuw bij elke slag of schijfzet; de andere tellingen bij elke slag of elke keer dat een schijf dam wordt. Het paneel naast het bord toont hoeveel zetten er nog over zijn.
    [russian] De partij is remise als dezelfde stelling voor de derde keer voorkomt met dezelfde speler aan zet. Ook is het automatisch remise: na 15 zetten van elke kant waarin alleen dammen zetten, zonder slag; met drie of meer dammen tegen een alleenstaande dam, bij de 15e zet van de sterkere kant; na 5 zetten van elke kant met drie stukken (waarvan minstens één dam) tegen een alleenstaande dam op de lange diagonaal, of met één of twee stukken (waarvan minstens één dam) tegen een alleenstaande dam; en als beide kanten dammen hebben, na 30 zetten van elke kant met vier of vijf stukken op het bord, 60 met zes of zeven. De telling van de zetten met alleen dammen begint opnieuw bij elke slag of schijfzet; de andere tellingen bij elke slag of elke keer dat een schijf dam wordt. Het paneel naast het bord toont hoeveel zetten er nog over zijn.
    [international] De partij is remise als dezelfde stelling voor de derde keer voorkomt met dezelfde speler aan zet. Ook is het automatisch remise: na 25 zetten van elke kant waarin alleen dammen zetten, zonder slag; na 16 zetten van elke kant met drie stukken (waarvan minstens één dam) tegen een alleenstaande dam; en na 5 zetten van elke kant met één of twee stukken (waarvan minstens één dam) tegen een alleenstaande dam. Het paneel naast het bord toont hoeveel zetten er nog over zijn.
    [english] De partij is remise als dezelfde stelling voor de derde keer voorkomt met dezelfde speler aan zet, en na 50 zetten van elke kant zonder slag en zonder schijfzet. Het paneel naast het bord toont hoeveel zetten er nog over zijn.
    [spanish] De partij is remise als dezelfde stelling voor de derde keer voorkomt met dezelfde speler aan zet, en na 20 zetten van elke kant waarin alleen dammen zetten, zonder slag. Het paneel naast het bord toont hoeveel zetten er nog over zijn.
    [turkish] De partij is remise als dezelfde stelling voor de derde keer voorkomt met dezelfde speler aan zet, zodra elke kant nog maar één stuk heeft, en na 50 zetten van elke kant zonder slag en zonder schijfzet. Het paneel naast het bord toont hoeveel zetten er nog over zijn.
    [czech] De partij is remise als dezelfde stelling voor de derde keer voorkomt met dezelfde speler aan zet. Er is geen remise na een aantal zetten.
    [pool] De partij is remise als dezelfde stelling voor de derde keer voorkomt met dezelfde speler aan zet. Ook is het automatisch remise na 15 zetten van elke kant waarin alleen dammen zetten, zonder slag, en, met drie dammen tegen een alleenstaande dam, bij de 13e zet van de sterkere kant. De telling van de zetten met alleen dammen begint opnieuw bij elke slag of schijfzet; de andere telling bij elke slag of elke keer dat een schijf dam wordt. Het paneel naast het bord toont hoeveel zetten er nog over zijn.
    [thai] De partij is remise als dezelfde stelling voor de derde keer voorkomt met dezelfde speler aan zet. Er is geen remise na een aantal zetten.
    [italian] De partij is remise als dezelfde stelling voor de vierde keer voorkomt met dezelfde speler aan zet, en na 40 zetten van elke kant zonder slag en zonder schijfzet. Het paneel naast het bord toont hoeveel zetten er nog over zijn.
    [antidraughts] De partij is remise als dezelfde stelling voor de derde keer voorkomt met dezelfde speler aan zet. Er is geen andere remiseregel, ook niet als er nog maar weinig stukken over zijn.
   *[other] De partij is remise als dezelfde stelling voor de derde keer voorkomt met dezelfde speler aan zet.
}

## Wat een opdracht vraagt.

learn-goal-reach = Zet een stuk naar { $square }.
learn-goal-crown = Haal een dam.
learn-goal-take = { $count ->
    [one] Sla een stuk.
   *[other] Sla { $count } stukken in één zet.
}
learn-goal-win = { $moves ->
    [one] Win in één zet.
   *[other] Win in { $moves } zetten, hoe je tegenstander ook antwoordt.
}
learn-goal-safe = { $variant ->
    [breakthrough] Speel de enige zet waarbij je geen stuk verliest en ook de partij niet.
   *[other] Speel de enige zet waarbij je geen stuk verliest.
}
learn-goal-draw = Speel de zet die remise oplevert.

## Waarom een zet de opdracht vervulde.

learn-met-reach = Goed zo: het stuk staat op { $square }.
learn-met-crown = Goed zo: de schijf is nu een dam.
learn-met-take = { $count ->
    [one] Goed zo: één stuk geslagen.
   *[other] Goed zo: { $count } stukken geslagen.
}
learn-met-win = { $variant ->
    [antidraughts] Goed zo: je tegenstander moet slaan ({ $move }), en daarna heb jij geen zet meer. Je hebt gewonnen.
    [breakthrough] Goed zo: je hebt de partij gewonnen.
   *[other] Goed zo: je tegenstander kan niet meer zetten. Je hebt gewonnen.
}
learn-met-safe = { $variant ->
    [breakthrough] Goed zo: je tegenstander kan niets slaan en ook niet doorbreken.
   *[other] Goed zo: je tegenstander kan niets slaan.
}
learn-met-draw = Goed zo: de partij is remise.
learn-going-on = Goed. Je tegenstander antwoordde { $move }: jij bent aan zet.

## Waarom een zet de opdracht miste (de speler probeert het dan opnieuw).

learn-miss-elsewhere = Dat stuk ging naar { $square }, niet naar { $target }.
learn-miss-not-crowned = Met die zet haal je geen dam.
learn-miss-took-fewer = Die slag slaat er { $took }; een andere slaat er { $could }.
learn-miss-no-win = { $variant ->
    [breakthrough] Daarmee win je niet: je tegenstander antwoordt { $move }.
   *[other] Daarmee win je niet: je tegenstander antwoordt { $move } en houdt stand.
}
learn-miss-loses-piece = { $variant ->
    [breakthrough] Daarna wint je tegenstander een stuk of breekt hij door: { $move }.
   *[other] Daarna slaat je tegenstander: { $move }.
}
learn-miss-no-draw = Met die zet wordt het geen remise.
learn-miss-lost = { $variant ->
    [antidraughts] Daarna heeft je tegenstander geen zet meer, en bij antidammen wint hij daarmee de partij.
   *[other] Met die zet eindigt de partij, en je tegenstander wint.
}
