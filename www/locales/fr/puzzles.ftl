## Problèmes : des positions tirées des parties du moteur où une seule suite gagne du matériel ou
## la partie, avec un seul bon coup à chaque tour. La cote du joueur bouge à chaque premier essai.

# « Dames russes : problèmes »
puzzles-heading = { $name } : problèmes
# Le bilan du joueur : « Votre cote aux problèmes : 1523 (± 120) · 12 résolus · meilleure série : 4 ».
puzzles-rating =
    Votre cote aux problèmes : { NUMBER($rating, useGrouping: "false") } (± { $deviation }) · { $solved ->
        [one] { $solved } résolu
       *[other] { $solved } résolus
    } · meilleure série : { $streak }
# Le problème affiché : « Problème 12 · cote 1450 ».
puzzles-info = Problème { $id } · cote { NUMBER($rating, useGrouping: "false") }
# Ses thèmes, après puzzles-info : « Combinaison, Percée à dame ».
puzzles-themes = Thèmes : { $themes }
puzzles-theme-shot = Combinaison
puzzles-theme-crown = Percée à dame
puzzles-theme-endgame = Finale
puzzles-task = Aux { $side } de jouer : trouvez la suite gagnante.
# Un essai qui ne compte pas pour la cote (déjà essayé).
puzzles-unrated = Vous avez déjà essayé ce problème : il ne compte pas pour votre cote.
puzzles-streak =
    Série : { $count ->
        [one] { $count } résolu
       *[other] { $count } résolus
    }
puzzles-right = Bravo : continuez.
puzzles-solved = Résolu !
puzzles-failed = { $move } n’est pas le bon coup. Solution : { $solution }.
puzzles-streak-over =
    Fin de la série : { $count ->
        [one] { $count } problème résolu
       *[other] { $count } problèmes résolus
    }.
puzzles-next = Problème suivant
puzzles-retry = Réessayer
puzzles-streak-start = Commencer une série
puzzles-leave = Retour à la partie
