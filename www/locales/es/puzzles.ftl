## Problemas: posiciones de las partidas del motor en las que una sola línea gana material o la
## partida, con una sola jugada buena en cada turno. La puntuación cambia con cada primer intento.
## «Problemas», no «Ejercicios»: las lecciones («Ejercicio N de M», «Siguiente ejercicio») y el
## ejercicio de coordenadas ya usan «ejercicio».

# «Damas rusas: problemas»
puzzles-heading = { $name }: problemas
# El balance del jugador: «Tu puntuación en problemas: 1523 (± 120) · 12 resueltos · mejor racha: 4».
puzzles-rating =
    Tu puntuación en problemas: { NUMBER($rating, useGrouping: "false") } (± { $deviation }) · { $solved ->
        [one] { $solved } resuelto
       *[other] { $solved } resueltos
    } · mejor racha: { $streak }
# El problema mostrado: «Problema 12 · puntuación 1450».
puzzles-info = Problema { $id } · puntuación { NUMBER($rating, useGrouping: "false") }
# Sus temas, tras puzzles-info: «Combinación, Ruptura para coronar».
puzzles-themes = Temas: { $themes }
puzzles-theme-shot = Combinación
puzzles-theme-crown = Ruptura para coronar
puzzles-theme-endgame = Final
puzzles-task = { $side } juegan: encuentra la línea ganadora.
# Un intento que no cuenta para la puntuación (ya intentado antes).
puzzles-unrated = Ya has intentado este problema: no cuenta para tu puntuación.
puzzles-streak =
    Racha: { $count ->
        [one] { $count } resuelto
       *[other] { $count } resueltos
    }
puzzles-right = Correcto: continúa.
puzzles-solved = ¡Resuelto!
puzzles-failed = { $move } no es la jugada. Solución: { $solution }.
puzzles-streak-over =
    Fin de la racha: { $count ->
        [one] { $count } problema resuelto
       *[other] { $count } problemas resueltos
    }.
puzzles-next = Siguiente problema
puzzles-retry = Intentar de nuevo
puzzles-streak-start = Empezar una racha
puzzles-leave = Volver a la partida
