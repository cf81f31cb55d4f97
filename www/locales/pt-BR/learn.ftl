# Lições no tabuleiro (www/src/learn). Baixadas com as páginas de regras, não embutidas na página.
# $variant é o código da variante (brazilian, russian, international, english, spanish,
# turkish); uma mensagem o usa como seletor onde as variantes diferem.

learn-heading = { $name }: lições
learn-choose = Lição
learn-progress = { $done } de { $total } lições concluídas
learn-task = Exercício { $number } de { $total }: { $goal }
learn-retry = Tentar de novo
learn-next = Próximo exercício
learn-next-lesson = Próxima lição
learn-leave = Voltar ao jogo
# Em cada seção de uma página de regras: abre a lição que põe a regra em prática.
learn-try = Experimente no tabuleiro
learn-lesson-done = Lição concluída.
learn-course-done = Você concluiu todas as lições desta variante.
learn-task-over = Este exercício acabou: tente de novo ou passe para o próximo.

## O título de uma lição e a regra que ela ensina.

learn-men-move-title = Como as pedras se movem
learn-men-move-rule = { $variant ->
    [turkish] Uma pedra anda uma casa em linha reta para a frente ou para o lado, até uma casa livre. Ela nunca anda para trás nem na diagonal. Uma pedra sem casa livre à frente nem ao lado não pode andar.
   *[other] Uma pedra anda uma casa na diagonal para a frente, até uma casa livre. Ela nunca anda para trás. Uma pedra sem casa livre à frente não pode andar.
}
learn-capture-title = Capturar
learn-capture-rule = { $variant ->
    [turkish] Quando uma pedra tem uma peça adversária logo à frente ou ao lado, e a casa logo atrás dessa peça está livre, ela salta sobre a peça e a captura. A captura é obrigatória: enquanto houver uma captura, o jogo não aceita nenhum outro lance. As pedras capturam para a frente e para os lados, nunca para trás.
    [english] Quando uma pedra tem uma peça adversária na diagonal logo à sua frente, e a casa logo atrás dessa peça está livre, ela salta sobre a peça e a captura. A captura é obrigatória: enquanto houver uma captura, o jogo não aceita nenhum outro lance. As pedras só capturam para a frente.
    [spanish] Quando uma pedra tem uma peça adversária na diagonal logo à sua frente, e a casa logo atrás dessa peça está livre, ela salta sobre a peça e a captura. A captura é obrigatória: enquanto houver uma captura, o jogo não aceita nenhum outro lance. As pedras só capturam para a frente.
   *[other] Quando uma pedra tem uma peça adversária vizinha na diagonal, e a casa logo atrás dessa peça está livre, ela salta sobre a peça e a captura. A captura é obrigatória: enquanto houver uma captura, o jogo não aceita nenhum outro lance. As pedras capturam para a frente e para trás.
}
learn-several-title = Várias capturas seguidas
learn-several-rule = { $variant ->
    [turkish] Quando a peça que acabou de saltar pode saltar de novo, ela deve continuar no mesmo lance até não sobrar nada para capturar. Cada peça capturada sai do tabuleiro assim que é saltada, por isso a peça que captura pode atravessar de novo a casa onde ela estava.
   *[other] Quando a peça que acabou de saltar pode saltar de novo, ela deve continuar no mesmo lance até não sobrar nada para capturar. As peças capturadas só saem do tabuleiro no fim do lance, e nenhuma peça pode ser saltada duas vezes.
}
learn-most-title = O maior número de peças
learn-most-rule = { $variant ->
    [spanish] Quando há várias capturas possíveis, você deve jogar uma das que capturam mais peças e, entre elas, uma das que capturam mais damas. O jogo não aceita as outras.
   *[other] Quando há várias capturas possíveis, você deve jogar uma das que capturam mais peças; uma dama conta como uma peça, igual a uma pedra. O jogo não aceita as outras; entre capturas com o mesmo número de peças, você escolhe.
}
learn-choice-title = Escolher a captura
learn-choice-rule = Quando há várias capturas possíveis, você pode escolher qualquer uma, mesmo uma que capture menos peças, mas a captura escolhida deve ser jogada até o fim. Escolha bem: aqui, capture o maior número de peças.
learn-crown-title = Promoção a dama
learn-crown-rule = { $variant ->
    [russian] Uma pedra que chega à última fileira é promovida a dama. Se ela chega lá durante uma captura e ainda pode capturar, continua capturando na hora, já como dama.
    [english] Uma pedra que chega à última fileira é promovida a dama, e o lance termina ali, mesmo no meio de uma captura.
    [spanish] Uma pedra que chega à última fileira é promovida a dama, e o lance termina ali, mesmo no meio de uma captura.
    [turkish] Uma pedra que termina o lance na última fileira é promovida a dama. Se ela chega lá durante uma captura e ainda pode capturar, continua como pedra e só é promovida se o lance terminar na última fileira.
   *[other] Uma pedra que termina o lance na última fileira é promovida a dama. Se ela só passa pela última fileira durante uma captura e continua capturando, segue sendo pedra.
}
learn-king-move-title = Como as damas se movem
learn-king-move-rule = { $variant ->
    [english] Uma dama anda uma casa na diagonal, para a frente ou para trás.
    [turkish] Uma dama anda por uma fileira ou uma coluna quantas casas livres quiser: para a frente, para trás ou para os lados.
   *[other] Uma dama anda pela diagonal, para a frente ou para trás, quantas casas livres quiser.
}
learn-king-capture-title = Como as damas capturam
learn-king-capture-rule = { $variant ->
    [english] Uma dama captura para a frente ou para trás: ela salta sobre uma peça adversária vizinha na diagonal e para na casa livre logo atrás dela.
    [turkish] Uma dama captura à distância, por uma fileira ou uma coluna: se as casas entre ela e uma peça adversária estão livres, ela salta sobre essa peça e para em qualquer casa livre atrás dela, até a próxima peça ou a borda do tabuleiro. Se de uma dessas casas ela puder capturar de novo, deve parar nela. Entre dois saltos, ela não pode voltar pelo caminho de onde veio.
   *[other] Uma dama captura à distância, pela diagonal: se as casas entre ela e uma peça adversária estão livres, ela salta sobre essa peça e para em qualquer casa livre atrás dela, até a próxima peça ou a borda do tabuleiro. Se de uma dessas casas ela puder capturar de novo, deve parar nela.
}
learn-win-title = Vencer
learn-win-rule = Você vence quando o adversário não tem mais nenhuma peça, ou quando nenhuma das peças dele pode se mover.
learn-safe-title = Proteger suas peças
learn-safe-rule = Antes de jogar, veja o que o adversário poderia capturar depois do seu lance: uma peça está perdida quando uma peça adversária pode saltar sobre ela até uma casa livre atrás dela. Aqui, só um lance não perde nada.
learn-draws-title = Empates
learn-draws-rule = { $variant ->
    [brazilian] A partida termina empatada quando a mesma posição se repete pela terceira vez, com a vez do mesmo jogador. Também há empate automático: após 15 lances de cada lado em que só damas se moveram, sem captura; com três ou mais damas contra uma dama solitária, no 15º lance do lado mais forte; após 5 lances de cada lado com três peças (pelo menos uma delas dama) contra uma dama solitária na grande diagonal, ou com uma ou duas peças (pelo menos uma delas dama) contra uma dama solitária; e, quando os dois lados têm damas, após 30 lances de cada lado com quatro ou cinco peças no tabuleiro, ou 60 com seis ou sete. A contagem dos lances em que só damas se movem recomeça a cada captura ou lance de pedra; as outras, a cada captura ou promoção. O painel mostra quantos lances faltam.
    [russian] A partida termina empatada quando a mesma posição se repete pela terceira vez, com a vez do mesmo jogador. Também há empate automático: após 15 lances de cada lado em que só damas se moveram, sem captura; com três ou mais damas contra uma dama solitária, no 15º lance do lado mais forte; após 5 lances de cada lado com três peças (pelo menos uma delas dama) contra uma dama solitária na grande diagonal, ou com uma ou duas peças (pelo menos uma delas dama) contra uma dama solitária; e, quando os dois lados têm damas, após 30 lances de cada lado com quatro ou cinco peças no tabuleiro, ou 60 com seis ou sete. A contagem dos lances em que só damas se movem recomeça a cada captura ou lance de pedra; as outras, a cada captura ou promoção. O painel mostra quantos lances faltam.
    [international] A partida termina empatada quando a mesma posição se repete pela terceira vez, com a vez do mesmo jogador. Também há empate automático após 25 lances de cada lado em que só damas se moveram, sem captura; após 16 lances de cada lado com três peças (pelo menos uma delas dama) contra uma dama solitária; e após 5 lances de cada lado com uma ou duas peças (pelo menos uma delas dama) contra uma dama solitária. O painel mostra quantos lances faltam.
    [english] A partida termina empatada quando a mesma posição se repete pela terceira vez, com a vez do mesmo jogador, e após 50 lances de cada lado sem captura e sem nenhuma pedra movida. O painel mostra quantos lances faltam.
    [spanish] A partida termina empatada quando a mesma posição se repete pela terceira vez, com a vez do mesmo jogador, e após 20 lances de cada lado em que só damas se moveram, sem captura. O painel mostra quantos lances faltam.
    [turkish] A partida termina empatada: quando a mesma posição se repete pela terceira vez, com a vez do mesmo jogador; assim que cada lado fica com uma só peça; e após 50 lances de cada lado sem captura e sem nenhuma pedra movida. O painel mostra quantos lances faltam.
   *[other] A partida termina empatada quando a mesma posição se repete pela terceira vez, com a vez do mesmo jogador.
}

