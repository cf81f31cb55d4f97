## Revisão da partida: o computador percorre cada posição de uma partida terminada, julga cada
## lance pelas chances de vitória que ele jogou fora e mostra o lance melhor, quando havia um.

review-heading = Revisão da partida
# A revisão em andamento: uma posição por vez.
review-progress = Revisando a posição { $done } de { $total }…
review-stop = Parar
# A profundidade da revisão, dita abaixo dela.
review-budget = O computador examinou { $nodes } posições para cada posição da partida.
# O resumo de um lado: "Brancas: 87% de precisão, 1 erro, 2 capivaradas".
review-side = { $side }: { $accuracy }% de precisão
review-inaccuracies =
    { $count ->
        [one] { $count } imprecisão
       *[other] { $count } imprecisões
    }
review-mistakes =
    { $count ->
        [one] { $count } erro
       *[other] { $count } erros
    }
review-blunders =
    { $count ->
        [one] { $count } capivarada
       *[other] { $count } capivaradas
    }
review-mark-inaccuracy = Imprecisão
review-mark-mistake = Erro
review-mark-blunder = Capivarada
# O lance mostrado, julgado: "12. 22-18: Capivarada. Chances de vitória 64% → 21%."
review-move = { $move }: { $verdict }. Chances de vitória { $before }% → { $after }%.
review-good = Bom lance
review-better = O melhor lance era { $better } (linha do computador: { $line }).
review-graph = Chances de vitória das brancas ao longo da partida (a parte de cima é das brancas). Clique num ponto para ver esse lance.
review-pick = Escolha um lance na lista ou no gráfico para ver como ele foi julgado.

## Aprenda com seus erros: os erros do próprio jogador na partida revisada, um por vez.

review-learn = Aprenda com seus erros
mistakes-progress = Erro { $at } de { $total }
# O erro no tabuleiro: "12. 22-18: Capivarada. Encontre um lance melhor para as Brancas."
mistakes-find = { $move }: { $mark }. Encontre um lance melhor para as { $side }.
mistakes-checking = Verificando { $move }…
mistakes-best = { $move } é o lance do computador. Muito bem!
mistakes-good = { $move } também é bom: mantém suas chances.
mistakes-no-better = { $move } não é melhor. Tente de novo.
mistakes-shown = O lance do computador era { $best } (linha: { $line }).
mistakes-next = Próximo erro
mistakes-last = Esse foi seu último erro nesta partida.
mistakes-leave = Voltar à revisão
