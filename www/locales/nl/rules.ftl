# De spelregelpagina: één deel per variant, zoals het spel ze toepast (docs/rules.md).
# Veldnamen in de teksten volgen de notatie van elke variant; die worden niet vertaald.
# Met opzet korte zinnen: elke zin zegt één ding.

## Kopjes van de onderdelen, gelijk voor elke variant

rules-section-board = Bord en stukken
rules-section-men = Hoe schijven zetten
rules-section-kings = Hoe dammen zetten
rules-section-captures = Slaan
rules-section-precedence = Welke slag je kiest
rules-section-crowning = Dam halen
rules-section-draws = Einde van de partij en remise
rules-section-notation = Notatie

## Braziliaans dammen

rules-brazilian-title = Braziliaans dammen
rules-brazilian-intro = Braziliaans dammen volgt de internationale regels op het kleinere bord van 64 velden.
rules-brazilian-board-1 = Het bord heeft 8 bij 8 velden. Het hoekveld a1, links van Wit, is donker.
rules-brazilian-board-2 = Elke speler heeft 12 schijven op de donkere velden van de drie rijen die het dichtst bij hem liggen. Wit begint.
rules-brazilian-board-diagram-1 = De beginstelling.
rules-brazilian-men-1 = Een schijf zet één veld schuin vooruit, naar een leeg veld.
rules-brazilian-men-diagram-1 = De schijf op c3 kan naar b4 of d4.
rules-brazilian-kings-1 = Een dam zet langs een diagonaal, vooruit of achteruit, over zoveel lege velden als hij wil. Dit is een “vliegende” dam.
rules-brazilian-kings-diagram-1 = De dam op c1 kan naar elk gemarkeerd veld.
rules-brazilian-captures-1 = Slaan is verplicht: als je kunt slaan, moet je slaan, en het spel staat geen andere zet toe. Alleen stukken van de tegenstander worden geslagen: geen stuk springt over een stuk van zijn eigen kleur.
rules-brazilian-captures-2 = Een schijf slaat een stuk van de tegenstander dat direct naast hem staat: hij springt eroverheen naar het lege veld er direct achter. Schijven slaan vooruit en achteruit.
rules-brazilian-captures-3 = Na een sprong moet het stuk doorslaan zolang het kan. Alle sprongen samen zijn één zet.
rules-brazilian-captures-4 = Een dam slaat een stuk op elke afstand op zijn diagonaal, als de velden ertussen leeg zijn. Hij mag landen op elk leeg veld erachter. Als hij vanaf een van die velden opnieuw kan slaan, moet hij daar landen en doorslaan.
rules-brazilian-captures-5 = Een stuk mag niet twee keer worden overgesprongen. Geslagen stukken gaan pas aan het eind van de zet van het bord, dus ze staan nog in de weg.
rules-brazilian-captures-diagram-1 = De schijf op c3 slaat d4, en dan achteruit f4: c3xe5xg3.
rules-brazilian-captures-diagram-2 = De dam op a1 slaat d4 en mag landen op e5, f6, g7 of h8.
rules-brazilian-precedence-1 = Meerslag is verplicht: je moet de slag kiezen die de meeste stukken slaat. Een dam telt als één stuk, net als een schijf.
rules-brazilian-precedence-2 = Als meerdere slagen evenveel stukken slaan, kies je vrij tussen die slagen.
rules-brazilian-precedence-diagram-1 = Wit moet g3xe5xg7 spelen en twee schijven slaan. De dam slaan met a3xc5 mag niet, want dat slaat maar één stuk.
rules-brazilian-crowning-1 = Een schijf die zijn zet op de laatste rij eindigt, wordt dam.
rules-brazilian-crowning-2 = Een schijf die tijdens een slag de laatste rij bereikt en verder kan slaan, moet doorslaan. Hij blijft een schijf en wordt geen dam.
rules-brazilian-crowning-diagram-1 = De schijf op b6 passeert d8 en eindigt op f6: b6xd8xf6. Hij is nog steeds een schijf.
rules-brazilian-draws-1 = Een speler die niet kan zetten, verliest. Dat gebeurt als al zijn stukken geslagen of ingesloten zijn.
rules-brazilian-draws-2 = De partij is remise als dezelfde stelling drie keer voorkomt met dezelfde speler aan zet. De spelers kunnen ook remise afspreken.
rules-brazilian-draws-3 = De partij is ook automatisch remise in deze gevallen, zoals in de regels voor dammen op 64 velden van de Internationale Damfederatie (IDF, artikelen 7.2.4 tot en met 7.2.8). In een eindspel tellen de zetten vanaf het moment dat die krachtsverhouding ontstond, dus vanaf de laatste slag of de laatste keer dat een schijf dam werd:
rules-brazilian-draws-4 = Drie of meer dammen tegen één dam: remise als de sterkere kant 15 zetten heeft gedaan zonder te winnen.
rules-brazilian-draws-5 = Drie stukken, waarvan minstens één dam, tegen één dam op de lange diagonaal a1-h8: remise na 5 zetten van elke kant.
rules-brazilian-draws-6 = Twee dammen, een dam en een schijf, of één dam, tegen één dam: remise na 5 zetten van elke kant.
rules-brazilian-draws-7 = Beide kanten hebben dammen, en er wordt niets geslagen en geen dam gehaald: remise na 30 zetten van elke kant met 4 of 5 stukken op het bord, na 60 zetten van elke kant met 6 of 7 stukken.
rules-brazilian-draws-8 = Beide spelers zetten alleen met dammen, zonder te slaan: remise na 15 zetten van elke kant.
rules-brazilian-draws-9 = De Braziliaanse Damconfederatie (CBD) telt in dit laatste geval 20 zetten van elke kant; dit spel volgt de 15 zetten van de Internationale Damfederatie.
rules-brazilian-notation-1 = Een veld heeft een letter voor de kolom, a tot h vanaf de linkerkant van Wit, en een cijfer voor de rij, 1 tot 8 vanaf de kant van Wit.
rules-brazilian-notation-2 = Een zet schrijf je als c3-d4. Een slag schrijf je als c3xe5, zo nodig met elk landingsveld: c3xe5xg3.

## Russisch dammen

