# La página de reglas: una parte por variante, tal como el juego las aplica (docs/rules.md).
# Los nombres de casillas de los textos siguen la notación de cada variante; no se traducen.
# Frases cortas a propósito: cada una dice una sola cosa. El botón del diálogo está en main.ftl.

## Títulos de las secciones, comunes a todas las variantes

rules-section-board = Tablero y piezas
rules-section-men = Cómo mueven los peones
rules-section-kings = Cómo mueven las damas
rules-section-captures = Capturas
rules-section-precedence = Qué captura elegir
rules-section-crowning = Coronación
rules-section-draws = Fin de la partida y tablas
rules-section-notation = Notación

## Damas brasileñas

rules-brazilian-title = Damas brasileñas
rules-brazilian-intro = Las damas brasileñas siguen las reglas internacionales en el tablero pequeño de 64 casillas.
rules-brazilian-board-1 = El tablero tiene 8 por 8 casillas. La casilla de la esquina a1, a la izquierda de las blancas, es oscura.
rules-brazilian-board-2 = Cada jugador tiene 12 peones en las casillas oscuras de las tres filas más cercanas a él. Empiezan las blancas.
rules-brazilian-board-diagram-1 = La posición inicial.
rules-brazilian-men-1 = Un peón avanza una casilla en diagonal, si esa casilla está libre.
rules-brazilian-men-diagram-1 = El peón de c3 puede ir a b4 o a d4.
rules-brazilian-kings-1 = Una dama se mueve por una diagonal, hacia delante o hacia atrás, tantas casillas libres como quiera. Es una dama «voladora».
rules-brazilian-kings-diagram-1 = La dama de c1 puede ir a cualquier casilla marcada.
rules-brazilian-captures-1 = La captura es obligatoria: si puedes capturar, debes hacerlo, y el juego no acepta ninguna otra jugada. Solo se capturan piezas contrarias: ninguna pieza salta sobre otra de su mismo color.
rules-brazilian-captures-2 = Un peón captura saltando sobre una pieza contraria que tiene al lado, hasta la casilla libre justo detrás. Los peones capturan hacia delante y hacia atrás.
rules-brazilian-captures-3 = Tras un salto, la pieza debe seguir saltando mientras pueda. Todos los saltos juntos son una sola jugada.
rules-brazilian-captures-4 = Una dama captura una pieza a cualquier distancia en su diagonal, si las casillas de en medio están libres. Se detiene en cualquier casilla libre detrás de ella. Si desde una de esas casillas puede volver a capturar, debe detenerse en ella y seguir capturando.
rules-brazilian-captures-5 = No se puede saltar dos veces la misma pieza. Las piezas capturadas salen del tablero solo al final de la jugada, así que siguen cerrando el paso.
rules-brazilian-captures-diagram-1 = El peón de c3 captura d4 y luego f4 hacia atrás: c3xe5xg3.
rules-brazilian-captures-diagram-2 = La dama de a1 captura d4 y puede detenerse en e5, f6, g7 o h8.
rules-brazilian-precedence-1 = Debes capturar el mayor número posible de piezas. Una dama cuenta como una pieza, igual que un peón.
rules-brazilian-precedence-2 = Si hay varias capturas con el mismo número de piezas, eliges libremente entre ellas.
rules-brazilian-precedence-diagram-1 = Las blancas deben jugar g3xe5xg7 y capturar dos peones. No se permite capturar la dama con a3xc5, porque así solo se captura una pieza.
rules-brazilian-crowning-1 = Un peón que termina su jugada en la última fila se convierte en dama.
rules-brazilian-crowning-2 = Un peón que llega a la última fila durante una captura, y puede seguir capturando, debe seguir. Sigue siendo peón y no corona.
rules-brazilian-crowning-diagram-1 = El peón de b6 pasa por d8 y termina en f6: b6xd8xf6. Sigue siendo un peón.
rules-brazilian-draws-1 = Un jugador que no puede mover pierde. Ocurre cuando todas sus piezas están capturadas o bloqueadas.
rules-brazilian-draws-2 = La partida termina en tablas cuando la misma posición aparece tres veces con el turno del mismo jugador. Los jugadores también pueden acordar tablas.
rules-brazilian-draws-3 = La partida también termina en tablas automáticamente en estos casos, como en las reglas de damas-64 de la Federación Internacional de Damas (IDF, artículos 7.2.4 a 7.2.8). En un final, las jugadas se cuentan desde que surgió su relación de fuerzas, es decir, desde la última captura o coronación:
rules-brazilian-draws-4 = Tres o más damas contra una dama: tablas si el bando más fuerte ha hecho 15 jugadas sin ganar.
rules-brazilian-draws-5 = Tres piezas, al menos una de ellas dama, contra una dama en la gran diagonal a1-h8: tablas tras 5 jugadas de cada bando.
rules-brazilian-draws-6 = Dos damas, una dama y un peón, o una sola dama, contra una dama: tablas tras 5 jugadas de cada bando.
rules-brazilian-draws-7 = Ambos bandos tienen damas y no hay capturas ni coronaciones: tablas tras 30 jugadas de cada bando con 4 o 5 piezas en el tablero, tras 60 jugadas de cada bando con 6 o 7 piezas.
rules-brazilian-draws-8 = Ambos jugadores mueven solo damas, sin capturar: tablas tras 15 jugadas de cada bando.
rules-brazilian-draws-9 = La Confederación Brasileña de Damas (CBD) cuenta 20 jugadas de cada bando en este último caso; este juego sigue las 15 de la Federación Internacional de Damas.
rules-brazilian-notation-1 = Cada casilla tiene una letra para la columna, de la a a la h desde la izquierda de las blancas, y un número para la fila, del 1 al 8 desde el lado de las blancas.
rules-brazilian-notation-2 = Una jugada se escribe c3-d4. Una captura se escribe c3xe5, con cada casilla de llegada si hace falta: c3xe5xg3.

## Damas rusas

