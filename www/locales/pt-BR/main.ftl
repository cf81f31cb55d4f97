# A interface do jogo em português do Brasil. As mensagens e as variáveis são as de
# www/locales/en/main.ftl (o teste de paridade em www/src/i18n.rs confere).

## O idioma

language-name = Português (Brasil)
language = Idioma

## A página antes e em volta do jogo

title = Damas
manifest-description = Damas contra o computador ou um amigo, em seis variantes. Funciona offline.
loading = Carregando…
startup-failed = O jogo não pôde começar: { $error }
startup-too-old = este navegador é antigo demais para ele (não tem as instruções vetoriais do WebAssembly). Atualize-o ou use um Chrome, Firefox, Safari ou Edge atual.
board-label = Tabuleiro de damas

## Botões e opções

new-game = Nova partida
rematch = Revanche
undo = Desfazer
redo = Refazer
flip = Girar tabuleiro
hint = Dica
offer-draw = Propor empate
resign = Abandonar
yes = Sim
no = Não
start = Começar
cancel = Cancelar
coordinates = Mostrar nomes das casas
turn-board = Girar o tabuleiro após cada lance
sound = Som
board-theme = Tabuleiro
moves = Lances
analyse = Analisar
review-game = Revisar a partida
analysing = Analisando…
analysis-paused = A análise volta quando for a sua vez.
analysis-over = A partida acabou: não há nada a analisar.
eval-bar-label = Avaliação, parte das brancas
best-line = Melhor linha
back-to-game = Voltar ao jogo
previous-move = Lance anterior
next-move = Próximo lance

## O formulário de novo jogo

variant = Variante
opponent = Adversário
level = Nível
your-colour = Sua cor
time-per-move = Tempo por lance
computer-level = Nível do computador
clock = Relógio
no-clock = Sem relógio
by-lot = Por sorteio
computer = Computador
two-players = Dois jogadores neste aparelho
color-white = Brancas
color-black = Pretas

## Variantes

# Os grupos de um seletor de variantes, pelo tabuleiro.
board-diagonal-8 = Tabuleiro 8x8
board-diagonal-10 = Tabuleiro 10x10
board-diagonal-12 = Tabuleiro 12x12
board-straight-8 = Tabuleiro 8x8, movimentos em linha reta
variant-brazilian = Damas brasileiras
variant-russian = Damas russas
variant-international = Damas internacionais (10x10)
variant-english = Damas inglesas (checkers)
variant-spanish = Damas espanholas
variant-turkish = Damas turcas
variant-italian = Damas italianas
variant-czech = Damas tchecas
variant-pool = Damas pool (americanas)
variant-thai = Damas tailandesas (mak-hos)
variant-antidraughts = Damas perde-ganha
variant-breakthrough = Ruptura

## Temas do tabuleiro

theme-wood = Madeira
theme-contrast = Alto contraste
theme-tournament = Verde de torneio

## Os níveis do computador

level-name-1 = Iniciante
level-name-2 = Novato
level-name-3 = Amador
level-name-4 = Jogador de clube
level-name-5 = Jogador de clube forte
level-name-6 = Especialista
level-name-7 = Mestre
level-name-8 = Força máxima
level-manner-1 = erra feio com frequência
level-manner-2 = erra feio com frequência
level-manner-3 = comete erros
level-manner-4 = comete erros
level-manner-5 = joga bem os finais
level-manner-6 = não erra de propósito
level-sight =
    enxerga { $depth ->
        [1] um lance
        [2] dois lances
        [3] três lances
        [4] quatro lances
        [5] cinco lances
        [6] seis lances
        [7] sete lances
        [8] oito lances
       *[other] { $depth } lances
    } à frente
level-description = { $level } · { $name }: { $sight }, { $manner }
level-description-plain = { $level } · { $name }: { $sight }
level-description-unlimited = { $level } · { $name }: pensa pelo tempo que você permitir
level-label = { $level } · { $name }
level-setup = nível { $level } ({ $name })
level-setup-timed = nível { $level } ({ $name }, { $seconds } s por lance)
seconds-a-move = { $seconds } s por lance
level-change = nível { $from } → { $to }

## A linha de configuração e a linha de estado

setup-vs-computer =
    { $human ->
        [white] Você: Brancas · Computador: Pretas, { $level }
       *[black] Você: Pretas · Computador: Brancas, { $level }
    }