## O que um exercício pede.

learn-goal-reach = Leve uma peça até { $square }.
learn-goal-crown = Promova uma pedra a dama.
learn-goal-take = { $count ->
    [one] Capture uma peça.
   *[other] Capture { $count } peças num só lance.
}
learn-goal-win = { $moves ->
    [one] Vença em um lance.
   *[other] Vença em { $moves } lances, seja qual for a resposta do adversário.
}
learn-goal-safe = Jogue o único lance que não perde nenhuma peça.
learn-goal-draw = Jogue o lance que empata a partida.

## Por que um lance cumpriu o exercício.

learn-met-reach = Certo: a peça está em { $square }.
learn-met-crown = Certo: a pedra agora é dama.
learn-met-take = { $count ->
    [one] Certo: uma peça capturada.
   *[other] Certo: { $count } peças capturadas.
}
learn-met-win = Certo: o adversário não pode mais se mover. Você venceu.
learn-met-safe = Certo: o adversário não tem nada para capturar.
learn-met-draw = Certo: a partida está empatada.
learn-going-on = Muito bem. O adversário respondeu { $move }: é a sua vez.

## Por que um lance não cumpriu (o jogador tenta de novo).

learn-miss-elsewhere = Essa peça foi para { $square }, não para { $target }.
learn-miss-not-crowned = Esse lance não promove nenhuma pedra.
learn-miss-took-fewer = Essa captura toma { $took ->
    [one] { $took } peça
   *[other] { $took } peças
}; outra toma { $could }.
learn-miss-no-win = Esse lance não vence: o adversário responde { $move } e resiste.
learn-miss-loses-piece = Depois disso, o adversário captura: { $move }.
learn-miss-no-draw = Esse lance não empata a partida.