rules-russian-title = Russisch dammen
rules-russian-intro = Russisch dammen (sjasjki) speel je op 64 velden, met vliegende dammen en vrije keuze bij het slaan.
rules-russian-board-1 = Het bord heeft 8 bij 8 velden. Het hoekveld a1, links van Wit, is donker.
rules-russian-board-2 = Elke speler heeft 12 schijven op de donkere velden van de drie rijen die het dichtst bij hem liggen. Wit begint.
rules-russian-board-diagram-1 = De beginstelling.
rules-russian-men-1 = Een schijf zet één veld schuin vooruit, naar een leeg veld.
rules-russian-men-diagram-1 = De schijf op c3 kan naar b4 of d4.
rules-russian-kings-1 = Een dam zet langs een diagonaal, vooruit of achteruit, over zoveel lege velden als hij wil.
rules-russian-kings-diagram-1 = De dam op c1 kan naar elk gemarkeerd veld.
rules-russian-captures-1 = Slaan is verplicht: als je kunt slaan, moet je slaan, en het spel staat geen andere zet toe. Alleen stukken van de tegenstander worden geslagen: geen stuk springt over een stuk van zijn eigen kleur.
rules-russian-captures-2 = Een schijf slaat een stuk van de tegenstander dat direct naast hem staat: hij springt eroverheen naar het lege veld er direct achter. Schijven slaan vooruit en achteruit.
rules-russian-captures-3 = Na een sprong moet het stuk doorslaan zolang het kan. Alle sprongen samen zijn één zet.
rules-russian-captures-4 = Een dam slaat een stuk op elke afstand op zijn diagonaal, als de velden ertussen leeg zijn. Hij mag landen op elk leeg veld erachter. Als hij vanaf een van die velden opnieuw kan slaan, moet hij daar landen en doorslaan.
rules-russian-captures-5 = Een stuk mag niet twee keer worden overgesprongen. Geslagen stukken gaan pas aan het eind van de zet van het bord, dus ze staan nog in de weg.
rules-russian-captures-diagram-1 = De schijf op c3 slaat d4, en dan achteruit f4: c3:e5:g3.
rules-russian-captures-diagram-2 = De dam op a1 slaat d4 en mag landen op e5, f6, g7 of h8.
rules-russian-precedence-1 = Als je op meerdere manieren kunt slaan, kies je er zelf een. Je hoeft niet de meeste stukken te slaan.
rules-russian-precedence-2 = De gekozen slag moet je wel helemaal afmaken.
rules-russian-precedence-diagram-1 = Wit mag de dam slaan met a3:c5, ook al slaat g3:e5:g7 twee schijven. Beide mogen.
rules-russian-crowning-1 = Een schijf die de laatste rij bereikt, wordt meteen dam.
rules-russian-crowning-2 = Gebeurt dat tijdens een slag, dan slaat hij in dezelfde zet verder, nu als dam.
rules-russian-crowning-diagram-1 = De schijf op b6 wordt dam op d8. Als dam slaat hij daarna e7 en landt op h4: b6:d8:h4.
rules-russian-draws-1 = Een speler die niet kan zetten, verliest. Dat gebeurt als al zijn stukken geslagen of ingesloten zijn.
rules-russian-draws-2 = De partij is remise als dezelfde stelling drie keer voorkomt met dezelfde speler aan zet. De spelers kunnen ook remise afspreken.
rules-russian-draws-3 = De partij is ook automatisch remise in deze gevallen. In een eindspel tellen de zetten vanaf het moment dat die krachtsverhouding ontstond, dus vanaf de laatste slag of de laatste keer dat een schijf dam werd:
rules-russian-draws-4 = Drie of meer dammen tegen één dam: remise als de sterkere kant 15 zetten heeft gedaan zonder te winnen.
rules-russian-draws-5 = Drie stukken, waarvan minstens één dam, tegen één dam op de lange diagonaal a1-h8: remise na 5 zetten van elke kant.
rules-russian-draws-6 = Twee dammen, een dam en een schijf, of één dam, tegen één dam: remise na 5 zetten van elke kant.
rules-russian-draws-7 = Beide kanten hebben dammen, en er wordt niets geslagen en geen dam gehaald: remise na 30 zetten van elke kant met 4 of 5 stukken op het bord, na 60 zetten van elke kant met 6 of 7 stukken.
rules-russian-draws-8 = Beide spelers zetten alleen met dammen, zonder te slaan: remise na 15 zetten van elke kant.
rules-russian-notation-1 = Een veld heeft een letter voor de kolom, a tot h vanaf de linkerkant van Wit, en een cijfer voor de rij, 1 tot 8 vanaf de kant van Wit.
rules-russian-notation-2 = Een zet schrijf je als c3-d4. Een slag schrijf je als c3:e5 (of c3xe5), zo nodig met elk landingsveld: c3:e5:g3.

## Internationaal dammen

rules-international-title = Internationaal dammen
rules-international-intro = Internationaal dammen speel je op een bord van 100 velden, volgens de regels van de wereldbond FMJD.
rules-international-board-1 = Het bord heeft 10 bij 10 velden. Het hoekveld links van Wit is donker.
rules-international-board-2 = Elke speler heeft 20 schijven op de donkere velden van de vier rijen die het dichtst bij hem liggen. Wit begint.
rules-international-board-diagram-1 = De beginstelling. De zwarte schijven staan op 1 tot en met 20, de witte op 31 tot en met 50.
rules-international-men-1 = Een schijf zet één veld schuin vooruit, naar een leeg veld.
rules-international-men-diagram-1 = De schijf op 33 kan naar 28 of 29.
rules-international-kings-1 = Een dam zet langs een diagonaal, vooruit of achteruit, over zoveel lege velden als hij wil. Dit is een “vliegende” dam.
rules-international-kings-diagram-1 = De dam op 46 kan naar elk gemarkeerd veld.
rules-international-captures-1 = Slaan is verplicht: als je kunt slaan, moet je slaan, en het spel staat geen andere zet toe. Alleen stukken van de tegenstander worden geslagen: geen stuk springt over een stuk van zijn eigen kleur.
rules-international-captures-2 = Een schijf slaat een stuk van de tegenstander dat direct naast hem staat: hij springt eroverheen naar het lege veld er direct achter. Schijven slaan vooruit en achteruit.
rules-international-captures-3 = Na een sprong moet het stuk doorslaan zolang het kan. Alle sprongen samen zijn één zet.
rules-international-captures-4 = Een dam slaat een stuk op elke afstand op zijn diagonaal, als de velden ertussen leeg zijn. Hij mag landen op elk leeg veld erachter. Als hij vanaf een van die velden opnieuw kan slaan, moet hij daar landen en doorslaan.
rules-international-captures-5 = Een stuk mag niet twee keer worden overgesprongen. Geslagen stukken gaan pas aan het eind van de zet van het bord, dus ze staan nog in de weg.
rules-international-captures-diagram-1 = De schijf op 37 slaat 32, en dan achteruit 33: 37x28x39.
rules-international-captures-diagram-2 = De dam op 46 slaat 32 en mag landen op 28, 23, 19, 14, 10 of 5.
rules-international-precedence-1 = Meerslag is verplicht: je moet de slag kiezen die de meeste stukken slaat. Een dam telt als één stuk, net als een schijf.
rules-international-precedence-2 = Als meerdere slagen evenveel stukken slaan, kies je vrij tussen die slagen.
rules-international-precedence-diagram-1 = Wit moet 39x28x19 spelen en twee schijven slaan. De dam slaan met 36x27 mag niet, want dat slaat maar één stuk.
rules-international-crowning-1 = Een schijf die zijn zet op de laatste rij eindigt, wordt dam.
rules-international-crowning-2 = Een schijf die tijdens een slag de laatste rij bereikt en verder kan slaan, moet doorslaan. Hij blijft een schijf en wordt geen dam.
rules-international-crowning-diagram-1 = De schijf op 11 passeert 2 en eindigt op 13: 11x2x13. Hij is nog steeds een schijf.
rules-international-draws-1 = Een speler die niet kan zetten, verliest. Dat gebeurt als al zijn stukken geslagen of ingesloten zijn.
rules-international-draws-2 = De partij is remise als dezelfde stelling drie keer voorkomt met dezelfde speler aan zet. De spelers kunnen ook remise afspreken.
rules-international-draws-3 = De partij is ook automatisch remise in deze gevallen. In een eindspel tellen de zetten vanaf het moment dat die krachtsverhouding ontstond, dus vanaf de laatste slag of de laatste keer dat een schijf dam werd:
rules-international-draws-4 = Drie stukken, waarvan minstens één dam, tegen één dam: remise na 16 zetten van elke kant.
rules-international-draws-5 = Twee stukken of minder, waarvan minstens één dam, tegen één dam: remise na 5 zetten van elke kant.
rules-international-draws-6 = Beide spelers zetten alleen met dammen, zonder te slaan: remise na 25 zetten van elke kant.
rules-international-notation-1 = De donkere velden zijn genummerd van 1 tot en met 50. Veld 1 ligt linksboven, gezien vanaf de kant van Wit. De nummers lopen van links naar rechts, rij voor rij, tot 50 rechtsonder.
rules-international-notation-2 = Een zet schrijf je als 32-28. Een slag schrijf je als 28x19, zo nodig met elk landingsveld: 37x28x39.

