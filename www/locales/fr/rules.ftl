# La page des règles : une partie par variante, telles que le jeu les applique (docs/rules.md).
# Les noms de cases dans les textes suivent la notation de chaque variante ; ils ne se traduisent pas.
# Phrases courtes exprès : chacune dit une seule chose.

## Titres des sections, communs à toutes les variantes

rules-section-board = Damier et pièces
rules-section-men = Marche des pions
rules-section-kings = Marche des dames
rules-section-captures = Prises
rules-section-precedence = Quelle prise choisir
rules-section-crowning = Promotion
rules-section-draws = Fin de la partie et nulles
rules-section-notation = Notation

## Dames brésiliennes

rules-brazilian-title = Dames brésiliennes
rules-brazilian-intro = Les dames brésiliennes suivent les règles internationales sur le petit damier de 64 cases.
rules-brazilian-board-1 = Le damier compte 8 cases sur 8. La case du coin a1, à gauche des Blancs, est foncée.
rules-brazilian-board-2 = Chaque joueur a 12 pions sur les cases foncées des trois rangées les plus proches de lui. Les Blancs jouent en premier.
rules-brazilian-board-diagram-1 = La position de départ.
rules-brazilian-men-1 = Un pion avance d’une case en diagonale, vers une case libre.
rules-brazilian-men-diagram-1 = Le pion en c3 peut aller en b4 ou en d4.
rules-brazilian-kings-1 = Une dame se déplace sur une diagonale, en avant ou en arrière, d’autant de cases libres qu’elle veut. C’est une dame « volante ».
rules-brazilian-kings-diagram-1 = La dame en c1 peut aller sur toutes les cases marquées.
rules-brazilian-captures-1 = La prise est obligatoire : quand vous pouvez prendre, vous devez prendre, et le jeu refuse tout autre coup. Seules les pièces adverses sont prises : aucune pièce ne saute par-dessus une pièce de sa propre couleur.
rules-brazilian-captures-2 = Un pion prend en sautant par-dessus une pièce adverse voisine, sur la case libre juste derrière. Les pions prennent en avant et en arrière.
rules-brazilian-captures-3 = Après un saut, la pièce doit continuer à sauter tant qu’elle le peut. Tous les sauts ensemble forment un seul coup, la rafle.
rules-brazilian-captures-4 = Une dame prend une pièce à n’importe quelle distance sur sa diagonale, si les cases entre elles sont libres. Elle s’arrête sur n’importe quelle case libre derrière la pièce. Si, depuis l’une de ces cases, elle peut prendre à nouveau, elle doit s’y arrêter et poursuivre la prise.
rules-brazilian-captures-5 = Une pièce ne peut pas être sautée deux fois. Les pièces prises ne quittent le damier qu’à la fin du coup : elles bloquent encore le passage.
rules-brazilian-captures-diagram-1 = Le pion en c3 prend d4, puis f4 en arrière : c3xe5xg3.
rules-brazilian-captures-diagram-2 = La dame en a1 prend d4 et peut s’arrêter en e5, f6, g7 ou h8.
rules-brazilian-precedence-1 = La prise majoritaire est obligatoire : vous devez choisir la prise qui prend le plus de pièces. Une dame compte pour une pièce, comme un pion.
rules-brazilian-precedence-2 = Si plusieurs prises prennent le même nombre de pièces, vous choisissez librement.
rules-brazilian-precedence-diagram-1 = Les Blancs doivent jouer g3xe5xg7 et prendre deux pions. Prendre la dame par a3xc5 est interdit, car cette prise ne prend qu’une pièce.
rules-brazilian-crowning-1 = Un pion qui termine son coup sur la dernière rangée devient dame.
rules-brazilian-crowning-2 = Un pion qui atteint la dernière rangée pendant une rafle, et qui peut encore prendre, doit continuer. Il reste pion et n’est pas promu.
rules-brazilian-crowning-diagram-1 = Le pion en b6 passe par d8 et s’arrête en f6 : b6xd8xf6. Il reste un pion.
rules-brazilian-draws-1 = Un joueur qui ne peut plus jouer perd. Cela arrive quand toutes ses pièces sont prises ou bloquées.
rules-brazilian-draws-2 = La partie est nulle quand la même position se présente trois fois avec le même joueur au trait. Les joueurs peuvent aussi convenir de la nulle.
rules-brazilian-draws-3 = La partie est aussi déclarée nulle d’office dans ces cas, comme dans les règles des dames 64 de la Fédération internationale de dames (IDF, articles 7.2.4 à 7.2.8). Dans une finale, les coups se comptent à partir du moment où son rapport de forces est apparu, c’est-à-dire depuis la dernière prise ou promotion :
rules-brazilian-draws-4 = Trois dames ou plus contre une dame : nulle si le camp le plus fort a joué 15 coups sans gagner.
rules-brazilian-draws-5 = Trois pièces, dont au moins une dame, contre une dame sur la grande diagonale a1-h8 : nulle après 5 coups de chaque camp.
rules-brazilian-draws-6 = Deux dames, une dame et un pion, ou une dame seule, contre une dame : nulle après 5 coups de chaque camp.
rules-brazilian-draws-7 = Les deux camps ont des dames, et rien n’est pris ni promu : nulle après 30 coups de chaque camp avec 4 ou 5 pièces sur le damier, après 60 coups de chaque camp avec 6 ou 7 pièces.
rules-brazilian-draws-8 = Les deux joueurs ne jouent que des dames, sans prise : nulle après 15 coups de chaque camp.
rules-brazilian-draws-9 = La Confédération brésilienne de dames (CBD) compte 20 coups de chaque camp dans ce dernier cas ; ce jeu suit la règle des 15 coups de la Fédération internationale de dames.
rules-brazilian-notation-1 = Chaque case a une lettre pour la colonne, de a à h depuis la gauche des Blancs, et un chiffre pour la rangée, de 1 à 8 depuis le côté des Blancs.
rules-brazilian-notation-2 = Un coup s’écrit c3-d4. Une prise s’écrit c3xe5, avec chaque case d’arrivée si besoin : c3xe5xg3.

## Dames russes

