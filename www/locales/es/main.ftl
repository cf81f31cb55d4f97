# La interfaz del juego en español. Los mensajes y sus variables son los de
# www/locales/en/main.ftl (lo comprueba el test de paridad de www/src/i18n.rs).

## El idioma

language-name = Español
language = Idioma

## La página antes y alrededor del juego

title = Damas
manifest-description = Damas contra el ordenador o un amigo, en seis variantes. Funciona sin conexión.
loading = Cargando…
startup-failed = El juego no pudo arrancar: { $error }
startup-too-old = este navegador es demasiado antiguo (le faltan las instrucciones vectoriales de WebAssembly). Actualízalo o usa un Chrome, Firefox, Safari o Edge actual.
board-label = Tablero de damas

## Botones y opciones

new-game = Nueva partida
rematch = Revancha
undo = Deshacer
redo = Rehacer
flip = Girar tablero
hint = Pista
offer-draw = Ofrecer tablas
resign = Abandonar
yes = Sí
no = No
start = Empezar
cancel = Cancelar
coordinates = Mostrar nombres de casillas
turn-board = Girar el tablero tras cada jugada
sound = Sonido
board-theme = Tablero
moves = Jugadas
analyse = Analizar
review-game = Revisar la partida
analysing = Analizando…
analysis-paused = El análisis se reanudará cuando te toque.
analysis-over = La partida ha terminado: no hay nada que analizar.
eval-bar-label = Evaluación: parte de las blancas
best-line = Mejor línea
back-to-game = Volver a la partida
previous-move = Jugada anterior
next-move = Jugada siguiente

## Nueva partida

variant = Variante
opponent = Rival
level = Nivel
your-colour = Tu color
time-per-move = Tiempo por jugada
computer-level = Nivel del ordenador
clock = Reloj
no-clock = Sin reloj
by-lot = Por sorteo
computer = Ordenador
two-players = Dos jugadores en este dispositivo
color-white = Blancas
color-black = Negras

## Variantes

# Los grupos del selector de variantes, según el tablero.
board-diagonal-8 = Tablero de 8x8
board-diagonal-10 = Tablero de 10x10
board-diagonal-12 = Tablero de 12x12
board-straight-8 = Tablero de 8x8, movimientos en línea recta
variant-brazilian = Damas brasileñas
variant-russian = Damas rusas
variant-international = Damas internacionales (10x10)
variant-english = Damas inglesas (checkers)
variant-spanish = Damas españolas
variant-turkish = Damas turcas
variant-italian = Damas italianas
variant-czech = Damas checas
variant-pool = Damas pool (americanas)
variant-thai = Damas tailandesas (mak-hos)
variant-antidraughts = Damas ganapierde
variant-breakthrough = Ruptura

## Temas del tablero

theme-wood = Madera
theme-contrast = Alto contraste
theme-tournament = Verde de torneo

## Los niveles del ordenador

level-name-1 = Principiante
level-name-2 = Novato
level-name-3 = Aficionado
level-name-4 = Jugador de club
level-name-5 = Jugador de club fuerte
level-name-6 = Experto
level-name-7 = Maestro
level-name-8 = Fuerza máxima
level-manner-1 = a menudo comete errores graves
level-manner-2 = a menudo comete errores graves
level-manner-3 = comete errores
level-manner-4 = comete errores
level-manner-5 = juega bien los finales
level-manner-6 = no falla a propósito
level-sight =
    calcula { $depth ->
        [1] una jugada
        [2] dos jugadas
        [3] tres jugadas
        [4] cuatro jugadas
        [5] cinco jugadas
        [6] seis jugadas
        [7] siete jugadas
        [8] ocho jugadas
       *[other] { $depth } jugadas
    }
level-description = { $level } · { $name }: { $sight }, { $manner }
level-description-plain = { $level } · { $name }: { $sight }
level-description-unlimited = { $level } · { $name }: piensa todo el tiempo que le permitas
level-label = { $level } · { $name }
level-setup = nivel { $level } ({ $name })
level-setup-timed = nivel { $level } ({ $name }, { $seconds } s por jugada)
seconds-a-move = { $seconds } s por jugada
level-change = nivel { $from } → { $to }

## La línea de la partida y la línea de estado

setup-vs-computer =
    { $human ->
        [white] Tú: blancas · Ordenador: negras, { $level }
       *[black] Tú: negras · Ordenador: blancas, { $level }
    }
