# Les leçons sur le damier (www/src/learn). Chargées avec les pages des règles, pas intégrées à la page.
# $variant est le nom de code de la variante (brazilian, russian, international, english, spanish,
# turkish, italian, czech, pool, thai, antidraughts, breakthrough) ; un message choisit selon lui
# là où les variantes diffèrent.

learn-heading = { $name } : leçons
learn-choose = Leçon
learn-progress = Leçons terminées : { $done } sur { $total }
learn-task = Exercice { $number } sur { $total }. { $goal }
learn-retry = Réessayer
learn-next = Exercice suivant
learn-next-lesson = Leçon suivante
learn-leave = Retour à la partie
# Sur chaque section d’une page de règles : ouvre la leçon qui met sa règle en pratique.
learn-try = Essayer sur le damier
learn-lesson-done = Leçon terminée.
learn-course-done = Vous avez terminé toutes les leçons de cette variante.
learn-task-over = Cet exercice est terminé : recommencez-le ou passez au suivant.

## Le titre d’une leçon et la règle qu’elle enseigne.

learn-men-move-title = La marche des pions
learn-men-move-rule = { $variant ->
    [turkish] Un pion avance d’une case tout droit, ou va d’une case sur le côté, vers une case libre. Il ne va jamais en arrière ni en diagonale. Un pion qui n’a pas de case libre devant lui ni à côté de lui ne peut pas se déplacer d’une case.
   *[other] Un pion avance d’une case en diagonale, vers une case libre. Il ne recule jamais. Un pion qui n’a pas de case libre devant lui ne peut pas se déplacer d’une case.
}
learn-capture-title = La prise
learn-capture-rule = { $variant ->
    [turkish] Quand un pion a une pièce adverse juste devant lui ou à côté de lui, avec une case libre juste derrière, il saute par-dessus et la prend. La prise est obligatoire : tant qu’une prise est possible, le jeu refuse tout autre coup. Les pions prennent en avant et de côté, jamais en arrière.
    [english] Quand un pion a une pièce adverse devant lui en diagonale, avec une case libre juste derrière, il saute par-dessus et la prend. La prise est obligatoire : tant qu’une prise est possible, le jeu refuse tout autre coup. Les pions ne prennent qu’en avant.
    [spanish] Quand un pion a une pièce adverse devant lui en diagonale, avec une case libre juste derrière, il saute par-dessus et la prend. La prise est obligatoire : tant qu’une prise est possible, le jeu refuse tout autre coup. Les pions ne prennent qu’en avant.
    [czech] Quand un pion a une pièce adverse devant lui en diagonale, avec une case libre juste derrière, il saute par-dessus et la prend. La prise est obligatoire : tant qu’une prise est possible, le jeu refuse tout autre coup. Les pions ne prennent qu’en avant.
    [thai] Quand un pion a une pièce adverse devant lui en diagonale, avec une case libre juste derrière, il saute par-dessus et la prend. La prise est obligatoire : tant qu’une prise est possible, le jeu refuse tout autre coup. Les pions ne prennent qu’en avant.
    [italian] Quand un pion a un pion adverse devant lui en diagonale, avec une case libre juste derrière, il saute par-dessus et le prend. La prise est obligatoire : tant qu’une prise est possible, le jeu refuse tout autre coup. Les pions ne prennent qu’en avant, et jamais une dame : seule une dame peut prendre une dame.
    [antidraughts] Quand un pion a une pièce adverse voisine en diagonale, avec une case libre juste derrière, il saute par-dessus et la prend. La prise est obligatoire : tant qu’une prise est possible, le jeu refuse tout autre coup. Les pions prennent en avant et en arrière. Dans la variante Qui perd gagne, c’est ainsi que votre adversaire est obligé de prendre vos pièces.
   *[other] Quand un pion a une pièce adverse voisine en diagonale, avec une case libre juste derrière, il saute par-dessus et la prend. La prise est obligatoire : tant qu’une prise est possible, le jeu refuse tout autre coup. Les pions prennent en avant et en arrière.
}
learn-several-title = Plusieurs prises d’affilée
learn-several-rule = { $variant ->
    [turkish] Quand la pièce qui vient de sauter peut sauter encore, elle doit continuer dans le même coup jusqu’à ce qu’il n’y ait plus rien à prendre. Chaque pièce prise quitte le damier dès qu’elle est sautée : la pièce qui prend peut donc repasser ensuite par la case ainsi libérée.
    [thai] Quand la pièce qui vient de sauter peut sauter encore, elle doit continuer dans le même coup jusqu’à ce qu’il n’y ait plus rien à prendre. Chaque pièce prise quitte le damier dès qu’elle est sautée : la pièce qui prend peut donc repasser ensuite par la case ainsi libérée.
   *[other] Quand la pièce qui vient de sauter peut sauter encore, elle doit continuer dans le même coup jusqu’à ce qu’il n’y ait plus rien à prendre. Les pièces prises ne quittent le damier qu’à la fin du coup, et aucune pièce ne peut être sautée deux fois.
}
learn-most-title = Prendre le plus de pièces
learn-most-rule = { $variant ->
    [spanish] Quand plusieurs prises sont possibles, vous devez jouer une de celles qui prennent le plus de pièces, et parmi elles une qui prend le plus de dames. Le jeu refuse les autres.
    [italian] Quand plusieurs prises sont possibles, ces règles décident, dans cet ordre : prendre le plus de pièces ; à égalité, prendre avec une dame plutôt qu’avec un pion ; puis prendre le plus de dames ; puis choisir la prise qui rencontre une dame le plus tôt. Le jeu refuse les autres ; entre des prises encore à égalité, vous choisissez.
   *[other] Quand plusieurs prises sont possibles, vous devez jouer une de celles qui prennent le plus de pièces ; une dame compte pour une pièce, comme un pion. Le jeu refuse les autres. Entre des prises qui prennent autant de pièces, vous choisissez.
}
learn-choice-title = Choisir sa prise
learn-choice-rule = { $variant ->
    [czech] Quand plusieurs prises sont possibles, vous pouvez choisir celle que vous voulez, même une qui prend moins de pièces, mais la prise choisie doit être menée jusqu’au bout. Une règle passe avant tout : si l’une de vos dames peut prendre, c’est une dame qui doit prendre, et le jeu refuse la prise d’un pion. Choisissez bien : ici, prenez le plus de pièces que les règles permettent.
   *[other] Quand plusieurs prises sont possibles, vous pouvez choisir celle que vous voulez, même une qui prend moins de pièces, mais la prise choisie doit être menée jusqu’au bout. Choisissez bien : ici, prenez le plus de pièces.
}
learn-crown-title = { $variant ->
    [breakthrough] La promotion fait gagner
   *[other] La promotion
}
learn-crown-rule = { $variant ->
    [russian] Un pion qui atteint la dernière rangée devient dame. S’il y arrive pendant une prise et peut encore prendre, il continue aussitôt, en tant que dame.
    [english] Un pion qui atteint la dernière rangée devient dame, et son coup s’arrête là, même au milieu d’une prise.
    [spanish] Un pion qui atteint la dernière rangée devient dame, et son coup s’arrête là, même au milieu d’une prise.
    [turkish] Un pion qui termine son coup sur la dernière rangée devient dame. S’il y arrive pendant une prise et peut encore prendre, il continue comme un pion, et il n’est promu que si son coup se termine sur la dernière rangée.
    [czech] Un pion qui atteint la dernière rangée devient dame, et son coup s’arrête là, même au milieu d’une prise.
    [thai] Un pion qui atteint la dernière rangée devient dame, et son coup s’arrête là, même au milieu d’une prise.
    [italian] Un pion qui atteint la dernière rangée devient dame, et son coup s’arrête là, même au milieu d’une prise.
    [breakthrough] Un pion qui termine son coup sur la dernière rangée devient dame, et son camp gagne aussitôt la partie. Un pion qui ne fait que passer par la dernière rangée pendant une prise et continue à prendre reste pion : cela ne fait pas gagner.
   *[other] Un pion qui termine son coup sur la dernière rangée devient dame. S’il ne fait que passer par la dernière rangée pendant une prise et continue à prendre, il reste pion.
}
learn-king-move-title = La marche des dames
learn-king-move-rule = { $variant ->
    [english] Une dame se déplace d’une case en diagonale, en avant ou en arrière.
    [turkish] Une dame se déplace d’autant de cases libres qu’elle veut sur une rangée ou une colonne : en avant, en arrière ou de côté.
    [italian] Une dame se déplace d’une case en diagonale, en avant ou en arrière.
   *[other] Une dame se déplace d’autant de cases libres qu’elle veut sur une diagonale, en avant ou en arrière.
}
learn-king-capture-title = Comment prend la dame
learn-king-capture-rule = { $variant ->
    [english] Une dame prend en avant comme en arrière : elle saute par-dessus une pièce adverse voisine en diagonale et s’arrête sur la case libre juste derrière.
    [turkish] Une dame prend à distance sur une rangée ou une colonne : elle saute par-dessus une pièce adverse, si les cases entre elles sont libres, et s’arrête sur n’importe quelle case libre derrière cette pièce, jusqu’à la pièce suivante ou au bord du damier. Si, depuis l’une de ces cases, elle peut prendre à nouveau, elle doit s’y arrêter. Entre deux sauts, elle ne peut pas faire demi-tour.
    [thai] Une dame prend à distance sur une diagonale : elle saute par-dessus une pièce adverse, si les cases entre elles sont libres, et doit s’arrêter sur la case juste derrière cette pièce. De là, elle peut prendre à nouveau dans n’importe quelle direction, même en revenant sur ses pas. Chaque pièce prise quitte le damier aussitôt : la dame peut donc repasser par sa case.
    [italian] Une dame prend en avant comme en arrière : elle saute par-dessus une pièce adverse voisine en diagonale, pion ou dame, et s’arrête sur la case libre juste derrière.
   *[other] Une dame prend à distance sur une diagonale : elle saute par-dessus une pièce adverse, si les cases entre elles sont libres, et s’arrête sur n’importe quelle case libre derrière cette pièce, jusqu’à la pièce suivante ou au bord du damier. Si, depuis l’une de ces cases, elle peut prendre à nouveau, elle doit s’y arrêter.
}
learn-win-title = Gagner
learn-win-rule = { $variant ->
    [antidraughts] Vous gagnez quand vous n’avez plus aucune pièce, ou quand aucune de vos pièces ne peut bouger. La prise est obligatoire : placez vos pièces là où votre adversaire doit les prendre, le plus possible à la fois. Ne bloquez jamais les dernières pièces de votre adversaire : elles ne pourraient plus bouger, et il gagnerait.
    [breakthrough] Vous gagnez quand votre premier pion devient dame, et aussi quand votre adversaire n’a plus aucune pièce, ou quand aucune de ses pièces ne peut bouger. Arrêtez les pions adverses avant qu’ils n’atteignent votre première rangée.
   *[other] Vous gagnez quand votre adversaire n’a plus aucune pièce, ou quand aucune de ses pièces ne peut bouger.
}
learn-breakthrough-title = La percée
learn-breakthrough-rule = Un pion perce quand aucune pièce adverse ne peut l’arrêter sur son chemin vers la dernière rangée. Souvent, donner une pièce ouvre le passage : la prise est obligatoire, votre adversaire doit donc la prendre, et un défenseur quitte sa case.
learn-safe-title = Garder ses pièces
learn-safe-rule = { $variant ->
    [breakthrough] Avant de jouer, regardez ce que votre adversaire pourrait prendre ensuite, et si l’un de ses pions pourrait alors filer jusqu’à votre première rangée. Ici, il n’y a qu’un coup qui ne perd rien.
   *[other] Avant de jouer, regardez ce que votre adversaire pourrait prendre ensuite : une pièce est perdue quand une pièce adverse peut la sauter et s’arrêter sur une case libre derrière elle. Ici, il n’y a qu’un coup qui ne perd rien.
}
learn-draws-title = La partie nulle
learn-draws-rule = { $variant ->
    [brazilian] La partie est nulle quand la même position se présente pour la troisième fois avec le même joueur au trait. Elle est aussi déclarée nulle d’office : après 15 coups de chaque camp où seules des dames ont joué, sans prise ; avec trois dames ou plus contre une dame seule, au 15e coup du camp le plus fort ; après 5 coups de chaque camp avec trois pièces (dont au moins une dame) contre une dame seule sur la grande diagonale, ou avec une ou deux pièces (dont au moins une dame) contre une dame seule ; et, quand les deux camps ont des dames, après 30 coups de chaque camp avec quatre ou cinq pièces sur le damier, 60 avec six ou sept. Le compte des coups où seules des dames jouent repart à zéro à chaque prise ou coup de pion ; les autres comptes, à chaque prise ou promotion. Le panneau à côté du damier indique combien de coups il reste.
    [russian] La partie est nulle quand la même position se présente pour la troisième fois avec le même joueur au trait. Elle est aussi déclarée nulle d’office : après 15 coups de chaque camp où seules des dames ont joué, sans prise ; avec trois dames ou plus contre une dame seule, au 15e coup du camp le plus fort ; après 5 coups de chaque camp avec trois pièces (dont au moins une dame) contre une dame seule sur la grande diagonale, ou avec une ou deux pièces (dont au moins une dame) contre une dame seule ; et, quand les deux camps ont des dames, après 30 coups de chaque camp avec quatre ou cinq pièces sur le damier, 60 avec six ou sept. Le compte des coups où seules des dames jouent repart à zéro à chaque prise ou coup de pion ; les autres comptes, à chaque prise ou promotion. Le panneau à côté du damier indique combien de coups il reste.
    [international] La partie est nulle quand la même position se présente pour la troisième fois avec le même joueur au trait. Elle est aussi déclarée nulle d’office : après 25 coups de chaque camp où seules des dames ont joué, sans prise ; après 16 coups de chaque camp avec trois pièces (dont au moins une dame) contre une dame seule ; et après 5 coups de chaque camp avec une ou deux pièces (dont au moins une dame) contre une dame seule. Le panneau à côté du damier indique combien de coups il reste.
    [english] La partie est nulle quand la même position se présente pour la troisième fois avec le même joueur au trait, et après 50 coups de chaque camp sans prise ni déplacement de pion. Le panneau à côté du damier indique combien de coups il reste.
    [spanish] La partie est nulle quand la même position se présente pour la troisième fois avec le même joueur au trait, et après 20 coups de chaque camp où seules des dames ont joué, sans prise. Le panneau à côté du damier indique combien de coups il reste.
    [turkish] La partie est nulle quand la même position se présente pour la troisième fois avec le même joueur au trait, dès que chaque camp n’a plus qu’une pièce, et après 50 coups de chaque camp sans prise ni déplacement de pion. Le panneau à côté du damier indique combien de coups il reste.
    [czech] La partie est nulle quand la même position se présente pour la troisième fois avec le même joueur au trait. Il n’y a pas de nulle au compte des coups.
    [pool] La partie est nulle quand la même position se présente pour la troisième fois avec le même joueur au trait. Elle est aussi déclarée nulle d’office après 15 coups de chaque camp où seules des dames ont joué, sans prise, et, avec trois dames contre une dame seule, au 13e coup du camp le plus fort. Le compte des coups où seules des dames jouent repart à zéro à chaque prise ou coup de pion ; l’autre compte, à chaque prise ou promotion. Le panneau à côté du damier indique combien de coups il reste.
    [thai] La partie est nulle quand la même position se présente pour la troisième fois avec le même joueur au trait. Il n’y a pas de nulle au compte des coups.
    [italian] La partie est nulle quand la même position se présente pour la quatrième fois avec le même joueur au trait, et après 40 coups de chaque camp sans prise ni déplacement de pion. Le panneau à côté du damier indique combien de coups il reste.
    [antidraughts] La partie est nulle quand la même position se présente pour la troisième fois avec le même joueur au trait. Il n’y a pas d’autre règle de nulle, même quand il ne reste que quelques pièces.
   *[other] La partie est nulle quand la même position se présente pour la troisième fois avec le même joueur au trait.
}