## Engels dammen (checkers)

rules-english-title = Engels dammen (checkers)
rules-english-intro = Engels dammen, of checkers, speel je op 64 velden, met dammen die maar één veld ver gaan en vrije keuze bij het slaan.
rules-english-board-1 = Het bord heeft 8 bij 8 velden. Het hoekveld links van elke speler is donker.
rules-english-board-2 = Elke speler heeft 12 schijven op de donkere velden van de drie rijen die het dichtst bij hem liggen. Zwart begint.
rules-english-board-diagram-1 = De beginstelling. De zwarte schijven staan op 1 tot en met 12, de witte op 21 tot en met 32.
rules-english-men-1 = Een schijf zet één veld schuin vooruit, naar een leeg veld.
rules-english-men-diagram-1 = De schijf op 22 kan naar 17 of 18.
rules-english-kings-1 = Een dam zet één veld schuin, vooruit of achteruit. Verder kan hij in één zet niet.
rules-english-kings-diagram-1 = De dam op 18 kan naar 14, 15, 22 of 23.
rules-english-captures-1 = Slaan is verplicht: als je kunt slaan, moet je slaan, en het spel staat geen andere zet toe. Alleen stukken van de tegenstander worden geslagen: geen stuk springt over een stuk van zijn eigen kleur.
rules-english-captures-2 = Een stuk slaat een stuk van de tegenstander dat direct naast het staat: het springt eroverheen naar het lege veld er direct achter.
rules-english-captures-3 = Schijven slaan alleen vooruit. Dammen slaan vooruit en achteruit, maar alleen een stuk direct naast zich.
rules-english-captures-4 = Na een sprong moet het stuk doorslaan zolang het kan. Alle sprongen samen zijn één zet.
rules-english-captures-5 = De overgesprongen stukken blijven tot het eind van de zet op het bord: ze staan nog in de weg, en geen stuk mag twee keer worden overgesprongen.
rules-english-captures-diagram-1 = De schijf op 22 moet 18 slaan: 22x15. Hij kan 26 niet slaan, want die staat achter hem.
rules-english-captures-diagram-2 = De dam op 18 slaat achteruit 23 en landt direct erachter: 18x27.
rules-english-precedence-1 = Als je op meerdere manieren kunt slaan, kies je er zelf een. Je hoeft niet de meeste stukken te slaan.
rules-english-precedence-2 = De gekozen slag moet je wel helemaal afmaken.
rules-english-precedence-diagram-1 = Wit mag 21x14 spelen en één schijf slaan, ook al slaat 24x15x8 er twee. Beide mogen.
rules-english-crowning-1 = Een schijf die de laatste rij bereikt, wordt dam.
rules-english-crowning-2 = Gebeurt dat tijdens een slag, dan eindigt de zet daar. De nieuwe dam slaat in die zet niets meer.
rules-english-crowning-diagram-1 = De schijf op 11 slaat 7 en wordt dam op 2: 11x2. De zet is voorbij, dus 6 wordt niet geslagen.
rules-english-draws-1 = Een speler die niet kan zetten, verliest. Dat gebeurt als al zijn stukken geslagen of ingesloten zijn.
rules-english-draws-2 = De partij is remise als dezelfde stelling drie keer voorkomt met dezelfde speler aan zet. De spelers kunnen ook remise afspreken.
rules-english-draws-3 = De partij is ook remise na 50 zetten van elke kant zonder slag en zonder schijfzet.
rules-english-draws-4 = Toernooien van de wereldbond hanteren 40 zetten, op verzoek van een speler. Dit spel geeft remise na 50 zetten, zonder verzoek.
rules-english-notation-1 = De donkere velden zijn genummerd van 1 tot en met 32. Veld 1 ligt linksboven, gezien vanaf de kant van Wit. De nummers lopen van links naar rechts, rij voor rij, tot 32 rechtsonder.
rules-english-notation-2 = Een zet schrijf je als 22-18. Een slag schrijf je als 22x15, zo nodig met elk landingsveld: 24x15x8.

## Spaans dammen