rules-russian-title = Damas rusas
rules-russian-intro = Las damas rusas (shashki) se juegan en 64 casillas, con damas voladoras y libre elección de la captura.
rules-russian-board-1 = El tablero tiene 8 por 8 casillas. La casilla de la esquina a1, a la izquierda de las blancas, es oscura.
rules-russian-board-2 = Cada jugador tiene 12 peones en las casillas oscuras de las tres filas más cercanas a él. Empiezan las blancas.
rules-russian-board-diagram-1 = La posición inicial.
rules-russian-men-1 = Un peón avanza una casilla en diagonal, si esa casilla está libre.
rules-russian-men-diagram-1 = El peón de c3 puede ir a b4 o a d4.
rules-russian-kings-1 = Una dama se mueve por una diagonal, hacia delante o hacia atrás, tantas casillas libres como quiera.
rules-russian-kings-diagram-1 = La dama de c1 puede ir a cualquier casilla marcada.
rules-russian-captures-1 = La captura es obligatoria: si puedes capturar, debes hacerlo, y el juego no acepta ninguna otra jugada. Solo se capturan piezas contrarias: ninguna pieza salta sobre otra de su mismo color.
rules-russian-captures-2 = Un peón captura saltando sobre una pieza contraria que tiene al lado, hasta la casilla libre justo detrás. Los peones capturan hacia delante y hacia atrás.
rules-russian-captures-3 = Tras un salto, la pieza debe seguir saltando mientras pueda. Todos los saltos juntos son una sola jugada.
rules-russian-captures-4 = Una dama captura una pieza a cualquier distancia en su diagonal, si las casillas de en medio están libres. Se detiene en cualquier casilla libre detrás de ella. Si desde una de esas casillas puede volver a capturar, debe detenerse en ella y seguir capturando.
rules-russian-captures-5 = No se puede saltar dos veces la misma pieza. Las piezas capturadas salen del tablero solo al final de la jugada, así que siguen cerrando el paso.
rules-russian-captures-diagram-1 = El peón de c3 captura d4 y luego f4 hacia atrás: c3:e5:g3.
rules-russian-captures-diagram-2 = La dama de a1 captura d4 y puede detenerse en e5, f6, g7 o h8.
rules-russian-precedence-1 = Cuando hay varias formas de capturar, eliges la que quieras. No tienes que capturar el mayor número de piezas.
rules-russian-precedence-2 = La captura elegida debe completarse hasta el final.
rules-russian-precedence-diagram-1 = Las blancas pueden capturar la dama con a3:c5, aunque g3:e5:g7 captura dos peones. Las dos jugadas están permitidas.
rules-russian-crowning-1 = Un peón que llega a la última fila se convierte en dama en ese mismo momento.
rules-russian-crowning-2 = Si esto ocurre durante una captura, sigue capturando en la misma jugada, ya como dama.
rules-russian-crowning-diagram-1 = El peón de b6 corona en d8. Como dama, captura después e7 y se detiene en h4: b6:d8:h4.
rules-russian-draws-1 = Un jugador que no puede mover pierde. Ocurre cuando todas sus piezas están capturadas o bloqueadas.
rules-russian-draws-2 = La partida termina en tablas cuando la misma posición aparece tres veces con el turno del mismo jugador. Los jugadores también pueden acordar tablas.
rules-russian-draws-3 = La partida también termina en tablas automáticamente en estos casos. En un final, las jugadas se cuentan desde que surgió su relación de fuerzas, es decir, desde la última captura o coronación:
rules-russian-draws-4 = Tres o más damas contra una dama: tablas si el bando más fuerte ha hecho 15 jugadas sin ganar.
rules-russian-draws-5 = Tres piezas, al menos una de ellas dama, contra una dama en la gran diagonal a1-h8: tablas tras 5 jugadas de cada bando.
rules-russian-draws-6 = Dos damas, una dama y un peón, o una sola dama, contra una dama: tablas tras 5 jugadas de cada bando.
rules-russian-draws-7 = Ambos bandos tienen damas y no hay capturas ni coronaciones: tablas tras 30 jugadas de cada bando con 4 o 5 piezas en el tablero, tras 60 jugadas de cada bando con 6 o 7 piezas.
rules-russian-draws-8 = Ambos jugadores mueven solo damas, sin capturar: tablas tras 15 jugadas de cada bando.
rules-russian-notation-1 = Cada casilla tiene una letra para la columna, de la a a la h desde la izquierda de las blancas, y un número para la fila, del 1 al 8 desde el lado de las blancas.
rules-russian-notation-2 = Una jugada se escribe c3-d4. Una captura se escribe c3:e5 (o c3xe5), con cada casilla de llegada si hace falta: c3:e5:g3.

## Damas internacionales

rules-international-title = Damas internacionales
rules-international-intro = Las damas internacionales se juegan en un tablero de 100 casillas, con las reglas de la federación mundial, la FMJD.
rules-international-board-1 = El tablero tiene 10 por 10 casillas. La casilla de la esquina, a la izquierda de las blancas, es oscura.
rules-international-board-2 = Cada jugador tiene 20 peones en las casillas oscuras de las cuatro filas más cercanas a él. Empiezan las blancas.
rules-international-board-diagram-1 = La posición inicial. Los peones negros están en las casillas 1 a 20; los blancos, en la 31 a 50.
rules-international-men-1 = Un peón avanza una casilla en diagonal, si esa casilla está libre.
rules-international-men-diagram-1 = El peón de 33 puede ir a 28 o a 29.
rules-international-kings-1 = Una dama se mueve por una diagonal, hacia delante o hacia atrás, tantas casillas libres como quiera. Es una dama «voladora».
rules-international-kings-diagram-1 = La dama de 46 puede ir a cualquier casilla marcada.
rules-international-captures-1 = La captura es obligatoria: si puedes capturar, debes hacerlo, y el juego no acepta ninguna otra jugada. Solo se capturan piezas contrarias: ninguna pieza salta sobre otra de su mismo color.
rules-international-captures-2 = Un peón captura saltando sobre una pieza contraria que tiene al lado, hasta la casilla libre justo detrás. Los peones capturan hacia delante y hacia atrás.
rules-international-captures-3 = Tras un salto, la pieza debe seguir saltando mientras pueda. Todos los saltos juntos son una sola jugada.
rules-international-captures-4 = Una dama captura una pieza a cualquier distancia en su diagonal, si las casillas de en medio están libres. Se detiene en cualquier casilla libre detrás de ella. Si desde una de esas casillas puede volver a capturar, debe detenerse en ella y seguir capturando.
rules-international-captures-5 = No se puede saltar dos veces la misma pieza. Las piezas capturadas salen del tablero solo al final de la jugada, así que siguen cerrando el paso.
rules-international-captures-diagram-1 = El peón de 37 captura 32 y luego 33 hacia atrás: 37x28x39.
rules-international-captures-diagram-2 = La dama de 46 captura 32 y puede detenerse en 28, 23, 19, 14, 10 o 5.
rules-international-precedence-1 = Debes capturar el mayor número posible de piezas. Una dama cuenta como una pieza, igual que un peón.
rules-international-precedence-2 = Si hay varias capturas con el mismo número de piezas, eliges libremente entre ellas.
rules-international-precedence-diagram-1 = Las blancas deben jugar 39x28x19 y capturar dos peones. No se permite capturar la dama con 36x27, porque así solo se captura una pieza.
rules-international-crowning-1 = Un peón que termina su jugada en la última fila se convierte en dama.
rules-international-crowning-2 = Un peón que llega a la última fila durante una captura, y puede seguir capturando, debe seguir. Sigue siendo peón y no corona.
rules-international-crowning-diagram-1 = El peón de 11 pasa por 2 y termina en 13: 11x2x13. Sigue siendo un peón.
rules-international-draws-1 = Un jugador que no puede mover pierde. Ocurre cuando todas sus piezas están capturadas o bloqueadas.
rules-international-draws-2 = La partida termina en tablas cuando la misma posición aparece tres veces con el turno del mismo jugador. Los jugadores también pueden acordar tablas.
rules-international-draws-3 = La partida también termina en tablas automáticamente en estos casos. En un final, las jugadas se cuentan desde que surgió su relación de fuerzas, es decir, desde la última captura o coronación:
rules-international-draws-4 = Tres piezas, al menos una de ellas dama, contra una dama: tablas tras 16 jugadas de cada bando.
rules-international-draws-5 = Dos piezas o menos, al menos una de ellas dama, contra una dama: tablas tras 5 jugadas de cada bando.
rules-international-draws-6 = Ambos jugadores mueven solo damas, sin capturar: tablas tras 25 jugadas de cada bando.
rules-international-notation-1 = Las casillas oscuras se numeran del 1 al 50. La casilla 1 está arriba a la izquierda, con el tablero visto desde las blancas. Los números van de izquierda a derecha, fila por fila, hasta el 50 abajo a la derecha.
rules-international-notation-2 = Una jugada se escribe 32-28. Una captura se escribe 28x19, con cada casilla de llegada si hace falta: 37x28x39.