rules-russian-title = Dames russes
rules-russian-intro = Les dames russes (chachki) se jouent sur 64 cases, avec des dames volantes et le libre choix de la prise.
rules-russian-board-1 = Le damier compte 8 cases sur 8. La case du coin a1, à gauche des Blancs, est foncée.
rules-russian-board-2 = Chaque joueur a 12 pions sur les cases foncées des trois rangées les plus proches de lui. Les Blancs jouent en premier.
rules-russian-board-diagram-1 = La position de départ.
rules-russian-men-1 = Un pion avance d’une case en diagonale, vers une case libre.
rules-russian-men-diagram-1 = Le pion en c3 peut aller en b4 ou en d4.
rules-russian-kings-1 = Une dame se déplace sur une diagonale, en avant ou en arrière, d’autant de cases libres qu’elle veut.
rules-russian-kings-diagram-1 = La dame en c1 peut aller sur toutes les cases marquées.
rules-russian-captures-1 = La prise est obligatoire : quand vous pouvez prendre, vous devez prendre, et le jeu refuse tout autre coup. Seules les pièces adverses sont prises : aucune pièce ne saute par-dessus une pièce de sa propre couleur.
rules-russian-captures-2 = Un pion prend en sautant par-dessus une pièce adverse voisine, sur la case libre juste derrière. Les pions prennent en avant et en arrière.
rules-russian-captures-3 = Après un saut, la pièce doit continuer à sauter tant qu’elle le peut. Tous les sauts ensemble forment un seul coup, la rafle.
rules-russian-captures-4 = Une dame prend une pièce à n’importe quelle distance sur sa diagonale, si les cases entre elles sont libres. Elle s’arrête sur n’importe quelle case libre derrière la pièce. Si, depuis l’une de ces cases, elle peut prendre à nouveau, elle doit s’y arrêter et poursuivre la prise.
rules-russian-captures-5 = Une pièce ne peut pas être sautée deux fois. Les pièces prises ne quittent le damier qu’à la fin du coup : elles bloquent encore le passage.
rules-russian-captures-diagram-1 = Le pion en c3 prend d4, puis f4 en arrière : c3:e5:g3.
rules-russian-captures-diagram-2 = La dame en a1 prend d4 et peut s’arrêter en e5, f6, g7 ou h8.
rules-russian-precedence-1 = Quand il y a plusieurs façons de prendre, vous choisissez celle que vous voulez. Vous n’êtes pas obligé de prendre le plus de pièces.
rules-russian-precedence-2 = La prise choisie doit quand même être menée jusqu’au bout.
rules-russian-precedence-diagram-1 = Les Blancs peuvent prendre la dame par a3:c5, même si g3:e5:g7 prend deux pions. Les deux sont permis.
rules-russian-crowning-1 = Un pion qui atteint la dernière rangée devient dame aussitôt.
rules-russian-crowning-2 = Si cela arrive pendant une prise, il continue à prendre dans le même coup, désormais en tant que dame.
rules-russian-crowning-diagram-1 = Le pion en b6 devient dame en d8. En dame, il prend ensuite e7 et s’arrête en h4 : b6:d8:h4.
rules-russian-draws-1 = Un joueur qui ne peut plus jouer perd. Cela arrive quand toutes ses pièces sont prises ou bloquées.
rules-russian-draws-2 = La partie est nulle quand la même position se présente trois fois avec le même joueur au trait. Les joueurs peuvent aussi convenir de la nulle.
rules-russian-draws-3 = La partie est aussi déclarée nulle d’office dans ces cas. Dans une finale, les coups se comptent à partir du moment où son rapport de forces est apparu, c’est-à-dire depuis la dernière prise ou promotion :
rules-russian-draws-4 = Trois dames ou plus contre une dame : nulle si le camp le plus fort a joué 15 coups sans gagner.
rules-russian-draws-5 = Trois pièces, dont au moins une dame, contre une dame sur la grande diagonale a1-h8 : nulle après 5 coups de chaque camp.
rules-russian-draws-6 = Deux dames, une dame et un pion, ou une dame seule, contre une dame : nulle après 5 coups de chaque camp.
rules-russian-draws-7 = Les deux camps ont des dames, et rien n’est pris ni promu : nulle après 30 coups de chaque camp avec 4 ou 5 pièces sur le damier, après 60 coups de chaque camp avec 6 ou 7 pièces.
rules-russian-draws-8 = Les deux joueurs ne jouent que des dames, sans prise : nulle après 15 coups de chaque camp.
rules-russian-notation-1 = Chaque case a une lettre pour la colonne, de a à h depuis la gauche des Blancs, et un chiffre pour la rangée, de 1 à 8 depuis le côté des Blancs.
rules-russian-notation-2 = Un coup s’écrit c3-d4. Une prise s’écrit c3:e5 (ou c3xe5), avec chaque case d’arrivée si besoin : c3:e5:g3.

## Dames internationales

rules-international-title = Dames internationales
rules-international-intro = Les dames internationales se jouent sur un damier de 100 cases, selon les règles de la fédération mondiale, la FMJD.
rules-international-board-1 = Le damier compte 10 cases sur 10. La case du coin à gauche des Blancs est foncée.
rules-international-board-2 = Chaque joueur a 20 pions sur les cases foncées des quatre rangées les plus proches de lui. Les Blancs jouent en premier.
rules-international-board-diagram-1 = La position de départ. Les pions noirs sont sur les cases 1 à 20, les blancs sur 31 à 50.
rules-international-men-1 = Un pion avance d’une case en diagonale, vers une case libre.
rules-international-men-diagram-1 = Le pion en 33 peut aller en 28 ou en 29.
rules-international-kings-1 = Une dame se déplace sur une diagonale, en avant ou en arrière, d’autant de cases libres qu’elle veut. C’est une dame « volante ».
rules-international-kings-diagram-1 = La dame en 46 peut aller sur toutes les cases marquées.
rules-international-captures-1 = La prise est obligatoire : quand vous pouvez prendre, vous devez prendre, et le jeu refuse tout autre coup. Seules les pièces adverses sont prises : aucune pièce ne saute par-dessus une pièce de sa propre couleur.
rules-international-captures-2 = Un pion prend en sautant par-dessus une pièce adverse voisine, sur la case libre juste derrière. Les pions prennent en avant et en arrière.
rules-international-captures-3 = Après un saut, la pièce doit continuer à sauter tant qu’elle le peut. Tous les sauts ensemble forment un seul coup, la rafle.
rules-international-captures-4 = Une dame prend une pièce à n’importe quelle distance sur sa diagonale, si les cases entre elles sont libres. Elle s’arrête sur n’importe quelle case libre derrière la pièce. Si, depuis l’une de ces cases, elle peut prendre à nouveau, elle doit s’y arrêter et poursuivre la prise.
rules-international-captures-5 = Une pièce ne peut pas être sautée deux fois. Les pièces prises ne quittent le damier qu’à la fin du coup : elles bloquent encore le passage.
rules-international-captures-diagram-1 = Le pion en 37 prend 32, puis 33 en arrière : 37x28x39.
rules-international-captures-diagram-2 = La dame en 46 prend 32 et peut s’arrêter en 28, 23, 19, 14, 10 ou 5.
rules-international-precedence-1 = La prise majoritaire est obligatoire : vous devez choisir la prise qui prend le plus de pièces. Une dame compte pour une pièce, comme un pion.
rules-international-precedence-2 = Si plusieurs prises prennent le même nombre de pièces, vous choisissez librement.
rules-international-precedence-diagram-1 = Les Blancs doivent jouer 39x28x19 et prendre deux pions. Prendre la dame par 36x27 est interdit, car cette prise ne prend qu’une pièce.
rules-international-crowning-1 = Un pion qui termine son coup sur la dernière rangée devient dame.
rules-international-crowning-2 = Un pion qui atteint la dernière rangée pendant une rafle, et qui peut encore prendre, doit continuer. Il reste pion et n’est pas promu.
rules-international-crowning-diagram-1 = Le pion en 11 passe par 2 et s’arrête en 13 : 11x2x13. Il reste un pion.
rules-international-draws-1 = Un joueur qui ne peut plus jouer perd. Cela arrive quand toutes ses pièces sont prises ou bloquées.
rules-international-draws-2 = La partie est nulle quand la même position se présente trois fois avec le même joueur au trait. Les joueurs peuvent aussi convenir de la nulle.
rules-international-draws-3 = La partie est aussi déclarée nulle d’office dans ces cas. Dans une finale, les coups se comptent à partir du moment où son rapport de forces est apparu, c’est-à-dire depuis la dernière prise ou promotion :
rules-international-draws-4 = Trois pièces, dont au moins une dame, contre une dame : nulle après 16 coups de chaque camp.
rules-international-draws-5 = Deux pièces ou moins, dont au moins une dame, contre une dame : nulle après 5 coups de chaque camp.
rules-international-draws-6 = Les deux joueurs ne jouent que des dames, sans prise : nulle après 25 coups de chaque camp.
rules-international-notation-1 = Les cases foncées sont numérotées de 1 à 50. La case 1 est en haut à gauche, le damier vu du côté des Blancs. Les numéros vont de gauche à droite, rangée par rangée, jusqu’à 50 en bas à droite.
rules-international-notation-2 = Un coup s’écrit 32-28. Une prise s’écrit 28x19, avec chaque case d’arrivée si besoin : 37x28x39.