rules-spanish-title = Spaans dammen
rules-spanish-intro = Spaans dammen (damas) speel je op 64 velden, met vliegende dammen. Schijven slaan alleen vooruit.
rules-spanish-board-1 = Het bord heeft 8 bij 8 velden. Het is gedraaid: het hoekveld rechts van elke speler is donker.
rules-spanish-board-2 = Elke speler heeft 12 schijven op de donkere velden van de drie rijen die het dichtst bij hem liggen. Wit begint.
rules-spanish-board-diagram-1 = De beginstelling. De witte schijven staan op 1 tot en met 12, de zwarte op 21 tot en met 32.
rules-spanish-men-1 = Een schijf zet één veld schuin vooruit, naar een leeg veld.
rules-spanish-men-diagram-1 = De schijf op 10 kan naar 13 of 14.
rules-spanish-kings-1 = Een dam zet langs een diagonaal, vooruit of achteruit, over zoveel lege velden als hij wil.
rules-spanish-kings-diagram-1 = De dam op 1 kan naar elk gemarkeerd veld.
rules-spanish-captures-1 = Slaan is verplicht: als je kunt slaan, moet je slaan, en het spel staat geen andere zet toe. Alleen stukken van de tegenstander worden geslagen: geen stuk springt over een stuk van zijn eigen kleur.
rules-spanish-captures-2 = Een schijf slaat een stuk van de tegenstander dat direct naast hem staat: hij springt eroverheen naar het lege veld er direct achter. Schijven slaan alleen vooruit.
rules-spanish-captures-3 = Na een sprong moet het stuk doorslaan zolang het kan. Alle sprongen samen zijn één zet.
rules-spanish-captures-4 = Een dam slaat vooruit en achteruit een stuk op elke afstand op zijn diagonaal, als de velden ertussen leeg zijn. Hij mag landen op elk leeg veld erachter. Als hij vanaf een van die velden opnieuw kan slaan, moet hij daar landen en doorslaan.
rules-spanish-captures-5 = Een stuk mag niet twee keer worden overgesprongen. Geslagen stukken gaan pas aan het eind van de zet van het bord, dus ze staan nog in de weg.
rules-spanish-captures-diagram-1 = De schijf op 10 moet 14 slaan: 10x19. Hij kan 6 niet slaan, want die staat achter hem.
rules-spanish-captures-diagram-2 = De dam op 1 slaat 14 en mag landen op 19, 23, 28 of 32.
rules-spanish-precedence-1 = Je moet de slag kiezen die de meeste stukken slaat. Dit is de kwantiteitsregel.
rules-spanish-precedence-2 = Als meerdere slagen evenveel stukken slaan, moet je er een kiezen die de meeste dammen slaat. Dit is de kwaliteitsregel.
rules-spanish-precedence-diagram-1 = Kwantiteit: Wit moet 12x19x28 spelen en twee schijven slaan. De dam slaan met 9x18 mag niet.
rules-spanish-precedence-diagram-2 = Kwaliteit: beide slagen slaan één stuk. Wit moet de dam slaan met 9x18, niet de schijf met 12x19.
rules-spanish-crowning-1 = Een schijf die de laatste rij bereikt, wordt dam.
rules-spanish-crowning-2 = Gebeurt dat tijdens een slag, dan eindigt de zet daar. De nieuwe dam slaat in die zet niets meer.
rules-spanish-crowning-diagram-1 = De schijf op 23 slaat 27 en wordt dam op 30: 23x30. De zet is voorbij, dus 26 wordt niet geslagen.
rules-spanish-draws-1 = Een speler die niet kan zetten, verliest. Dat gebeurt als al zijn stukken geslagen of ingesloten zijn.
rules-spanish-draws-2 = De partij is remise als dezelfde stelling drie keer voorkomt met dezelfde speler aan zet. De spelers kunnen ook remise afspreken.
rules-spanish-draws-3 = De partij is ook remise na 20 zetten van elke kant waarin alleen dammen zetten, zonder slag.
rules-spanish-notation-1 = De donkere velden zijn genummerd van 1 tot en met 32. Veld 1 ligt rechtsonder bij Wit. De nummers lopen van rechts naar links, rij voor rij, tot 32 linksboven.
rules-spanish-notation-2 = Een zet schrijf je als 10-14. Een slag schrijf je als 10x19, zo nodig met elk landingsveld: 12x19x28.

## Turks dammen

rules-turkish-title = Turks dammen
rules-turkish-intro = Turks dammen (dama) gebruikt alle velden van het bord. Stukken gaan recht, langs rijen en kolommen, niet schuin.
rules-turkish-board-1 = Het bord heeft 8 bij 8 velden, en alle 64 worden gebruikt.
rules-turkish-board-2 = Elke speler heeft 16 schijven op de tweede en derde rij aan zijn kant. De eerste rij blijft leeg. Wit begint.
rules-turkish-board-diagram-1 = De beginstelling.
rules-turkish-men-1 = Een schijf zet één veld recht vooruit, of één veld naar links of rechts. Hij gaat nooit achteruit.
rules-turkish-men-diagram-1 = De schijf op d4 kan naar d5, c4 of e4.
rules-turkish-kings-1 = Een dam zet langs een rij of kolom, vooruit, achteruit of opzij, over zoveel lege velden als hij wil.
rules-turkish-kings-diagram-1 = De dam op d4 kan naar elk gemarkeerd veld.
rules-turkish-captures-1 = Slaan is verplicht: als je kunt slaan, moet je slaan, en het spel staat geen andere zet toe. Alleen stukken van de tegenstander worden geslagen: geen stuk springt over een stuk van zijn eigen kleur.
rules-turkish-captures-2 = Een schijf slaat een stuk van de tegenstander dat direct naast hem staat: hij springt eroverheen naar het lege veld er direct achter. Schijven slaan vooruit en opzij, nooit achteruit.
rules-turkish-captures-3 = Na een sprong moet het stuk doorslaan zolang het kan. Alle sprongen samen zijn één zet.
rules-turkish-captures-4 = Een dam slaat een stuk op elke afstand op zijn rij of kolom, als de velden ertussen leeg zijn. Hij mag landen op elk leeg veld erachter. Als hij vanaf een van die velden opnieuw kan slaan, moet hij daar landen en doorslaan.
rules-turkish-captures-5 = Elk geslagen stuk gaat meteen van het bord, zodra erover gesprongen is. Het slaande stuk mag dus later over dat veld heen.
rules-turkish-captures-6 = Tussen twee sprongen mag het slaande stuk niet omkeren in de tegenovergestelde richting.
rules-turkish-captures-diagram-1 = De schijf op d4 slaat opzij e4, en dan vooruit f5: d4xf4xf6. Hij kan d3 niet slaan, want die staat achter hem.
rules-turkish-captures-diagram-2 = De dam op c1 slaat c4, e7, f6 en b4: c1xc7xf7xf4xa4. Bij de laatste sprong gaat hij over c4, dat al leeg is.
rules-turkish-precedence-1 = Meerslag is verplicht: je moet de slag kiezen die de meeste stukken slaat. Een dam telt als één stuk, net als een schijf.
rules-turkish-precedence-2 = Als meerdere slagen evenveel stukken slaan, kies je vrij tussen die slagen.
rules-turkish-precedence-diagram-1 = Wit moet f3xf5xf7 spelen en twee schijven slaan. De dam slaan met b4xb6 mag niet, want dat slaat maar één stuk.
rules-turkish-crowning-1 = Een schijf die zijn zet op de laatste rij eindigt, wordt dam.
rules-turkish-crowning-2 = Een schijf die tijdens een slag de laatste rij bereikt, slaat als schijf verder als hij kan. Hij wordt dam als de zet eindigt.
rules-turkish-crowning-3 = Bronnen verschillen op dit punt, en geen reglement van een bond geeft uitsluitsel: sommige laten de schijf meteen dam worden. Dit spel volgt de meeste handleidingen: de schijf wordt dam als de zet eindigt.
rules-turkish-crowning-diagram-1 = De schijf op c6 slaat c7, bereikt c8 en slaat dan als schijf d8: c6xc8xe8. Hij wordt pas aan het eind dam op e8, dus hij slaat e5 niet in deze zet.
rules-turkish-draws-1 = Een speler die niet kan zetten, verliest. Dat gebeurt als al zijn stukken geslagen of ingesloten zijn.
rules-turkish-draws-2 = De partij is remise als dezelfde stelling drie keer voorkomt met dezelfde speler aan zet. De spelers kunnen ook remise afspreken.
rules-turkish-draws-3 = De partij is meteen remise als elke speler nog maar één stuk heeft.
rules-turkish-draws-4 = De partij is ook remise na 50 zetten van elke kant zonder slag en zonder schijfzet.
rules-turkish-draws-5 = De remise met één stuk aan elke kant volgt de beginnershandleiding van de Dama Akademisi (§ 19b): “ook als een van beide een dam is”. Sommige spelers spelen door met een dam tegen een alleenstaande schijf.
rules-turkish-notation-1 = Een veld heeft een letter voor de kolom, a tot h vanaf de linkerkant van Wit, en een cijfer voor de rij, 1 tot 8 vanaf de kant van Wit.
rules-turkish-notation-2 = Een zet schrijf je als d3-d4. Een slag schrijf je als d4xd6, zo nodig met elk landingsveld: d4xf4xf6.