## Damas inglesas (checkers)

rules-english-title = Damas inglesas (checkers)
rules-english-intro = Las damas inglesas, o checkers, se juegan en 64 casillas, con damas de movimiento corto y libre elección de la captura.
rules-english-board-1 = El tablero tiene 8 por 8 casillas. La casilla de la esquina, a la izquierda de cada jugador, es oscura.
rules-english-board-2 = Cada jugador tiene 12 peones en las casillas oscuras de las tres filas más cercanas a él. Empiezan las negras.
rules-english-board-diagram-1 = La posición inicial. Los peones negros están en las casillas 1 a 12; los blancos, en la 21 a 32.
rules-english-men-1 = Un peón avanza una casilla en diagonal, si esa casilla está libre.
rules-english-men-diagram-1 = El peón de 22 puede ir a 17 o a 18.
rules-english-kings-1 = Una dama se mueve una casilla en diagonal, hacia delante o hacia atrás. No puede ir más lejos en una jugada.
rules-english-kings-diagram-1 = La dama de 18 puede ir a 14, 15, 22 o 23.
rules-english-captures-1 = La captura es obligatoria: si puedes capturar, debes hacerlo, y el juego no acepta ninguna otra jugada. Solo se capturan piezas contrarias: ninguna pieza salta sobre otra de su mismo color.
rules-english-captures-2 = Una pieza captura saltando sobre una pieza contraria que tiene al lado, hasta la casilla libre justo detrás.
rules-english-captures-3 = Los peones capturan solo hacia delante. Las damas capturan hacia delante y hacia atrás, pero solo una pieza que tengan al lado.
rules-english-captures-4 = Tras un salto, la pieza debe seguir saltando mientras pueda. Todos los saltos juntos son una sola jugada.
rules-english-captures-5 = Las piezas saltadas permanecen en el tablero hasta que termina la jugada: siguen cerrando el paso, y no se puede saltar dos veces la misma pieza.
rules-english-captures-diagram-1 = El peón de 22 debe capturar 18: 22x15. No puede capturar 26, que está detrás de él.
rules-english-captures-diagram-2 = La dama de 18 captura 23 hacia atrás y se detiene justo detrás: 18x27.
rules-english-precedence-1 = Cuando hay varias formas de capturar, eliges la que quieras. No tienes que capturar el mayor número de piezas.
rules-english-precedence-2 = La captura elegida debe completarse hasta el final.
rules-english-precedence-diagram-1 = Las blancas pueden jugar 21x14 y capturar un peón, aunque 24x15x8 captura dos. Las dos jugadas están permitidas.
rules-english-crowning-1 = Un peón que llega a la última fila se convierte en dama.
rules-english-crowning-2 = Si esto ocurre durante una captura, la jugada termina ahí. La nueva dama no captura nada más en esa jugada.
rules-english-crowning-diagram-1 = El peón de 11 captura 7 y corona en 2: 11x2. La jugada termina, así que 6 no se captura.
rules-english-draws-1 = Un jugador que no puede mover pierde. Ocurre cuando todas sus piezas están capturadas o bloqueadas.
rules-english-draws-2 = La partida termina en tablas cuando la misma posición aparece tres veces con el turno del mismo jugador. Los jugadores también pueden acordar tablas.
rules-english-draws-3 = La partida también termina en tablas tras 50 jugadas de cada bando sin capturas y sin mover ningún peón.
rules-english-draws-4 = Los torneos de la federación mundial usan 40 jugadas, si un jugador lo reclama. Este juego declara tablas a las 50 jugadas, sin reclamación.
rules-english-notation-1 = Las casillas oscuras se numeran del 1 al 32. La casilla 1 está arriba a la izquierda, con el tablero visto desde las blancas. Los números van de izquierda a derecha, fila por fila, hasta el 32 abajo a la derecha.
rules-english-notation-2 = Una jugada se escribe 22-18. Una captura se escribe 22x15, con cada casilla de llegada si hace falta: 24x15x8.

## Damas españolas

