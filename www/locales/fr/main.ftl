# L'interface du jeu en français. Les messages et leurs variables sont ceux de
# www/locales/en/main.ftl (le test de parité de www/src/i18n.rs le vérifie).

## La langue

language-name = Français
language = Langue

## La page avant et autour du jeu

title = Dames
manifest-description = Les dames contre l’ordinateur ou un ami, en six variantes. Fonctionne hors ligne.
loading = Chargement…
startup-failed = Le jeu n’a pas pu démarrer : { $error }
startup-too-old = ce navigateur est trop ancien (il lui manque les instructions vectorielles de WebAssembly). Mettez-le à jour, ou utilisez un Chrome, Firefox, Safari ou Edge récent.
board-label = Damier

## Boutons et réglages

new-game = Nouvelle partie
rematch = Revanche
undo = Annuler
redo = Rétablir
flip = Retourner le damier
hint = Indice
offer-draw = Proposer la nulle
resign = Abandonner
yes = Oui
no = Non
start = Commencer
cancel = Annuler
coordinates = Afficher le nom des cases
turn-board = Tourner le damier après chaque coup
sound = Son
board-theme = Damier
moves = Coups
analyse = Analyser
review-game = Faire le bilan de la partie
analysing = Analyse en cours…
analysis-paused = L’analyse reprendra quand ce sera à vous de jouer.
analysis-over = La partie est terminée : rien à analyser.
eval-bar-label = Évaluation, part des Blancs
best-line = Meilleure suite
back-to-game = Retour à la partie
previous-move = Coup précédent
next-move = Coup suivant

## Nouvelle partie

variant = Variante
opponent = Adversaire
level = Niveau
your-colour = Votre couleur
time-per-move = Temps par coup
computer-level = Niveau de l’ordinateur
clock = Pendule
no-clock = Sans pendule
by-lot = Tirée au sort
computer = Ordinateur
two-players = Deux joueurs sur cet appareil
color-white = Blancs
color-black = Noirs

## Variantes

# Les groupes du menu de choix des règles, selon le damier.
board-diagonal-8 = Damier 8x8
board-diagonal-10 = Damier 10x10
board-diagonal-12 = Damier 12x12
board-straight-8 = Damier 8x8, déplacements en ligne droite
variant-brazilian = Dames brésiliennes
variant-russian = Dames russes
variant-international = Dames internationales (10x10)
variant-english = Dames anglaises (checkers)
variant-spanish = Dames espagnoles
variant-turkish = Dames turques
variant-italian = Dames italiennes
variant-czech = Dames tchèques
variant-pool = Dames pool (américaines)
variant-thai = Dames thaïlandaises (mak-hos)
variant-antidraughts = Qui perd gagne
variant-breakthrough = Percée

## Thèmes du damier

theme-wood = Bois
theme-contrast = Contraste élevé
theme-tournament = Vert de tournoi

## Les niveaux de l’ordinateur

level-name-1 = Débutant
level-name-2 = Novice
level-name-3 = Amateur
level-name-4 = Joueur de club
level-name-5 = Bon joueur de club
level-name-6 = Expert
level-name-7 = Maître
level-name-8 = Pleine puissance
level-manner-1 = fait souvent des gaffes
level-manner-2 = fait souvent des gaffes
level-manner-3 = fait des erreurs
level-manner-4 = fait des erreurs
level-manner-5 = joue bien les finales
level-manner-6 = aucune erreur volontaire
level-sight =
    voit { $depth ->
        [1] un coup
        [2] deux coups
        [3] trois coups
        [4] quatre coups
        [5] cinq coups
        [6] six coups
        [7] sept coups
        [8] huit coups
       *[other] { $depth } coups
    } à l’avance
level-description = { $level } · { $name } : { $sight }, { $manner }
level-description-plain = { $level } · { $name } : { $sight }
level-description-unlimited = { $level } · { $name } : réfléchit aussi longtemps que vous le permettez
level-label = { $level } · { $name }
level-setup = niveau { $level } ({ $name })
level-setup-timed = niveau { $level } ({ $name }, { $seconds } s par coup)
seconds-a-move = { $seconds } s par coup
level-change = niveau { $from } → { $to }

## La ligne de la partie et la ligne d’état

setup-vs-computer =
    { $human ->
        [white] Vous : Blancs · Ordinateur : Noirs, { $level }
       *[black] Vous : Noirs · Ordinateur : Blancs, { $level }
    }
setup-two-players = Deux joueurs : Blancs et Noirs
status-computer-thinking = L’ordinateur réfléchit…
status-computer-to-move =
    { $color ->
        [white] Aux Blancs (ordinateur) de jouer
       *[black] Aux Noirs (ordinateur) de jouer
    }