setup-two-players = Dos jugadores: blancas y negras
status-computer-thinking = El ordenador está pensando…
status-computer-to-move =
    { $color ->
        [white] Juegan blancas (ordenador)
       *[black] Juegan negras (ordenador)
    }
status-your-move =
    { $color ->
        [white] Tu turno (blancas)
       *[black] Tu turno (negras)
    }
status-to-move =
    { $color ->
        [white] Juegan blancas
       *[black] Juegan negras
    }
last-move = Última jugada: { $move }
thinking = Pensando…
thinking-depth = Pensando… profundidad { $depth }

## Las cifras del motor

engine-line = Profundidad { $depth } · { $eval }
engine-line-speed = Profundidad { $depth } · { $eval } · { $speed }
analysis-depth = Profundidad { $depth }
analysis-depth-speed = Profundidad { $depth } · { $speed }
eval-men = { $sign }{ NUMBER($men, minimumFractionDigits: 2, maximumFractionDigits: 2) }
eval-wins =
    { $winner ->
        [white] Ganan las blancas
       *[black] Ganan las negras
    }
eval-wins-in =
    { $winner ->
        [white] Ganan las blancas en { $moves }
       *[black] Ganan las negras en { $moves }
    }
speed-millions = { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) } M posiciones/s
speed-thousands = { NUMBER($thousands, maximumFractionDigits: 0) } mil posiciones/s

## Repasar las jugadas

viewing-move = Viendo la jugada { $number }: { $move }
viewing-reply = Viendo la jugada { $number }… { $move }
viewing-start = Viendo la posición inicial

## Relojes

time-control = { NUMBER($minutes) } min
time-control-increment = { NUMBER($minutes) } min + { $increment } s por jugada

## Preguntas y respuestas

question-resign =
    { $side ->
        [white] ¿Abandonar? Las blancas pierden la partida.
       *[black] ¿Abandonar? Las negras pierden la partida.
    }
question-offer-draw = ¿Ofrecer tablas al ordenador?
question-draw-offered =
    { $by ->
        [white] Las blancas ofrecen tablas. ¿Aceptan las negras?
       *[black] Las negras ofrecen tablas. ¿Aceptan las blancas?
    }
question-computer-offers-draw = El ordenador ofrece tablas. ¿Aceptas?
question-open-past-game = ¿Abrir esta partida pasada? Sustituirá a tu partida en curso.
question-open-link = ¿Abrir la partida del enlace? Sustituirá a tu partida en curso.
question-hint-unrates = Esta partida puntúa: si pides una pista, dejará de puntuar. ¿Mostrar una pista?
question-analysis-unrates = Esta partida puntúa: con el análisis del ordenador, dejará de puntuar. ¿Activar el análisis?
answer-keep-playing = Seguir jugando
answer-accept = Aceptar
answer-decline = Rechazar
answer-open-past-game = Abrir la partida pasada
answer-open-link = Abrir el enlace
answer-keep-my-game = Mantener mi partida

## Cómo terminó la partida

outcome-no-moves =
    { $winner ->
        [white] Ganan las blancas: las negras no pueden mover.
       *[black] Ganan las negras: las blancas no pueden mover.
    }
outcome-gave-away =
    { $winner ->
        [white] Ganan las blancas: las blancas no pueden mover.
       *[black] Ganan las negras: las negras no pueden mover.
    }
outcome-crowned =
    { $winner ->
        [white] Ganan las blancas: las blancas coronaron la primera dama.
       *[black] Ganan las negras: las negras coronaron la primera dama.
    }
outcome-resignation =
    { $winner ->
        [white] Ganan las blancas: las negras abandonan.
       *[black] Ganan las negras: las blancas abandonan.
    }
outcome-time =
    { $winner ->
        [white] Ganan las blancas: las negras se han quedado sin tiempo.
       *[black] Ganan las negras: las blancas se han quedado sin tiempo.
    }
draw-repetition = Tablas: la misma posición se repitió tres veces.
draw-king-moves = Tablas: solo se movieron damas, sin capturas, durante demasiado tiempo.
draw-lone-king = Tablas: la dama solitaria resistió.
draw-kings-ending = Tablas: sin progreso en un final con damas en ambos bandos.
draw-one-piece-each = Tablas: cada bando tiene una sola pieza.
draw-agreement = Tablas de mutuo acuerdo.

## Las cuentas de las reglas de tablas

draw-countdown =
    Tablas en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }.
draw-countdown-king-moves =
    Tablas en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    } salvo que se mueva un peón o se capture una pieza.
draw-countdown-lone-king =
    Tablas en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    } salvo que se capture una pieza.