rules-spanish-title = Damas españolas
rules-spanish-intro = Las damas españolas se juegan en 64 casillas, con damas voladoras. Los peones capturan solo hacia delante.
rules-spanish-board-1 = El tablero tiene 8 por 8 casillas. Se coloca girado: la casilla de la esquina, a la derecha de cada jugador, es oscura.
rules-spanish-board-2 = Cada jugador tiene 12 peones en las casillas oscuras de las tres filas más cercanas a él. Empiezan las blancas.
rules-spanish-board-diagram-1 = La posición inicial. Los peones blancos están en las casillas 1 a 12; los negros, en la 21 a 32.
rules-spanish-men-1 = Un peón avanza una casilla en diagonal, si esa casilla está libre.
rules-spanish-men-diagram-1 = El peón de 10 puede ir a 13 o a 14.
rules-spanish-kings-1 = Una dama se mueve por una diagonal, hacia delante o hacia atrás, tantas casillas libres como quiera.
rules-spanish-kings-diagram-1 = La dama de 1 puede ir a cualquier casilla marcada.
rules-spanish-captures-1 = La captura es obligatoria: si puedes capturar, debes hacerlo, y el juego no acepta ninguna otra jugada. Solo se capturan piezas contrarias: ninguna pieza salta sobre otra de su mismo color.
rules-spanish-captures-2 = Un peón captura saltando sobre una pieza contraria que tiene al lado, hasta la casilla libre justo detrás. Los peones capturan solo hacia delante.
rules-spanish-captures-3 = Tras un salto, la pieza debe seguir saltando mientras pueda. Todos los saltos juntos son una sola jugada.
rules-spanish-captures-4 = Una dama captura hacia delante y hacia atrás una pieza a cualquier distancia en su diagonal, si las casillas de en medio están libres. Se detiene en cualquier casilla libre detrás de ella. Si desde una de esas casillas puede volver a capturar, debe detenerse en ella y seguir capturando.
rules-spanish-captures-5 = No se puede saltar dos veces la misma pieza. Las piezas capturadas salen del tablero solo al final de la jugada, así que siguen cerrando el paso.
rules-spanish-captures-diagram-1 = El peón de 10 debe capturar 14: 10x19. No puede capturar 6, que está detrás de él.
rules-spanish-captures-diagram-2 = La dama de 1 captura 14 y puede detenerse en 19, 23, 28 o 32.
rules-spanish-precedence-1 = Debes capturar el mayor número posible de piezas. Es la ley de la cantidad.
rules-spanish-precedence-2 = Si hay varias capturas con el mismo número de piezas, debes elegir una de las que capturan más damas. Es la ley de la calidad.
rules-spanish-precedence-diagram-1 = Cantidad: las blancas deben jugar 12x19x28 y capturar dos peones. No se permite capturar la dama con 9x18.
rules-spanish-precedence-diagram-2 = Calidad: cada captura es de una sola pieza. Las blancas deben capturar la dama con 9x18, no el peón con 12x19.
rules-spanish-crowning-1 = Un peón que llega a la última fila se convierte en dama.
rules-spanish-crowning-2 = Si esto ocurre durante una captura, la jugada termina ahí. La nueva dama no captura nada más en esa jugada.
rules-spanish-crowning-diagram-1 = El peón de 23 captura 27 y corona en 30: 23x30. La jugada termina, así que 26 no se captura.
rules-spanish-draws-1 = Un jugador que no puede mover pierde. Ocurre cuando todas sus piezas están capturadas o bloqueadas.
rules-spanish-draws-2 = La partida termina en tablas cuando la misma posición aparece tres veces con el turno del mismo jugador. Los jugadores también pueden acordar tablas.
rules-spanish-draws-3 = La partida también termina en tablas tras 20 jugadas de cada bando en las que solo se mueven damas, sin capturas.
rules-spanish-notation-1 = Las casillas oscuras se numeran del 1 al 32. La casilla 1 está abajo a la derecha de las blancas. Los números van de derecha a izquierda, fila por fila, hasta el 32 arriba a la izquierda.
rules-spanish-notation-2 = Una jugada se escribe 10-14. Una captura se escribe 10x19, con cada casilla de llegada si hace falta: 12x19x28.

## Damas turcas

rules-turkish-title = Damas turcas
rules-turkish-intro = Las damas turcas (dama) usan todas las casillas del tablero. Las piezas se mueven en línea recta, por filas y columnas, no en diagonal.
rules-turkish-board-1 = El tablero tiene 8 por 8 casillas, y se usan las 64.
rules-turkish-board-2 = Cada jugador tiene 16 peones en la segunda y la tercera fila de su lado. La primera fila queda vacía. Empiezan las blancas.
rules-turkish-board-diagram-1 = La posición inicial.
rules-turkish-men-1 = Un peón avanza una casilla en línea recta, o se mueve una casilla a la izquierda o a la derecha. Nunca retrocede.
rules-turkish-men-diagram-1 = El peón de d4 puede ir a d5, c4 o e4.
rules-turkish-kings-1 = Una dama se mueve por una fila o una columna, hacia delante, hacia atrás o hacia los lados, tantas casillas libres como quiera.
rules-turkish-kings-diagram-1 = La dama de d4 puede ir a cualquier casilla marcada.
rules-turkish-captures-1 = La captura es obligatoria: si puedes capturar, debes hacerlo, y el juego no acepta ninguna otra jugada. Solo se capturan piezas contrarias: ninguna pieza salta sobre otra de su mismo color.
rules-turkish-captures-2 = Un peón captura saltando sobre una pieza contraria que tiene al lado, hasta la casilla libre justo detrás. Los peones capturan hacia delante y hacia los lados, nunca hacia atrás.
rules-turkish-captures-3 = Tras un salto, la pieza debe seguir saltando mientras pueda. Todos los saltos juntos son una sola jugada.
rules-turkish-captures-4 = Una dama captura una pieza a cualquier distancia en su fila o columna, si las casillas de en medio están libres. Se detiene en cualquier casilla libre detrás de ella. Si desde una de esas casillas puede volver a capturar, debe detenerse en ella y seguir capturando.
rules-turkish-captures-5 = Cada pieza capturada sale del tablero en el acto, al ser saltada. Así, la pieza que captura puede cruzar después la casilla donde estaba.
rules-turkish-captures-6 = Entre dos saltos, la pieza que captura no puede volver en la dirección opuesta.
rules-turkish-captures-diagram-1 = El peón de d4 captura e4 hacia un lado y luego f5 hacia delante: d4xf4xf6. No puede capturar d3, que está detrás de él.
rules-turkish-captures-diagram-2 = La dama de c1 captura c4, e7, f6 y b4: c1xc7xf7xf4xa4. En el último salto cruza c4, que ya está vacía.
rules-turkish-precedence-1 = Debes capturar el mayor número posible de piezas. Una dama cuenta como una pieza, igual que un peón.
rules-turkish-precedence-2 = Si hay varias capturas con el mismo número de piezas, eliges libremente entre ellas.
rules-turkish-precedence-diagram-1 = Las blancas deben jugar f3xf5xf7 y capturar dos peones. No se permite capturar la dama con b4xb6, porque así solo se captura una pieza.
rules-turkish-crowning-1 = Un peón que termina su jugada en la última fila se convierte en dama.
rules-turkish-crowning-2 = Un peón que llega a la última fila durante una captura sigue capturando como peón, si puede. Corona al terminar la jugada.
rules-turkish-crowning-3 = Las fuentes no coinciden en este punto, y ningún texto de una federación lo zanja: algunas coronan el peón en el acto. Este juego sigue la regla que dan la mayoría de las guías: corona al terminar la jugada.
rules-turkish-crowning-diagram-1 = El peón de c6 captura c7, llega a c8 y luego captura d8 como peón: c6xc8xe8. Corona en e8 al final, así que no captura e5 en esta jugada.
rules-turkish-draws-1 = Un jugador que no puede mover pierde. Ocurre cuando todas sus piezas están capturadas o bloqueadas.
rules-turkish-draws-2 = La partida termina en tablas cuando la misma posición aparece tres veces con el turno del mismo jugador. Los jugadores también pueden acordar tablas.
rules-turkish-draws-3 = La partida termina en tablas en el acto cuando a cada jugador le queda una sola pieza.
rules-turkish-draws-4 = La partida también termina en tablas tras 50 jugadas de cada bando sin capturas y sin mover ningún peón.
rules-turkish-draws-5 = Las tablas con una pieza por bando siguen la guía para principiantes de la Dama Akademisi (§19b): «aunque una de ellas sea dama». Algunos jugadores siguen jugando con una dama contra un peón solitario.
rules-turkish-notation-1 = Cada casilla tiene una letra para la columna, de la a a la h desde la izquierda de las blancas, y un número para la fila, del 1 al 8 desde el lado de las blancas.
rules-turkish-notation-2 = Una jugada se escribe d3-d4. Una captura se escribe d4xd6, con cada casilla de llegada si hace falta: d4xf4xf6.

