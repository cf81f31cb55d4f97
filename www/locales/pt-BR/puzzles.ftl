## Problemas: posições das partidas do próprio motor em que uma linha ganha material ou a partida,
## com um só lance bom a cada vez. O rating de problemas do jogador muda a cada primeira tentativa.

# "Damas russas: problemas"
puzzles-heading = { $name }: problemas
# A situação do jogador: "Seu rating em problemas: 1523 (± 120) · 12 resolvidos · melhor sequência 4".
puzzles-rating =
    Seu rating em problemas: { NUMBER($rating, useGrouping: "false") } (± { $deviation }) · { $solved ->
        [0] { $solved } resolvidos
        [one] { $solved } resolvido
       *[other] { $solved } resolvidos
    } · melhor sequência { $streak }
# O problema mostrado: "Problema 12 · rating 1450".
puzzles-info = Problema { $id } · rating { NUMBER($rating, useGrouping: "false") }
# Seus temas, depois de puzzles-info: "Golpe, Ruptura para dama".
puzzles-themes = Temas: { $themes }
puzzles-theme-shot = Golpe
puzzles-theme-crown = Ruptura para dama
puzzles-theme-endgame = Final
puzzles-task = { $side } jogam: encontre a linha vencedora.
# Uma tentativa que não conta para o rating (já tentada antes).
puzzles-unrated = Você já tentou este problema: ele não conta para o seu rating.
puzzles-streak =
    Sequência: { $count ->
        [0] { $count } resolvidos
        [one] { $count } resolvido
       *[other] { $count } resolvidos
    }
puzzles-right = Certo: continue.
puzzles-solved = Resolvido!
puzzles-failed = { $move } não é o lance. A solução: { $solution }.
puzzles-streak-over =
    Fim da sequência: { $count ->
        [0] { $count } resolvidos.
        [one] { $count } resolvido.
       *[other] { $count } resolvidos.
    }
puzzles-next = Próximo problema
puzzles-retry = Tentar de novo
puzzles-streak-start = Começar uma sequência
puzzles-leave = Voltar ao jogo