draw-countdown-kings-ending =
    Tablas en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    } salvo que haya una captura o una coronación.

## Por qué un clic en el tablero no hizo nada

refusal-capture-compulsory = La captura es obligatoria.
refusal-stop-on-capture = La captura es obligatoria: esa pieza solo puede detenerse en una casilla del recorrido de su captura.
refusal-most-pieces = La captura es obligatoria y debes capturar el mayor número de piezas: { $pieces }.
refusal-most-pieces-kings = La captura es obligatoria y debes capturar el mayor número de piezas: { $pieces }, y después el mayor número de damas: { $kings }.
refusal-blocked = Esa pieza no puede moverse.
refusal-not-your-piece = Esa pieza no es tuya.
refusal-choose-path = Varias capturas terminan ahí: pulsa las casillas del recorrido una a una.

## Avisos bajo la línea de estado

notice-computer-to-move = Espera: le toca al ordenador.
notice-game-over = La partida ha terminado. Empieza una nueva o deshaz una jugada.
notice-draw-declined = El ordenador rechaza las tablas.
notice-save-unreadable = No se pudo leer tu partida guardada, así que ha empezado una nueva.
notice-bad-link = No se pudo abrir la posición del enlace ({ $why }).
notice-puzzles-unavailable = No se pudieron cargar los problemas ({ $why }).
notice-puzzles-all-solved = Has resuelto todos los problemas de esta variante.
notice-engine-failed = El ordenador dejó de funcionar: { $why }
notice-hint = Pista: { $move }
notice-no-hint = No hay pista en esta posición.
notice-records-unreadable = No se pudieron leer tus registros; se guardaron aparte y se empezó un registro nuevo.
notice-records-not-saved = No se pudieron guardar tus registros: el almacenamiento del navegador está lleno. Lo guardado antes se conserva.
notice-imported =
    Se han importado { $profiles ->
        [one] { $profiles } jugador
       *[other] { $profiles } jugadores
    } y { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }.
notice-import-refused = El archivo no se importó: { $reason }. No ha cambiado nada.
notice-viewing = Estás viendo una posición anterior: vuelve a la partida para jugar.
notice-replaying = Estás repasando esta partida: recórrela o elige cómo seguir jugando desde la posición mostrada.
import-unreadable = no es un archivo de registros ({ $why })
import-newer-format = escrito por una versión más nueva del juego (formato { $format })
import-bad-game = partida { $id }: { $why }
import-unknown-player = una partida menciona a un jugador desconocido, { $id }
import-duplicate = { $id } aparece dos veces
import-unknown-lesson = menciona una lección que el juego no tiene, { $lesson }

## Clasificación e historial

leaderboard = Clasificación
close = Cerrar
settings = Ajustes
menu = Menú
rules-unavailable = No se pudieron cargar las reglas: comprueba la conexión y vuelve a abrirlas.
coordinates-open = Entrenador de coordenadas
coordinates-drill = Ejercicio
coordinates-find = Pulsa la casilla indicada
coordinates-name = Nombra la casilla marcada
coordinates-intro = Aprende los nombres de las casillas: ¿cuántas aciertas en 30 segundos?
coordinates-click = Pulsa { $square }
coordinates-which = ¿Qué casilla está marcada?
coordinates-right = ¡Correcto!
coordinates-wrong = No: esa es { $square }
coordinates-score =
    { $right ->
        [one] { $right } acierto
       *[other] { $right } aciertos
    } · { $wrong ->
        [one] { $wrong } fallo
       *[other] { $wrong } fallos
    } · { $seconds ->
        [one] queda { $seconds } s
       *[other] quedan { $seconds } s
    }
coordinates-over =
    Se acabó el tiempo: { $right ->
        [one] { $right } acierto
       *[other] { $right } aciertos
    }, { $wrong ->
        [one] { $wrong } fallo
       *[other] { $wrong } fallos
    }.