## Dames anglaises (checkers)

rules-english-title = Dames anglaises (checkers)
rules-english-intro = Les dames anglaises, ou checkers, se jouent sur 64 cases, avec des dames qui ne vont que d’une case et le libre choix de la prise.
rules-english-board-1 = Le damier compte 8 cases sur 8. La case du coin à gauche de chaque joueur est foncée.
rules-english-board-2 = Chaque joueur a 12 pions sur les cases foncées des trois rangées les plus proches de lui. Les Noirs jouent en premier.
rules-english-board-diagram-1 = La position de départ. Les pions noirs sont sur les cases 1 à 12, les blancs sur 21 à 32.
rules-english-men-1 = Un pion avance d’une case en diagonale, vers une case libre.
rules-english-men-diagram-1 = Le pion en 22 peut aller en 17 ou en 18.
rules-english-kings-1 = Une dame se déplace d’une case en diagonale, en avant ou en arrière. Elle ne peut pas aller plus loin en un coup.
rules-english-kings-diagram-1 = La dame en 18 peut aller en 14, 15, 22 ou 23.
rules-english-captures-1 = La prise est obligatoire : quand vous pouvez prendre, vous devez prendre, et le jeu refuse tout autre coup. Seules les pièces adverses sont prises : aucune pièce ne saute par-dessus une pièce de sa propre couleur.
rules-english-captures-2 = Une pièce prend en sautant par-dessus une pièce adverse voisine, sur la case libre juste derrière.
rules-english-captures-3 = Les pions ne prennent qu’en avant. Les dames prennent en avant et en arrière, mais seulement une pièce voisine.
rules-english-captures-4 = Après un saut, la pièce doit continuer à sauter tant qu’elle le peut. Tous les sauts ensemble forment un seul coup, la rafle.
rules-english-captures-5 = Les pièces sautées restent sur le damier jusqu’à la fin du coup : elles bloquent encore le passage, et aucune pièce ne peut être sautée deux fois.
rules-english-captures-diagram-1 = Le pion en 22 doit prendre 18 : 22x15. Il ne peut pas prendre 26, qui est derrière lui.
rules-english-captures-diagram-2 = La dame en 18 prend 23 en arrière et s’arrête juste derrière : 18x27.
rules-english-precedence-1 = Quand il y a plusieurs façons de prendre, vous choisissez celle que vous voulez. Vous n’êtes pas obligé de prendre le plus de pièces.
rules-english-precedence-2 = La prise choisie doit quand même être menée jusqu’au bout.
rules-english-precedence-diagram-1 = Les Blancs peuvent jouer 21x14 et prendre un pion, même si 24x15x8 en prend deux. Les deux sont permis.
rules-english-crowning-1 = Un pion qui atteint la dernière rangée devient dame.
rules-english-crowning-2 = Si cela arrive pendant une prise, le coup s’arrête là. La nouvelle dame ne prend plus rien pendant ce coup.
rules-english-crowning-diagram-1 = Le pion en 11 prend 7 et devient dame en 2 : 11x2. Le coup s’arrête, donc 6 n’est pas pris.
rules-english-draws-1 = Un joueur qui ne peut plus jouer perd. Cela arrive quand toutes ses pièces sont prises ou bloquées.
rules-english-draws-2 = La partie est nulle quand la même position se présente trois fois avec le même joueur au trait. Les joueurs peuvent aussi convenir de la nulle.
rules-english-draws-3 = La partie est aussi nulle après 50 coups de chaque camp sans prise ni déplacement de pion.
rules-english-draws-4 = Les tournois de la fédération mondiale appliquent la règle des 40 coups, à la demande d’un joueur. Ce jeu déclare la nulle à 50 coups, sans demande.
rules-english-notation-1 = Les cases foncées sont numérotées de 1 à 32. La case 1 est en haut à gauche, le damier vu du côté des Blancs. Les numéros vont de gauche à droite, rangée par rangée, jusqu’à 32 en bas à droite.
rules-english-notation-2 = Un coup s’écrit 22-18. Une prise s’écrit 22x15, avec chaque case d’arrivée si besoin : 24x15x8.

## Dames espagnoles

