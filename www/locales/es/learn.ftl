# Lecciones sobre el tablero (www/src/learn). Se descargan con las páginas de reglas, no van dentro de la página.
# $variant es el código de la variante (brazilian, russian, international, english, spanish,
# turkish); un mensaje lo usa como selector donde las variantes difieren.

learn-heading = { $name }: lecciones
learn-choose = Lección
learn-progress = { $done } de { $total } lecciones terminadas
learn-task = Ejercicio { $number } de { $total }: { $goal }
learn-retry = Intentar de nuevo
learn-next = Siguiente ejercicio
learn-next-lesson = Siguiente lección
learn-leave = Volver a la partida
# En cada sección de una página de reglas: abre la lección que pone en práctica su regla.
learn-try = Pruébalo en el tablero
learn-lesson-done = Lección terminada.
learn-course-done = Has terminado todas las lecciones de esta variante.
learn-task-over = Este ejercicio ha terminado: inténtalo de nuevo o pasa al siguiente.

## El título de una lección y la regla que enseña.

learn-men-move-title = Cómo mueven los peones
learn-men-move-rule = { $variant ->
    [turkish] Un peón se mueve una casilla en línea recta hacia delante o hacia un lado, a una casilla libre. Nunca retrocede ni se mueve en diagonal. Un peón sin casilla libre delante ni a los lados no puede dar ningún paso.
   *[other] Un peón avanza una casilla en diagonal, a una casilla libre. Nunca retrocede. Un peón sin casilla libre delante no puede dar ningún paso.
}
learn-capture-title = Capturar
learn-capture-rule = { $variant ->
    [turkish] Cuando un peón tiene una pieza contraria justo delante o al lado, y la casilla justo detrás de ella está libre, salta sobre ella y la captura. La captura es obligatoria: mientras haya una captura, el juego no acepta ninguna otra jugada. Los peones capturan hacia delante y hacia los lados, nunca hacia atrás.
    [english] Cuando un peón tiene una pieza contraria delante, en diagonal, y la casilla justo detrás de ella está libre, salta sobre ella y la captura. La captura es obligatoria: mientras haya una captura, el juego no acepta ninguna otra jugada. Los peones capturan solo hacia delante.
    [spanish] Cuando un peón tiene una pieza contraria delante, en diagonal, y la casilla justo detrás de ella está libre, salta sobre ella y la captura. La captura es obligatoria: mientras haya una captura, el juego no acepta ninguna otra jugada. Los peones capturan solo hacia delante.
   *[other] Cuando un peón tiene una pieza contraria al lado, en diagonal, y la casilla justo detrás de ella está libre, salta sobre ella y la captura. La captura es obligatoria: mientras haya una captura, el juego no acepta ninguna otra jugada. Los peones capturan hacia delante y hacia atrás.
}
learn-several-title = Varias capturas seguidas
learn-several-rule = { $variant ->
    [turkish] Cuando la pieza que acaba de saltar puede volver a saltar, debe seguir en la misma jugada hasta que no quede nada que capturar. Cada pieza capturada sale del tablero en cuanto es saltada, así que la pieza que captura puede volver a cruzar su casilla.
   *[other] Cuando la pieza que acaba de saltar puede volver a saltar, debe seguir en la misma jugada hasta que no quede nada que capturar. Las piezas capturadas salen del tablero al terminar la jugada, y no se puede saltar dos veces la misma pieza.
}
learn-most-title = El mayor número de piezas
learn-most-rule = { $variant ->
    [spanish] Cuando hay varias capturas posibles, debes jugar una de las que capturan más piezas y, entre ellas, una de las que capturan más damas. El juego no acepta las demás.
   *[other] Cuando hay varias capturas posibles, debes jugar una de las que capturan más piezas; una dama cuenta como una pieza, igual que un peón. El juego no acepta las demás; entre capturas con el mismo número de piezas, eliges tú.
}
learn-choice-title = Elegir la captura
learn-choice-rule = Cuando hay varias capturas posibles, puedes elegir cualquiera, incluso una que capture menos piezas, pero la captura elegida debe completarse hasta el final. Elige bien: aquí, captura el mayor número de piezas.
learn-crown-title = Coronación
learn-crown-rule = { $variant ->
    [russian] Un peón que llega a la última fila se convierte en dama. Si llega durante una captura y puede seguir capturando, continúa en el acto, ya como dama.
    [english] Un peón que llega a la última fila se convierte en dama, y su jugada termina ahí, aunque sea en medio de una captura.
    [spanish] Un peón que llega a la última fila se convierte en dama, y su jugada termina ahí, aunque sea en medio de una captura.
    [turkish] Un peón que termina su jugada en la última fila se convierte en dama. Si llega durante una captura y puede seguir capturando, sigue como peón y solo corona si su jugada termina en la última fila.
   *[other] Un peón que termina su jugada en la última fila se convierte en dama. Si solo pasa por la última fila durante una captura y sigue capturando, sigue siendo peón.
}
learn-king-move-title = Cómo mueven las damas
learn-king-move-rule = { $variant ->
    [english] Una dama se mueve una casilla en diagonal, hacia delante o hacia atrás.
    [turkish] Una dama se mueve por una fila o una columna tantas casillas libres como quiera: hacia delante, hacia atrás o hacia los lados.
   *[other] Una dama se mueve por una diagonal, hacia delante o hacia atrás, tantas casillas libres como quiera.
}
learn-king-capture-title = Cómo capturan las damas
learn-king-capture-rule = { $variant ->
    [english] Una dama captura hacia delante o hacia atrás: salta sobre una pieza contraria que tiene al lado, en diagonal, hasta la casilla libre justo detrás.
    [turkish] Una dama captura a distancia por una fila o una columna: si entre ella y una pieza contraria solo hay casillas libres, salta sobre esa pieza y se detiene en cualquier casilla libre más allá, hasta la siguiente pieza o el borde del tablero. Si desde una de esas casillas puede volver a capturar, debe detenerse en ella. Entre dos saltos no puede volver por donde ha venido.
   *[other] Una dama captura a distancia por una diagonal: si entre ella y una pieza contraria solo hay casillas libres, salta sobre esa pieza y se detiene en cualquier casilla libre más allá, hasta la siguiente pieza o el borde del tablero. Si desde una de esas casillas puede volver a capturar, debe detenerse en ella.
}
learn-win-title = Ganar
learn-win-rule = Ganas cuando a tu rival no le queda ninguna pieza, o cuando ninguna de sus piezas puede moverse.
learn-safe-title = Conservar tus piezas
learn-safe-rule = Antes de mover, mira qué podría capturar tu rival después de tu jugada: una pieza se pierde cuando una pieza contraria puede saltarla hasta una casilla libre detrás de ella. Aquí solo una jugada no pierde nada.
learn-draws-title = Tablas
learn-draws-rule = { $variant ->
    [brazilian] La partida termina en tablas cuando la misma posición se repite por tercera vez con el turno del mismo jugador. También hay tablas automáticas: tras 15 jugadas de cada bando en las que solo se movieron damas, sin capturar; con tres damas o más contra una dama solitaria, en la 15.ª jugada del bando más fuerte; tras 5 jugadas de cada bando con tres piezas (al menos una de ellas dama) contra una dama solitaria en la gran diagonal, o con una o dos piezas (al menos una de ellas dama) contra una dama solitaria; y, cuando ambos bandos tienen damas, tras 30 jugadas de cada bando con cuatro o cinco piezas en el tablero, o 60 con seis o siete. La cuenta de las jugadas en que solo se mueven damas vuelve a empezar con cualquier captura o movimiento de peón; las demás, con cualquier captura o coronación. El panel muestra cuántas jugadas quedan.
    [russian] La partida termina en tablas cuando la misma posición se repite por tercera vez con el turno del mismo jugador. También hay tablas automáticas: tras 15 jugadas de cada bando en las que solo se movieron damas, sin capturar; con tres damas o más contra una dama solitaria, en la 15.ª jugada del bando más fuerte; tras 5 jugadas de cada bando con tres piezas (al menos una de ellas dama) contra una dama solitaria en la gran diagonal, o con una o dos piezas (al menos una de ellas dama) contra una dama solitaria; y, cuando ambos bandos tienen damas, tras 30 jugadas de cada bando con cuatro o cinco piezas en el tablero, o 60 con seis o siete. La cuenta de las jugadas en que solo se mueven damas vuelve a empezar con cualquier captura o movimiento de peón; las demás, con cualquier captura o coronación. El panel muestra cuántas jugadas quedan.
    [international] La partida termina en tablas cuando la misma posición se repite por tercera vez con el turno del mismo jugador. También hay tablas automáticas tras 25 jugadas de cada bando en las que solo se movieron damas, sin capturar; tras 16 jugadas de cada bando con tres piezas (al menos una de ellas dama) contra una dama solitaria; y tras 5 jugadas de cada bando con una o dos piezas (al menos una de ellas dama) contra una dama solitaria. El panel muestra cuántas jugadas quedan.
    [english] La partida termina en tablas cuando la misma posición se repite por tercera vez con el turno del mismo jugador, y tras 50 jugadas de cada bando sin capturas y sin mover ningún peón. El panel muestra cuántas jugadas quedan.
    [spanish] La partida termina en tablas cuando la misma posición se repite por tercera vez con el turno del mismo jugador, y tras 20 jugadas de cada bando en las que solo se movieron damas, sin capturar. El panel muestra cuántas jugadas quedan.
    [turkish] La partida termina en tablas: cuando la misma posición se repite por tercera vez con el turno del mismo jugador; en cuanto a cada bando le queda una sola pieza; y tras 50 jugadas de cada bando sin capturas y sin mover ningún peón. El panel muestra cuántas jugadas quedan.
   *[other] La partida termina en tablas cuando la misma posición se repite por tercera vez con el turno del mismo jugador.
}