coordinates-best = Récord: { $best }
export-records = Exportar registros
import-records = Importar registros
export-file-name = damas-registros.json
no-games-yet = Aún no hay partidas terminadas en esta variante.
standings-empty = Aún no hay nadie en la clasificación de esta variante: termina una partida contra el ordenador o contra un amigo para aparecer aquí.
history = Tus partidas
players = Jugadores
profile-white = Tú: contra el ordenador, y con blancas en partidas entre dos
profile-black = El otro jugador: negras en partidas entre dos
profile-name = Nombre
rename = Renombrar
add-profile = Añadir jugador
default-profile = Jugador
second-profile = Jugador 2
heading-player = Jugador
heading-rating = Puntuación
heading-won = Ganadas
heading-drawn = Tablas
heading-lost = Perdidas
heading-streak = Racha (mejor)
heading-best-level = Nivel más alto vencido
rating = { NUMBER($rating, maximumFractionDigits: 0, useGrouping: "false") } ± { NUMBER($margin, maximumFractionDigits: 0) }
computer-at-level = Ordenador (nivel { $level })
history-line =
    { $date } · { $result ->
        [won] Victoria
        [lost] Derrota
       *[drawn] Tablas
    } contra { $opponent } con { $colour ->
        [white] blancas
       *[black] negras
    }, { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }, { $ending }
history-line-unrated =
    { $date } · { $result ->
        [won] Victoria
        [lost] Derrota
       *[drawn] Tablas
    } contra { $opponent } con { $colour ->
        [white] blancas
       *[black] negras
    }, { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }, { $ending }, sin puntuación
ending-no-moves = sin jugadas
ending-gave-away = sin jugadas para el ganador
ending-crowned = primera dama
ending-resignation = abandono
ending-time = tiempo agotado
ending-agreement = tablas acordadas
ending-draw-rule = regla de tablas

## The rules page (rules.ftl holds its text): the header's button, a diagram's name for screen readers.

rules-open = Reglas
learn-open = Lecciones
puzzles-open = Problemas
rules-diagram-label = Diagrama: { $caption }

## Juego con teclado y lectores de pantalla

theme-colour-safe = Apto para daltónicos
type-move = Escribe una jugada
play-typed-move = Jugar
describe-position = Describir posición
keyboard-help = En el tablero: las flechas mueven el cursor, Intro o Espacio selecciona una pieza y juega, Esc la devuelve a su sitio, D describe la posición.
new-position = Hay una posición nueva en el tablero.
list-and = { $rest } y { $last }
list-or = { $rest } o { $last }
spoken-mover =
    { $king ->
        [yes]
            { $color ->
                [white] Dama blanca
               *[black] Dama negra
            }
       *[no]
            { $color ->
                [white] Blancas
               *[black] Negras
            }
    }
spoken-step = { $mover }: de { $from } a { $to }
spoken-capture = { $mover }: de { $from } a { $to }, capturando { $taken }
spoken-move = { $move }.
spoken-crowned = { $move }, y corona.
moves-played =
    { $count ->
        [one] { $count } jugada realizada.
       *[other] { $count } jugadas realizadas.
    }
moves-taken-back =
    { $count ->
        [one] { $count } jugada deshecha.
       *[other] { $count } jugadas deshechas.
    }
color-to-move =
    { $color ->
        [white] Juegan blancas.
       *[black] Juegan negras.
    }
side-men =
    { $count ->
        [0] ningún peón
        [one] un peón en { $squares }
       *[other] peones en { $squares }
    }
side-kings =
    { $count ->
        [0] ninguna dama
        [one] una dama en { $squares }
       *[other] damas en { $squares }
    }
side-pieces =
    { $color ->
        [white] Blancas: { $men }; { $kings }
       *[black] Negras: { $men }; { $kings }
    }
position-text =
    { $color ->
        [white] Juegan blancas. { $white }. { $black }.
       *[black] Juegan negras. { $white }. { $black }.
    }
cursor-light-square = Casilla clara
cursor-light = casilla clara
cursor-empty = vacía
cursor-piece =
    { $king ->
        [yes]
            { $color ->
                [white] dama blanca
               *[black] dama negra
            }
       *[no]
            { $color ->
                [white] peón blanco
               *[black] peón negro
            }
    }
cursor-square = { $name }, { $what }
cursor-picked-up = { $square }, pieza seleccionada
cursor-can-move-here = { $square }, puedes mover aquí
entry-example = Por ejemplo: { $move }.
entry-empty = Escribe primero una jugada.
entry-not-a-move = «{ $text }» no es una jugada: escribe las casillas unidas por - (o x si es una captura).
entry-not-a-square = «{ $name }» no es una casilla jugable de este tablero.
entry-no-piece = No hay ninguna pieza en { $name }.
entry-illegal = { $text } no es una jugada válida aquí.
entry-ambiguous = Hay varias capturas posibles: escribe el recorrido completo, { $paths }.

## El editor de posiciones