status-your-move =
    { $color ->
        [white] À vous de jouer (Blancs)
       *[black] À vous de jouer (Noirs)
    }
status-to-move =
    { $color ->
        [white] Aux Blancs de jouer
       *[black] Aux Noirs de jouer
    }
last-move = Dernier coup : { $move }
thinking = Réflexion…
thinking-depth = Réflexion… profondeur { $depth }

## Les chiffres du moteur

engine-line = Profondeur { $depth } · { $eval }
engine-line-speed = Profondeur { $depth } · { $eval } · { $speed }
analysis-depth = Profondeur { $depth }
analysis-depth-speed = Profondeur { $depth } · { $speed }
eval-men = { $sign }{ NUMBER($men, minimumFractionDigits: 2, maximumFractionDigits: 2) }
eval-wins =
    { $winner ->
        [white] Les Blancs gagnent
       *[black] Les Noirs gagnent
    }
eval-wins-in =
    { $winner ->
        [white] Les Blancs gagnent en { $moves }
       *[black] Les Noirs gagnent en { $moves }
    }
speed-millions = { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) } M positions/s
speed-thousands = { NUMBER($thousands, maximumFractionDigits: 0) } k positions/s

## Revoir les coups

viewing-move = Coup { $number } affiché : { $move }
viewing-reply = Coup { $number }… affiché : { $move }
viewing-start = Position de départ affichée

## Pendules

time-control = { NUMBER($minutes) } min
time-control-increment = { NUMBER($minutes) } min + { $increment } s par coup

## Questions et réponses

question-resign =
    { $side ->
        [white] Abandonner ? Les Blancs perdent la partie.
       *[black] Abandonner ? Les Noirs perdent la partie.
    }
question-offer-draw = Proposer la nulle à l’ordinateur ?
question-draw-offered =
    { $by ->
        [white] Les Blancs proposent la nulle. Noirs, acceptez-vous ?
       *[black] Les Noirs proposent la nulle. Blancs, acceptez-vous ?
    }
question-computer-offers-draw = L’ordinateur propose la nulle. Acceptez-vous ?
question-open-past-game = Ouvrir cette ancienne partie ? Elle remplacera votre partie en cours.
question-open-link = Ouvrir la partie du lien ? Elle remplacera votre partie en cours.
question-hint-unrates = Cette partie est classée : avec un indice, elle ne sera plus classée. Afficher un indice ?
question-analysis-unrates = Cette partie est classée : avec l’analyse de l’ordinateur, elle ne sera plus classée. Activer l’analyse ?
answer-keep-playing = Continuer à jouer
answer-accept = Accepter
answer-decline = Refuser
answer-open-past-game = Ouvrir l’ancienne partie
answer-open-link = Ouvrir le lien
answer-keep-my-game = Garder ma partie

## Comment la partie s’est terminée

outcome-no-moves =
    { $winner ->
        [white] Les Blancs gagnent : les Noirs ne peuvent plus jouer.
       *[black] Les Noirs gagnent : les Blancs ne peuvent plus jouer.
    }
outcome-gave-away =
    { $winner ->
        [white] Les Blancs gagnent : les Blancs ne peuvent plus jouer.
       *[black] Les Noirs gagnent : les Noirs ne peuvent plus jouer.
    }
outcome-crowned =
    { $winner ->
        [white] Les Blancs gagnent : les Blancs ont fait la première dame.
       *[black] Les Noirs gagnent : les Noirs ont fait la première dame.
    }
outcome-resignation =
    { $winner ->
        [white] Les Blancs gagnent : les Noirs ont abandonné.
       *[black] Les Noirs gagnent : les Blancs ont abandonné.
    }
outcome-time =
    { $winner ->
        [white] Les Blancs gagnent : les Noirs ont dépassé leur temps.
       *[black] Les Noirs gagnent : les Blancs ont dépassé leur temps.
    }
draw-repetition = Nulle : la même position s’est présentée trois fois.
draw-king-moves = Nulle : seules des dames ont joué, sans prise, pendant trop longtemps.
draw-lone-king = Nulle : la dame seule a tenu.
draw-kings-ending = Nulle : aucun progrès dans une finale avec des dames des deux côtés.
draw-one-piece-each = Nulle : chaque camp n’a plus qu’une pièce.
draw-agreement = Nulle : d’un commun accord entre les joueurs.

## Les décomptes des règles de nulle