## Damas italianas

rules-italian-title = Damas italianas
rules-italian-intro = Las damas italianas (dama italiana) se juegan en 64 casillas, con damas de movimiento corto y con las reglas de la federación italiana, la FID. Los peones no pueden capturar damas.
rules-italian-board-1 = El tablero tiene 8 por 8 casillas. Se coloca girado: la casilla de la esquina, a la derecha de cada jugador, es oscura.
rules-italian-board-2 = Cada jugador tiene 12 peones en las casillas oscuras de las tres filas más cercanas a él. Empiezan las blancas.
rules-italian-board-diagram-1 = La posición inicial. Los peones negros están en las casillas 1 a 12; los blancos, en la 21 a 32.
rules-italian-men-1 = Un peón avanza una casilla en diagonal, si esa casilla está libre.
rules-italian-men-diagram-1 = El peón de 22 puede ir a 18 o a 19.
rules-italian-kings-1 = Una dama se mueve una casilla en diagonal, hacia delante o hacia atrás. No puede ir más lejos en una jugada.
rules-italian-kings-diagram-1 = La dama de 18 puede ir a 13, 14, 21 o 22.
rules-italian-captures-1 = La captura es obligatoria: si puedes capturar, debes hacerlo, y el juego no acepta ninguna otra jugada. Solo se capturan piezas contrarias: ninguna pieza salta sobre otra de su mismo color.
rules-italian-captures-2 = Una pieza captura saltando sobre una pieza contraria que tiene al lado, hasta la casilla libre justo detrás. Los peones capturan solo hacia delante. Las damas capturan hacia delante y hacia atrás, pero solo una pieza que tengan al lado.
rules-italian-captures-3 = Un peón nunca captura una dama. Solo captura peones.
rules-italian-captures-4 = Tras un salto, la pieza debe seguir saltando mientras pueda. Todos los saltos juntos son una sola jugada.
rules-italian-captures-5 = Las piezas saltadas permanecen en el tablero hasta que termina la jugada: siguen cerrando el paso, y no se puede saltar dos veces la misma pieza.
rules-italian-captures-diagram-1 = El peón de 22 debe capturar 18: 22x13. No puede capturar 26, que está detrás de él.
rules-italian-captures-diagram-2 = El peón de 22 debe capturar el peón de 19: 22x15. No puede capturar la dama de 18.
rules-italian-precedence-1 = Cuando hay varias formas de capturar, deciden estas reglas, en este orden: capturar el mayor número de piezas; si hay igualdad, capturar con una dama y no con un peón; después, capturar el mayor número de damas; después, elegir la captura que encuentra antes una dama.
rules-italian-precedence-2 = Si las capturas siguen igualadas tras las cuatro reglas, eliges libremente entre ellas.
rules-italian-precedence-diagram-1 = La dama de 27 y el peón de 22 pueden capturar una pieza cada uno. La captura debe hacerla la dama: 27x20. No se permite capturar con el peón (22x13).
rules-italian-crowning-1 = Un peón que llega a la última fila se convierte en dama.
rules-italian-crowning-2 = Si esto ocurre durante una captura, la jugada termina ahí. La nueva dama no captura nada más en esa jugada.
rules-italian-crowning-diagram-1 = El peón de 9 captura 5 y corona en 2: 9x2. La jugada termina, así que 6 no se captura.
rules-italian-draws-1 = Un jugador que no puede mover pierde. Ocurre cuando todas sus piezas están capturadas o bloqueadas.
rules-italian-draws-2 = La partida termina en tablas cuando la misma posición aparece cuatro veces con el turno del mismo jugador. Los jugadores también pueden acordar tablas.
rules-italian-draws-3 = La partida también termina en tablas tras 40 jugadas de cada bando sin capturas y sin mover ningún peón.
rules-italian-notation-1 = Las casillas oscuras se numeran del 1 al 32. La casilla 1 está arriba a la izquierda, con el tablero visto desde las blancas. Los números van de izquierda a derecha, fila por fila, hasta el 32 abajo a la derecha.
rules-italian-notation-2 = Una jugada se escribe 22-18. Una captura se escribe 22x13, con cada casilla de llegada si hace falta.

## Damas checas