## Italiaans dammen

rules-italian-title = Italiaans dammen
rules-italian-intro = Italiaans dammen (dama italiana) speel je op 64 velden, met dammen die maar één veld ver gaan, volgens de regels van de Italiaanse dambond FID. Schijven kunnen geen dammen slaan.
rules-italian-board-1 = Het bord heeft 8 bij 8 velden. Het is gedraaid: het hoekveld rechts van elke speler is donker.
rules-italian-board-2 = Elke speler heeft 12 schijven op de donkere velden van de drie rijen die het dichtst bij hem liggen. Wit begint.
rules-italian-board-diagram-1 = De beginstelling. De zwarte schijven staan op 1 tot en met 12, de witte op 21 tot en met 32.
rules-italian-men-1 = Een schijf zet één veld schuin vooruit, naar een leeg veld.
rules-italian-men-diagram-1 = De schijf op 22 kan naar 18 of 19.
rules-italian-kings-1 = Een dam zet één veld schuin, vooruit of achteruit. Verder kan hij in één zet niet.
rules-italian-kings-diagram-1 = De dam op 18 kan naar 13, 14, 21 of 22.
rules-italian-captures-1 = Slaan is verplicht: als je kunt slaan, moet je slaan, en het spel staat geen andere zet toe. Alleen stukken van de tegenstander worden geslagen: geen stuk springt over een stuk van zijn eigen kleur.
rules-italian-captures-2 = Een stuk slaat een stuk van de tegenstander dat direct naast het staat: het springt eroverheen naar het lege veld er direct achter. Schijven slaan alleen vooruit. Dammen slaan vooruit en achteruit, maar alleen een stuk direct naast zich.
rules-italian-captures-3 = Een schijf slaat nooit een dam. Hij slaat alleen schijven.
rules-italian-captures-4 = Na een sprong moet het stuk doorslaan zolang het kan. Alle sprongen samen zijn één zet.
rules-italian-captures-5 = De overgesprongen stukken blijven tot het eind van de zet op het bord: ze staan nog in de weg, en geen stuk mag twee keer worden overgesprongen.
rules-italian-captures-diagram-1 = De schijf op 22 moet 18 slaan: 22x13. Hij kan 26 niet slaan, want die staat achter hem.
rules-italian-captures-diagram-2 = De schijf op 22 moet de schijf op 19 slaan: 22x15. Hij mag de dam op 18 niet slaan.
rules-italian-precedence-1 = Als je op meerdere manieren kunt slaan, beslissen deze regels, in deze volgorde: sla de meeste stukken; is dat gelijk, sla dan met een dam in plaats van met een schijf; sla daarna de meeste dammen; kies daarna de slag die het eerst een dam tegenkomt.
rules-italian-precedence-2 = Als de slagen na alle vier de regels nog steeds gelijk zijn, kies je vrij tussen die slagen.
rules-italian-precedence-diagram-1 = De dam op 27 en de schijf op 22 kunnen elk één stuk slaan. De dam moet slaan: 27x20. De slag van de schijf, 22x13, mag niet.
rules-italian-crowning-1 = Een schijf die de laatste rij bereikt, wordt dam.
rules-italian-crowning-2 = Gebeurt dat tijdens een slag, dan eindigt de zet daar. De nieuwe dam slaat in die zet niets meer.
rules-italian-crowning-diagram-1 = De schijf op 9 slaat 5 en wordt dam op 2: 9x2. De zet is voorbij, dus 6 wordt niet geslagen.
rules-italian-draws-1 = Een speler die niet kan zetten, verliest. Dat gebeurt als al zijn stukken geslagen of ingesloten zijn.
rules-italian-draws-2 = De partij is remise als dezelfde stelling vier keer voorkomt met dezelfde speler aan zet. De spelers kunnen ook remise afspreken.
rules-italian-draws-3 = De partij is ook remise na 40 zetten van elke kant zonder slag en zonder schijfzet.
rules-italian-notation-1 = De donkere velden zijn genummerd van 1 tot en met 32. Veld 1 ligt linksboven, gezien vanaf de kant van Wit. De nummers lopen van links naar rechts, rij voor rij, tot 32 rechtsonder.
rules-italian-notation-2 = Een zet schrijf je als 22-18. Een slag schrijf je als 22x13, zo nodig met elk landingsveld.

## Tsjechisch dammen

