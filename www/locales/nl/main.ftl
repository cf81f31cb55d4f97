# De interface van het spel in het Nederlands. De berichten en hun variabelen zijn die van
# www/locales/en/main.ftl (de pariteitstest in www/src/i18n.rs controleert dat).

## De taal

language-name = Nederlands
language = Taal

## De pagina voor en rond het spel

title = Dammen
manifest-description = Dammen tegen de computer of een vriend, in zes varianten. Werkt offline.
loading = Laden…
startup-failed = Het spel kon niet starten: { $error }
startup-too-old = deze browser is er te oud voor (hij mist de vectorinstructies van WebAssembly). Werk hem bij, of gebruik een recente Chrome, Firefox, Safari of Edge.
board-label = Dambord

## Knoppen en schakelaars

new-game = Nieuwe partij
rematch = Revanche
undo = Terugnemen
redo = Opnieuw
flip = Bord draaien
hint = Tip
offer-draw = Remise aanbieden
resign = Opgeven
yes = Ja
no = Nee
start = Beginnen
cancel = Annuleren
coordinates = Veldnamen tonen
turn-board = Bord na elke zet draaien
sound = Geluid
board-theme = Bord
moves = Zetten
analyse = Analyseren
review-game = Partij nalopen
analysing = Analyseren…
analysis-paused = De analyse gaat verder bij jouw zet.
analysis-over = De partij is afgelopen: er valt niets te analyseren.
eval-bar-label = Evaluatie, aandeel van Wit
best-line = Beste voortzetting
back-to-game = Terug naar de partij
previous-move = Vorige zet
next-move = Volgende zet

## Nieuwe partij

variant = Variant
opponent = Tegenstander
level = Niveau
your-colour = Jouw kleur
time-per-move = Tijd per zet
computer-level = Niveau van de computer
clock = Klok
no-clock = Geen klok
by-lot = Door loting
computer = Computer
two-players = Twee spelers op dit apparaat
color-white = Wit
color-black = Zwart

## Varianten

# De groepen in de keuzelijst van varianten, per bord.
board-diagonal-8 = 8x8-bord
board-diagonal-10 = 10x10-bord
board-diagonal-12 = 12x12-bord
board-straight-8 = 8x8-bord, rechte zetten
variant-brazilian = Braziliaans dammen
variant-russian = Russisch dammen
variant-international = Internationaal dammen (10x10)
variant-english = Engels dammen (checkers)
variant-spanish = Spaans dammen
variant-turkish = Turks dammen
variant-italian = Italiaans dammen
variant-czech = Tsjechisch dammen
variant-pool = Amerikaans dammen (pool checkers)
variant-thai = Thais dammen (mak-hos)
variant-antidraughts = Antidammen
variant-breakthrough = Doorbraakdammen

## Bordthema’s

theme-wood = Hout
theme-contrast = Hoog contrast
theme-tournament = Toernooigroen

## De niveaus van de computer

level-name-1 = Beginner
level-name-2 = Nieuweling
level-name-3 = Recreant
level-name-4 = Clubspeler
level-name-5 = Sterke clubspeler
level-name-6 = Expert
level-name-7 = Meester
level-name-8 = Volle sterkte
level-manner-1 = blundert vaak
level-manner-2 = blundert vaak
level-manner-3 = maakt fouten
level-manner-4 = maakt fouten
level-manner-5 = speelt eindspelen goed
level-manner-6 = geen opzettelijke fouten
level-sight =
    kijkt { $depth ->
        [1] één zet
        [2] twee zetten
        [3] drie zetten
        [4] vier zetten
        [5] vijf zetten
        [6] zes zetten
        [7] zeven zetten
        [8] acht zetten
       *[other] { $depth } zetten
    } vooruit
level-description = { $level } · { $name }: { $sight }, { $manner }
level-description-plain = { $level } · { $name }: { $sight }
level-description-unlimited = { $level } · { $name }: denkt zo lang na als je toestaat
level-label = { $level } · { $name }
level-setup = niveau { $level } ({ $name })
level-setup-timed = niveau { $level } ({ $name }, { $seconds } s per zet)
seconds-a-move = { $seconds } s per zet
level-change = niveau { $from } → { $to }

## De partijregel en de statusregel

setup-vs-computer =
    { $human ->
        [white] Jij: Wit · Computer: Zwart, { $level }
       *[black] Jij: Zwart · Computer: Wit, { $level }
    }
