# Lecciones sobre el tablero (www/src/learn). Se descargan con las páginas de reglas, no van dentro de la página.
# $variant es el código de la variante (brazilian, russian, international, english, spanish,
# turkish, italian, czech, pool, thai, antidraughts, breakthrough); un mensaje lo usa como
# selector donde las variantes difieren.

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
    [czech] Cuando un peón tiene una pieza contraria delante, en diagonal, y la casilla justo detrás de ella está libre, salta sobre ella y la captura. La captura es obligatoria: mientras haya una captura, el juego no acepta ninguna otra jugada. Los peones capturan solo hacia delante.
    [thai] Cuando un peón tiene una pieza contraria delante, en diagonal, y la casilla justo detrás de ella está libre, salta sobre ella y la captura. La captura es obligatoria: mientras haya una captura, el juego no acepta ninguna otra jugada. Los peones capturan solo hacia delante.
    [italian] Cuando un peón tiene un peón contrario delante, en diagonal, y la casilla justo detrás de él está libre, salta sobre él y lo captura. La captura es obligatoria: mientras haya una captura, el juego no acepta ninguna otra jugada. Los peones capturan solo hacia delante, y nunca una dama: solo una dama puede capturar a una dama.
    [antidraughts] Cuando un peón tiene una pieza contraria al lado, en diagonal, y la casilla justo detrás de ella está libre, salta sobre ella y la captura. La captura es obligatoria: mientras haya una captura, el juego no acepta ninguna otra jugada. Los peones capturan hacia delante y hacia atrás. En las damas ganapierde, así es como obligas a tu rival a capturar tus piezas.
   *[other] Cuando un peón tiene una pieza contraria al lado, en diagonal, y la casilla justo detrás de ella está libre, salta sobre ella y la captura. La captura es obligatoria: mientras haya una captura, el juego no acepta ninguna otra jugada. Los peones capturan hacia delante y hacia atrás.
}
learn-several-title = Varias capturas seguidas
learn-several-rule = { $variant ->
    [turkish] Cuando la pieza que acaba de saltar puede volver a saltar, debe seguir en la misma jugada hasta que no quede nada que capturar. Cada pieza capturada sale del tablero en cuanto es saltada, así que la pieza que captura puede volver a cruzar su casilla.
    [thai] Cuando la pieza que acaba de saltar puede volver a saltar, debe seguir en la misma jugada hasta que no quede nada que capturar. Cada pieza capturada sale del tablero en cuanto es saltada, así que la pieza que captura puede volver a cruzar su casilla.
   *[other] Cuando la pieza que acaba de saltar puede volver a saltar, debe seguir en la misma jugada hasta que no quede nada que capturar. Las piezas capturadas salen del tablero al terminar la jugada, y no se puede saltar dos veces la misma pieza.
}
learn-most-title = El mayor número de piezas
learn-most-rule = { $variant ->
    [spanish] Cuando hay varias capturas posibles, debes jugar una de las que capturan más piezas y, entre ellas, una de las que capturan más damas. El juego no acepta las demás.
    [italian] Cuando hay varias capturas posibles, deciden estas reglas, en este orden: capturar el mayor número de piezas; si hay igualdad, capturar con una dama y no con un peón; después, capturar el mayor número de damas; después, elegir la captura que encuentra antes una dama. El juego no acepta las demás; entre capturas que sigan igualadas, eliges tú.
   *[other] Cuando hay varias capturas posibles, debes jugar una de las que capturan más piezas; una dama cuenta como una pieza, igual que un peón. El juego no acepta las demás; entre capturas con el mismo número de piezas, eliges tú.
}
learn-choice-title = Elegir la captura
learn-choice-rule = { $variant ->
    [czech] Cuando hay varias capturas posibles, puedes elegir cualquiera, incluso una que capture menos piezas, pero la captura elegida debe completarse hasta el final. Hay una regla que va antes: si una de tus damas puede capturar, la captura debe hacerla una dama, y el juego no acepta que capture un peón. Elige bien: aquí, captura el mayor número de piezas que permitan las reglas.
   *[other] Cuando hay varias capturas posibles, puedes elegir cualquiera, incluso una que capture menos piezas, pero la captura elegida debe completarse hasta el final. Elige bien: aquí, captura el mayor número de piezas.
}
learn-crown-title = { $variant ->
    [breakthrough] Coronar es ganar
   *[other] Coronación
}
learn-crown-rule = { $variant ->
    [russian] Un peón que llega a la última fila se convierte en dama. Si llega durante una captura y puede seguir capturando, continúa en el acto, ya como dama.
    [english] Un peón que llega a la última fila se convierte en dama, y su jugada termina ahí, aunque sea en medio de una captura.
    [spanish] Un peón que llega a la última fila se convierte en dama, y su jugada termina ahí, aunque sea en medio de una captura.
    [turkish] Un peón que termina su jugada en la última fila se convierte en dama. Si llega durante una captura y puede seguir capturando, sigue como peón y solo corona si su jugada termina en la última fila.
    [czech] Un peón que llega a la última fila se convierte en dama, y su jugada termina ahí, aunque sea en medio de una captura.
    [thai] Un peón que llega a la última fila se convierte en dama, y su jugada termina ahí, aunque sea en medio de una captura.
    [italian] Un peón que llega a la última fila se convierte en dama, y su jugada termina ahí, aunque sea en medio de una captura.
    [breakthrough] Un peón que termina su jugada en la última fila se convierte en dama, y su bando gana la partida en el acto. Un peón que solo pasa por la última fila durante una captura y sigue capturando sigue siendo peón: con eso no se gana.
   *[other] Un peón que termina su jugada en la última fila se convierte en dama. Si solo pasa por la última fila durante una captura y sigue capturando, sigue siendo peón.
}
learn-king-move-title = Cómo mueven las damas
learn-king-move-rule = { $variant ->
    [english] Una dama se mueve una casilla en diagonal, hacia delante o hacia atrás.
    [turkish] Una dama se mueve por una fila o una columna tantas casillas libres como quiera: hacia delante, hacia atrás o hacia los lados.
    [italian] Una dama se mueve una casilla en diagonal, hacia delante o hacia atrás.
   *[other] Una dama se mueve por una diagonal, hacia delante o hacia atrás, tantas casillas libres como quiera.
}
learn-king-capture-title = Cómo capturan las damas
learn-king-capture-rule = { $variant ->
    [english] Una dama captura hacia delante o hacia atrás: salta sobre una pieza contraria que tiene al lado, en diagonal, hasta la casilla libre justo detrás.
    [turkish] Una dama captura a distancia por una fila o una columna: si entre ella y una pieza contraria solo hay casillas libres, salta sobre esa pieza y se detiene en cualquier casilla libre más allá, hasta la siguiente pieza o el borde del tablero. Si desde una de esas casillas puede volver a capturar, debe detenerse en ella. Entre dos saltos no puede volver por donde ha venido.
    [thai] Una dama captura a distancia por una diagonal: si entre ella y una pieza contraria solo hay casillas libres, salta sobre esa pieza y debe detenerse en la casilla justo detrás de ella. Desde allí puede volver a capturar en cualquier dirección, incluso volviendo por donde ha venido. Cada pieza capturada sale del tablero en el acto, así que la dama puede volver a cruzar su casilla.
    [italian] Una dama captura hacia delante o hacia atrás: salta sobre una pieza contraria, peón o dama, que tiene al lado, en diagonal, hasta la casilla libre justo detrás.
   *[other] Una dama captura a distancia por una diagonal: si entre ella y una pieza contraria solo hay casillas libres, salta sobre esa pieza y se detiene en cualquier casilla libre más allá, hasta la siguiente pieza o el borde del tablero. Si desde una de esas casillas puede volver a capturar, debe detenerse en ella.
}
learn-win-title = Ganar
learn-win-rule = { $variant ->
    [antidraughts] Ganas cuando no te queda ninguna pieza, o cuando ninguna de tus piezas puede moverse. La captura es obligatoria: pon tus piezas donde tu rival tenga que capturarlas, tantas a la vez como puedas. No bloquees nunca las últimas piezas de tu rival: no podrían moverse, y ganaría él.
    [breakthrough] Ganas cuando coronas tu primer peón, y también cuando a tu rival no le queda ninguna pieza o ninguna de sus piezas puede moverse. Detén los peones de tu rival antes de que lleguen a tu primera fila.
   *[other] Ganas cuando a tu rival no le queda ninguna pieza, o cuando ninguna de sus piezas puede moverse.
}
learn-breakthrough-title = Abrirse paso
learn-breakthrough-rule = Un peón se abre paso cuando ninguna pieza contraria puede detenerlo en su camino hacia la última fila. A menudo, entregar una pieza abre el camino: la captura es obligatoria, así que tu rival debe capturarla, y un defensor deja su casilla.
learn-safe-title = Conservar tus piezas
learn-safe-rule = { $variant ->
    [breakthrough] Antes de mover, mira qué podría capturar tu rival después de tu jugada, y si alguno de sus peones podría entonces abrirse paso hasta tu primera fila. Aquí solo una jugada no pierde nada.
   *[other] Antes de mover, mira qué podría capturar tu rival después de tu jugada: una pieza se pierde cuando una pieza contraria puede saltarla hasta una casilla libre detrás de ella. Aquí solo una jugada no pierde nada.
}
learn-draws-title = Tablas
learn-draws-rule = { $variant ->
    [brazilian] La partida termina en tablas cuando la misma posición se repite por tercera vez con el turno del mismo jugador. También hay tablas automáticas: tras 15 jugadas de cada bando en las que solo se movieron damas, sin capturar; con tres damas o más contra una dama solitaria, en la 15.ª jugada del bando más fuerte; tras 5 jugadas de cada bando con tres piezas (al menos una de ellas dama) contra una dama solitaria en la gran diagonal, o con una o dos piezas (al menos una de ellas dama) contra una dama solitaria; y, cuando ambos bandos tienen damas, tras 30 jugadas de cada bando con cuatro o cinco piezas en el tablero, o 60 con seis o siete. La cuenta de las jugadas en que solo se mueven damas vuelve a empezar con cualquier captura o movimiento de peón; las demás, con cualquier captura o coronación. El panel muestra cuántas jugadas quedan.
    [russian] La partida termina en tablas cuando la misma posición se repite por tercera vez con el turno del mismo jugador. También hay tablas automáticas: tras 15 jugadas de cada bando en las que solo se movieron damas, sin capturar; con tres damas o más contra una dama solitaria, en la 15.ª jugada del bando más fuerte; tras 5 jugadas de cada bando con tres piezas (al menos una de ellas dama) contra una dama solitaria en la gran diagonal, o con una o dos piezas (al menos una de ellas dama) contra una dama solitaria; y, cuando ambos bandos tienen damas, tras 30 jugadas de cada bando con cuatro o cinco piezas en el tablero, o 60 con seis o siete. La cuenta de las jugadas en que solo se mueven damas vuelve a empezar con cualquier captura o movimiento de peón; las demás, con cualquier captura o coronación. El panel muestra cuántas jugadas quedan.
    [international] La partida termina en tablas cuando la misma posición se repite por tercera vez con el turno del mismo jugador. También hay tablas automáticas tras 25 jugadas de cada bando en las que solo se movieron damas, sin capturar; tras 16 jugadas de cada bando con tres piezas (al menos una de ellas dama) contra una dama solitaria; y tras 5 jugadas de cada bando con una o dos piezas (al menos una de ellas dama) contra una dama solitaria. El panel muestra cuántas jugadas quedan.
    [english] La partida termina en tablas cuando la misma posición se repite por tercera vez con el turno del mismo jugador, y tras 50 jugadas de cada bando sin capturas y sin mover ningún peón. El panel muestra cuántas jugadas quedan.
    [spanish] La partida termina en tablas cuando la misma posición se repite por tercera vez con el turno del mismo jugador, y tras 20 jugadas de cada bando en las que solo se movieron damas, sin capturar. El panel muestra cuántas jugadas quedan.
    [turkish] La partida termina en tablas: cuando la misma posición se repite por tercera vez con el turno del mismo jugador; en cuanto a cada bando le queda una sola pieza; y tras 50 jugadas de cada bando sin capturas y sin mover ningún peón. El panel muestra cuántas jugadas quedan.
    [czech] La partida termina en tablas cuando la misma posición se repite por tercera vez con el turno del mismo jugador. No hay tablas por número de jugadas.
    [pool] La partida termina en tablas cuando la misma posición se repite por tercera vez con el turno del mismo jugador. También hay tablas automáticas tras 15 jugadas de cada bando en las que solo se movieron damas, sin capturar, y, con tres damas contra una dama solitaria, en la 13.ª jugada del bando más fuerte. La cuenta de las jugadas en que solo se mueven damas vuelve a empezar con cualquier captura o movimiento de peón; la otra, con cualquier captura o coronación. El panel muestra cuántas jugadas quedan.
    [thai] La partida termina en tablas cuando la misma posición se repite por tercera vez con el turno del mismo jugador. No hay tablas por número de jugadas.
    [italian] La partida termina en tablas cuando la misma posición se repite por cuarta vez con el turno del mismo jugador, y tras 40 jugadas de cada bando sin capturas y sin mover ningún peón. El panel muestra cuántas jugadas quedan.
    [antidraughts] La partida termina en tablas cuando la misma posición se repite por tercera vez con el turno del mismo jugador. No hay ninguna otra regla de tablas, ni siquiera cuando quedan pocas piezas.
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
learn-goal-safe = { $variant ->
    [breakthrough] Haz la única jugada que no pierde ni una pieza ni la partida.
   *[other] Haz la única jugada que no pierde ninguna pieza.
}
learn-goal-draw = Haz la jugada que lleva a tablas.

## Por qué una jugada cumplió el ejercicio.

learn-met-reach = Correcto: la pieza está en { $square }.
learn-met-crown = Correcto: el peón ya es dama.
learn-met-take = { $count ->
    [one] Correcto: una pieza capturada.
   *[other] Correcto: { $count } piezas capturadas.
}
learn-met-win = { $variant ->
    [antidraughts] Correcto: tu rival debe capturar ({ $move }) y después te quedas sin jugadas. Has ganado.
    [breakthrough] Correcto: has ganado la partida.
   *[other] Correcto: tu rival ya no puede mover. Has ganado.
}
learn-met-safe = { $variant ->
    [breakthrough] Correcto: tu rival no puede capturar ni abrirse paso.
   *[other] Correcto: tu rival no tiene nada que capturar.
}
learn-met-draw = Correcto: la partida termina en tablas.
learn-going-on = Bien. Tu rival ha respondido { $move }: te toca.

## Por qué una jugada no lo cumplió (el jugador vuelve a intentarlo).

learn-miss-elsewhere = Esa pieza ha ido a { $square }, no a { $target }.
learn-miss-not-crowned = Esa jugada no corona ningún peón.
learn-miss-took-fewer = Esa captura se lleva { $took ->
    [one] { $took } pieza
   *[other] { $took } piezas
}; otra se lleva { $could }.
learn-miss-no-win = { $variant ->
    [breakthrough] Así no ganas: tu rival responde { $move }.
   *[other] Así no ganas: tu rival responde { $move } y resiste.
}
learn-miss-loses-piece = { $variant ->
    [breakthrough] Después de esa jugada, tu rival gana una pieza o se abre paso: { $move }.
   *[other] Después de esa jugada, tu rival captura: { $move }.
}
learn-miss-no-draw = Esa jugada no lleva a tablas.
learn-miss-lost = { $variant ->
    [antidraughts] Después de esa jugada tu rival se queda sin jugadas, y en las damas ganapierde eso le da la victoria.
   *[other] Esa jugada termina la partida, y gana tu rival.
}