rules-czech-title = Tsjechisch dammen
rules-czech-intro = Tsjechisch dammen (česká dáma) speel je op 64 velden, met vliegende dammen, volgens de regels van de Tsjechische dambond. Schijven slaan alleen vooruit, en als een dam kan slaan, moet een dam slaan.
rules-czech-board-1 = Het bord heeft 8 bij 8 velden. Het hoekveld a1, links van Wit, is donker.
rules-czech-board-2 = Elke speler heeft 12 schijven op de donkere velden van de drie rijen die het dichtst bij hem liggen. Wit begint.
rules-czech-board-diagram-1 = De beginstelling.
rules-czech-men-1 = Een schijf zet één veld schuin vooruit, naar een leeg veld.
rules-czech-men-diagram-1 = De schijf op c3 kan naar b4 of d4.
rules-czech-kings-1 = Een dam zet langs een diagonaal, vooruit of achteruit, over zoveel lege velden als hij wil. Dit is een “vliegende” dam.
rules-czech-kings-diagram-1 = De dam op c1 kan naar elk gemarkeerd veld.
rules-czech-captures-1 = Slaan is verplicht: als je kunt slaan, moet je slaan, en het spel staat geen andere zet toe. Alleen stukken van de tegenstander worden geslagen: geen stuk springt over een stuk van zijn eigen kleur.
rules-czech-captures-2 = Een schijf slaat een stuk van de tegenstander dat direct naast hem staat: hij springt eroverheen naar het lege veld er direct achter. Schijven slaan alleen vooruit.
rules-czech-captures-3 = Na een sprong moet het stuk doorslaan zolang het kan. Alle sprongen samen zijn één zet.
rules-czech-captures-4 = Een dam slaat een stuk op elke afstand op zijn diagonaal, als de velden ertussen leeg zijn. Hij mag landen op elk leeg veld erachter. Als hij vanaf een van die velden opnieuw kan slaan, moet hij daar landen en doorslaan.
rules-czech-captures-5 = Een stuk mag niet twee keer worden overgesprongen. Geslagen stukken gaan pas aan het eind van de zet van het bord, dus ze staan nog in de weg.
rules-czech-captures-diagram-1 = De schijf op c3 moet d4 slaan: c3xe5. Hij kan b2 niet slaan, want die staat achter hem.
rules-czech-captures-diagram-2 = De dam op a1 slaat d4 en mag landen op e5, f6, g7 of h8.
rules-czech-precedence-1 = Als een dam kan slaan, moet een dam slaan: een schijf mag dan niet in zijn plaats slaan.
rules-czech-precedence-2 = Anders kies je vrij tussen de slagen. Je hoeft niet de meeste stukken te slaan.
rules-czech-precedence-diagram-1 = De dam op a1 moet slaan: a1xd4. De slag van de schijf, e5xg7, mag niet.
rules-czech-precedence-diagram-2 = Wit mag a3xc5 spelen en de dam slaan, ook al slaat g3xe5xg7 twee schijven. Beide mogen.
rules-czech-crowning-1 = Een schijf die de laatste rij bereikt, wordt dam.
rules-czech-crowning-2 = Gebeurt dat tijdens een slag, dan eindigt de zet daar: een schijf slaat alleen vooruit, dus hij heeft niets meer te slaan.
rules-czech-crowning-diagram-1 = De schijf op b6 slaat c7 en wordt dam op d8: b6xd8.
rules-czech-draws-1 = Een speler die niet kan zetten, verliest. Dat gebeurt als al zijn stukken geslagen of ingesloten zijn.
rules-czech-draws-2 = De partij is remise als dezelfde stelling drie keer voorkomt met dezelfde speler aan zet. De spelers kunnen ook remise afspreken.
rules-czech-draws-3 = Dit spel kent geen remise na een aantal zetten: in de samenvattingen van de Tsjechische regels die het volgt, is er geen gevonden.
rules-czech-notation-1 = Een veld heeft een letter voor de kolom, a tot h vanaf de linkerkant van Wit, en een cijfer voor de rij, 1 tot 8 vanaf de kant van Wit.
rules-czech-notation-2 = Een zet schrijf je als c3-d4. Een slag schrijf je als c3xe5, zo nodig met elk landingsveld: c3xe5xg7.

## Amerikaans dammen (pool checkers)

rules-pool-title = Amerikaans dammen (pool checkers)
rules-pool-intro = Amerikaans dammen (pool checkers) wordt gespeeld in de Verenigde Staten, op 64 velden, met vliegende dammen. Schijven slaan vooruit en achteruit, en je kiest je slag vrij.
rules-pool-board-1 = Het bord heeft 8 bij 8 velden. Het hoekveld links van elke speler is donker.
rules-pool-board-2 = Elke speler heeft 12 schijven op de donkere velden van de drie rijen die het dichtst bij hem liggen. Zwart begint.
rules-pool-board-diagram-1 = De beginstelling. De zwarte schijven staan op 1 tot en met 12, de witte op 21 tot en met 32.
rules-pool-men-1 = Een schijf zet één veld schuin vooruit, naar een leeg veld.
rules-pool-men-diagram-1 = De schijf op 22 kan naar 17 of 18.
rules-pool-kings-1 = Een dam zet langs een diagonaal, vooruit of achteruit, over zoveel lege velden als hij wil. Dit is een “vliegende” dam.
rules-pool-kings-diagram-1 = De dam op 29 kan naar elk gemarkeerd veld.
rules-pool-captures-1 = Slaan is verplicht: als je kunt slaan, moet je slaan, en het spel staat geen andere zet toe. Alleen stukken van de tegenstander worden geslagen: geen stuk springt over een stuk van zijn eigen kleur.
rules-pool-captures-2 = Een schijf slaat een stuk van de tegenstander dat direct naast hem staat: hij springt eroverheen naar het lege veld er direct achter. Schijven slaan vooruit en achteruit.
rules-pool-captures-3 = Na een sprong moet het stuk doorslaan zolang het kan. Alle sprongen samen zijn één zet.
rules-pool-captures-4 = Een dam slaat een stuk op elke afstand op zijn diagonaal, als de velden ertussen leeg zijn. Hij mag landen op elk leeg veld erachter. Als hij vanaf een van die velden opnieuw kan slaan, moet hij daar landen en doorslaan.
rules-pool-captures-5 = Een stuk mag niet twee keer worden overgesprongen. Geslagen stukken gaan pas aan het eind van de zet van het bord, dus ze staan nog in de weg.
rules-pool-captures-diagram-1 = De schijf op 22 slaat 18, en dan achteruit 19: 22x15x24.
rules-pool-captures-diagram-2 = De dam op 29 slaat 18 en mag landen op 15, 11, 8 of 4.
rules-pool-precedence-1 = Als je op meerdere manieren kunt slaan, kies je er zelf een. Je hoeft niet de meeste stukken te slaan.
rules-pool-precedence-2 = De gekozen slag moet je wel helemaal afmaken.
rules-pool-precedence-diagram-1 = Wit mag 21x14 spelen en de dam slaan, ook al slaat 24x15x8 twee schijven. Beide mogen.
rules-pool-crowning-1 = Een schijf die zijn zet op de laatste rij eindigt, wordt dam.
rules-pool-crowning-2 = Een schijf die tijdens een slag de laatste rij bereikt en achteruit verder kan slaan, moet doorslaan. Hij blijft een schijf en wordt geen dam.
rules-pool-crowning-diagram-1 = De schijf op 9 passeert 2 en eindigt op 11: 9x2x11. Hij is nog steeds een schijf.
rules-pool-draws-1 = Een speler die niet kan zetten, verliest. Dat gebeurt als al zijn stukken geslagen of ingesloten zijn.
rules-pool-draws-2 = De partij is remise als dezelfde stelling drie keer voorkomt met dezelfde speler aan zet. De spelers kunnen ook remise afspreken.
rules-pool-draws-3 = De partij is ook automatisch remise in deze gevallen. In een eindspel tellen de zetten vanaf het moment dat die krachtsverhouding ontstond, dus vanaf de laatste slag of de laatste keer dat een schijf dam werd:
rules-pool-draws-4 = Drie dammen tegen één dam: remise als de sterkere kant 13 zetten heeft gedaan zonder te winnen.
rules-pool-draws-5 = Beide spelers zetten alleen met dammen, zonder te slaan: remise na 15 zetten van elke kant.
rules-pool-notation-1 = De donkere velden zijn genummerd van 1 tot en met 32. Veld 1 ligt linksboven, gezien vanaf de kant van Wit. De nummers lopen van links naar rechts, rij voor rij, tot 32 rechtsonder.
rules-pool-notation-2 = Een zet schrijf je als 22-18. Een slag schrijf je als 22x15, zo nodig met elk landingsveld: 22x15x24.