## Ce que demande un exercice.

learn-goal-reach = Amenez une pièce en { $square }.
learn-goal-crown = Menez un pion à dame.
learn-goal-take = { $count ->
    [one] Prenez une pièce.
   *[other] Prenez { $count } pièces en un seul coup.
}
learn-goal-win = { $moves ->
    [one] Gagnez en un coup.
   *[other] Gagnez en { $moves } coups, quoi que réponde votre adversaire.
}
learn-goal-safe = { $variant ->
    [breakthrough] Jouez le seul coup qui ne perd ni une pièce ni la partie.
   *[other] Jouez le seul coup qui ne perd aucune pièce.
}
learn-goal-draw = Jouez le coup qui rend la partie nulle.

## Pourquoi un coup a réussi l’exercice.

learn-met-reach = Bravo : la pièce est en { $square }.
learn-met-crown = Bravo : le pion est devenu dame.
learn-met-take = { $count ->
    [one] Bravo : une pièce prise.
   *[other] Bravo : { $count } pièces prises.
}
learn-met-win = { $variant ->
    [antidraughts] Bravo : votre adversaire doit prendre ({ $move }), et ensuite vous n’avez plus aucun coup à jouer. Vous avez gagné.
    [breakthrough] Bravo : vous avez gagné la partie.
   *[other] Bravo : votre adversaire ne peut plus jouer. Vous avez gagné.
}
learn-met-safe = { $variant ->
    [breakthrough] Bravo : votre adversaire ne peut ni prendre ni percer.
   *[other] Bravo : votre adversaire n’a rien à prendre.
}
learn-met-draw = Bravo : la partie est nulle.
learn-going-on = Bien. Votre adversaire a répondu { $move } : à vous de jouer.

## Pourquoi un coup a manqué l’exercice (le joueur réessaie alors).

learn-miss-elsewhere = Cette pièce est allée en { $square }, pas en { $target }.
learn-miss-not-crowned = Ce coup ne mène aucun pion à dame.
learn-miss-took-fewer = Cette prise en prend { $took } ; une autre en prendrait { $could }.
learn-miss-no-win = { $variant ->
    [breakthrough] Ce coup ne gagne pas : votre adversaire répond { $move }.
   *[other] Ce coup ne gagne pas : votre adversaire répond { $move } et tient bon.
}
learn-miss-loses-piece = { $variant ->
    [breakthrough] Après ce coup, votre adversaire prend une pièce ou perce : { $move }.
   *[other] Après ce coup, votre adversaire prend : { $move }.
}
learn-miss-no-draw = Ce coup ne rend pas la partie nulle.
learn-miss-lost = { $variant ->
    [antidraughts] Après ce coup, votre adversaire n’a plus aucun coup à jouer, et dans la variante Qui perd gagne, cela lui fait gagner la partie.
   *[other] Ce coup met fin à la partie, et votre adversaire gagne.
}