setup-two-players = Dois jogadores: Brancas e Pretas
status-computer-thinking = O computador está pensando…
status-computer-to-move =
    { $color ->
        [white] Vez das brancas (computador)
       *[black] Vez das pretas (computador)
    }
status-your-move =
    { $color ->
        [white] Sua vez (brancas)
       *[black] Sua vez (pretas)
    }
status-to-move =
    { $color ->
        [white] Vez das brancas
       *[black] Vez das pretas
    }
last-move = Último lance: { $move }
thinking = Pensando…
thinking-depth = Pensando… profundidade { $depth }

## Os números do motor

engine-line = Profundidade { $depth } · { $eval }
engine-line-speed = Profundidade { $depth } · { $eval } · { $speed }
analysis-depth = Profundidade { $depth }
analysis-depth-speed = Profundidade { $depth } · { $speed }
eval-men = { $sign }{ NUMBER($men, minimumFractionDigits: 2, maximumFractionDigits: 2) }
eval-wins =
    { $winner ->
        [white] As brancas vencem
       *[black] As pretas vencem
    }
eval-wins-in =
    { $winner ->
        [white] As brancas vencem em { $moves }
       *[black] As pretas vencem em { $moves }
    }
speed-millions = { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) } mi posições/s
speed-thousands = { NUMBER($thousands, maximumFractionDigits: 0) } mil posições/s

## Revendo os lances

viewing-move = Vendo o lance { $number }: { $move }
viewing-reply = Vendo o lance { $number }… { $move }
viewing-start = Vendo a posição inicial

## Relógios

time-control = { NUMBER($minutes) } min
time-control-increment = { NUMBER($minutes) } min + { $increment } s por lance

## Perguntas e respostas

question-resign =
    { $side ->
        [white] Abandonar? As brancas perdem a partida.
       *[black] Abandonar? As pretas perdem a partida.
    }
question-offer-draw = Propor empate ao computador?
question-draw-offered =
    { $by ->
        [white] As brancas propõem empate. As pretas aceitam?
       *[black] As pretas propõem empate. As brancas aceitam?
    }
question-computer-offers-draw = O computador propõe empate. Você aceita?
question-open-past-game = Abrir esta partida antiga? Ela vai substituir a partida em andamento.
question-open-link = Abrir a partida do link? Ela vai substituir a partida em andamento.
question-hint-unrates = Esta partida vale rating: com uma dica, ela fica sem rating. Mostrar uma dica?
question-analysis-unrates = Esta partida vale rating: com a análise do computador, ela fica sem rating. Ligar a análise?
answer-keep-playing = Continuar jogando
answer-accept = Aceitar
answer-decline = Recusar
answer-open-past-game = Abrir a partida antiga
answer-open-link = Abrir o link
answer-keep-my-game = Manter minha partida

## Como a partida terminou

outcome-no-moves =
    { $winner ->
        [white] As brancas vencem: as pretas não podem mover.
       *[black] As pretas vencem: as brancas não podem mover.
    }
outcome-gave-away =
    { $winner ->
        [white] As brancas vencem: as brancas não podem mover.
       *[black] As pretas vencem: as pretas não podem mover.
    }
outcome-crowned =
    { $winner ->
        [white] As brancas vencem: as brancas fizeram a primeira dama.
       *[black] As pretas vencem: as pretas fizeram a primeira dama.
    }
outcome-resignation =
    { $winner ->
        [white] As brancas vencem: as pretas abandonaram.
       *[black] As pretas vencem: as brancas abandonaram.
    }
outcome-time =
    { $winner ->
        [white] As brancas vencem: o tempo das pretas acabou.
       *[black] As pretas vencem: o tempo das brancas acabou.
    }
draw-repetition = Empate: a mesma posição ocorreu três vezes.
draw-king-moves = Empate: só damas se moveram, sem captura, por tempo demais.
draw-lone-king = Empate: a dama solitária resistiu.
draw-kings-ending = Empate: sem progresso num final com damas dos dois lados.
draw-one-piece-each = Empate: cada lado tem uma única peça.
draw-agreement = Empate: de comum acordo entre os jogadores.

## As contagens das regras de empate

draw-countdown =
    Empate em { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }.
draw-countdown-king-moves =
    Empate em { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }, a menos que uma pedra se mova ou uma peça seja capturada.
draw-countdown-lone-king =
    Empate em { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }, a menos que uma peça seja capturada.