setup-two-players = Twee spelers: Wit en Zwart
status-computer-thinking = De computer denkt na…
status-computer-to-move =
    { $color ->
        [white] Wit (computer) aan zet
       *[black] Zwart (computer) aan zet
    }
status-your-move =
    { $color ->
        [white] Jij bent aan zet (Wit)
       *[black] Jij bent aan zet (Zwart)
    }
status-to-move =
    { $color ->
        [white] Wit aan zet
       *[black] Zwart aan zet
    }
last-move = Laatste zet: { $move }
thinking = Denkt na…
thinking-depth = Denkt na… diepte { $depth }

## De cijfers van de engine

engine-line = Diepte { $depth } · { $eval }
engine-line-speed = Diepte { $depth } · { $eval } · { $speed }
analysis-depth = Diepte { $depth }
analysis-depth-speed = Diepte { $depth } · { $speed }
eval-men = { $sign }{ NUMBER($men, minimumFractionDigits: 2, maximumFractionDigits: 2) }
eval-wins =
    { $winner ->
        [white] Wit wint
       *[black] Zwart wint
    }
eval-wins-in =
    { $winner ->
        [white] Wit wint in { $moves }
       *[black] Zwart wint in { $moves }
    }
speed-millions = { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) } mln. posities/s
speed-thousands = { NUMBER($thousands, maximumFractionDigits: 0) }k posities/s

## Zetten terugkijken

viewing-move = Je bekijkt zet { $number }: { $move }
viewing-reply = Je bekijkt zet { $number }… { $move }
viewing-start = Je bekijkt de beginstelling

## Klokken

time-control = { NUMBER($minutes) } min
time-control-increment = { NUMBER($minutes) } min + { $increment } s per zet

## Vragen en antwoorden

question-resign =
    { $side ->
        [white] Opgeven? Wit verliest de partij.
       *[black] Opgeven? Zwart verliest de partij.
    }
question-offer-draw = Remise aanbieden aan de computer?
question-draw-offered =
    { $by ->
        [white] Wit biedt remise aan. Zwart, neem je het aan?
       *[black] Zwart biedt remise aan. Wit, neem je het aan?
    }
question-computer-offers-draw = De computer biedt remise aan. Neem je het aan?
question-open-past-game = Deze oude partij openen? Die vervangt je lopende partij.
question-open-link = De partij uit de link openen? Die vervangt je lopende partij.
question-hint-unrates = Deze partij telt mee voor de rating: met een tip wordt het een partij zonder rating. Een tip tonen?
question-analysis-unrates = Deze partij telt mee voor de rating: met computeranalyse wordt het een partij zonder rating. Analyse aanzetten?
answer-keep-playing = Verder spelen
answer-accept = Aannemen
answer-decline = Weigeren
answer-open-past-game = Oude partij openen
answer-open-link = Link openen
answer-keep-my-game = Mijn partij houden

## Hoe de partij eindigde

outcome-no-moves =
    { $winner ->
        [white] Wit wint: Zwart kan niet meer zetten.
       *[black] Zwart wint: Wit kan niet meer zetten.
    }
outcome-gave-away =
    { $winner ->
        [white] Wit wint: Wit kan niet meer zetten.
       *[black] Zwart wint: Zwart kan niet meer zetten.
    }
outcome-crowned =
    { $winner ->
        [white] Wit wint: Wit haalde als eerste een dam.
       *[black] Zwart wint: Zwart haalde als eerste een dam.
    }
outcome-resignation =
    { $winner ->
        [white] Wit wint: Zwart heeft opgegeven.
       *[black] Zwart wint: Wit heeft opgegeven.
    }
outcome-time =
    { $winner ->
        [white] Wit wint: de tijd van Zwart is om.
       *[black] Zwart wint: de tijd van Wit is om.
    }
draw-repetition = Remise: dezelfde stelling kwam drie keer voor.
draw-king-moves = Remise: te lang alleen damzetten zonder slag.
draw-lone-king = Remise: de alleenstaande dam hield stand.
draw-kings-ending = Remise: geen vooruitgang in een eindspel met dammen aan beide kanten.
draw-one-piece-each = Remise: elke kant heeft nog één stuk.
draw-agreement = Remise: in onderling overleg.

## De tellers van de remiseregels

draw-countdown =
    Remise over { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }.
draw-countdown-king-moves =
    Remise over { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }, tenzij er een schijf gezet of een stuk geslagen wordt.
draw-countdown-lone-king =
    Remise over { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }, tenzij er een stuk geslagen wordt.
draw-countdown-kings-ending =
    Remise over { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }, tenzij er een stuk geslagen of een dam gehaald wordt.