draw-countdown =
    Nulle dans { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
draw-countdown-king-moves =
    Nulle dans { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, sauf si un pion est joué ou une pièce prise.
draw-countdown-lone-king =
    Nulle dans { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, sauf si une pièce est prise.
draw-countdown-kings-ending =
    Nulle dans { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, sauf si une pièce est prise ou un pion promu.

## Pourquoi un clic sur le damier n’a rien fait

refusal-capture-compulsory = La prise est obligatoire.
refusal-stop-on-capture = La prise est obligatoire : cette pièce ne peut s’arrêter que sur une case de son parcours de prise.
refusal-most-pieces = La prise est obligatoire et vous devez prendre le plus de pièces : { $pieces }.
refusal-most-pieces-kings = La prise est obligatoire et vous devez prendre le plus de pièces : { $pieces }, puis le plus de dames : { $kings }.
refusal-blocked = Cette pièce ne peut pas bouger.
refusal-not-your-piece = Ce n’est pas votre pièce.
refusal-choose-path = Plusieurs prises aboutissent ici : cliquez une à une sur les cases du parcours.

## Notes sous la ligne d’état

notice-computer-to-move = Attendez : c’est à l’ordinateur de jouer.
notice-game-over = La partie est terminée. Commencez-en une nouvelle ou annulez un coup.
notice-draw-declined = L’ordinateur refuse la nulle.
notice-save-unreadable = Votre partie enregistrée n’a pas pu être lue : une nouvelle partie a commencé.
notice-bad-link = La position du lien n’a pas pu être ouverte ({ $why }).
notice-puzzles-unavailable = Les problèmes n’ont pas pu être chargés ({ $why }).
notice-puzzles-all-solved = Vous avez résolu tous les problèmes de cette variante.
notice-engine-failed = L’ordinateur a cessé de fonctionner : { $why }
notice-hint = Indice : { $move }
notice-no-hint = Aucun indice dans cette position.
notice-records-unreadable = Votre historique n’a pas pu être lu ; il a été mis de côté et un nouvel historique a été créé.
notice-records-not-saved = Votre historique n’a pas pu être enregistré : le stockage du navigateur est plein. Ce qui était enregistré est conservé.
notice-imported =
    Importés : { $profiles ->
        [one] { $profiles } joueur
       *[other] { $profiles } joueurs
    } et { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }.
notice-import-refused = Le fichier n’a pas été importé : { $reason }. Rien n’a changé.
notice-viewing = Vous regardez une position antérieure : revenez à la partie pour jouer.
notice-replaying = Vous revoyez cette partie : parcourez-la ou choisissez comment continuer à partir de la position affichée.
import-unreadable = ce n’est pas un fichier d’historique ({ $why })
import-newer-format = écrit par une version plus récente du jeu (format { $format })
import-bad-game = partie { $id } : { $why }
import-unknown-player = une partie cite un joueur inconnu, { $id }
import-duplicate = { $id } figure deux fois
import-unknown-lesson = il cite une leçon que le jeu ne connaît pas, { $lesson }

## Classement et historique

leaderboard = Classement
close = Fermer
settings = Réglages
menu = Menu
rules-unavailable = Les règles n’ont pas pu être chargées : vérifiez la connexion et rouvrez-les.
coordinates-open = Entraînement aux coordonnées
coordinates-drill = Exercice
coordinates-find = Cliquer sur la case nommée
coordinates-name = Nommer la case marquée
coordinates-intro = Apprenez le nom des cases : combien en trouverez-vous en 30 secondes ?
coordinates-click = Cliquez sur { $square }
coordinates-which = Quelle case est marquée ?
coordinates-right = Exact !
coordinates-wrong = Non : c’est { $square }
coordinates-score =
    { $right ->
        [one] { $right } réussite
       *[other] { $right } réussites
    } · { $wrong ->
        [one] { $wrong } erreur
       *[other] { $wrong } erreurs
    } · encore { $seconds } s
coordinates-over =
    Temps écoulé : { $right ->
        [one] { $right } réussite
       *[other] { $right } réussites
    }, { $wrong ->
        [one] { $wrong } erreur
       *[other] { $wrong } erreurs
    }.
coordinates-best = Record : { $best }
export-records = Exporter l’historique
import-records = Importer un historique
export-file-name = dames-historique.json
no-games-yet = Aucune partie terminée dans cette variante pour l’instant.
standings-empty = Personne n’est encore au classement de cette variante : terminez une partie contre l’ordinateur ou un ami pour y apparaître.
history = Vos parties
players = Joueurs
profile-white = Vous : contre l’ordinateur, et avec les Blancs dans une partie à deux
profile-black = L’autre joueur : les Noirs dans une partie à deux
profile-name = Nom
rename = Renommer
add-profile = Ajouter un joueur
default-profile = Joueur
second-profile = Joueur 2
heading-player = Joueur
heading-rating = Cote
heading-won = Gagnées
heading-drawn = Nulles
heading-lost = Perdues
heading-streak = Série (meilleure)
heading-best-level = Meilleur niveau battu
rating = { NUMBER($rating, maximumFractionDigits: 0, useGrouping: "false") } ± { NUMBER($margin, maximumFractionDigits: 0) }
computer-at-level = Ordinateur (niveau { $level })
history-line =
    { $date } · { $result ->
        [won] Victoire
        [lost] Défaite
       *[drawn] Nulle
    } contre { $opponent } avec les { $colour ->
        [white] Blancs
       *[black] Noirs
    }, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, { $ending }
history-line-unrated =
    { $date } · { $result ->
        [won] Victoire
        [lost] Défaite
       *[drawn] Nulle
    } contre { $opponent } avec les { $colour ->
        [white] Blancs
       *[black] Noirs
    }, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, { $ending }, non classée
ending-no-moves = plus aucun coup possible
ending-gave-away = plus aucun coup possible pour le gagnant
ending-crowned = première dame
ending-resignation = abandon
ending-time = perte au temps
ending-agreement = nulle d’un commun accord
ending-draw-rule = règle de nulle

## The rules page (rules.ftl holds its text): the header's button, a diagram's name for screen readers.

rules-open = Règles
learn-open = Leçons
puzzles-open = Problèmes
rules-diagram-label = Diagramme : { $caption }

## Clavier et lecteurs d’écran

theme-colour-safe = Adapté aux daltoniens
type-move = Saisir un coup
play-typed-move = Jouer
describe-position = Décrire la position
keyboard-help = Sur le damier : les flèches déplacent le curseur, Entrée ou Espace prend une pièce et joue, Échap la repose, D décrit la position.
new-position = Une nouvelle position est sur le damier.
list-and = { $rest } et { $last }
list-or = { $rest } ou { $last }
spoken-mover =
    { $king ->
        [yes]
            { $color ->
                [white] Dame blanche
               *[black] Dame noire
            }
       *[no]
            { $color ->
                [white] Blancs
               *[black] Noirs
            }
    }
spoken-step = { $mover } : de { $from } à { $to }
spoken-capture = { $mover } : de { $from } à { $to } en prenant { $taken }
spoken-move = { $move }.
spoken-crowned = { $move }, promu dame.
moves-played =
    { $count ->
        [one] { $count } coup joué.
       *[other] { $count } coups joués.
    }
moves-taken-back =
    { $count ->
        [one] { $count } coup annulé.
       *[other] { $count } coups annulés.
    }
color-to-move =
    { $color ->
        [white] Aux Blancs de jouer.
       *[black] Aux Noirs de jouer.
    }
side-men =
    { $count ->
        [0] aucun pion
        [one] un pion en { $squares }
       *[other] des pions en { $squares }
    }
side-kings =
    { $count ->
        [0] aucune dame
        [one] une dame en { $squares }
       *[other] des dames en { $squares }
    }
side-pieces =
    { $color ->
        [white] Blancs : { $men } ; { $kings }
       *[black] Noirs : { $men } ; { $kings }
    }
position-text =
    { $color ->
        [white] Aux Blancs de jouer. { $white }. { $black }.
       *[black] Aux Noirs de jouer. { $white }. { $black }.
    }
cursor-light-square = Case claire
cursor-light = case claire
cursor-empty = vide
cursor-piece =
    { $king ->
        [yes]
            { $color ->
                [white] dame blanche
               *[black] dame noire
            }
       *[no]
            { $color ->
                [white] pion blanc
               *[black] pion noir
            }
    }
cursor-square = { $name }, { $what }
cursor-picked-up = { $square }, pièce en main
cursor-can-move-here = { $square }, coup possible ici
entry-example = Par exemple : { $move }.
entry-empty = Saisissez d’abord un coup.
entry-not-a-move = « { $text } » n’est pas un coup : écrivez les cases reliées par - (ou x pour une prise).
entry-not-a-square = « { $name } » n’est pas une case jouable de ce damier.
entry-no-piece = Il n’y a aucune pièce en { $name }.
entry-illegal = { $text } n’est pas un coup autorisé ici.
entry-ambiguous = Plusieurs prises conviennent : saisissez le parcours complet, { $paths }.

## L’éditeur de position

edit-position = Modifier la position
editor-palette = Pièce à placer
side-to-move = Camp au trait
clear-board = Vider
start-position = Position de départ
fen = FEN
play-from-here = Jouer à partir d’ici
editor-help = Cliquez sur une case pour y placer la pièce choisie, cliquez de nouveau ou faites un clic droit pour l’enlever, faites glisser une pièce pour la déplacer.
eraser = Gomme
editor-piece =
    { $king ->
        [yes]
            { $color ->
                [white] Dame blanche
               *[black] Dame noire
            }
       *[no]
            { $color ->
                [white] Pion blanc
               *[black] Pion noir
            }
    }
editor-unreadable = Cette FEN est illisible : { $why }.
editor-man-on-crowning-row = Un pion ne peut pas se trouver en { $square } : il y aurait été promu dame.
editor-too-many-pieces =
    { $color ->
        [white] Les Blancs ne peuvent pas avoir plus de { $count } pièces, autant qu’au départ.
       *[black] Les Noirs ne peuvent pas avoir plus de { $count } pièces, autant qu’au départ.
    }
editor-no-pieces =
    { $color ->
        [white] Les Blancs n’ont aucune pièce.
       *[black] Les Noirs n’ont aucune pièce.
    }
editor-nothing-to-move =
    { $color ->
        [white] Les Blancs ont le trait mais aucun coup possible : la partie serait terminée.
       *[black] Les Noirs ont le trait mais aucun coup possible : la partie serait terminée.
    }
editor-ready =
    { $color ->
        [white] Position prête : aux Blancs de jouer.
       *[black] Position prête : aux Noirs de jouer.
    }

## Feuilles de partie (PDN), rejouer, partager

# La balise Event d’une partie jouée sur cette page, écrite dans les fichiers PDN exportés.
pdn-event = Partie amicale
game-record = Feuille de partie
pdn-export-title = Enregistrer cette partie
copy-pdn = Copier en PDN
download-pdn = Télécharger le .pdn
pdn-import-title = Ouvrir une partie
pdn-paste-label = Coller le texte PDN
pdn-read-text = Lire le texte
pdn-choose-file = Choisir un fichier…
pdn-drop-hint = ou déposez un fichier .pdn sur la page.
pdn-rules = Règles
pdn-open-game = Ouvrir la partie
# Affiché comme $why dans pdn-refused.
pdn-no-game = aucune partie trouvée dans le texte
pdn-copied = La partie est copiée en PDN.
pdn-downloaded = Le fichier .pdn est enregistré.
copy-refused = Le navigateur a refusé de copier ; sélectionnez le texte et copiez-le.
share = Partager
copy-fen = Copier la FEN
link-copied = Le lien de la partie est copié.
fen-copied = La FEN de la position est copiée.
replay-first = Première position
replay-back = Coup précédent
replay-forward = Coup suivant
replay-last = Dernière position
continue-computer = Continuer contre l’ordinateur
continue-person = Continuer à deux joueurs
replay-analyse = Analyser ici
shared-game = Partie partagée
delete-profile = Supprimer le joueur
delete = Supprimer
keep = Garder
last-profile = Le dernier joueur ne peut pas être supprimé.
# Une partie d’un fichier importé : « 3. Ann – Bob, 2-0, 42 coups ».
pdn-summary =
    { $moves ->
        [one] { $number }. { $white } – { $black }, { $result }, { $moves } coup
       *[other] { $number }. { $white } – { $black }, { $result }, { $moves } coups
    }
pdn-reading = Lecture… { $percent } %
pdn-read =
    { $games ->
        [one] { $games } partie.
       *[other] { $games } parties : choisissez-en une.
    }
# $why dit ce qui n’a pas pu être lu et où (partie, ligne, coup) ; il peut être en anglais.
pdn-refused = Impossible d’ouvrir ({ $why }). Rien n’a changé.
replay-title = { $white } – { $black } · { $result }
replay-place = coup { $number } sur { $total }
pdn-guess-only = Le fichier ne nomme pas ses règles. Seules ces règles rejouent cette partie : { $variant }.
pdn-guess-several = Le fichier ne nomme pas ses règles. Ces règles rejouent toutes cette partie : { $variants }. Proposition : { $variant } ; choisissez-en une autre si elle ne convient pas.
pdn-guess-none = Le fichier ne nomme pas ses règles, et aucune des règles jouées ici ne rejoue cette partie.
pdn-guess-not-on-page = Le fichier ne nomme pas ses règles. Seules ces règles, pas encore jouées ici, rejouent cette partie : { $variants }.
delete-profile-question =
    { $games ->
        [0] Supprimer { $name } de l’historique ? Ce joueur n’a aucune partie.
        [one] Supprimer { $name } et sa seule partie de l’historique ?
       *[other] Supprimer { $name } et ses { $games } parties de l’historique ?
    }
