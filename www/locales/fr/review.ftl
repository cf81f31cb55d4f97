## Bilan de la partie : l’ordinateur reprend chaque position d’une partie terminée, juge chaque coup
## aux chances de gain qu’il a laissé échapper et montre le meilleur coup quand il y en avait un.

review-heading = Bilan de la partie
# Le bilan en cours, une position à la fois.
review-progress = Examen de la position { $done } sur { $total }…
review-stop = Arrêter
# La profondeur du bilan, indiquée en dessous.
review-budget = L’ordinateur a examiné { $nodes } positions pour chaque position de la partie.
# Le bilan d’un camp : « Blancs : 87 % de précision, 1 erreur, 2 gaffes ».
review-side = { $side } : { $accuracy } % de précision
review-inaccuracies =
    { $count ->
        [one] { $count } imprécision
       *[other] { $count } imprécisions
    }
review-mistakes =
    { $count ->
        [one] { $count } erreur
       *[other] { $count } erreurs
    }
review-blunders =
    { $count ->
        [one] { $count } gaffe
       *[other] { $count } gaffes
    }
review-mark-inaccuracy = Imprécision
review-mark-mistake = Erreur
review-mark-blunder = Gaffe
# Le coup affiché, jugé : « 12. 22-18 : Gaffe. Chances de gain : 64 % → 21 %. »
review-move = { $move } : { $verdict }. Chances de gain : { $before } % → { $after } %.
review-good = Bon coup
review-better = Mieux valait { $better } (suite de l’ordinateur : { $line }).
review-graph = Chances de gain des Blancs au fil de la partie (le haut est aux Blancs). Cliquez sur un point pour voir ce coup.
review-pick = Choisissez un coup dans la liste ou sur le graphique pour voir comment il a été jugé.

## Apprendre de vos erreurs : les erreurs du joueur dans la partie passée en revue, une à une.

review-learn = Apprendre de vos erreurs
mistakes-progress = Erreur { $at } sur { $total }
# L’erreur sur le damier : « 12. 22-18 : Gaffe. Trouvez un meilleur coup pour les Blancs. »
mistakes-find = { $move } : { $mark }. Trouvez un meilleur coup pour les { $side }.
mistakes-checking = Vérification de { $move }…
mistakes-best = { $move } est le coup de l’ordinateur. Bien trouvé !
mistakes-good = { $move } est bon aussi : il garde vos chances.
mistakes-no-better = { $move } n’est pas meilleur. Réessayez.
mistakes-shown = Le coup de l’ordinateur était { $best } (sa suite : { $line }).
mistakes-next = Erreur suivante
mistakes-last = C’était votre dernière erreur de cette partie.
mistakes-leave = Retour au bilan