## Waarom een klik op het bord niets deed

refusal-capture-compulsory = Slaan is verplicht.
refusal-stop-on-capture = Slaan is verplicht: dat stuk kan alleen stoppen op een veld van zijn slagroute.
refusal-most-pieces = Slaan is verplicht en je moet de meeste stukken slaan: { $pieces }.
refusal-most-pieces-kings = Slaan is verplicht en je moet de meeste stukken slaan: { $pieces }, en daarna de meeste dammen: { $kings }.
refusal-blocked = Dat stuk kan niet zetten.
refusal-not-your-piece = Dat is niet jouw stuk.
refusal-choose-path = Daar eindigen meerdere slagen: klik de velden van de route één voor één aan.

## Meldingen onder de statusregel

notice-computer-to-move = Wacht: de computer is aan zet.
notice-game-over = De partij is afgelopen. Begin een nieuwe partij of neem een zet terug.
notice-draw-declined = De computer weigert de remise.
notice-save-unreadable = Je opgeslagen partij kon niet worden gelezen, dus er is een nieuwe partij begonnen.
notice-bad-link = De stelling uit de link kon niet worden geopend ({ $why }).
notice-puzzles-unavailable = De puzzels konden niet worden geladen ({ $why }).
notice-puzzles-all-solved = Je hebt alle puzzels van deze variant opgelost.
notice-engine-failed = De computer werkt niet meer: { $why }
notice-hint = Tip: { $move }
notice-no-hint = Geen tip in deze stelling.
notice-records-unreadable = Je gegevens konden niet worden gelezen; ze zijn apart bewaard en er is met nieuwe gegevens begonnen.
notice-records-not-saved = Je gegevens konden niet worden opgeslagen: de opslag van de browser is vol. Wat eerder was opgeslagen, blijft bewaard.
notice-imported =
    Geïmporteerd: { $profiles ->
        [one] { $profiles } speler
       *[other] { $profiles } spelers
    } en { $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    }.
notice-import-refused = Het bestand is niet geïmporteerd: { $reason }. Er is niets veranderd.
notice-viewing = Je bekijkt een eerdere stelling: ga terug naar de partij om te spelen.
notice-replaying = Deze partij wordt nagespeeld: blader erdoor of kies hoe je vanaf de getoonde stelling verder speelt.
import-unreadable = geen gegevensbestand ({ $why })
import-newer-format = geschreven door een nieuwere versie van het spel (formaat { $format })
import-bad-game = partij { $id }: { $why }
import-unknown-player = een partij noemt een onbekende speler, { $id }
import-duplicate = { $id } komt twee keer voor
import-unknown-lesson = het noemt een les die het spel niet kent, { $lesson }

## Ranglijst en geschiedenis

leaderboard = Ranglijst
close = Sluiten
settings = Instellingen
menu = Menu
rules-unavailable = De regels konden niet worden geladen: controleer de verbinding en open ze opnieuw.
coordinates-open = Veldnamen oefenen
coordinates-drill = Oefening
coordinates-find = Klik op het genoemde veld
coordinates-name = Benoem het gemarkeerde veld
coordinates-intro = Leer de namen van de velden: hoeveel heb je er in 30 seconden goed?
coordinates-click = Klik op { $square }
coordinates-which = Welk veld is gemarkeerd?
coordinates-right = Goed!
coordinates-wrong = Nee: dat is { $square }
coordinates-score = { $right } goed · { $wrong } fout · nog { $seconds } s
coordinates-over = De tijd is om: { $right } goed, { $wrong } fout.
coordinates-best = Record: { $best }
export-records = Gegevens exporteren
import-records = Gegevens importeren
export-file-name = dammen-gegevens.json
no-games-yet = Nog geen uitgespeelde partijen in deze variant.
standings-empty = Nog niemand op de ranglijst van deze variant: speel een partij uit tegen de computer of een vriend om hier te verschijnen.
history = Jouw partijen
players = Spelers
profile-white = Jij: tegen de computer, en met Wit bij twee spelers
profile-black = De andere speler: Zwart bij twee spelers
profile-name = Naam
rename = Hernoemen
add-profile = Speler toevoegen
default-profile = Speler
second-profile = Speler 2
heading-player = Speler
heading-rating = Rating
heading-won = Gewonnen
heading-drawn = Remise
heading-lost = Verloren
heading-streak = Reeks (beste)
heading-best-level = Hoogst verslagen niveau
rating = { NUMBER($rating, maximumFractionDigits: 0, useGrouping: "false") } ± { NUMBER($margin, maximumFractionDigits: 0) }
computer-at-level = Computer (niveau { $level })
history-line =
    { $date } · { $result ->
        [won] Gewonnen
        [lost] Verloren
       *[drawn] Remise
    } tegen { $opponent } met { $colour ->
        [white] Wit
       *[black] Zwart
    }, { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }, { $ending }