rules-spanish-title = Dames espagnoles
rules-spanish-intro = Les dames espagnoles (damas) se jouent sur 64 cases, avec des dames volantes. Les pions ne prennent qu’en avant.
rules-spanish-board-1 = Le damier compte 8 cases sur 8. Il est tourné : la case du coin à droite de chaque joueur est foncée.
rules-spanish-board-2 = Chaque joueur a 12 pions sur les cases foncées des trois rangées les plus proches de lui. Les Blancs jouent en premier.
rules-spanish-board-diagram-1 = La position de départ. Les pions blancs sont sur les cases 1 à 12, les noirs sur 21 à 32.
rules-spanish-men-1 = Un pion avance d’une case en diagonale, vers une case libre.
rules-spanish-men-diagram-1 = Le pion en 10 peut aller en 13 ou en 14.
rules-spanish-kings-1 = Une dame se déplace sur une diagonale, en avant ou en arrière, d’autant de cases libres qu’elle veut.
rules-spanish-kings-diagram-1 = La dame en 1 peut aller sur toutes les cases marquées.
rules-spanish-captures-1 = La prise est obligatoire : quand vous pouvez prendre, vous devez prendre, et le jeu refuse tout autre coup. Seules les pièces adverses sont prises : aucune pièce ne saute par-dessus une pièce de sa propre couleur.
rules-spanish-captures-2 = Un pion prend en sautant par-dessus une pièce adverse voisine, sur la case libre juste derrière. Les pions ne prennent qu’en avant.
rules-spanish-captures-3 = Après un saut, la pièce doit continuer à sauter tant qu’elle le peut. Tous les sauts ensemble forment un seul coup, la rafle.
rules-spanish-captures-4 = Une dame prend en avant et en arrière une pièce à n’importe quelle distance sur sa diagonale, si les cases entre elles sont libres. Elle s’arrête sur n’importe quelle case libre derrière la pièce. Si, depuis l’une de ces cases, elle peut prendre à nouveau, elle doit s’y arrêter et poursuivre la prise.
rules-spanish-captures-5 = Une pièce ne peut pas être sautée deux fois. Les pièces prises ne quittent le damier qu’à la fin du coup : elles bloquent encore le passage.
rules-spanish-captures-diagram-1 = Le pion en 10 doit prendre 14 : 10x19. Il ne peut pas prendre 6, qui est derrière lui.
rules-spanish-captures-diagram-2 = La dame en 1 prend 14 et peut s’arrêter en 19, 23, 28 ou 32.
rules-spanish-precedence-1 = Vous devez choisir la prise qui prend le plus de pièces. C’est la règle de la quantité.
rules-spanish-precedence-2 = Si plusieurs prises prennent le même nombre de pièces, vous devez en choisir une qui prend le plus de dames. C’est la règle de la qualité.
rules-spanish-precedence-diagram-1 = Quantité : les Blancs doivent jouer 12x19x28 et prendre deux pions. Prendre la dame par 9x18 est interdit.
rules-spanish-precedence-diagram-2 = Qualité : les deux prises prennent une pièce. Les Blancs doivent prendre la dame par 9x18, et non le pion par 12x19.
rules-spanish-crowning-1 = Un pion qui atteint la dernière rangée devient dame.
rules-spanish-crowning-2 = Si cela arrive pendant une prise, le coup s’arrête là. La nouvelle dame ne prend plus rien pendant ce coup.
rules-spanish-crowning-diagram-1 = Le pion en 23 prend 27 et devient dame en 30 : 23x30. Le coup s’arrête, donc 26 n’est pas pris.
rules-spanish-draws-1 = Un joueur qui ne peut plus jouer perd. Cela arrive quand toutes ses pièces sont prises ou bloquées.
rules-spanish-draws-2 = La partie est nulle quand la même position se présente trois fois avec le même joueur au trait. Les joueurs peuvent aussi convenir de la nulle.
rules-spanish-draws-3 = La partie est aussi nulle après 20 coups de chaque camp où seules des dames jouent, sans prise.
rules-spanish-notation-1 = Les cases foncées sont numérotées de 1 à 32. La case 1 est en bas à droite, du côté des Blancs. Les numéros vont de droite à gauche, rangée par rangée, jusqu’à 32 en haut à gauche.
rules-spanish-notation-2 = Un coup s’écrit 10-14. Une prise s’écrit 10x19, avec chaque case d’arrivée si besoin : 12x19x28.

## Dames turques

rules-turkish-title = Dames turques
rules-turkish-intro = Les dames turques (dama) utilisent toutes les cases du damier. Les pièces se déplacent en ligne droite, sur les rangées et les colonnes, pas en diagonale.
rules-turkish-board-1 = Le damier compte 8 cases sur 8, et les 64 cases sont utilisées.
rules-turkish-board-2 = Chaque joueur a 16 pions sur la deuxième et la troisième rangée de son côté. La première rangée reste vide. Les Blancs jouent en premier.
rules-turkish-board-diagram-1 = La position de départ.
rules-turkish-men-1 = Un pion avance d’une case tout droit, ou va d’une case à gauche ou à droite. Il ne recule jamais.
rules-turkish-men-diagram-1 = Le pion en d4 peut aller en d5, c4 ou e4.
rules-turkish-kings-1 = Une dame se déplace sur une rangée ou une colonne, en avant, en arrière ou de côté, d’autant de cases libres qu’elle veut.
rules-turkish-kings-diagram-1 = La dame en d4 peut aller sur toutes les cases marquées.
rules-turkish-captures-1 = La prise est obligatoire : quand vous pouvez prendre, vous devez prendre, et le jeu refuse tout autre coup. Seules les pièces adverses sont prises : aucune pièce ne saute par-dessus une pièce de sa propre couleur.
rules-turkish-captures-2 = Un pion prend en sautant par-dessus une pièce adverse voisine, sur la case libre juste derrière. Les pions prennent en avant et de côté, jamais en arrière.
rules-turkish-captures-3 = Après un saut, la pièce doit continuer à sauter tant qu’elle le peut. Tous les sauts ensemble forment un seul coup, la rafle.
rules-turkish-captures-4 = Une dame prend une pièce à n’importe quelle distance sur sa rangée ou sa colonne, si les cases entre elles sont libres. Elle s’arrête sur n’importe quelle case libre derrière la pièce. Si, depuis l’une de ces cases, elle peut prendre à nouveau, elle doit s’y arrêter et poursuivre la prise.
rules-turkish-captures-5 = Chaque pièce prise quitte le damier tout de suite, dès qu’elle est sautée. La pièce qui prend peut donc traverser plus tard la case qu’elle occupait.
rules-turkish-captures-6 = Entre deux sauts, la pièce qui prend ne peut pas repartir dans la direction opposée.
rules-turkish-captures-diagram-1 = Le pion en d4 prend e4 de côté, puis f5 en avant : d4xf4xf6. Il ne peut pas prendre d3, qui est derrière lui.
rules-turkish-captures-diagram-2 = La dame en c1 prend c4, e7, f6 et b4 : c1xc7xf7xf4xa4. Au dernier saut, elle traverse c4, déjà vide.
rules-turkish-precedence-1 = La prise majoritaire est obligatoire : vous devez choisir la prise qui prend le plus de pièces. Une dame compte pour une pièce, comme un pion.
rules-turkish-precedence-2 = Si plusieurs prises prennent le même nombre de pièces, vous choisissez librement.
rules-turkish-precedence-diagram-1 = Les Blancs doivent jouer f3xf5xf7 et prendre deux pions. Prendre la dame par b4xb6 est interdit, car cette prise ne prend qu’une pièce.
rules-turkish-crowning-1 = Un pion qui termine son coup sur la dernière rangée devient dame.
rules-turkish-crowning-2 = Un pion qui atteint la dernière rangée pendant une rafle continue à prendre comme un pion, s’il le peut. Il devient dame à la fin du coup.
rules-turkish-crowning-3 = Les sources divergent sur ce point, et aucun texte de fédération ne le tranche : certaines promeuvent le pion aussitôt. Ce jeu suit la règle que donnent la plupart des guides : la promotion à la fin du coup.
rules-turkish-crowning-diagram-1 = Le pion en c6 prend c7, arrive en c8, puis prend d8 comme un pion : c6xc8xe8. Il devient dame en e8 à la fin, donc il ne prend pas e5 pendant ce coup.
rules-turkish-draws-1 = Un joueur qui ne peut plus jouer perd. Cela arrive quand toutes ses pièces sont prises ou bloquées.
rules-turkish-draws-2 = La partie est nulle quand la même position se présente trois fois avec le même joueur au trait. Les joueurs peuvent aussi convenir de la nulle.
rules-turkish-draws-3 = La partie est nulle dès que chaque joueur n’a plus qu’une pièce.
rules-turkish-draws-4 = La partie est aussi nulle après 50 coups de chaque camp sans prise ni déplacement de pion.
rules-turkish-draws-5 = La nulle quand chaque camp n’a plus qu’une pièce suit le guide pour débutants de la Dama Akademisi (§ 19b) : « même si l’une d’elles est une dame ». Certains joueurs continuent la partie avec une dame contre un pion seul.
rules-turkish-notation-1 = Chaque case a une lettre pour la colonne, de a à h depuis la gauche des Blancs, et un chiffre pour la rangée, de 1 à 8 depuis le côté des Blancs.
rules-turkish-notation-2 = Un coup s’écrit d3-d4. Une prise s’écrit d4xd6, avec chaque case d’arrivée si besoin : d4xf4xf6.