draw-countdown-kings-ending =
    Empate em { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }, a menos que uma peça seja capturada ou promovida.

## Por que um clique no tabuleiro não fez nada

refusal-capture-compulsory = A captura é obrigatória.
refusal-stop-on-capture = A captura é obrigatória: essa peça só pode parar numa casa do seu caminho de captura.
refusal-most-pieces = A captura é obrigatória e você deve capturar o maior número de peças: { $pieces }.
refusal-most-pieces-kings = A captura é obrigatória e você deve capturar o maior número de peças: { $pieces }, e depois o maior número de damas: { $kings }.
refusal-blocked = Essa peça não pode se mover.
refusal-not-your-piece = Essa peça não é sua.
refusal-choose-path = Várias capturas terminam aí: clique nas casas do caminho, uma a uma.

## Avisos sob a linha de estado

notice-computer-to-move = Aguarde: é a vez do computador.
notice-game-over = A partida acabou. Comece uma nova ou desfaça um lance.
notice-draw-declined = O computador recusa o empate.
notice-save-unreadable = Não foi possível ler sua partida salva; uma nova partida foi iniciada.
notice-bad-link = Não foi possível abrir a posição do link ({ $why }).
notice-puzzles-unavailable = Não foi possível carregar os problemas ({ $why }).
notice-puzzles-all-solved = Você resolveu todos os problemas desta variante.
notice-engine-failed = O computador parou de funcionar: { $why }
notice-hint = Dica: { $move }
notice-no-hint = Nenhuma dica nesta posição.
notice-records-unreadable = Não foi possível ler seus registros; eles foram guardados à parte e um novo registro foi iniciado.
notice-records-not-saved = Não foi possível salvar seus registros: o armazenamento do navegador está cheio. O que foi salvo antes continua guardado.
notice-imported =
    Importação concluída: { $profiles ->
        [one] { $profiles } jogador
       *[other] { $profiles } jogadores
    } e { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }.
notice-import-refused = O arquivo não foi importado: { $reason }. Nada mudou.
notice-viewing = Você está vendo uma posição anterior: volte ao jogo para jogar.
notice-replaying = Esta partida está sendo reproduzida: percorra os lances ou escolha como continuar a partir da posição mostrada.
import-unreadable = não é um arquivo de registros ({ $why })
import-newer-format = gravado por uma versão mais nova do jogo (formato { $format })
import-bad-game = partida { $id }: { $why }
import-unknown-player = uma partida cita um jogador desconhecido, { $id }
import-duplicate = { $id } aparece duas vezes
import-unknown-lesson = cita uma lição que o jogo não tem, { $lesson }

## Classificação e histórico

leaderboard = Classificação
close = Fechar
settings = Configurações
menu = Menu
rules-unavailable = Não foi possível carregar as regras: verifique a conexão e abra-as de novo.
coordinates-open = Treino de coordenadas
coordinates-drill = Exercício
coordinates-find = Clique na casa indicada
coordinates-name = Diga qual é a casa marcada
coordinates-intro = Aprenda os nomes das casas: quantas você acerta em 30 segundos?
coordinates-click = Clique em { $square }
coordinates-which = Qual casa está marcada?
coordinates-right = Certo!
coordinates-wrong = Não: essa é a { $square }
coordinates-score =
    { $right ->
        [1] { $right } acerto
       *[other] { $right } acertos
    } · { $wrong ->
        [1] { $wrong } erro
       *[other] { $wrong } erros
    } · { $seconds ->
        [1] falta { $seconds } s
       *[other] faltam { $seconds } s
    }
coordinates-over =
    O tempo acabou: { $right ->
        [1] { $right } acerto
       *[other] { $right } acertos
    }, { $wrong ->
        [1] { $wrong } erro
       *[other] { $wrong } erros
    }.
coordinates-best = Recorde: { $best }
export-records = Exportar registros
import-records = Importar registros
export-file-name = damas-registros.json
no-games-yet = Ainda não há partidas terminadas nesta variante.
standings-empty = Ainda não há ninguém na classificação desta variante: termine uma partida contra o computador ou um amigo para aparecer aqui.
history = Suas partidas
players = Jogadores
profile-white = Você: contra o computador, e de brancas nas partidas a dois
profile-black = O outro jogador: de pretas nas partidas a dois
profile-name = Nome
rename = Renomear
add-profile = Adicionar jogador
default-profile = Jogador
second-profile = Jogador 2
heading-player = Jogador
heading-rating = Rating
heading-won = Vitórias
heading-drawn = Empates
heading-lost = Derrotas
heading-streak = Sequência (melhor)
heading-best-level = Maior nível vencido
rating = { NUMBER($rating, maximumFractionDigits: 0, useGrouping: "false") } ± { NUMBER($margin, maximumFractionDigits: 0) }
computer-at-level = Computador (nível { $level })
history-line =
    { $date } · { $result ->
        [won] Vitória
        [lost] Derrota
       *[drawn] Empate
    } contra { $opponent } com as { $colour ->
        [white] brancas
       *[black] pretas
    }, { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }, { $ending }