## Lo que pide un ejercicio.

learn-goal-reach = Lleva una pieza a { $square }.
learn-goal-crown = Corona un peón.
learn-goal-take = { $count ->
    [one] Captura una pieza.
   *[other] Captura { $count } piezas en una sola jugada.
}
learn-goal-win = { $moves ->
    [one] Gana en una jugada.
   *[other] Gana en { $moves } jugadas, responda lo que responda tu rival.
}
learn-goal-safe = Haz la única jugada que no pierde ninguna pieza.
learn-goal-draw = Haz la jugada que lleva a tablas.

## Por qué una jugada cumplió el ejercicio.

learn-met-reach = Correcto: la pieza está en { $square }.
learn-met-crown = Correcto: el peón ya es dama.
learn-met-take = { $count ->
    [one] Correcto: una pieza capturada.
   *[other] Correcto: { $count } piezas capturadas.
}
learn-met-win = Correcto: tu rival ya no puede mover. Has ganado.
learn-met-safe = Correcto: tu rival no tiene nada que capturar.
learn-met-draw = Correcto: la partida termina en tablas.
learn-going-on = Bien. Tu rival ha respondido { $move }: te toca.

## Por qué una jugada no lo cumplió (el jugador vuelve a intentarlo).

learn-miss-elsewhere = Esa pieza ha ido a { $square }, no a { $target }.
learn-miss-not-crowned = Esa jugada no corona ningún peón.
learn-miss-took-fewer = Esa captura se lleva { $took ->
    [one] { $took } pieza
   *[other] { $took } piezas
}; otra se lleva { $could }.
learn-miss-no-win = Así no ganas: tu rival responde { $move } y resiste.
learn-miss-loses-piece = Después de esa jugada, tu rival captura: { $move }.
learn-miss-no-draw = Esa jugada no lleva a tablas.