rules-czech-title = Damas checas
rules-czech-intro = Las damas checas (česká dáma) se juegan en 64 casillas, con damas voladoras y con las reglas de la federación checa. Los peones capturan solo hacia delante y, si una dama puede capturar, la captura debe hacerla una dama.
rules-czech-board-1 = El tablero tiene 8 por 8 casillas. La casilla de la esquina a1, a la izquierda de las blancas, es oscura.
rules-czech-board-2 = Cada jugador tiene 12 peones en las casillas oscuras de las tres filas más cercanas a él. Empiezan las blancas.
rules-czech-board-diagram-1 = La posición inicial.
rules-czech-men-1 = Un peón avanza una casilla en diagonal, si esa casilla está libre.
rules-czech-men-diagram-1 = El peón de c3 puede ir a b4 o a d4.
rules-czech-kings-1 = Una dama se mueve por una diagonal, hacia delante o hacia atrás, tantas casillas libres como quiera. Es una dama «voladora».
rules-czech-kings-diagram-1 = La dama de c1 puede ir a cualquier casilla marcada.
rules-czech-captures-1 = La captura es obligatoria: si puedes capturar, debes hacerlo, y el juego no acepta ninguna otra jugada. Solo se capturan piezas contrarias: ninguna pieza salta sobre otra de su mismo color.
rules-czech-captures-2 = Un peón captura saltando sobre una pieza contraria que tiene al lado, hasta la casilla libre justo detrás. Los peones capturan solo hacia delante.
rules-czech-captures-3 = Tras un salto, la pieza debe seguir saltando mientras pueda. Todos los saltos juntos son una sola jugada.
rules-czech-captures-4 = Una dama captura una pieza a cualquier distancia en su diagonal, si las casillas de en medio están libres. Se detiene en cualquier casilla libre detrás de ella. Si desde una de esas casillas puede volver a capturar, debe detenerse en ella y seguir capturando.
rules-czech-captures-5 = No se puede saltar dos veces la misma pieza. Las piezas capturadas salen del tablero solo al final de la jugada, así que siguen cerrando el paso.
rules-czech-captures-diagram-1 = El peón de c3 debe capturar d4: c3xe5. No puede capturar b2, que está detrás de él.
rules-czech-captures-diagram-2 = La dama de a1 captura d4 y puede detenerse en e5, f6, g7 o h8.
rules-czech-precedence-1 = Si una dama puede capturar, la captura debe hacerla una dama: un peón no puede capturar en su lugar.
rules-czech-precedence-2 = Si no, eliges libremente entre las capturas. No tienes que capturar el mayor número de piezas.
rules-czech-precedence-diagram-1 = La dama de a1 debe capturar: a1xd4. No se permite capturar con el peón (e5xg7).
rules-czech-precedence-diagram-2 = Las blancas pueden jugar a3xc5 y capturar la dama, aunque g3xe5xg7 captura dos peones. Las dos jugadas están permitidas.
rules-czech-crowning-1 = Un peón que llega a la última fila se convierte en dama.
rules-czech-crowning-2 = Si esto ocurre durante una captura, la jugada termina ahí: un peón captura solo hacia delante, así que no le queda nada que capturar.
rules-czech-crowning-diagram-1 = El peón de b6 captura c7 y corona en d8: b6xd8.
rules-czech-draws-1 = Un jugador que no puede mover pierde. Ocurre cuando todas sus piezas están capturadas o bloqueadas.
rules-czech-draws-2 = La partida termina en tablas cuando la misma posición aparece tres veces con el turno del mismo jugador. Los jugadores también pueden acordar tablas.
rules-czech-draws-3 = Este juego no tiene tablas por número de jugadas: no se encontró ninguna en los resúmenes de las reglas checas que sigue.
rules-czech-notation-1 = Cada casilla tiene una letra para la columna, de la a a la h desde la izquierda de las blancas, y un número para la fila, del 1 al 8 desde el lado de las blancas.
rules-czech-notation-2 = Una jugada se escribe c3-d4. Una captura se escribe c3xe5, con cada casilla de llegada si hace falta: c3xe5xg7.

## Damas pool (americanas)

rules-pool-title = Damas pool (americanas)
rules-pool-intro = Las damas pool (americanas), que se juegan en Estados Unidos, usan 64 casillas y damas voladoras. Los peones capturan hacia delante y hacia atrás, y eliges libremente la captura.
rules-pool-board-1 = El tablero tiene 8 por 8 casillas. La casilla de la esquina, a la izquierda de cada jugador, es oscura.
rules-pool-board-2 = Cada jugador tiene 12 peones en las casillas oscuras de las tres filas más cercanas a él. Empiezan las negras.
rules-pool-board-diagram-1 = La posición inicial. Los peones negros están en las casillas 1 a 12; los blancos, en la 21 a 32.
rules-pool-men-1 = Un peón avanza una casilla en diagonal, si esa casilla está libre.
rules-pool-men-diagram-1 = El peón de 22 puede ir a 17 o a 18.
rules-pool-kings-1 = Una dama se mueve por una diagonal, hacia delante o hacia atrás, tantas casillas libres como quiera. Es una dama «voladora».
rules-pool-kings-diagram-1 = La dama de 29 puede ir a cualquier casilla marcada.
rules-pool-captures-1 = La captura es obligatoria: si puedes capturar, debes hacerlo, y el juego no acepta ninguna otra jugada. Solo se capturan piezas contrarias: ninguna pieza salta sobre otra de su mismo color.
rules-pool-captures-2 = Un peón captura saltando sobre una pieza contraria que tiene al lado, hasta la casilla libre justo detrás. Los peones capturan hacia delante y hacia atrás.
rules-pool-captures-3 = Tras un salto, la pieza debe seguir saltando mientras pueda. Todos los saltos juntos son una sola jugada.
rules-pool-captures-4 = Una dama captura una pieza a cualquier distancia en su diagonal, si las casillas de en medio están libres. Se detiene en cualquier casilla libre detrás de ella. Si desde una de esas casillas puede volver a capturar, debe detenerse en ella y seguir capturando.
rules-pool-captures-5 = No se puede saltar dos veces la misma pieza. Las piezas capturadas salen del tablero solo al final de la jugada, así que siguen cerrando el paso.
rules-pool-captures-diagram-1 = El peón de 22 captura 18 y luego 19 hacia atrás: 22x15x24.
rules-pool-captures-diagram-2 = La dama de 29 captura 18 y puede detenerse en 15, 11, 8 o 4.
rules-pool-precedence-1 = Cuando hay varias formas de capturar, eliges la que quieras. No tienes que capturar el mayor número de piezas.
rules-pool-precedence-2 = La captura elegida debe completarse hasta el final.
rules-pool-precedence-diagram-1 = Las blancas pueden jugar 21x14 y capturar la dama, aunque 24x15x8 captura dos peones. Las dos jugadas están permitidas.
rules-pool-crowning-1 = Un peón que termina su jugada en la última fila se convierte en dama.
rules-pool-crowning-2 = Un peón que llega a la última fila durante una captura, y puede seguir capturando hacia atrás, debe seguir. Sigue siendo peón y no corona.
rules-pool-crowning-diagram-1 = El peón de 9 pasa por 2 y termina en 11: 9x2x11. Sigue siendo un peón.
rules-pool-draws-1 = Un jugador que no puede mover pierde. Ocurre cuando todas sus piezas están capturadas o bloqueadas.
rules-pool-draws-2 = La partida termina en tablas cuando la misma posición aparece tres veces con el turno del mismo jugador. Los jugadores también pueden acordar tablas.
rules-pool-draws-3 = La partida también termina en tablas automáticamente en estos casos. En un final, las jugadas se cuentan desde que surgió su relación de fuerzas, es decir, desde la última captura o coronación:
rules-pool-draws-4 = Tres damas contra una dama: tablas si el bando más fuerte ha hecho 13 jugadas sin ganar.
rules-pool-draws-5 = Ambos jugadores mueven solo damas, sin capturar: tablas tras 15 jugadas de cada bando.
rules-pool-notation-1 = Las casillas oscuras se numeran del 1 al 32. La casilla 1 está arriba a la izquierda, con el tablero visto desde las blancas. Los números van de izquierda a derecha, fila por fila, hasta el 32 abajo a la derecha.
rules-pool-notation-2 = Una jugada se escribe 22-18. Una captura se escribe 22x15, con cada casilla de llegada si hace falta: 22x15x24.