history-line-unrated =
    { $date } · { $result ->
        [won] Vitória
        [lost] Derrota
       *[drawn] Empate
    } contra { $opponent } com as { $colour ->
        [white] brancas
       *[black] pretas
    }, { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }, { $ending }, sem rating
ending-no-moves = sem lances
ending-gave-away = sem lances para o vencedor
ending-crowned = primeira dama
ending-resignation = abandono
ending-time = tempo esgotado
ending-agreement = empate combinado
ending-draw-rule = regra de empate

## The rules page (rules.ftl holds its text): the header's button, a diagram's name for screen readers.

rules-open = Regras
learn-open = Lições
puzzles-open = Problemas
rules-diagram-label = Diagrama: { $caption }

## Jogo pelo teclado e leitores de tela

theme-colour-safe = Para daltônicos
type-move = Digite um lance
play-typed-move = Jogar
describe-position = Descrever posição
keyboard-help = No tabuleiro: as setas movem o cursor, Enter ou Espaço pega uma peça e faz o lance, Esc a põe de volta, D descreve a posição.
new-position = Há uma nova posição no tabuleiro.
list-and = { $rest } e { $last }
list-or = { $rest } ou { $last }
spoken-mover =
    { $king ->
        [yes]
            { $color ->
                [white] Dama branca
               *[black] Dama preta
            }
       *[no]
            { $color ->
                [white] Brancas
               *[black] Pretas
            }
    }
spoken-step = { $mover }: { $from } para { $to }
spoken-capture = { $mover }: { $from } para { $to }, capturando { $taken }
spoken-move = { $move }.
spoken-crowned = { $move }, promovida a dama.
moves-played =
    { $count ->
        [one] { $count } lance jogado.
       *[other] { $count } lances jogados.
    }
moves-taken-back =
    { $count ->
        [one] { $count } lance desfeito.
       *[other] { $count } lances desfeitos.
    }
color-to-move =
    { $color ->
        [white] Vez das brancas.
       *[black] Vez das pretas.
    }
side-men =
    { $count ->
        [0] nenhuma pedra
        [one] uma pedra em { $squares }
       *[other] pedras em { $squares }
    }
side-kings =
    { $count ->
        [0] nenhuma dama
        [one] uma dama em { $squares }
       *[other] damas em { $squares }
    }
side-pieces =
    { $color ->
        [white] Brancas: { $men }; { $kings }
       *[black] Pretas: { $men }; { $kings }
    }
position-text =
    { $color ->
        [white] Vez das brancas. { $white }. { $black }.
       *[black] Vez das pretas. { $white }. { $black }.
    }
cursor-light-square = Casa clara
cursor-light = casa clara
cursor-empty = vazia
cursor-piece =
    { $king ->
        [yes]
            { $color ->
                [white] dama branca
               *[black] dama preta
            }
       *[no]
            { $color ->
                [white] pedra branca
               *[black] pedra preta
            }
    }
cursor-square = { $name }, { $what }
cursor-picked-up = { $square }, selecionada
cursor-can-move-here = { $square }, pode ir para cá
entry-example = Por exemplo: { $move }.
entry-empty = Digite um lance primeiro.
entry-not-a-move = “{ $text }” não é um lance: escreva as casas ligadas por - (ou x numa captura).
entry-not-a-square = “{ $name }” não é uma casa jogável deste tabuleiro.
entry-no-piece = Não há peça em { $name }.
entry-illegal = { $text } não é um lance válido aqui.
entry-ambiguous = Há várias capturas possíveis: digite o caminho completo, { $paths }.

## O editor de posição