## Thais dammen

rules-thai-title = Thais dammen (mak-hos)
rules-thai-intro = Thais dammen (mak-hos) speel je op 64 velden, met 8 schijven per speler. Dammen zijn vliegend, maar stoppen direct achter het stuk dat ze slaan, en geslagen stukken gaan meteen van het bord.
rules-thai-board-1 = Het bord heeft 8 bij 8 velden. Het hoekveld links van elke speler is donker.
rules-thai-board-2 = Elke speler heeft 8 schijven op de donkere velden van de twee rijen die het dichtst bij hem liggen. Zwart begint.
rules-thai-board-diagram-1 = De beginstelling. De witte schijven staan op 1 tot en met 8, de zwarte op 25 tot en met 32.
rules-thai-men-1 = Een schijf zet één veld schuin vooruit, naar een leeg veld.
rules-thai-men-diagram-1 = De schijf op 11 kan naar 15 of 16.
rules-thai-kings-1 = Een dam zet langs een diagonaal, vooruit of achteruit, over zoveel lege velden als hij wil. Dit is een “vliegende” dam.
rules-thai-kings-diagram-1 = De dam op 4 kan naar elk gemarkeerd veld.
rules-thai-captures-1 = Slaan is verplicht: als je kunt slaan, moet je slaan, en het spel staat geen andere zet toe. Alleen stukken van de tegenstander worden geslagen: geen stuk springt over een stuk van zijn eigen kleur.
rules-thai-captures-2 = Een schijf slaat een stuk van de tegenstander dat direct naast hem staat: hij springt eroverheen naar het lege veld er direct achter. Schijven slaan alleen vooruit.
rules-thai-captures-3 = Een dam slaat een stuk op elke afstand op zijn diagonaal, als de velden ertussen leeg zijn. Hij moet landen op het veld direct achter dat stuk, en van daaruit mag hij opnieuw slaan, in elke richting.
rules-thai-captures-4 = Na een sprong moet het stuk doorslaan zolang het kan. Alle sprongen samen zijn één zet.
rules-thai-captures-5 = Elk geslagen stuk gaat meteen van het bord, dus het staat niet meer in de weg.
rules-thai-captures-diagram-1 = De dam op 4 slaat 15 en moet direct erachter stoppen, op 18: 4x18.
rules-thai-captures-diagram-2 = De schijf op 11 moet 15 slaan: 11x18. Hij kan 7 niet slaan, want die staat achter hem.
rules-thai-precedence-1 = Als je op meerdere manieren kunt slaan, kies je er zelf een. Je hoeft niet de meeste stukken te slaan.
rules-thai-precedence-2 = De gekozen slag moet je wel helemaal afmaken.
rules-thai-precedence-diagram-1 = Wit mag 12x19 spelen en één schijf slaan, ook al slaat 9x18x25 er twee. Beide mogen.
rules-thai-crowning-1 = Een schijf die de laatste rij bereikt, wordt dam.
rules-thai-crowning-2 = Gebeurt dat tijdens een slag, dan eindigt de zet daar. De nieuwe dam slaat in die zet niets meer.
rules-thai-crowning-diagram-1 = De schijf op 24 slaat 27 en wordt dam op 31: 24x31. De zet is voorbij, dus 26 wordt niet geslagen.
rules-thai-draws-1 = Een speler die niet kan zetten, verliest. Dat gebeurt als al zijn stukken geslagen of ingesloten zijn.
rules-thai-draws-2 = De partij is remise als dezelfde stelling drie keer voorkomt met dezelfde speler aan zet. De spelers kunnen ook remise afspreken.
rules-thai-draws-3 = Dit spel kent geen remise na een aantal zetten: de bronnen over mak-hos geven er geen. Ook wie begint, verschilt per bron; dit spel volgt de PDN-standaard, waarin Zwart begint.
rules-thai-notation-1 = De donkere velden zijn genummerd van 1 tot en met 32, gezien vanaf de kant van Zwart, die begint: veld 1 is het eerste donkere veld linksboven voor Zwart, en dat is g1 voor Wit. De nummers lopen voor Zwart van links naar rechts, rij voor rij, naar beneden tot 32 aan de eigen kant van Zwart.
rules-thai-notation-2 = Een zet schrijf je als 27-23. Een slag schrijf je als 11x18, zo nodig met elk landingsveld: 9x18x25.

## Antidammen

