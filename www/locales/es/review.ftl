## Revisión de la partida: el ordenador repasa cada posición de una partida terminada, juzga cada
## jugada por las posibilidades de ganar que dejó escapar y muestra la jugada mejor si la había.

review-heading = Revisión de la partida
# La revisión en curso, posición a posición.
review-progress = Revisando la posición { $done } de { $total }…
review-stop = Detener
# Hasta dónde miró la revisión; se muestra debajo.
review-budget = El ordenador examinó { $nodes } posiciones en cada posición de la partida.
# El resumen de un bando: «Blancas: 87 % de precisión, 1 error, 2 errores graves».
review-side = { $side }: { $accuracy } % de precisión
review-inaccuracies =
    { $count ->
        [one] { $count } imprecisión
       *[other] { $count } imprecisiones
    }
review-mistakes =
    { $count ->
        [one] { $count } error
       *[other] { $count } errores
    }
review-blunders =
    { $count ->
        [one] { $count } error grave
       *[other] { $count } errores graves
    }
review-mark-inaccuracy = Imprecisión
review-mark-mistake = Error
review-mark-blunder = Error grave
# La jugada mostrada, juzgada: «12. 22-18: Error grave. Probabilidad de ganar: 64 % → 21 %.»
review-move = { $move }: { $verdict }. Probabilidad de ganar: { $before } % → { $after } %.
review-good = Buena jugada
review-better = Era mejor { $better } (línea del ordenador: { $line }).
review-graph = Probabilidad de ganar de las blancas a lo largo de la partida (la parte de arriba es de las blancas). Pulsa un punto para ver esa jugada.
review-pick = Elige una jugada de la lista o del gráfico para ver cómo se valoró.

## Aprende de tus errores: los errores del propio jugador en la partida revisada, uno a uno.

review-learn = Aprende de tus errores
mistakes-progress = Error { $at } de { $total }
# El error en el tablero: «12. 22-18: Error grave. Blancas: encuentra una jugada mejor.»
mistakes-find = { $move }: { $mark }. { $side }: encuentra una jugada mejor.
mistakes-checking = Comprobando { $move }…
mistakes-best = { $move } es la jugada del ordenador. ¡Bien visto!
mistakes-good = { $move } también es buena: mantiene tus opciones.
mistakes-no-better = { $move } no es mejor. Inténtalo de nuevo.
mistakes-shown = La jugada del ordenador era { $best } (su línea: { $line }).
mistakes-next = Siguiente error
mistakes-last = Ese era tu último error de esta partida.
mistakes-leave = Volver a la revisión