history-line-unrated =
    { $date } · { $result ->
        [won] Gewonnen
        [lost] Verloren
       *[drawn] Remise
    } tegen { $opponent } met { $colour ->
        [white] Wit
       *[black] Zwart
    }, { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }, { $ending }, zonder rating
ending-no-moves = geen zetten meer
ending-gave-away = geen zetten meer voor de winnaar
ending-crowned = eerste dam
ending-resignation = opgave
ending-time = tijdoverschrijding
ending-agreement = remise in onderling overleg
ending-draw-rule = remiseregel

## The rules page (rules.ftl holds its text): the header's button, a diagram's name for screen readers.

rules-open = Regels
learn-open = Lessen
puzzles-open = Puzzels
rules-diagram-label = Diagram: { $caption }

## Spelen met het toetsenbord en schermlezers

theme-colour-safe = Kleurenblindvriendelijk
type-move = Typ een zet
play-typed-move = Spelen
describe-position = Stelling beschrijven
keyboard-help = Op het bord: de pijltjestoetsen verplaatsen de cursor, Enter of spatie pakt een stuk op en speelt, Escape zet het terug, D beschrijft de stelling.
new-position = Er staat een nieuwe stelling op het bord.
list-and = { $rest } en { $last }
list-or = { $rest } of { $last }
spoken-mover =
    { $king ->
        [yes]
            { $color ->
                [white] Witte dam
               *[black] Zwarte dam
            }
       *[no]
            { $color ->
                [white] Wit
               *[black] Zwart
            }
    }
spoken-step = { $mover } { $from } naar { $to }
spoken-capture = { $mover } slaat van { $from } naar { $to }, geslagen: { $taken }
spoken-move = { $move }.
spoken-crowned = { $move }, wordt dam.
moves-played =
    { $count ->
        [one] { $count } zet gespeeld.
       *[other] { $count } zetten gespeeld.
    }
moves-taken-back =
    { $count ->
        [one] { $count } zet teruggenomen.
       *[other] { $count } zetten teruggenomen.
    }
color-to-move =
    { $color ->
        [white] Wit aan zet.
       *[black] Zwart aan zet.
    }
side-men =
    { $count ->
        [0] geen schijven
        [one] een schijf op { $squares }
       *[other] schijven op { $squares }
    }
side-kings =
    { $count ->
        [0] geen dammen
        [one] een dam op { $squares }
       *[other] dammen op { $squares }
    }
side-pieces =
    { $color ->
        [white] Wit: { $men }; { $kings }
       *[black] Zwart: { $men }; { $kings }
    }
position-text =
    { $color ->
        [white] Wit aan zet. { $white }. { $black }.
       *[black] Zwart aan zet. { $white }. { $black }.
    }
cursor-light-square = Licht veld
cursor-light = licht veld
cursor-empty = leeg
cursor-piece =
    { $king ->
        [yes]
            { $color ->
                [white] witte dam
               *[black] zwarte dam
            }
       *[no]
            { $color ->
                [white] witte schijf
               *[black] zwarte schijf
            }
    }
cursor-square = { $name }, { $what }
cursor-picked-up = { $square }, opgepakt
cursor-can-move-here = { $square }, kan hierheen
entry-example = Bijvoorbeeld: { $move }.
entry-empty = Typ eerst een zet.
entry-not-a-move = “{ $text }” is geen zet: schrijf de velden met - ertussen (of x bij een slag).
entry-not-a-square = “{ $name }” is geen speelbaar veld van dit bord.
entry-no-piece = Er staat geen stuk op { $name }.
entry-illegal = { $text } is hier geen geldige zet.
entry-ambiguous = Meerdere slagen mogelijk: typ de hele route, { $paths }.

## De stellingeditor

edit-position = Stelling bewerken
editor-palette = Te plaatsen stuk
side-to-move = Aan zet
clear-board = Leegmaken
start-position = Beginstelling
fen = FEN
play-from-here = Vanaf hier spelen
editor-help = Klik op een veld om het gekozen stuk te plaatsen, klik er nog eens op of klik met rechts om het weg te halen, sleep een stuk om het te verplaatsen.
eraser = Gum
editor-piece =
    { $king ->
        [yes]
            { $color ->
                [white] Witte dam
               *[black] Zwarte dam
            }
       *[no]
            { $color ->
                [white] Witte schijf
               *[black] Zwarte schijf
            }
    }