## Damas tailandesas (mak-hos)

rules-thai-title = Damas tailandesas (mak-hos)
rules-thai-intro = Las damas tailandesas (mak-hos) se juegan en 64 casillas, con 8 peones por jugador. Las damas son voladoras, pero se detienen justo detrás de la pieza que capturan, y las piezas capturadas salen del tablero en el acto.
rules-thai-board-1 = El tablero tiene 8 por 8 casillas. La casilla de la esquina, a la izquierda de cada jugador, es oscura.
rules-thai-board-2 = Cada jugador tiene 8 peones en las casillas oscuras de las dos filas más cercanas a él. Empiezan las negras.
rules-thai-board-diagram-1 = La posición inicial. Los peones blancos están en las casillas 1 a 8; los negros, en la 25 a 32.
rules-thai-men-1 = Un peón avanza una casilla en diagonal, si esa casilla está libre.
rules-thai-men-diagram-1 = El peón de 11 puede ir a 15 o a 16.
rules-thai-kings-1 = Una dama se mueve por una diagonal, hacia delante o hacia atrás, tantas casillas libres como quiera. Es una dama «voladora».
rules-thai-kings-diagram-1 = La dama de 4 puede ir a cualquier casilla marcada.
rules-thai-captures-1 = La captura es obligatoria: si puedes capturar, debes hacerlo, y el juego no acepta ninguna otra jugada. Solo se capturan piezas contrarias: ninguna pieza salta sobre otra de su mismo color.
rules-thai-captures-2 = Un peón captura saltando sobre una pieza contraria que tiene al lado, hasta la casilla libre justo detrás. Los peones capturan solo hacia delante.
rules-thai-captures-3 = Una dama captura una pieza a cualquier distancia en su diagonal, si las casillas de en medio están libres. Debe detenerse en la casilla justo detrás de esa pieza, y desde allí puede volver a capturar en cualquier dirección.
rules-thai-captures-4 = Tras un salto, la pieza debe seguir saltando mientras pueda. Todos los saltos juntos son una sola jugada.
rules-thai-captures-5 = Cada pieza capturada sale del tablero en el acto, así que ya no cierra el paso.
rules-thai-captures-diagram-1 = La dama de 4 captura 15 y debe detenerse justo detrás, en 18: 4x18.
rules-thai-captures-diagram-2 = El peón de 11 debe capturar 15: 11x18. No puede capturar 7, que está detrás de él.
rules-thai-precedence-1 = Cuando hay varias formas de capturar, eliges la que quieras. No tienes que capturar el mayor número de piezas.
rules-thai-precedence-2 = La captura elegida debe completarse hasta el final.
rules-thai-precedence-diagram-1 = Las blancas pueden jugar 12x19 y capturar un peón, aunque 9x18x25 captura dos. Las dos jugadas están permitidas.
rules-thai-crowning-1 = Un peón que llega a la última fila se convierte en dama.
rules-thai-crowning-2 = Si esto ocurre durante una captura, la jugada termina ahí. La nueva dama no captura nada más en esa jugada.
rules-thai-crowning-diagram-1 = El peón de 24 captura 27 y corona en 31: 24x31. La jugada termina, así que 26 no se captura.
rules-thai-draws-1 = Un jugador que no puede mover pierde. Ocurre cuando todas sus piezas están capturadas o bloqueadas.
rules-thai-draws-2 = La partida termina en tablas cuando la misma posición aparece tres veces con el turno del mismo jugador. Los jugadores también pueden acordar tablas.
rules-thai-draws-3 = Este juego no tiene tablas por número de jugadas: las fuentes sobre el mak-hos no dan ninguna. Las fuentes tampoco coinciden en quién empieza; este juego sigue el estándar PDN, en el que empiezan las negras.
rules-thai-notation-1 = Las casillas oscuras se numeran del 1 al 32 con el tablero visto desde las negras, que empiezan: la casilla 1 es la primera casilla oscura arriba a la izquierda de las negras, y para las blancas es g1. Los números van, para las negras, de izquierda a derecha, fila por fila, hasta el 32 en su propio lado.
rules-thai-notation-2 = Una jugada se escribe 27-23. Una captura se escribe 11x18, con cada casilla de llegada si hace falta: 9x18x25.

## Damas ganapierde