## Dames italiennes

rules-italian-title = Dames italiennes
rules-italian-intro = Les dames italiennes (dama italiana) se jouent sur 64 cases, avec des dames qui ne vont que d’une case, selon les règles de la fédération italienne, la FID. Les pions ne peuvent pas prendre les dames.
rules-italian-board-1 = Le damier compte 8 cases sur 8. Il est tourné : la case du coin à droite de chaque joueur est foncée.
rules-italian-board-2 = Chaque joueur a 12 pions sur les cases foncées des trois rangées les plus proches de lui. Les Blancs jouent en premier.
rules-italian-board-diagram-1 = La position de départ. Les pions noirs sont sur les cases 1 à 12, les blancs sur 21 à 32.
rules-italian-men-1 = Un pion avance d’une case en diagonale, vers une case libre.
rules-italian-men-diagram-1 = Le pion en 22 peut aller en 18 ou en 19.
rules-italian-kings-1 = Une dame se déplace d’une case en diagonale, en avant ou en arrière. Elle ne peut pas aller plus loin en un coup.
rules-italian-kings-diagram-1 = La dame en 18 peut aller en 13, 14, 21 ou 22.
rules-italian-captures-1 = La prise est obligatoire : quand vous pouvez prendre, vous devez prendre, et le jeu refuse tout autre coup. Seules les pièces adverses sont prises : aucune pièce ne saute par-dessus une pièce de sa propre couleur.
rules-italian-captures-2 = Une pièce prend en sautant par-dessus une pièce adverse voisine, sur la case libre juste derrière. Les pions ne prennent qu’en avant. Les dames prennent en avant et en arrière, mais seulement une pièce voisine.
rules-italian-captures-3 = Un pion ne prend jamais une dame. Il ne prend que des pions.
rules-italian-captures-4 = Après un saut, la pièce doit continuer à sauter tant qu’elle le peut. Tous les sauts ensemble forment un seul coup, la rafle.
rules-italian-captures-5 = Les pièces sautées restent sur le damier jusqu’à la fin du coup : elles bloquent encore le passage, et aucune pièce ne peut être sautée deux fois.
rules-italian-captures-diagram-1 = Le pion en 22 doit prendre 18 : 22x13. Il ne peut pas prendre 26, qui est derrière lui.
rules-italian-captures-diagram-2 = Le pion en 22 doit prendre le pion en 19 : 22x15. Il n’a pas le droit de prendre la dame en 18.
rules-italian-precedence-1 = Quand il y a plusieurs façons de prendre, ces règles décident, dans cet ordre : prendre le plus de pièces ; à égalité, prendre avec une dame plutôt qu’avec un pion ; puis prendre le plus de dames ; puis choisir la prise qui rencontre une dame le plus tôt.
rules-italian-precedence-2 = Si les prises sont encore à égalité après ces quatre règles, vous choisissez librement.
rules-italian-precedence-diagram-1 = La dame en 27 et le pion en 22 peuvent chacun prendre une pièce. La dame doit prendre : 27x20. La prise du pion, 22x13, est interdite.
rules-italian-crowning-1 = Un pion qui atteint la dernière rangée devient dame.
rules-italian-crowning-2 = Si cela arrive pendant une prise, le coup s’arrête là. La nouvelle dame ne prend plus rien pendant ce coup.
rules-italian-crowning-diagram-1 = Le pion en 9 prend 5 et devient dame en 2 : 9x2. Le coup s’arrête, donc 6 n’est pas pris.
rules-italian-draws-1 = Un joueur qui ne peut plus jouer perd. Cela arrive quand toutes ses pièces sont prises ou bloquées.
rules-italian-draws-2 = La partie est nulle quand la même position se présente quatre fois avec le même joueur au trait. Les joueurs peuvent aussi convenir de la nulle.
rules-italian-draws-3 = La partie est aussi nulle après 40 coups de chaque camp sans prise ni déplacement de pion.
rules-italian-notation-1 = Les cases foncées sont numérotées de 1 à 32. La case 1 est en haut à gauche, le damier vu du côté des Blancs. Les numéros vont de gauche à droite, rangée par rangée, jusqu’à 32 en bas à droite.
rules-italian-notation-2 = Un coup s’écrit 22-18. Une prise s’écrit 22x13, avec chaque case d’arrivée si besoin.

## Dames tchèques