editor-unreadable = Deze FEN is niet leesbaar: { $why }.
editor-man-on-crowning-row = Een schijf kan niet op { $square } staan: daar zou hij dam zijn geworden.
editor-too-many-pieces =
    { $color ->
        [white] Wit kan niet meer dan { $count } stukken hebben, evenveel als in de beginstelling.
       *[black] Zwart kan niet meer dan { $count } stukken hebben, evenveel als in de beginstelling.
    }
editor-no-pieces =
    { $color ->
        [white] Wit heeft geen stukken.
       *[black] Zwart heeft geen stukken.
    }
editor-nothing-to-move =
    { $color ->
        [white] Wit is aan zet en kan geen zet doen: de partij zou afgelopen zijn.
       *[black] Zwart is aan zet en kan geen zet doen: de partij zou afgelopen zijn.
    }
editor-ready =
    { $color ->
        [white] Klaar om te spelen: Wit aan zet.
       *[black] Klaar om te spelen: Zwart aan zet.
    }

## Partijnotaties (PDN), naspelen, delen

# De Event-tag van een partij die op deze pagina is gespeeld, geschreven in geëxporteerde PDN-bestanden.
pdn-event = Vriendschappelijke partij
game-record = Partijnotatie
pdn-export-title = Deze partij opslaan
copy-pdn = PDN kopiëren
download-pdn = .pdn downloaden
pdn-import-title = Een partij openen
pdn-paste-label = PDN-tekst plakken
pdn-read-text = Tekst lezen
pdn-choose-file = Bestand kiezen…
pdn-drop-hint = of sleep een .pdn-bestand naar de pagina.
pdn-rules = Regels
pdn-open-game = Partij openen
# Verschijnt als $why in pdn-refused.
pdn-no-game = geen partij gevonden in de tekst
pdn-copied = De PDN van de partij is gekopieerd.
pdn-downloaded = Het .pdn-bestand is opgeslagen.
copy-refused = De browser weigerde te kopiëren; selecteer de tekst en kopieer die zelf.
share = Delen
copy-fen = FEN kopiëren
link-copied = De link naar de partij is gekopieerd.
fen-copied = De FEN van de stelling is gekopieerd.
replay-first = Eerste stelling
replay-back = Vorige zet
replay-forward = Volgende zet
replay-last = Laatste stelling
continue-computer = Verder tegen de computer
continue-person = Verder met twee spelers
replay-analyse = Hier analyseren
shared-game = Gedeelde partij
delete-profile = Speler verwijderen
delete = Verwijderen
keep = Behouden
last-profile = De laatste speler kan niet worden verwijderd.
# Eén partij uit een geïmporteerd bestand: "3. Ann – Bob, 2-0, 42 zetten".
pdn-summary =
    { $moves ->
        [one] { $number }. { $white } – { $black }, { $result }, { $moves } zet
       *[other] { $number }. { $white } – { $black }, { $result }, { $moves } zetten
    }
pdn-reading = Lezen… { $percent }%
pdn-read =
    { $games ->
        [one] { $games } partij.
       *[other] { $games } partijen: kies er een.
    }
# $why zegt wat niet gelezen kon worden en waar (partij, regel, zet); het kan Engels zijn.
pdn-refused = Niet geopend ({ $why }). Er is niets veranderd.
replay-title = { $white } – { $black } · { $result }
replay-place = zet { $number } van { $total }
pdn-guess-only = Het bestand noemt zijn regels niet. Alleen met deze regels is deze partij na te spelen: { $variant }.
pdn-guess-several = Het bestand noemt zijn regels niet. Met elk van deze regels is deze partij na te spelen: { $variants }. Voorgesteld: { $variant }; kies een andere als die niet klopt.
pdn-guess-none = Het bestand noemt zijn regels niet, en met geen van de hier gespeelde regels is deze partij na te spelen.
pdn-guess-not-on-page = Het bestand noemt zijn regels niet. Alleen met deze regels, die hier nog niet gespeeld worden, is deze partij na te spelen: { $variants }.
delete-profile-question =
    { $games ->
        [0] { $name } uit de gegevens verwijderen? Deze speler heeft geen partijen.
        [one] { $name } en { $games } partij van deze speler uit de gegevens verwijderen?
       *[other] { $name } en de { $games } partijen van deze speler uit de gegevens verwijderen?
    }