edit-position = Editar posição
editor-palette = Peça a colocar
side-to-move = Quem joga
clear-board = Limpar
start-position = Posição inicial
fen = FEN
play-from-here = Jogar a partir daqui
editor-help = Clique numa casa para colocar a peça escolhida, clique de novo ou com o botão direito para removê-la, arraste uma peça para movê-la.
eraser = Borracha
editor-piece =
    { $king ->
        [yes]
            { $color ->
                [white] Dama branca
               *[black] Dama preta
            }
       *[no]
            { $color ->
                [white] Pedra branca
               *[black] Pedra preta
            }
    }
editor-unreadable = Não foi possível ler este FEN: { $why }.
editor-man-on-crowning-row = Uma pedra não pode ficar em { $square }: ela já teria sido promovida ali.
editor-too-many-pieces =
    { $color ->
        [white] As brancas não podem ter mais de { $count } peças, tantas quanto no início.
       *[black] As pretas não podem ter mais de { $count } peças, tantas quanto no início.
    }
editor-no-pieces =
    { $color ->
        [white] As brancas não têm peças.
       *[black] As pretas não têm peças.
    }
editor-nothing-to-move =
    { $color ->
        [white] É a vez das brancas, mas elas não têm lance: a partida já teria acabado.
       *[black] É a vez das pretas, mas elas não têm lance: a partida já teria acabado.
    }
editor-ready =
    { $color ->
        [white] Pronto para jogar: vez das brancas.
       *[black] Pronto para jogar: vez das pretas.
    }

## Partidas em PDN, reprodução e compartilhamento

# A tag Event de uma partida jogada nesta página, gravada nos arquivos PDN exportados.
pdn-event = Partida amistosa
game-record = Registro da partida
pdn-export-title = Salvar esta partida
copy-pdn = Copiar PDN
download-pdn = Baixar .pdn
pdn-import-title = Abrir uma partida
pdn-paste-label = Cole o texto PDN
pdn-read-text = Ler o texto
pdn-choose-file = Escolher arquivo…
pdn-drop-hint = ou solte um arquivo .pdn na página.
pdn-rules = Regras
pdn-open-game = Abrir a partida
# Aparece como $why em pdn-refused.
pdn-no-game = nenhuma partida encontrada no texto
pdn-copied = O PDN da partida foi copiado.
pdn-downloaded = O arquivo .pdn foi salvo.
copy-refused = O navegador não permitiu copiar; selecione o texto e copie-o.
share = Compartilhar
copy-fen = Copiar FEN
link-copied = O link da partida foi copiado.
fen-copied = O FEN da posição foi copiado.
replay-first = Primeira posição
replay-back = Lance anterior
replay-forward = Próximo lance
replay-last = Última posição
continue-computer = Continuar contra o computador
continue-person = Continuar entre dois jogadores
replay-analyse = Analisar aqui
shared-game = Partida compartilhada
delete-profile = Excluir jogador
delete = Excluir
keep = Manter
last-profile = O último jogador não pode ser excluído.
# Uma partida de um arquivo importado: "3. Ana – Beto, 2-0, 42 lances".
pdn-summary =
    { $moves ->
        [one] { $number }. { $white } – { $black }, { $result }, { $moves } lance
       *[other] { $number }. { $white } – { $black }, { $result }, { $moves } lances
    }
pdn-reading = Lendo… { $percent }%
pdn-read =
    { $games ->
        [one] { $games } partida.
       *[other] { $games } partidas: escolha uma.
    }
# $why diz o que não pôde ser lido e onde (partida, linha, lance); pode estar em inglês.
pdn-refused = Não foi possível abrir ({ $why }). Nada mudou.
replay-title = { $white } – { $black } · { $result }
replay-place = lance { $number } de { $total }
pdn-guess-only = O arquivo não informa suas regras. Só estas regras reproduzem esta partida: { $variant }.
pdn-guess-several = O arquivo não informa suas regras. Todas estas regras reproduzem esta partida: { $variants }. Proposta: { $variant }; escolha outra se não for a certa.
pdn-guess-none = O arquivo não informa suas regras, e nenhuma das modalidades jogadas aqui reproduz esta partida.
pdn-guess-not-on-page = O arquivo não informa suas regras. Só estas regras, que ainda não são jogadas aqui, reproduzem esta partida: { $variants }.
delete-profile-question =
    { $games ->
        [0] Excluir { $name } dos registros? Não há partidas registradas.
        [one] Excluir { $name } dos registros junto com { $games } partida?
       *[other] Excluir { $name } dos registros junto com suas { $games } partidas?
    }