rules-antidraughts-title = Damas ganapierde
rules-antidraughts-intro = Las damas ganapierde se juegan con las reglas internacionales en un tablero de 100 casillas, pero el objetivo es el contrario: ganas si pierdes todas tus piezas o si te quedas sin jugadas.
rules-antidraughts-board-1 = El tablero tiene 10 por 10 casillas. La casilla de la esquina, a la izquierda de las blancas, es oscura.
rules-antidraughts-board-2 = Cada jugador tiene 20 peones en las casillas oscuras de las cuatro filas más cercanas a él. Empiezan las blancas.
rules-antidraughts-board-diagram-1 = La posición inicial. Los peones negros están en las casillas 1 a 20; los blancos, en la 31 a 50.
rules-antidraughts-men-1 = Un peón avanza una casilla en diagonal, si esa casilla está libre.
rules-antidraughts-men-diagram-1 = El peón de 33 puede ir a 28 o a 29.
rules-antidraughts-kings-1 = Una dama se mueve por una diagonal, hacia delante o hacia atrás, tantas casillas libres como quiera. Es una dama «voladora».
rules-antidraughts-kings-diagram-1 = La dama de 46 puede ir a cualquier casilla marcada.
rules-antidraughts-captures-1 = La captura es obligatoria: si puedes capturar, debes hacerlo, y el juego no acepta ninguna otra jugada. En las damas ganapierde, así es como entregas tus piezas. Solo se capturan piezas contrarias: ninguna pieza salta sobre otra de su mismo color.
rules-antidraughts-captures-2 = Un peón captura saltando sobre una pieza contraria que tiene al lado, hasta la casilla libre justo detrás. Los peones capturan hacia delante y hacia atrás.
rules-antidraughts-captures-3 = Tras un salto, la pieza debe seguir saltando mientras pueda. Todos los saltos juntos son una sola jugada.
rules-antidraughts-captures-4 = Una dama captura una pieza a cualquier distancia en su diagonal, si las casillas de en medio están libres. Se detiene en cualquier casilla libre detrás de ella. Si desde una de esas casillas puede volver a capturar, debe detenerse en ella y seguir capturando.
rules-antidraughts-captures-5 = No se puede saltar dos veces la misma pieza. Las piezas capturadas salen del tablero solo al final de la jugada, así que siguen cerrando el paso.
rules-antidraughts-captures-diagram-1 = El peón de 37 captura 32 y luego 33 hacia atrás: 37x28x39.
rules-antidraughts-captures-diagram-2 = La dama de 46 captura 32 y puede detenerse en 28, 23, 19, 14, 10 o 5.
rules-antidraughts-precedence-1 = Debes capturar el mayor número posible de piezas. Una dama cuenta como una pieza, igual que un peón.
rules-antidraughts-precedence-2 = Si hay varias capturas con el mismo número de piezas, eliges libremente entre ellas.
rules-antidraughts-precedence-diagram-1 = Las blancas deben jugar 39x28x19 y capturar dos peones. No se permite capturar la dama con 36x27, porque así solo se captura una pieza.
rules-antidraughts-crowning-1 = Un peón que termina su jugada en la última fila se convierte en dama.
rules-antidraughts-crowning-2 = Un peón que llega a la última fila durante una captura, y puede seguir capturando, debe seguir. Sigue siendo peón y no corona.
rules-antidraughts-crowning-diagram-1 = El peón de 11 pasa por 2 y termina en 13: 11x2x13. Sigue siendo un peón.
rules-antidraughts-draws-1 = Un jugador que no puede mover gana. Ocurre cuando todas sus piezas están capturadas o bloqueadas.
rules-antidraughts-draws-2 = La partida termina en tablas cuando la misma posición aparece tres veces con el turno del mismo jugador. Los jugadores también pueden acordar tablas.
rules-antidraughts-draws-3 = No hay ninguna otra regla de tablas, ni siquiera cuando quedan pocas piezas.
rules-antidraughts-notation-1 = Las casillas oscuras se numeran del 1 al 50. La casilla 1 está arriba a la izquierda, con el tablero visto desde las blancas. Los números van de izquierda a derecha, fila por fila, hasta el 50 abajo a la derecha.
rules-antidraughts-notation-2 = Una jugada se escribe 32-28. Una captura se escribe 28x19, con cada casilla de llegada si hace falta: 37x28x39.

## Ruptura

rules-breakthrough-title = Ruptura
rules-breakthrough-intro = Ruptura se juega con las reglas internacionales en un tablero de 100 casillas, pero gana el primer jugador que corona un peón.
rules-breakthrough-board-1 = El tablero tiene 10 por 10 casillas. La casilla de la esquina, a la izquierda de las blancas, es oscura.
rules-breakthrough-board-2 = Cada jugador tiene 20 peones en las casillas oscuras de las cuatro filas más cercanas a él. Empiezan las blancas.
rules-breakthrough-board-diagram-1 = La posición inicial. Los peones negros están en las casillas 1 a 20; los blancos, en la 31 a 50.
rules-breakthrough-men-1 = Un peón avanza una casilla en diagonal, si esa casilla está libre.
rules-breakthrough-men-diagram-1 = El peón de 33 puede ir a 28 o a 29.
rules-breakthrough-kings-1 = No hay damas en juego: el primer peón que termina su jugada en la última fila se convierte en dama, y con eso termina la partida.
rules-breakthrough-captures-1 = La captura es obligatoria: si puedes capturar, debes hacerlo, y el juego no acepta ninguna otra jugada. Solo se capturan piezas contrarias: ninguna pieza salta sobre otra de su mismo color.
rules-breakthrough-captures-2 = Un peón captura saltando sobre una pieza contraria que tiene al lado, hasta la casilla libre justo detrás. Los peones capturan hacia delante y hacia atrás.
rules-breakthrough-captures-3 = Tras un salto, la pieza debe seguir saltando mientras pueda. Todos los saltos juntos son una sola jugada.
rules-breakthrough-captures-4 = No se puede saltar dos veces la misma pieza. Las piezas capturadas salen del tablero solo al final de la jugada, así que siguen cerrando el paso.
rules-breakthrough-captures-diagram-1 = El peón de 37 captura 32 y luego 33 hacia atrás: 37x28x39.
rules-breakthrough-precedence-1 = Debes capturar el mayor número posible de piezas.
rules-breakthrough-precedence-2 = Si hay varias capturas con el mismo número de piezas, eliges libremente entre ellas.
rules-breakthrough-precedence-diagram-1 = Las blancas deben jugar 39x28x19 y capturar dos peones. No se permite capturar un solo peón con 36x27.
rules-breakthrough-crowning-1 = Un peón que termina su jugada en la última fila se convierte en dama, y su jugador gana la partida en el acto.
rules-breakthrough-crowning-2 = Un peón que solo pasa por la última fila durante una captura, y debe seguir capturando, sigue siendo peón: con eso no se gana.
rules-breakthrough-crowning-diagram-1 = El peón de 7 avanza a 2 y se convierte en dama: ganan las blancas.
rules-breakthrough-crowning-diagram-2 = El peón de 11 pasa por 2 y termina en 13: 11x2x13. Sigue siendo un peón, y la partida continúa.
rules-breakthrough-draws-1 = Gana el primer jugador que corona un peón. Un jugador que no puede mover pierde.
rules-breakthrough-draws-2 = En una partida no hay tablas, salvo por acuerdo: cada jugada hace avanzar un peón o es una captura, así que ninguna posición vuelve a aparecer.
rules-breakthrough-notation-1 = Las casillas oscuras se numeran del 1 al 50. La casilla 1 está arriba a la izquierda, con el tablero visto desde las blancas. Los números van de izquierda a derecha, fila por fila, hasta el 50 abajo a la derecha.
rules-breakthrough-notation-2 = Una jugada se escribe 32-28. Una captura se escribe 28x19, con cada casilla de llegada si hace falta: 37x28x39.