rules-czech-title = Dames tchèques
rules-czech-intro = Les dames tchèques (česká dáma) se jouent sur 64 cases, avec des dames volantes, selon les règles de la fédération tchèque. Les pions ne prennent qu’en avant, et quand une dame peut prendre, c’est une dame qui doit prendre.
rules-czech-board-1 = Le damier compte 8 cases sur 8. La case du coin a1, à gauche des Blancs, est foncée.
rules-czech-board-2 = Chaque joueur a 12 pions sur les cases foncées des trois rangées les plus proches de lui. Les Blancs jouent en premier.
rules-czech-board-diagram-1 = La position de départ.
rules-czech-men-1 = Un pion avance d’une case en diagonale, vers une case libre.
rules-czech-men-diagram-1 = Le pion en c3 peut aller en b4 ou en d4.
rules-czech-kings-1 = Une dame se déplace sur une diagonale, en avant ou en arrière, d’autant de cases libres qu’elle veut. C’est une dame « volante ».
rules-czech-kings-diagram-1 = La dame en c1 peut aller sur toutes les cases marquées.
rules-czech-captures-1 = La prise est obligatoire : quand vous pouvez prendre, vous devez prendre, et le jeu refuse tout autre coup. Seules les pièces adverses sont prises : aucune pièce ne saute par-dessus une pièce de sa propre couleur.
rules-czech-captures-2 = Un pion prend en sautant par-dessus une pièce adverse voisine, sur la case libre juste derrière. Les pions ne prennent qu’en avant.
rules-czech-captures-3 = Après un saut, la pièce doit continuer à sauter tant qu’elle le peut. Tous les sauts ensemble forment un seul coup, la rafle.
rules-czech-captures-4 = Une dame prend une pièce à n’importe quelle distance sur sa diagonale, si les cases entre elles sont libres. Elle s’arrête sur n’importe quelle case libre derrière la pièce. Si, depuis l’une de ces cases, elle peut prendre à nouveau, elle doit s’y arrêter et poursuivre la prise.
rules-czech-captures-5 = Une pièce ne peut pas être sautée deux fois. Les pièces prises ne quittent le damier qu’à la fin du coup : elles bloquent encore le passage.
rules-czech-captures-diagram-1 = Le pion en c3 doit prendre d4 : c3xe5. Il ne peut pas prendre b2, qui est derrière lui.
rules-czech-captures-diagram-2 = La dame en a1 prend d4 et peut s’arrêter en e5, f6, g7 ou h8.
rules-czech-precedence-1 = Si une dame peut prendre, c’est une dame qui doit prendre : un pion ne peut pas prendre à sa place.
rules-czech-precedence-2 = Sinon, vous choisissez librement parmi les prises. Vous n’êtes pas obligé de prendre le plus de pièces.
rules-czech-precedence-diagram-1 = La dame en a1 doit prendre : a1xd4. La prise du pion, e5xg7, est interdite.
rules-czech-precedence-diagram-2 = Les Blancs peuvent jouer a3xc5 et prendre la dame, même si g3xe5xg7 prend deux pions. Les deux sont permis.
rules-czech-crowning-1 = Un pion qui atteint la dernière rangée devient dame.
rules-czech-crowning-2 = Si cela arrive pendant une prise, le coup s’arrête là : un pion ne prend qu’en avant, il n’a donc plus rien à prendre.
rules-czech-crowning-diagram-1 = Le pion en b6 prend c7 et devient dame en d8 : b6xd8.
rules-czech-draws-1 = Un joueur qui ne peut plus jouer perd. Cela arrive quand toutes ses pièces sont prises ou bloquées.
rules-czech-draws-2 = La partie est nulle quand la même position se présente trois fois avec le même joueur au trait. Les joueurs peuvent aussi convenir de la nulle.
rules-czech-draws-3 = Ce jeu ne connaît pas de nulle au compte des coups : aucune n’a été trouvée dans les résumés des règles tchèques qu’il suit.
rules-czech-notation-1 = Chaque case a une lettre pour la colonne, de a à h depuis la gauche des Blancs, et un chiffre pour la rangée, de 1 à 8 depuis le côté des Blancs.
rules-czech-notation-2 = Un coup s’écrit c3-d4. Une prise s’écrit c3xe5, avec chaque case d’arrivée si besoin : c3xe5xg7.

## Dames pool (américaines)

rules-pool-title = Dames pool (américaines)
rules-pool-intro = Les dames pool, pratiquées aux États-Unis, se jouent sur 64 cases, avec des dames volantes. Les pions prennent en avant et en arrière, et vous choisissez librement votre prise.
rules-pool-board-1 = Le damier compte 8 cases sur 8. La case du coin à gauche de chaque joueur est foncée.
rules-pool-board-2 = Chaque joueur a 12 pions sur les cases foncées des trois rangées les plus proches de lui. Les Noirs jouent en premier.
rules-pool-board-diagram-1 = La position de départ. Les pions noirs sont sur les cases 1 à 12, les blancs sur 21 à 32.
rules-pool-men-1 = Un pion avance d’une case en diagonale, vers une case libre.
rules-pool-men-diagram-1 = Le pion en 22 peut aller en 17 ou en 18.
rules-pool-kings-1 = Une dame se déplace sur une diagonale, en avant ou en arrière, d’autant de cases libres qu’elle veut. C’est une dame « volante ».
rules-pool-kings-diagram-1 = La dame en 29 peut aller sur toutes les cases marquées.
rules-pool-captures-1 = La prise est obligatoire : quand vous pouvez prendre, vous devez prendre, et le jeu refuse tout autre coup. Seules les pièces adverses sont prises : aucune pièce ne saute par-dessus une pièce de sa propre couleur.
rules-pool-captures-2 = Un pion prend en sautant par-dessus une pièce adverse voisine, sur la case libre juste derrière. Les pions prennent en avant et en arrière.
rules-pool-captures-3 = Après un saut, la pièce doit continuer à sauter tant qu’elle le peut. Tous les sauts ensemble forment un seul coup, la rafle.
rules-pool-captures-4 = Une dame prend une pièce à n’importe quelle distance sur sa diagonale, si les cases entre elles sont libres. Elle s’arrête sur n’importe quelle case libre derrière la pièce. Si, depuis l’une de ces cases, elle peut prendre à nouveau, elle doit s’y arrêter et poursuivre la prise.
rules-pool-captures-5 = Une pièce ne peut pas être sautée deux fois. Les pièces prises ne quittent le damier qu’à la fin du coup : elles bloquent encore le passage.
rules-pool-captures-diagram-1 = Le pion en 22 prend 18, puis 19 en arrière : 22x15x24.
rules-pool-captures-diagram-2 = La dame en 29 prend 18 et peut s’arrêter en 15, 11, 8 ou 4.
rules-pool-precedence-1 = Quand il y a plusieurs façons de prendre, vous choisissez celle que vous voulez. Vous n’êtes pas obligé de prendre le plus de pièces.
rules-pool-precedence-2 = La prise choisie doit quand même être menée jusqu’au bout.
rules-pool-precedence-diagram-1 = Les Blancs peuvent jouer 21x14 et prendre la dame, même si 24x15x8 prend deux pions. Les deux sont permis.
rules-pool-crowning-1 = Un pion qui termine son coup sur la dernière rangée devient dame.
rules-pool-crowning-2 = Un pion qui atteint la dernière rangée pendant une rafle, et qui peut encore prendre en arrière, doit continuer. Il reste pion et n’est pas promu.
rules-pool-crowning-diagram-1 = Le pion en 9 passe par 2 et s’arrête en 11 : 9x2x11. Il reste un pion.
rules-pool-draws-1 = Un joueur qui ne peut plus jouer perd. Cela arrive quand toutes ses pièces sont prises ou bloquées.
rules-pool-draws-2 = La partie est nulle quand la même position se présente trois fois avec le même joueur au trait. Les joueurs peuvent aussi convenir de la nulle.
rules-pool-draws-3 = La partie est aussi déclarée nulle d’office dans ces cas. Dans une finale, les coups se comptent à partir du moment où son rapport de forces est apparu, c’est-à-dire depuis la dernière prise ou promotion :
rules-pool-draws-4 = Trois dames contre une dame : nulle si le camp le plus fort a joué 13 coups sans gagner.
rules-pool-draws-5 = Les deux joueurs ne jouent que des dames, sans prise : nulle après 15 coups de chaque camp.
rules-pool-notation-1 = Les cases foncées sont numérotées de 1 à 32. La case 1 est en haut à gauche, le damier vu du côté des Blancs. Les numéros vont de gauche à droite, rangée par rangée, jusqu’à 32 en bas à droite.
rules-pool-notation-2 = Un coup s’écrit 22-18. Une prise s’écrit 22x15, avec chaque case d’arrivée si besoin : 22x15x24.

