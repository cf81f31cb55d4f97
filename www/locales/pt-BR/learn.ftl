# Lições no tabuleiro (www/src/learn). Baixadas com as páginas de regras, não embutidas na página.
# $variant é o código da variante (brazilian, russian, international, english, spanish,
# turkish, italian, czech, pool, thai, antidraughts, breakthrough); uma mensagem o usa como
# seletor onde as variantes diferem.

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
    [czech] Quando uma pedra tem uma peça adversária na diagonal logo à sua frente, e a casa logo atrás dessa peça está livre, ela salta sobre a peça e a captura. A captura é obrigatória: enquanto houver uma captura, o jogo não aceita nenhum outro lance. As pedras só capturam para a frente.
    [thai] Quando uma pedra tem uma peça adversária na diagonal logo à sua frente, e a casa logo atrás dessa peça está livre, ela salta sobre a peça e a captura. A captura é obrigatória: enquanto houver uma captura, o jogo não aceita nenhum outro lance. As pedras só capturam para a frente.
    [italian] Quando uma pedra tem uma pedra adversária na diagonal logo à sua frente, e a casa logo atrás dela está livre, ela salta sobre essa pedra e a captura. A captura é obrigatória: enquanto houver uma captura, o jogo não aceita nenhum outro lance. As pedras só capturam para a frente, e nunca uma dama: só uma dama pode capturar uma dama.
    [antidraughts] Quando uma pedra tem uma peça adversária vizinha na diagonal, e a casa logo atrás dessa peça está livre, ela salta sobre a peça e a captura. A captura é obrigatória: enquanto houver uma captura, o jogo não aceita nenhum outro lance. As pedras capturam para a frente e para trás. Nas damas perde-ganha, é assim que o adversário é obrigado a capturar as suas peças.
   *[other] Quando uma pedra tem uma peça adversária vizinha na diagonal, e a casa logo atrás dessa peça está livre, ela salta sobre a peça e a captura. A captura é obrigatória: enquanto houver uma captura, o jogo não aceita nenhum outro lance. As pedras capturam para a frente e para trás.
}
learn-several-title = Várias capturas seguidas
learn-several-rule = { $variant ->
    [turkish] Quando a peça que acabou de saltar pode saltar de novo, ela deve continuar no mesmo lance até não sobrar nada para capturar. Cada peça capturada sai do tabuleiro assim que é saltada, por isso a peça que captura pode atravessar de novo a casa onde ela estava.
    [thai] Quando a peça que acabou de saltar pode saltar de novo, ela deve continuar no mesmo lance até não sobrar nada para capturar. Cada peça capturada sai do tabuleiro assim que é saltada, por isso a peça que captura pode atravessar de novo a casa onde ela estava.
   *[other] Quando a peça que acabou de saltar pode saltar de novo, ela deve continuar no mesmo lance até não sobrar nada para capturar. As peças capturadas só saem do tabuleiro no fim do lance, e nenhuma peça pode ser saltada duas vezes.
}
learn-most-title = O maior número de peças
learn-most-rule = { $variant ->
    [spanish] Quando há várias capturas possíveis, você deve jogar uma das que capturam mais peças e, entre elas, uma das que capturam mais damas. O jogo não aceita as outras.
    [italian] Quando há várias capturas possíveis, estas regras decidem, nesta ordem: capturar o maior número de peças; em caso de igualdade, capturar com uma dama em vez de uma pedra; depois, capturar o maior número de damas; depois, escolher a captura que encontra uma dama primeiro. O jogo não aceita as outras; entre capturas que continuam iguais, você escolhe.
   *[other] Quando há várias capturas possíveis, você deve jogar uma das que capturam mais peças; uma dama conta como uma peça, igual a uma pedra. O jogo não aceita as outras; entre capturas com o mesmo número de peças, você escolhe.
}
learn-choice-title = Escolher a captura
learn-choice-rule = { $variant ->
    [czech] Quando há várias capturas possíveis, você pode escolher qualquer uma, mesmo uma que capture menos peças, mas a captura escolhida deve ser jogada até o fim. Uma regra vem antes: se uma das suas damas pode capturar, é uma dama que tem de capturar, e o jogo não aceita a captura de uma pedra. Escolha bem: aqui, capture o maior número de peças que as regras permitem.
   *[other] Quando há várias capturas possíveis, você pode escolher qualquer uma, mesmo uma que capture menos peças, mas a captura escolhida deve ser jogada até o fim. Escolha bem: aqui, capture o maior número de peças.
}
learn-crown-title = { $variant ->
    [breakthrough] A promoção dá a vitória
   *[other] Promoção a dama
}
learn-crown-rule = { $variant ->
    [russian] Uma pedra que chega à última fileira é promovida a dama. Se ela chega lá durante uma captura e ainda pode capturar, continua capturando na hora, já como dama.
    [english] Uma pedra que chega à última fileira é promovida a dama, e o lance termina ali, mesmo no meio de uma captura.
    [spanish] Uma pedra que chega à última fileira é promovida a dama, e o lance termina ali, mesmo no meio de uma captura.
    [turkish] Uma pedra que termina o lance na última fileira é promovida a dama. Se ela chega lá durante uma captura e ainda pode capturar, continua como pedra e só é promovida se o lance terminar na última fileira.
    [czech] Uma pedra que chega à última fileira é promovida a dama, e o lance termina ali, mesmo no meio de uma captura.
    [thai] Uma pedra que chega à última fileira é promovida a dama, e o lance termina ali, mesmo no meio de uma captura.
    [italian] Uma pedra que chega à última fileira é promovida a dama, e o lance termina ali, mesmo no meio de uma captura.
    [breakthrough] Uma pedra que termina o lance na última fileira é promovida a dama, e quem a levou até lá vence a partida na hora. Uma pedra que só passa pela última fileira durante uma captura e continua capturando segue sendo pedra: isso não dá a vitória.
   *[other] Uma pedra que termina o lance na última fileira é promovida a dama. Se ela só passa pela última fileira durante uma captura e continua capturando, segue sendo pedra.
}
learn-king-move-title = Como as damas se movem
learn-king-move-rule = { $variant ->
    [english] Uma dama anda uma casa na diagonal, para a frente ou para trás.
    [turkish] Uma dama anda por uma fileira ou uma coluna quantas casas livres quiser: para a frente, para trás ou para os lados.
    [italian] Uma dama anda uma casa na diagonal, para a frente ou para trás.
   *[other] Uma dama anda pela diagonal, para a frente ou para trás, quantas casas livres quiser.
}
learn-king-capture-title = Como as damas capturam
learn-king-capture-rule = { $variant ->
    [english] Uma dama captura para a frente ou para trás: ela salta sobre uma peça adversária vizinha na diagonal e para na casa livre logo atrás dela.
    [turkish] Uma dama captura à distância, por uma fileira ou uma coluna: se as casas entre ela e uma peça adversária estão livres, ela salta sobre essa peça e para em qualquer casa livre atrás dela, até a próxima peça ou a borda do tabuleiro. Se de uma dessas casas ela puder capturar de novo, deve parar nela. Entre dois saltos, ela não pode voltar pelo caminho de onde veio.
    [thai] Uma dama captura à distância, pela diagonal: se as casas entre ela e uma peça adversária estão livres, ela salta sobre essa peça e deve parar na casa logo atrás dela. Dali ela pode capturar de novo em qualquer direção, mesmo voltando pelo caminho de onde veio. Cada peça capturada sai do tabuleiro na hora, por isso a dama pode atravessar de novo a casa onde ela estava.
    [italian] Uma dama captura para a frente ou para trás: ela salta sobre uma peça adversária, pedra ou dama, vizinha na diagonal e para na casa livre logo atrás dela.
   *[other] Uma dama captura à distância, pela diagonal: se as casas entre ela e uma peça adversária estão livres, ela salta sobre essa peça e para em qualquer casa livre atrás dela, até a próxima peça ou a borda do tabuleiro. Se de uma dessas casas ela puder capturar de novo, deve parar nela.
}
learn-win-title = Vencer
learn-win-rule = { $variant ->
    [antidraughts] Você vence quando não tem mais nenhuma peça, ou quando nenhuma das suas peças pode se mover. A captura é obrigatória: coloque as suas peças onde o adversário tenha de capturá-las, quantas puder de uma vez. Nunca bloqueie as últimas peças do adversário: elas não poderiam se mover, e ele venceria.
    [breakthrough] Você vence quando a sua primeira pedra é promovida a dama, e também quando o adversário não tem mais nenhuma peça, ou quando nenhuma das peças dele pode se mover. Detenha as pedras do adversário antes que cheguem à sua primeira fileira.
   *[other] Você vence quando o adversário não tem mais nenhuma peça, ou quando nenhuma das peças dele pode se mover.
}
learn-breakthrough-title = Romper a defesa
learn-breakthrough-rule = Uma pedra consegue passar quando nenhuma peça adversária pode detê-la a caminho da última fileira. Muitas vezes, uma peça entregue abre o caminho: a captura é obrigatória, então o adversário tem de capturá-la, e um defensor sai da sua casa.
learn-safe-title = Proteger suas peças
learn-safe-rule = { $variant ->
    [breakthrough] Antes de jogar, veja o que o adversário poderia capturar depois do seu lance, e se uma das pedras dele poderia então correr até a sua primeira fileira. Aqui, só um lance não perde nada.
   *[other] Antes de jogar, veja o que o adversário poderia capturar depois do seu lance: uma peça está perdida quando uma peça adversária pode saltar sobre ela até uma casa livre atrás dela. Aqui, só um lance não perde nada.
}
learn-draws-title = Empates
learn-draws-rule = { $variant ->
    [brazilian] A partida termina empatada quando a mesma posição se repete pela terceira vez, com a vez do mesmo jogador. Também há empate automático: após 15 lances de cada lado em que só damas se moveram, sem captura; com três ou mais damas contra uma dama solitária, no 15º lance do lado mais forte; após 5 lances de cada lado com três peças (pelo menos uma delas dama) contra uma dama solitária na grande diagonal, ou com uma ou duas peças (pelo menos uma delas dama) contra uma dama solitária; e, quando os dois lados têm damas, após 30 lances de cada lado com quatro ou cinco peças no tabuleiro, ou 60 com seis ou sete. A contagem dos lances em que só damas se movem recomeça a cada captura ou lance de pedra; as outras, a cada captura ou promoção. O painel mostra quantos lances faltam.
    [russian] A partida termina empatada quando a mesma posição se repete pela terceira vez, com a vez do mesmo jogador. Também há empate automático: após 15 lances de cada lado em que só damas se moveram, sem captura; com três ou mais damas contra uma dama solitária, no 15º lance do lado mais forte; após 5 lances de cada lado com três peças (pelo menos uma delas dama) contra uma dama solitária na grande diagonal, ou com uma ou duas peças (pelo menos uma delas dama) contra uma dama solitária; e, quando os dois lados têm damas, após 30 lances de cada lado com quatro ou cinco peças no tabuleiro, ou 60 com seis ou sete. A contagem dos lances em que só damas se movem recomeça a cada captura ou lance de pedra; as outras, a cada captura ou promoção. O painel mostra quantos lances faltam.
    [international] A partida termina empatada quando a mesma posição se repete pela terceira vez, com a vez do mesmo jogador. Também há empate automático após 25 lances de cada lado em que só damas se moveram, sem captura; após 16 lances de cada lado com três peças (pelo menos uma delas dama) contra uma dama solitária; e após 5 lances de cada lado com uma ou duas peças (pelo menos uma delas dama) contra uma dama solitária. O painel mostra quantos lances faltam.
    [english] A partida termina empatada quando a mesma posição se repete pela terceira vez, com a vez do mesmo jogador, e após 50 lances de cada lado sem captura e sem nenhuma pedra movida. O painel mostra quantos lances faltam.
    [spanish] A partida termina empatada quando a mesma posição se repete pela terceira vez, com a vez do mesmo jogador, e após 20 lances de cada lado em que só damas se moveram, sem captura. O painel mostra quantos lances faltam.
    [turkish] A partida termina empatada: quando a mesma posição se repete pela terceira vez, com a vez do mesmo jogador; assim que cada lado fica com uma só peça; e após 50 lances de cada lado sem captura e sem nenhuma pedra movida. O painel mostra quantos lances faltam.
    [czech] A partida termina empatada quando a mesma posição se repete pela terceira vez, com a vez do mesmo jogador. Não há empate por contagem de lances.
    [pool] A partida termina empatada quando a mesma posição se repete pela terceira vez, com a vez do mesmo jogador. Também há empate automático após 15 lances de cada lado em que só damas se moveram, sem captura, e, com três damas contra uma dama solitária, no 13º lance do lado mais forte. A contagem dos lances em que só damas se movem recomeça a cada captura ou lance de pedra; a outra, a cada captura ou promoção. O painel mostra quantos lances faltam.
    [thai] A partida termina empatada quando a mesma posição se repete pela terceira vez, com a vez do mesmo jogador. Não há empate por contagem de lances.
    [italian] A partida termina empatada quando a mesma posição se repete pela quarta vez, com a vez do mesmo jogador, e após 40 lances de cada lado sem captura e sem nenhuma pedra movida. O painel mostra quantos lances faltam.
    [antidraughts] A partida termina empatada quando a mesma posição se repete pela terceira vez, com a vez do mesmo jogador. Não há nenhuma outra regra de empate, nem mesmo quando restam poucas peças.
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
learn-goal-safe = { $variant ->
    [breakthrough] Jogue o único lance que não perde nem uma peça nem a partida.
   *[other] Jogue o único lance que não perde nenhuma peça.
}
learn-goal-draw = Jogue o lance que empata a partida.

## Por que um lance cumpriu o exercício.

learn-met-reach = Certo: a peça está em { $square }.
learn-met-crown = Certo: a pedra agora é dama.
learn-met-take = { $count ->
    [one] Certo: uma peça capturada.
   *[other] Certo: { $count } peças capturadas.
}
learn-met-win = { $variant ->
    [antidraughts] Certo: o adversário tem de capturar ({ $move }), e depois você fica sem lances. Você venceu.
    [breakthrough] Certo: você venceu a partida.
   *[other] Certo: o adversário não pode mais se mover. Você venceu.
}
learn-met-safe = { $variant ->
    [breakthrough] Certo: o adversário não pode capturar nem romper a sua defesa.
   *[other] Certo: o adversário não tem nada para capturar.
}
learn-met-draw = Certo: a partida está empatada.
learn-going-on = Muito bem. O adversário respondeu { $move }: é a sua vez.

## Por que um lance não cumpriu (o jogador tenta de novo).

learn-miss-elsewhere = Essa peça foi para { $square }, não para { $target }.
learn-miss-not-crowned = Esse lance não promove nenhuma pedra.
learn-miss-took-fewer = { $took ->
    [one] Essa captura toma { $took } peça; outra toma { $could }.
   *[other] Essa captura toma { $took } peças; outra toma { $could }.
}
learn-miss-no-win = { $variant ->
    [breakthrough] Esse lance não vence: o adversário responde { $move }.
   *[other] Esse lance não vence: o adversário responde { $move } e resiste.
}
learn-miss-loses-piece = { $variant ->
    [breakthrough] Depois disso, o adversário ganha uma peça ou rompe a sua defesa: { $move }.
   *[other] Depois disso, o adversário captura: { $move }.
}
learn-miss-no-draw = Esse lance não empata a partida.
learn-miss-lost = { $variant ->
    [antidraughts] Depois disso, o adversário fica sem lances, e nas damas perde-ganha isso lhe dá a vitória.
   *[other] Esse lance encerra a partida, e o adversário vence.
}