rules-antidraughts-title = Antidammen
rules-antidraughts-intro = Antidammen speel je met de internationale regels op een bord van 100 velden, maar het doel is omgekeerd: je wint door al je stukken kwijt te raken, of doordat je geen zet meer hebt.
rules-antidraughts-board-1 = Het bord heeft 10 bij 10 velden. Het hoekveld links van Wit is donker.
rules-antidraughts-board-2 = Elke speler heeft 20 schijven op de donkere velden van de vier rijen die het dichtst bij hem liggen. Wit begint.
rules-antidraughts-board-diagram-1 = De beginstelling. De zwarte schijven staan op 1 tot en met 20, de witte op 31 tot en met 50.
rules-antidraughts-men-1 = Een schijf zet één veld schuin vooruit, naar een leeg veld.
rules-antidraughts-men-diagram-1 = De schijf op 33 kan naar 28 of 29.
rules-antidraughts-kings-1 = Een dam zet langs een diagonaal, vooruit of achteruit, over zoveel lege velden als hij wil. Dit is een “vliegende” dam.
rules-antidraughts-kings-diagram-1 = De dam op 46 kan naar elk gemarkeerd veld.
rules-antidraughts-captures-1 = Slaan is verplicht: als je kunt slaan, moet je slaan, en het spel staat geen andere zet toe. Bij antidammen geef je zo je stukken weg. Alleen stukken van de tegenstander worden geslagen: geen stuk springt over een stuk van zijn eigen kleur.
rules-antidraughts-captures-2 = Een schijf slaat een stuk van de tegenstander dat direct naast hem staat: hij springt eroverheen naar het lege veld er direct achter. Schijven slaan vooruit en achteruit.
rules-antidraughts-captures-3 = Na een sprong moet het stuk doorslaan zolang het kan. Alle sprongen samen zijn één zet.
rules-antidraughts-captures-4 = Een dam slaat een stuk op elke afstand op zijn diagonaal, als de velden ertussen leeg zijn. Hij mag landen op elk leeg veld erachter. Als hij vanaf een van die velden opnieuw kan slaan, moet hij daar landen en doorslaan.
rules-antidraughts-captures-5 = Een stuk mag niet twee keer worden overgesprongen. Geslagen stukken gaan pas aan het eind van de zet van het bord, dus ze staan nog in de weg.
rules-antidraughts-captures-diagram-1 = De schijf op 37 slaat 32, en dan achteruit 33: 37x28x39.
rules-antidraughts-captures-diagram-2 = De dam op 46 slaat 32 en mag landen op 28, 23, 19, 14, 10 of 5.
rules-antidraughts-precedence-1 = Meerslag is verplicht: je moet de slag kiezen die de meeste stukken slaat. Een dam telt als één stuk, net als een schijf.
rules-antidraughts-precedence-2 = Als meerdere slagen evenveel stukken slaan, kies je vrij tussen die slagen.
rules-antidraughts-precedence-diagram-1 = Wit moet 39x28x19 spelen en twee schijven slaan. De dam slaan met 36x27 mag niet, want dat slaat maar één stuk.
rules-antidraughts-crowning-1 = Een schijf die zijn zet op de laatste rij eindigt, wordt dam.
rules-antidraughts-crowning-2 = Een schijf die tijdens een slag de laatste rij bereikt en verder kan slaan, moet doorslaan. Hij blijft een schijf en wordt geen dam.
rules-antidraughts-crowning-diagram-1 = De schijf op 11 passeert 2 en eindigt op 13: 11x2x13. Hij is nog steeds een schijf.
rules-antidraughts-draws-1 = Een speler die niet kan zetten, wint. Dat gebeurt als al zijn stukken geslagen of ingesloten zijn.
rules-antidraughts-draws-2 = De partij is remise als dezelfde stelling drie keer voorkomt met dezelfde speler aan zet. De spelers kunnen ook remise afspreken.
rules-antidraughts-draws-3 = Er is geen andere remiseregel, ook niet als er nog maar een paar stukken over zijn.
rules-antidraughts-notation-1 = De donkere velden zijn genummerd van 1 tot en met 50. Veld 1 ligt linksboven, gezien vanaf de kant van Wit. De nummers lopen van links naar rechts, rij voor rij, tot 50 rechtsonder.
rules-antidraughts-notation-2 = Een zet schrijf je als 32-28. Een slag schrijf je als 28x19, zo nodig met elk landingsveld: 37x28x39.

## Doorbraakdammen

rules-breakthrough-title = Doorbraakdammen
rules-breakthrough-intro = Doorbraakdammen speel je met de internationale regels op een bord van 100 velden, maar de eerste speler die een dam haalt, wint.
rules-breakthrough-board-1 = Het bord heeft 10 bij 10 velden. Het hoekveld links van Wit is donker.
rules-breakthrough-board-2 = Elke speler heeft 20 schijven op de donkere velden van de vier rijen die het dichtst bij hem liggen. Wit begint.
rules-breakthrough-board-diagram-1 = De beginstelling. De zwarte schijven staan op 1 tot en met 20, de witte op 31 tot en met 50.
rules-breakthrough-men-1 = Een schijf zet één veld schuin vooruit, naar een leeg veld.
rules-breakthrough-men-diagram-1 = De schijf op 33 kan naar 28 of 29.
rules-breakthrough-kings-1 = Er zijn geen dammen in het spel: de eerste schijf die zijn zet op de laatste rij eindigt, wordt dam, en daarmee eindigt de partij.
rules-breakthrough-captures-1 = Slaan is verplicht: als je kunt slaan, moet je slaan, en het spel staat geen andere zet toe. Alleen stukken van de tegenstander worden geslagen: geen stuk springt over een stuk van zijn eigen kleur.
rules-breakthrough-captures-2 = Een schijf slaat een stuk van de tegenstander dat direct naast hem staat: hij springt eroverheen naar het lege veld er direct achter. Schijven slaan vooruit en achteruit.
rules-breakthrough-captures-3 = Na een sprong moet het stuk doorslaan zolang het kan. Alle sprongen samen zijn één zet.
rules-breakthrough-captures-4 = Een stuk mag niet twee keer worden overgesprongen. Geslagen stukken gaan pas aan het eind van de zet van het bord, dus ze staan nog in de weg.
rules-breakthrough-captures-diagram-1 = De schijf op 37 slaat 32, en dan achteruit 33: 37x28x39.
rules-breakthrough-precedence-1 = Meerslag is verplicht: je moet de slag kiezen die de meeste stukken slaat.
rules-breakthrough-precedence-2 = Als meerdere slagen evenveel stukken slaan, kies je vrij tussen die slagen.
rules-breakthrough-precedence-diagram-1 = Wit moet 39x28x19 spelen en twee schijven slaan. Eén schijf slaan met 36x27 mag niet.
rules-breakthrough-crowning-1 = Een schijf die zijn zet op de laatste rij eindigt, wordt dam, en zijn speler wint meteen de partij.
rules-breakthrough-crowning-2 = Een schijf die tijdens een slag de laatste rij alleen passeert en moet doorslaan, blijft een schijf: daarmee win je niet.
rules-breakthrough-crowning-diagram-1 = De schijf op 7 gaat naar 2 en wordt dam: Wit wint.
rules-breakthrough-crowning-diagram-2 = De schijf op 11 passeert 2 en eindigt op 13: 11x2x13. Hij is nog steeds een schijf, en de partij gaat door.
rules-breakthrough-draws-1 = De eerste speler die een dam haalt, wint. Een speler die niet kan zetten, verliest.
rules-breakthrough-draws-2 = In het spel ontstaat geen remise, behalve door afspraak: elke zet brengt een schijf vooruit of is een slag, dus geen stelling komt terug.
rules-breakthrough-notation-1 = De donkere velden zijn genummerd van 1 tot en met 50. Veld 1 ligt linksboven, gezien vanaf de kant van Wit. De nummers lopen van links naar rechts, rij voor rij, tot 50 rechtsonder.
rules-breakthrough-notation-2 = Een zet schrijf je als 32-28. Een slag schrijf je als 28x19, zo nodig met elk landingsveld: 37x28x39.