## Dames thaïlandaises

rules-thai-title = Dames thaïlandaises (mak-hos)
rules-thai-intro = Les dames thaïlandaises (mak-hos) se jouent sur 64 cases, avec 8 pions par joueur. Les dames sont volantes mais s’arrêtent juste derrière la pièce qu’elles prennent, et les pièces prises quittent le damier aussitôt.
rules-thai-board-1 = Le damier compte 8 cases sur 8. La case du coin à gauche de chaque joueur est foncée.
rules-thai-board-2 = Chaque joueur a 8 pions sur les cases foncées des deux rangées les plus proches de lui. Les Noirs jouent en premier.
rules-thai-board-diagram-1 = La position de départ. Les pions blancs sont sur les cases 1 à 8, les noirs sur 25 à 32.
rules-thai-men-1 = Un pion avance d’une case en diagonale, vers une case libre.
rules-thai-men-diagram-1 = Le pion en 11 peut aller en 15 ou en 16.
rules-thai-kings-1 = Une dame se déplace sur une diagonale, en avant ou en arrière, d’autant de cases libres qu’elle veut. C’est une dame « volante ».
rules-thai-kings-diagram-1 = La dame en 4 peut aller sur toutes les cases marquées.
rules-thai-captures-1 = La prise est obligatoire : quand vous pouvez prendre, vous devez prendre, et le jeu refuse tout autre coup. Seules les pièces adverses sont prises : aucune pièce ne saute par-dessus une pièce de sa propre couleur.
rules-thai-captures-2 = Un pion prend en sautant par-dessus une pièce adverse voisine, sur la case libre juste derrière. Les pions ne prennent qu’en avant.
rules-thai-captures-3 = Une dame prend une pièce à n’importe quelle distance sur sa diagonale, si les cases entre elles sont libres. Elle doit s’arrêter sur la case juste derrière cette pièce, et de là, elle peut prendre à nouveau dans n’importe quelle direction.
rules-thai-captures-4 = Après un saut, la pièce doit continuer à sauter tant qu’elle le peut. Tous les sauts ensemble forment un seul coup, la rafle.
rules-thai-captures-5 = Chaque pièce prise quitte le damier tout de suite : elle ne bloque donc plus le passage.
rules-thai-captures-diagram-1 = La dame en 4 prend 15 et doit s’arrêter juste derrière, en 18 : 4x18.
rules-thai-captures-diagram-2 = Le pion en 11 doit prendre 15 : 11x18. Il ne peut pas prendre 7, qui est derrière lui.
rules-thai-precedence-1 = Quand il y a plusieurs façons de prendre, vous choisissez celle que vous voulez. Vous n’êtes pas obligé de prendre le plus de pièces.
rules-thai-precedence-2 = La prise choisie doit quand même être menée jusqu’au bout.
rules-thai-precedence-diagram-1 = Les Blancs peuvent jouer 12x19 et prendre un pion, même si 9x18x25 en prend deux. Les deux sont permis.
rules-thai-crowning-1 = Un pion qui atteint la dernière rangée devient dame.
rules-thai-crowning-2 = Si cela arrive pendant une prise, le coup s’arrête là. La nouvelle dame ne prend plus rien pendant ce coup.
rules-thai-crowning-diagram-1 = Le pion en 24 prend 27 et devient dame en 31 : 24x31. Le coup s’arrête, donc 26 n’est pas pris.
rules-thai-draws-1 = Un joueur qui ne peut plus jouer perd. Cela arrive quand toutes ses pièces sont prises ou bloquées.
rules-thai-draws-2 = La partie est nulle quand la même position se présente trois fois avec le même joueur au trait. Les joueurs peuvent aussi convenir de la nulle.
rules-thai-draws-3 = Ce jeu ne connaît pas de nulle au compte des coups : les sources sur le mak-hos n’en donnent aucune. Le joueur qui commence varie aussi selon les sources ; ce jeu suit le standard PDN, où les Noirs commencent.
rules-thai-notation-1 = Les cases foncées sont numérotées de 1 à 32, le damier vu du côté des Noirs, qui commencent : la case 1 est la première case foncée en haut à gauche pour les Noirs, c’est-à-dire g1 pour les Blancs. Les numéros vont de la gauche vers la droite des Noirs, rangée par rangée, en descendant jusqu’à 32, du côté des Noirs.
rules-thai-notation-2 = Un coup s’écrit 27-23. Une prise s’écrit 11x18, avec chaque case d’arrivée si besoin : 9x18x25.

## Qui perd gagne