edit-position = Editar posición
editor-palette = Pieza que colocar
side-to-move = Turno
clear-board = Vaciar
start-position = Posición inicial
fen = FEN
play-from-here = Jugar desde aquí
editor-help = Pulsa una casilla para colocar la pieza elegida, vuelve a pulsarla o haz clic derecho para quitarla, arrastra una pieza para moverla.
eraser = Borrador
editor-piece =
    { $king ->
        [yes]
            { $color ->
                [white] Dama blanca
               *[black] Dama negra
            }
       *[no]
            { $color ->
                [white] Peón blanco
               *[black] Peón negro
            }
    }
editor-unreadable = No se puede leer este FEN: { $why }.
editor-man-on-crowning-row = Un peón no puede estar en { $square }: ahí ya habría coronado.
editor-too-many-pieces =
    { $color ->
        [white] Las blancas no pueden tener más de { $count } piezas, las mismas que al empezar.
       *[black] Las negras no pueden tener más de { $count } piezas, las mismas que al empezar.
    }
editor-no-pieces =
    { $color ->
        [white] Las blancas no tienen piezas.
       *[black] Las negras no tienen piezas.
    }
editor-nothing-to-move =
    { $color ->
        [white] Juegan blancas, pero no pueden mover: la partida ya habría terminado.
       *[black] Juegan negras, pero no pueden mover: la partida ya habría terminado.
    }
editor-ready =
    { $color ->
        [white] Listo para jugar: juegan blancas.
       *[black] Listo para jugar: juegan negras.
    }

## Partidas en PDN, repaso y compartir

# La etiqueta Event de una partida jugada en esta página, escrita en los archivos PDN exportados.
pdn-event = Partida amistosa
game-record = Registro de la partida
pdn-export-title = Guardar esta partida
copy-pdn = Copiar PDN
download-pdn = Descargar .pdn
pdn-import-title = Abrir una partida
pdn-paste-label = Pega el texto PDN
pdn-read-text = Leer el texto
pdn-choose-file = Elegir un archivo…
pdn-drop-hint = o suelta un archivo .pdn en la página.
pdn-rules = Reglas
pdn-open-game = Abrir la partida
# Aparece como $why en pdn-refused.
pdn-no-game = no se encontró ninguna partida en el texto
pdn-copied = Se ha copiado el PDN de la partida.
pdn-downloaded = Se ha guardado el archivo .pdn.
copy-refused = El navegador no ha permitido copiar; selecciona el texto y cópialo.
share = Compartir
copy-fen = Copiar FEN
link-copied = Se ha copiado el enlace de la partida.
fen-copied = Se ha copiado el FEN de la posición.
replay-first = Primera posición
replay-back = Jugada anterior
replay-forward = Jugada siguiente
replay-last = Última posición
continue-computer = Seguir contra el ordenador
continue-person = Seguir entre dos jugadores
replay-analyse = Analizar aquí
shared-game = Partida compartida
delete-profile = Eliminar jugador
delete = Eliminar
keep = Conservar
last-profile = No se puede eliminar el último jugador.
# Una partida de un archivo importado: "3. Ana – Beto, 2-0, 42 jugadas".
pdn-summary =
    { $moves ->
        [one] { $number }. { $white } – { $black }, { $result }, { $moves } jugada
       *[other] { $number }. { $white } – { $black }, { $result }, { $moves } jugadas
    }
pdn-reading = Leyendo… { $percent } %
pdn-read =
    { $games ->
        [one] { $games } partida.
       *[other] { $games } partidas: elige una.
    }
# $why dice qué no se pudo leer y dónde (partida, línea, jugada); puede estar en inglés.
pdn-refused = No se pudo abrir ({ $why }). No ha cambiado nada.
replay-title = { $white } – { $black } · { $result }
replay-place = jugada { $number } de { $total }
pdn-guess-only = El archivo no indica sus reglas. Solo estas reglas reproducen esta partida: { $variant }.
pdn-guess-several = El archivo no indica sus reglas. Todas estas reglas reproducen esta partida: { $variants }. Propuesta: { $variant }; elige otra si no es la correcta.
pdn-guess-none = El archivo no indica sus reglas y ninguna de las modalidades que se juegan aquí reproduce esta partida.
pdn-guess-not-on-page = El archivo no indica sus reglas. Solo estas reglas, que aquí aún no se juegan, reproducen esta partida: { $variants }.
delete-profile-question =
    { $games ->
        [0] ¿Eliminar a { $name } de los registros? No tiene partidas.
        [one] ¿Eliminar a { $name } de los registros junto con { $games } partida?
       *[other] ¿Eliminar a { $name } de los registros junto con sus { $games } partidas?
    }