rules-antidraughts-title = Qui perd gagne
rules-antidraughts-intro = La variante Qui perd gagne se joue avec les règles internationales sur un damier de 100 cases, mais le but est inversé : vous gagnez en perdant toutes vos pièces, ou quand vous n’avez plus aucun coup à jouer.
rules-antidraughts-board-1 = Le damier compte 10 cases sur 10. La case du coin à gauche des Blancs est foncée.
rules-antidraughts-board-2 = Chaque joueur a 20 pions sur les cases foncées des quatre rangées les plus proches de lui. Les Blancs jouent en premier.
rules-antidraughts-board-diagram-1 = La position de départ. Les pions noirs sont sur les cases 1 à 20, les blancs sur 31 à 50.
rules-antidraughts-men-1 = Un pion avance d’une case en diagonale, vers une case libre.
rules-antidraughts-men-diagram-1 = Le pion en 33 peut aller en 28 ou en 29.
rules-antidraughts-kings-1 = Une dame se déplace sur une diagonale, en avant ou en arrière, d’autant de cases libres qu’elle veut. C’est une dame « volante ».
rules-antidraughts-kings-diagram-1 = La dame en 46 peut aller sur toutes les cases marquées.
rules-antidraughts-captures-1 = La prise est obligatoire : quand vous pouvez prendre, vous devez prendre, et le jeu refuse tout autre coup. Dans la variante Qui perd gagne, c’est ainsi que vous donnez vos pièces. Seules les pièces adverses sont prises : aucune pièce ne saute par-dessus une pièce de sa propre couleur.
rules-antidraughts-captures-2 = Un pion prend en sautant par-dessus une pièce adverse voisine, sur la case libre juste derrière. Les pions prennent en avant et en arrière.
rules-antidraughts-captures-3 = Après un saut, la pièce doit continuer à sauter tant qu’elle le peut. Tous les sauts ensemble forment un seul coup, la rafle.
rules-antidraughts-captures-4 = Une dame prend une pièce à n’importe quelle distance sur sa diagonale, si les cases entre elles sont libres. Elle s’arrête sur n’importe quelle case libre derrière la pièce. Si, depuis l’une de ces cases, elle peut prendre à nouveau, elle doit s’y arrêter et poursuivre la prise.
rules-antidraughts-captures-5 = Une pièce ne peut pas être sautée deux fois. Les pièces prises ne quittent le damier qu’à la fin du coup : elles bloquent encore le passage.
rules-antidraughts-captures-diagram-1 = Le pion en 37 prend 32, puis 33 en arrière : 37x28x39.
rules-antidraughts-captures-diagram-2 = La dame en 46 prend 32 et peut s’arrêter en 28, 23, 19, 14, 10 ou 5.
rules-antidraughts-precedence-1 = La prise majoritaire est obligatoire : vous devez choisir la prise qui prend le plus de pièces. Une dame compte pour une pièce, comme un pion.
rules-antidraughts-precedence-2 = Si plusieurs prises prennent le même nombre de pièces, vous choisissez librement.
rules-antidraughts-precedence-diagram-1 = Les Blancs doivent jouer 39x28x19 et prendre deux pions. Prendre la dame par 36x27 est interdit, car cette prise ne prend qu’une pièce.
rules-antidraughts-crowning-1 = Un pion qui termine son coup sur la dernière rangée devient dame.
rules-antidraughts-crowning-2 = Un pion qui atteint la dernière rangée pendant une rafle, et qui peut encore prendre, doit continuer. Il reste pion et n’est pas promu.
rules-antidraughts-crowning-diagram-1 = Le pion en 11 passe par 2 et s’arrête en 13 : 11x2x13. Il reste un pion.
rules-antidraughts-draws-1 = Un joueur qui ne peut plus jouer gagne. Cela arrive quand toutes ses pièces sont prises ou bloquées.
rules-antidraughts-draws-2 = La partie est nulle quand la même position se présente trois fois avec le même joueur au trait. Les joueurs peuvent aussi convenir de la nulle.
rules-antidraughts-draws-3 = Il n’y a pas d’autre règle de nulle, même quand il ne reste que quelques pièces.
rules-antidraughts-notation-1 = Les cases foncées sont numérotées de 1 à 50. La case 1 est en haut à gauche, le damier vu du côté des Blancs. Les numéros vont de gauche à droite, rangée par rangée, jusqu’à 50 en bas à droite.
rules-antidraughts-notation-2 = Un coup s’écrit 32-28. Une prise s’écrit 28x19, avec chaque case d’arrivée si besoin : 37x28x39.

## Percée

rules-breakthrough-title = Percée
rules-breakthrough-intro = La variante Percée se joue avec les règles internationales sur un damier de 100 cases, mais le premier joueur qui obtient une dame gagne.
rules-breakthrough-board-1 = Le damier compte 10 cases sur 10. La case du coin à gauche des Blancs est foncée.
rules-breakthrough-board-2 = Chaque joueur a 20 pions sur les cases foncées des quatre rangées les plus proches de lui. Les Blancs jouent en premier.
rules-breakthrough-board-diagram-1 = La position de départ. Les pions noirs sont sur les cases 1 à 20, les blancs sur 31 à 50.
rules-breakthrough-men-1 = Un pion avance d’une case en diagonale, vers une case libre.
rules-breakthrough-men-diagram-1 = Le pion en 33 peut aller en 28 ou en 29.
rules-breakthrough-kings-1 = Il n’y a pas de dames en jeu : le premier pion qui termine son coup sur la dernière rangée devient dame, et cela met fin à la partie.
rules-breakthrough-captures-1 = La prise est obligatoire : quand vous pouvez prendre, vous devez prendre, et le jeu refuse tout autre coup. Seules les pièces adverses sont prises : aucune pièce ne saute par-dessus une pièce de sa propre couleur.
rules-breakthrough-captures-2 = Un pion prend en sautant par-dessus une pièce adverse voisine, sur la case libre juste derrière. Les pions prennent en avant et en arrière.
rules-breakthrough-captures-3 = Après un saut, la pièce doit continuer à sauter tant qu’elle le peut. Tous les sauts ensemble forment un seul coup, la rafle.
rules-breakthrough-captures-4 = Une pièce ne peut pas être sautée deux fois. Les pièces prises ne quittent le damier qu’à la fin du coup : elles bloquent encore le passage.
rules-breakthrough-captures-diagram-1 = Le pion en 37 prend 32, puis 33 en arrière : 37x28x39.
rules-breakthrough-precedence-1 = La prise majoritaire est obligatoire : vous devez choisir la prise qui prend le plus de pièces.
rules-breakthrough-precedence-2 = Si plusieurs prises prennent le même nombre de pièces, vous choisissez librement.
rules-breakthrough-precedence-diagram-1 = Les Blancs doivent jouer 39x28x19 et prendre deux pions. Prendre un seul pion par 36x27 est interdit.
rules-breakthrough-crowning-1 = Un pion qui termine son coup sur la dernière rangée devient dame, et son joueur gagne aussitôt la partie.
rules-breakthrough-crowning-2 = Un pion qui ne fait que passer par la dernière rangée pendant une rafle, et qui doit continuer à prendre, reste pion : cela ne fait pas gagner.
rules-breakthrough-crowning-diagram-1 = Le pion en 7 va en 2 et devient dame : les Blancs gagnent.
rules-breakthrough-crowning-diagram-2 = Le pion en 11 passe par 2 et s’arrête en 13 : 11x2x13. Il reste un pion, et la partie continue.
rules-breakthrough-draws-1 = Le premier joueur qui obtient une dame gagne. Un joueur qui ne peut plus jouer perd.
rules-breakthrough-draws-2 = En cours de partie, il n’y a pas de nulle, sauf d’un commun accord : chaque coup fait avancer un pion ou est une prise, donc aucune position ne revient.
rules-breakthrough-notation-1 = Les cases foncées sont numérotées de 1 à 50. La case 1 est en haut à gauche, le damier vu du côté des Blancs. Les numéros vont de gauche à droite, rangée par rangée, jusqu’à 50 en bas à droite.
rules-breakthrough-notation-2 = Un coup s’écrit 32-28. Une prise s’écrit 28x19, avec chaque case d’arrivée si besoin : 37x28x39.
